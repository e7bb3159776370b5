// useBulkDecisions, the bulk approval shared by the timesheets and material requests lists (decision 0064): only
// the rows awaiting a decision can be ticked, the bar counts them, Approve selected sends exactly the ticked ones,
// Reject selected asks for the reason and sends it, the report keeps naming rows a refetch took off the page,
// a failed call keeps the ticks and says why, and a reader who does not decide in bulk gets no ticks at all.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { TickBox, useBulkDecisions, type BulkDecisionVariables, type BulkOutcome } from './selection';

type Data = { bulkThing: { results: BulkOutcome[] } };
const BulkThing: TypedDocumentNode<Data, BulkDecisionVariables> = gql`
  mutation BulkThing($ids: [ID!]!, $status: String!, $reason: String) {
    bulkThing(ids: $ids, status: $status, reason: $reason) {
      results {
        id
        label
        done
        message
      }
    }
  }
`;

type Row = { id: string; ref: string; status: string };
const ROWS: Row[] = [
  { id: 'r1', ref: 'PR-0001', status: 'requested' },
  { id: 'r2', ref: 'PR-0002', status: 'requested' },
  { id: 'r3', ref: 'PR-0003', status: 'approved' },
];

function Harness({ enabled = true }: { enabled?: boolean }) {
  const [rows, setRows] = useState(ROWS);
  const bulk = useBulkDecisions({
    rows,
    enabled,
    selectable: (r) => r.status === 'requested',
    rowLabel: (r) => r.ref,
    noun: ['request', 'requests'],
    rejectDescription: 'Each requester is told the reason.',
    mutation: BulkThing,
    outcomes: (d) => d.bulkThing.results,
    // As a refetch would: the decided rows leave the list.
    onDecided: () => setRows((prev) => prev.filter((r) => r.status !== 'requested')),
  });
  return (
    <>
      {bulk.panel}
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            {r.ref}
            {bulk.selection?.selectable(r) && (
              <TickBox
                label={`Select ${r.ref}`}
                checked={bulk.selection.selected.has(r.id)}
                onChange={(on) => bulk.toggle(r.id, on)}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function outcome(id: string, done: boolean, message: string | null = null, label: string | null = null) {
  return { __typename: 'BulkOutcome', id, label, done, message };
}

function answer(sent: unknown[], results: unknown[] | Error): MockLink.MockedResponse {
  return {
    request: {
      query: BulkThing,
      variables: (v: unknown) => {
        sent.push(v);
        return true;
      },
    },
    ...(results instanceof Error
      ? { error: results }
      : { result: { data: { bulkThing: { __typename: 'BulkResult', results } } } }),
  };
}

function show(mocks: MockLink.MockedResponse[], enabled = true) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <Harness enabled={enabled} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('useBulkDecisions', () => {
  it('ticks only rows awaiting a decision, approves exactly the ticked ones and reports each by name', async () => {
    const sent: unknown[] = [];
    show([answer(sent, [outcome('r1', true), outcome('r2', false, 'You cannot approve your own request')])]);
    expect(screen.queryByRole('checkbox', { name: 'Select PR-0003' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Selected' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select PR-0001' }));
    expect(screen.getByRole('region', { name: 'Selected' }).textContent).toContain('1 request selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select PR-0002' }));
    const bar = screen.getByRole('region', { name: 'Selected' });
    expect(bar.textContent).toContain('2 requests selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const report = await screen.findByRole('status', { name: 'Bulk result' });
    expect(sent).toEqual([{ ids: ['r1', 'r2'], status: 'approved', reason: null }]);
    expect(report.textContent).toContain('1 of 2 approved, 1 refused');
    // Named as they were ticked, though the refetch took both off the list.
    expect(report.textContent).toContain('PR-0001: approved');
    expect(report.textContent).toContain('PR-0002: You cannot approve your own request');
    expect(screen.queryByText('PR-0001', { selector: 'li' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Selected' })).toBeNull();
    await user.click(within(report).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Bulk result' })).toBeNull();
  });

  it('rejects the ticked ones with the reason the dialog asks for', async () => {
    const sent: unknown[] = [];
    show([answer(sent, [outcome('r1', true)])]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select PR-0001' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject 1 request' });
    expect(dialog.textContent).toContain('Each requester is told the reason.');
    // No reason, no rejection.
    expect(within(dialog).getByRole('button', { name: 'Reject selected' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.type(within(dialog).getByRole('textbox'), 'Over budget');
    await user.click(within(dialog).getByRole('button', { name: 'Reject selected' }));
    const report = await screen.findByRole('status', { name: 'Bulk result' });
    expect(sent).toEqual([{ ids: ['r1'], status: 'rejected', reason: 'Over budget' }]);
    expect(report.textContent).toContain('1 of 1 rejected');
    expect(report.textContent).toContain('PR-0001: rejected');
  }, 20_000);

  it('keeps the ticks and says why when the call fails', async () => {
    const sent: unknown[] = [];
    show([answer(sent, new Error('Network error'))]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select PR-0002' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Selected' }).textContent).toContain('1 request selected');
    expect(screen.queryByRole('status', { name: 'Bulk result' })).toBeNull();
  });

  it('offers no ticks and no bar to a reader who does not decide in bulk', async () => {
    show([], false);
    await waitFor(() => expect(screen.getByText('PR-0001')).toBeTruthy());
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Selected' })).toBeNull();
  });
});
