// A record's place in the books: "Posted to Xero · Unpaid · <id> · Open in Xero" with the service's link,
// "Waiting to post: <why>", "Refused: <why>" with Retry (which sends it again), nothing for supervisors (who are
// not asked) or when no posting is kept; the latest postings in Settings with their amounts and Retry; and the
// asking again while something waits, quickly at first and then less often.
import { describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeUser } from '../../test/render';
import { AuthContext, type Role } from '../auth';
import { AccountingPostingsDocument, RetryAccountingPostingDocument } from './accounting-postings.api';
import { AccountingPostingList } from './AccountingPostingList';
import { AccountingPostingStatus } from './AccountingPostingStatus';
import { usePollWhileWaiting } from './use-poll-while-waiting';

const posting = (over: Record<string, unknown> = {}) => ({
  __typename: 'AccountingPosting' as const,
  id: 'p1',
  source_type: 'supplier_invoice',
  source_id: 'inv-1',
  provider: 'xero',
  provider_name: 'Xero',
  kind: 'bill',
  label: 'Supplier invoice BT-1 (PO-00012)',
  status: 'posted',
  attempts: 1,
  last_error: null,
  provider_id: '8f2c1a',
  url: 'https://go.xero.com/app/!abc/bills/edit/8f2c1a',
  posted_at: '2026-11-04T09:00:00.000Z',
  payment_state: 'unpaid',
  total_pence: 123456,
  amount_paid_pence: 0,
  amount_due_pence: 123456,
  created_at: '2026-11-04T08:59:00.000Z',
  ...over,
});

const page = (items: ReturnType<typeof posting>[], variables: Record<string, unknown>) => ({
  request: { query: AccountingPostingsDocument, variables },
  result: {
    data: {
      accountingPostings: {
        __typename: 'AccountingPostingPage' as const,
        items,
        total: items.length,
        total_capped: false,
        page: 1,
        size: Number(variables.size),
      },
    },
  },
});

const ONE = { source_type: 'supplier_invoice', source_id: 'inv-1', size: 1 };

function renderAs(role: Role, ui: React.ReactNode, mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthContext.Provider
        value={{ status: 'authenticated', user: fakeUser(role), signIn: () => {}, logout: () => {} }}
      >
        <MockedProvider mocks={mocks}>{ui}</MockedProvider>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
}

const status = <AccountingPostingStatus sourceType="supplier_invoice" sourceId="inv-1" />;

describe('AccountingPostingStatus', () => {
  it('shows a posted bill, its payment state, its id in the service and the link that opens it there', async () => {
    renderAs('manager', status, [page([posting()], ONE)]);
    const line = await screen.findByRole('status', {
      name: 'In the books: Supplier invoice BT-1 (PO-00012)',
    });
    expect(line.textContent).toBe('Posted to Xero · Unpaid · 8f2c1a · Open in Xero');
    expect(within(line).getByRole('link', { name: 'Open in Xero' }).getAttribute('href')).toBe(
      'https://go.xero.com/app/!abc/bills/edit/8f2c1a',
    );
  });

  it('says what is still due on a part-paid bill', async () => {
    renderAs('manager', status, [
      page([posting({ payment_state: 'part_paid', amount_due_pence: 23456 })], ONE),
    ]);
    expect((await screen.findByRole('status')).textContent).toContain('Part paid (£234.56 due)');
  });

  it('says why a posting waits', async () => {
    renderAs('manager', status, [
      page(
        [posting({ status: 'queued', last_error: 'Xero is busy: trying again in a minute.', url: null })],
        ONE,
      ),
    ]);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Waiting to post: Xero is busy: trying again in a minute.',
    );
  });

  it('says why a posting was refused, and retries it', async () => {
    const retried = vi.fn(() => ({
      data: { retryAccountingPosting: posting({ status: 'queued', last_error: null, url: null }) },
    }));
    renderAs('admin', status, [
      page(
        [posting({ status: 'failed', last_error: 'Account code 999 is not a valid code.', url: null })],
        ONE,
      ),
      { request: { query: RetryAccountingPostingDocument, variables: { id: 'p1' } }, result: retried },
    ]);
    const line = await screen.findByRole('status');
    expect(line.textContent).toContain('Refused: Account code 999 is not a valid code.');
    await userEvent.setup().click(within(line).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Waiting to post:/)).toBeTruthy();
    expect(retried).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when no posting is kept (no service connected)', async () => {
    const asked = vi.fn(() => page([], ONE).result);
    const { container } = renderAs('manager', status, [{ ...page([], ONE), result: asked }]);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('is not asked for below managers', () => {
    const asked = vi.fn(() => page([posting()], ONE).result);
    const { container } = renderAs('supervisor', status, [{ ...page([posting()], ONE), result: asked }]);
    expect(asked).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });
});

describe('AccountingPostingList', () => {
  it('lists the latest postings with their state, amount, payment, link and Retry for a refused one', async () => {
    renderAs('admin', <AccountingPostingList />, [
      page(
        [
          posting(),
          posting({
            id: 'p2',
            label: 'Application 7 (P-0003)',
            kind: 'invoice',
            status: 'failed',
            last_error: 'The TaxType code OUTPUT9 does not exist.',
            provider_id: null,
            url: null,
            posted_at: null,
            payment_state: null,
            total_pence: null,
          }),
        ],
        { size: 10 },
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Latest postings' });
    const [, posted, refused] = within(table).getAllByRole('row');
    expect(posted!.textContent).toContain('Supplier invoice BT-1 (PO-00012)');
    expect(posted!.textContent).toContain('Posted');
    expect(posted!.textContent).toContain('£1,234.56');
    expect(posted!.textContent).toContain('Unpaid');
    expect(within(posted!).getByRole('link', { name: 'Open in Xero' })).toBeTruthy();
    expect(within(posted!).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(refused!.textContent).toContain('Refused');
    expect(refused!.textContent).toContain('The TaxType code OUTPUT9 does not exist.');
    expect(within(refused!).getByRole('button', { name: 'Retry Application 7 (P-0003)' })).toBeTruthy();
  });
});

describe('usePollWhileWaiting', () => {
  it('asks again quickly at first, then less and less often, and stops when nothing waits', async () => {
    vi.useFakeTimers();
    try {
      const refetch = vi.fn(() => Promise.resolve());
      const { rerender } = renderHook(({ waiting }) => usePollWhileWaiting(waiting, refetch), {
        initialProps: { waiting: true },
      });
      await vi.advanceTimersByTimeAsync(2000);
      expect(refetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2999);
      expect(refetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refetch).toHaveBeenCalledTimes(2);
      rerender({ waiting: false });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(refetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
