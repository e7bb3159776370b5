// Settings → Cloud drive: what an admin sees before connecting (the providers the server offers, what each
// permission allows), where Connect sends the browser, a connection's who-and-when and its reconnect warning,
// the root picker choosing a folder, the test's answer, and the callback page completing the consent once.
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '../../lib/toaster';
import {
  ChooseCloudDriveRootDocument,
  CloudDriveDocument,
  CloudDriveFoldersDocument,
  CloudDriveRootsDocument,
  CompleteCloudDriveConnectionDocument,
  ConnectCloudDriveDocument,
  TestCloudDriveDocument,
} from './cloud-drive.api';
import { CloudDriveCallbackPage } from './CloudDriveCallbackPage';
import { CloudDriveSection, goTo } from './CloudDriveSection';

const PROVIDERS = [
  { __typename: 'CloudDriveProvider' as const, id: 'google_drive', name: 'Google Drive' },
  { __typename: 'CloudDriveProvider' as const, id: 'microsoft_365', name: 'Microsoft 365' },
];

const connection = (over: Record<string, unknown> = {}) => ({
  __typename: 'CloudDriveConnection' as const,
  provider: 'google_drive',
  provider_name: 'Google Drive',
  status: 'connected',
  status_reason: null,
  access: null,
  account_email: 'alex@pryce.example',
  account_name: 'Alex Admin',
  connected_by: { __typename: 'CloudDrivePerson' as const, id: 'u1', name: 'Nia Pryce' },
  connected_at: '2026-11-03T10:00:00.000Z',
  root: null,
  last_tested_at: null,
  last_test_error: null,
  ...over,
});

const driveQuery = (conn: ReturnType<typeof connection> | null, providers = PROVIDERS) => ({
  request: { query: CloudDriveDocument },
  result: {
    data: {
      cloudDrive: {
        __typename: 'CloudDrive' as const,
        providers,
        token_key_configured: true,
        connection: conn,
      },
    },
  },
});

function renderWith(ui: React.ReactNode, mocks: MockLink.MockedResponse[], path = '/app/settings') {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/app/settings" element={ui} />
            <Route path="/app/settings/cloud-drive/callback" element={<CloudDriveCallbackPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('CloudDriveSection', () => {
  it('says plainly when the server offers no cloud drive', async () => {
    renderWith(<CloudDriveSection />, [driveQuery(null, [])]);
    expect(await screen.findByText(/No cloud drive is set up on this server yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });

  it('explains each permission and sends the admin to the consent page with the access chosen', async () => {
    const assign = vi.spyOn(goTo, 'url').mockImplementation(() => {});
    renderWith(<CloudDriveSection />, [
      driveQuery(null),
      {
        request: {
          query: ConnectCloudDriveDocument,
          variables: { input: { provider: 'microsoft_365', access: 'selected_site' } },
        },
        result: {
          data: {
            connectCloudDrive: {
              __typename: 'CloudDriveAuthorization',
              authorization_url: 'https://login.example/authorize?state=s',
            },
          },
        },
      },
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText(/only the folders and files it creates/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Cloud drive'), 'microsoft_365');
    expect(screen.getByText(/Files.ReadWrite.All/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('What SiteBase may reach'), 'selected_site');
    expect(screen.getByText(/Sites.Selected/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect Microsoft 365' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example/authorize?state=s'));
    assign.mockRestore();
  });

  it('shows who connected it and when, and the reconnect warning with its reason', async () => {
    renderWith(<CloudDriveSection />, [
      driveQuery(
        connection({
          status: 'needs_reconnecting',
          status_reason: 'Google Drive no longer accepts this connection.',
        }),
      ),
    ]);
    expect(await screen.findByText('Connected by Nia Pryce on 03/11/2026')).toBeTruthy();
    expect(screen.getByText('Account: Alex Admin (alex@pryce.example)')).toBeTruthy();
    expect(screen.getByText('Needs reconnecting')).toBeTruthy();
    expect(screen.getByText('Google Drive no longer accepts this connection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect Google Drive' })).toBeTruthy();
  });

  it('chooses a folder through the picker and reports the test', async () => {
    const root = { __typename: 'CloudDriveRoot' as const, id: 'root-1', name: 'My Drive', kind: 'my_drive' };
    const projectsRoot = {
      __typename: 'CloudDriveRoot' as const,
      id: 'f-1',
      name: 'Projects',
      kind: 'folder',
      web_url: null,
    };
    renderWith(<CloudDriveSection />, [
      driveQuery(connection()),
      {
        request: { query: CloudDriveRootsDocument, variables: { site_url: null } },
        result: {
          data: {
            cloudDriveRoots: {
              __typename: 'CloudDriveRootListing',
              roots: [{ ...root, web_url: null, site: null }],
              not_listed: ['shared_drives'],
            },
          },
        },
      },
      {
        request: { query: CloudDriveFoldersDocument, variables: { parent_id: 'root-1' } },
        result: {
          data: {
            cloudDriveFolders: {
              __typename: 'CloudDriveFolderListing',
              parent_id: 'root-1',
              folders: [{ __typename: 'CloudDriveFolder', id: 'f-1', name: 'Projects', web_url: null }],
            },
          },
        },
      },
      {
        request: { query: CloudDriveFoldersDocument, variables: { parent_id: 'f-1' } },
        result: {
          data: {
            cloudDriveFolders: { __typename: 'CloudDriveFolderListing', parent_id: 'f-1', folders: [] },
          },
        },
      },
      {
        request: { query: ChooseCloudDriveRootDocument, variables: { root_id: 'f-1' } },
        result: {
          data: {
            chooseCloudDriveRoot: connection({
              root: {
                __typename: 'CloudDriveRoot',
                id: 'f-1',
                name: 'Projects',
                kind: 'folder',
                web_url: null,
              },
            }),
          },
        },
      },
      // Asked again after the choice (the connection has no id to merge by), and after the test.
      driveQuery(connection({ root: projectsRoot })),
      driveQuery(connection({ root: projectsRoot, last_tested_at: '2026-11-04T09:00:00.000Z' })),
      {
        request: { query: TestCloudDriveDocument },
        result: {
          data: {
            testCloudDrive: {
              __typename: 'CloudDriveTestResult',
              ok: false,
              error: 'The folder or file is no longer in Google Drive.',
              connection: connection({ root: projectsRoot, last_tested_at: '2026-11-04T09:00:00.000Z' }),
            },
          },
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose folder' }));
    expect(await screen.findByText(/Shared drives are not listed/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^My Drive/ }));
    await user.click(await screen.findByRole('button', { name: 'Projects' }));
    expect(await screen.findByText(/No folders inside/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use “Projects”' }));
    expect(await screen.findByText('Project folders will go in “Projects”')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Change folder' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The folder or file is no longer in Google Drive.')).toBeTruthy();
  });
});

describe('CloudDriveCallbackPage', () => {
  it('completes the consent once and returns to Settings', async () => {
    const complete = vi.fn(() => ({ data: { completeCloudDriveConnection: connection() } }));
    renderWith(
      <p>Settings page</p>,
      [
        {
          request: {
            query: CompleteCloudDriveConnectionDocument,
            variables: { input: { state: 'st', code: 'co', error: null } },
          },
          result: complete,
        },
        driveQuery(connection()),
      ],
      '/app/settings/cloud-drive/callback?state=st&code=co',
    );
    expect(await screen.findByText('Settings page')).toBeTruthy();
    expect(await screen.findByText('Google Drive connected')).toBeTruthy();
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('shows the provider’s refusal in words, with the way back', async () => {
    renderWith(
      <p>Settings page</p>,
      [
        {
          request: {
            query: CompleteCloudDriveConnectionDocument,
            variables: { input: { state: 'st', code: null, error: 'access_denied' } },
          },
          result: {
            errors: [
              {
                message:
                  'Google Drive access was not allowed. Connect again and choose Allow to file your projects there.',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        },
      ],
      '/app/settings/cloud-drive/callback?state=st&error=access_denied',
    );
    expect(await screen.findByText(/Google Drive access was not allowed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toBeTruthy();
  });
});
