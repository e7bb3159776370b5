// A subcontractor's kept CIS statement on the CIS month: when it was kept and whether it is a revision, its
// kept copy, and its state in the company's drive — filed with its link, or failed with why and a Retry.
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../lib/toaster';
import { KeptStatement } from './KeptStatement';
import { RetryStatementFilingDocument } from './labour.api';

const filing = (over: Record<string, unknown> = {}) => ({
  __typename: 'CloudFiling' as const,
  id: 'fi1',
  status: 'filed',
  folder: 'CIS Statements/2026-27',
  web_url: 'https://drive.example/statement',
  error: null,
  waiting_for_reconnect: false,
  provider_name: 'Google Drive',
  can_retry: false,
  ...over,
});

const statement = (over: Record<string, unknown> = {}) => ({
  __typename: 'CisKeptStatement' as const,
  version: 1,
  kept_at: '2026-11-06T06:20:00.000Z',
  upload_id: 'u1',
  filing: filing(),
  ...over,
});

function renderStatement(s: ReturnType<typeof statement>, mocks: unknown[] = [], onDownload = vi.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks as never}>
        <KeptStatement statement={s} supplierName="Smith Groundworks" onDownload={onDownload} />
      </MockedProvider>
      <Toaster />
    </ChakraProvider>,
  );
  return screen.getByRole('group', { name: 'Kept statement for Smith Groundworks' });
}

describe('KeptStatement', () => {
  it('shows when it was kept, its copy and its link in the drive', async () => {
    const onDownload = vi.fn();
    const group = renderStatement(statement(), [], onDownload);
    expect(within(group).getByText('Kept 06/11/2026')).toBeTruthy();
    expect(within(group).getByText('Filed')).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Open in Google Drive' }).getAttribute('href')).toBe(
      'https://drive.example/statement',
    );
    await userEvent
      .setup()
      .click(within(group).getByRole('button', { name: 'Kept statement PDF for Smith Groundworks' }));
    expect(onDownload).toHaveBeenCalledWith('u1');
  });

  it('says a revision is one; without a drive it shows no filing', () => {
    const group = renderStatement(statement({ version: 2, filing: null }));
    expect(within(group).getByText('Kept 06/11/2026 · revision 2')).toBeTruthy();
    expect(within(group).queryByRole('link')).toBeNull();
    expect(within(group).queryByText('Queued')).toBeNull();
  });

  it('a failed filing says why and is sent again with Retry', async () => {
    const retried = { called: 0 };
    const group = renderStatement(
      statement({
        filing: filing({ status: 'failed', web_url: null, error: 'Google Drive is full.', can_retry: true }),
      }),
      [
        {
          request: { query: RetryStatementFilingDocument, variables: { id: 'fi1' } },
          result: () => {
            retried.called += 1;
            return {
              data: {
                retryCloudFiling: {
                  __typename: 'CloudFiling',
                  id: 'fi1',
                  status: 'queued',
                  error: null,
                  web_url: null,
                  can_retry: false,
                },
              },
            };
          },
        },
      ],
    );
    expect(within(group).getByText('Failed')).toBeTruthy();
    expect(within(group).getByText('Google Drive is full.')).toBeTruthy();
    expect(within(group).getByText('Google Drive, CIS Statements/2026-27')).toBeTruthy();
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent again')).toBeTruthy();
    expect(retried.called).toBe(1);
  });

  it('a queued filing waiting for a reconnect says so', () => {
    const group = renderStatement(
      statement({ filing: filing({ status: 'queued', web_url: null, waiting_for_reconnect: true }) }),
    );
    expect(within(group).getByText('Queued')).toBeTruthy();
    expect(within(group).getByText('Waiting for Google Drive to be reconnected.')).toBeTruthy();
  });
});
