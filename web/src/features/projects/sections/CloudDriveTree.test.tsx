// The project's tree in the company's cloud drive: progress while it is made, links once it is, and each
// document's state — filed with its link, queued waiting for a reconnect, failed with why and a Retry.
import { describe, expect, it } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../lib/toaster';
import { RetryCloudFilingDocument } from '../projects.api';
import { CloudDriveTree, cloudBusy } from './CloudDriveTree';

const tree = (over: Record<string, unknown> = {}) => ({
  __typename: 'CloudFolderTree' as const,
  provider: 'google_drive',
  provider_name: 'Google Drive',
  connection_status: 'connected',
  status: 'created',
  folders_done: 11,
  folders_total: 11,
  web_url: 'https://drive.example/p1',
  error: null,
  archived: false,
  folders: [
    { __typename: 'CloudFolderLink' as const, name: '04 Site Forms', web_url: 'https://drive.example/f4' },
    { __typename: 'CloudFolderLink' as const, name: '05 Photos', web_url: 'https://drive.example/f5' },
  ],
  ...over,
});

const filing = (over: Record<string, unknown>) => ({
  __typename: 'CloudFiling' as const,
  id: 'fi1',
  upload_id: 'u1',
  name: 'SF-0001.pdf',
  folder: '04 Site Forms',
  status: 'filed',
  web_url: 'https://drive.example/file1',
  error: null,
  waiting_for_reconnect: false,
  provider_name: 'Google Drive',
  can_retry: false,
  ...over,
});

function renderTree(t: ReturnType<typeof tree>, filings: ReturnType<typeof filing>[], mocks = []) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <CloudDriveTree tree={t} filings={filings} />
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
}

describe('CloudDriveTree', () => {
  it('shows progress while the tree is made, then links to the project folder and each folder', () => {
    const { unmount } = renderTree(tree({ status: 'creating', folders_done: 3, web_url: null }), []);
    expect(screen.getByRole('status', { name: 'Google Drive folders' }).textContent).toBe(
      'Being made (3 of 11 folders)',
    );
    unmount();
    renderTree(tree(), []);
    expect(screen.getByRole('link', { name: 'Open in Google Drive' }).getAttribute('href')).toBe(
      'https://drive.example/p1',
    );
    const folders = screen.getByRole('list', { name: 'Folders' });
    expect(within(folders).getByRole('link', { name: '04 Site Forms' }).getAttribute('href')).toBe(
      'https://drive.example/f4',
    );
  });

  it('gives each document its state: filed with a link, waiting for a reconnect, failed with why and Retry', async () => {
    const retried = { called: 0 };
    renderTree(
      tree({ connection_status: 'needs_reconnecting' }),
      [
        filing({}),
        filing({
          id: 'fi2',
          name: 'PO-0003.pdf',
          status: 'queued',
          web_url: null,
          waiting_for_reconnect: true,
        }),
        filing({
          id: 'fi3',
          name: 'AFP-0001.pdf',
          status: 'failed',
          web_url: null,
          error: 'Google Drive is full.',
          can_retry: true,
        }),
      ],
      [
        {
          request: { query: RetryCloudFilingDocument, variables: { id: 'fi3' } },
          result: () => {
            retried.called += 1;
            return {
              data: {
                retryCloudFiling: {
                  __typename: 'CloudFiling',
                  id: 'fi3',
                  status: 'queued',
                  error: null,
                  web_url: null,
                  can_retry: false,
                },
              },
            };
          },
        },
      ] as never,
    );
    const docs = within(screen.getByRole('list', { name: 'Documents in Google Drive' })).getAllByRole(
      'listitem',
    );
    expect(within(docs[0]!).getByText('Filed')).toBeTruthy();
    expect(within(docs[0]!).getByRole('link', { name: 'Open in Google Drive' }).getAttribute('href')).toBe(
      'https://drive.example/file1',
    );
    expect(within(docs[1]!).getByText('Waiting for Google Drive to be reconnected.')).toBeTruthy();
    expect(within(docs[2]!).getByText('Google Drive is full.')).toBeTruthy();
    expect(screen.getByText(/needs reconnecting by a company admin/)).toBeTruthy();
    await userEvent.setup().click(within(docs[2]!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent again')).toBeTruthy();
    expect(retried.called).toBe(1);
  });

  it('polls only while the drive has work to do and can do it', () => {
    expect(cloudBusy(tree({ status: 'queued' }), [])).toBe(true);
    expect(cloudBusy(tree(), [filing({ status: 'filing' })])).toBe(true);
    expect(cloudBusy(tree(), [filing({})])).toBe(false);
    expect(cloudBusy(tree({ status: 'queued', connection_status: 'needs_reconnecting' }), [])).toBe(false);
  });
});
