// Acting on several rows at once (issue 35, decision 0064): tick boxes on a list where people decide in bulk
// (DataTable's `selection`, or a page's own cards), a bar naming how many are ticked with the actions, and the
// per-record report core-api answers — what was done and what was refused, with the reason for each.
// useBulkDecisions joins them for a list whose rows are approved or rejected in bulk (timesheets, material
// requests): the ticks, the bar with Approve selected / Reject selected, the reason dialog and the report.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ReasonDialog } from '../LazyReasonDialog';
import { messageFromError } from '../../lib/mutation-error';

export interface Selection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Whether the row can be ticked (e.g. only those awaiting approval). */
  selectable: (row: T) => boolean;
  /** How the row is named to a screen reader ("Select PR-0004"). */
  rowLabel: (row: T) => string;
}

/** The ticked ids of a list; `keep` drops those no longer on the page. */
export function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, setSelected, toggle, clear };
}

/** A native tick box (no recipe to load), large enough to hit on a phone. */
export function TickBox(props: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  indeterminate?: boolean;
}) {
  return (
    <input
      type="checkbox"
      aria-label={props.label}
      checked={props.checked}
      ref={(el) => {
        if (el) el.indeterminate = !!props.indeterminate;
      }}
      onChange={(e) => props.onChange(e.target.checked)}
      style={{ width: '1.25rem', height: '1.25rem', cursor: 'pointer', flexShrink: 0 }}
    />
  );
}

/** "Select all" over the selectable rows shown. */
export function SelectAll<T>({
  rows,
  rowKey,
  selection,
  label = 'Select all',
  withText = false,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  selection: Selection<T>;
  label?: string;
  /** Show the label beside the box (on cards, where there is no column header). */
  withText?: boolean;
}) {
  const ids = useMemo(() => rows.filter(selection.selectable).map(rowKey), [rows, selection, rowKey]);
  const ticked = ids.filter((id) => selection.selected.has(id)).length;
  if (!ids.length) return null;
  const box = (
    <TickBox
      label={label}
      checked={ticked === ids.length}
      indeterminate={ticked > 0 && ticked < ids.length}
      onChange={(on) => {
        const next = new Set(selection.selected);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        selection.onChange(next);
      }}
    />
  );
  if (!withText) return box;
  return (
    <Flex gap="2" align="center" mb="2" fontSize="sm">
      {box}
      <Text aria-hidden>{label}</Text>
    </Flex>
  );
}

/** The bar shown while rows are ticked: the count, the actions, and Clear. */
export function BulkBar({
  count,
  noun,
  children,
  onClear,
}: {
  count: number;
  noun: [string, string];
  children: ReactNode;
  onClear: () => void;
}) {
  if (!count) return null;
  return (
    <Flex
      role="region"
      aria-label="Selected"
      position="sticky"
      top="0"
      zIndex="1"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      p="2"
      mb="3"
      gap="2"
      align="center"
      wrap="wrap"
    >
      <Text fontWeight="medium" me="auto">
        {count} {count === 1 ? noun[0] : noun[1]} selected
      </Text>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </Flex>
  );
}

export interface BulkOutcomeView {
  id: string;
  done: boolean;
  message?: string | null;
}

/** What a bulk action did: the records done, and each refused one with why. */
export function BulkResults({
  outcomes,
  doneWord,
  nameOf,
  onClose,
}: {
  outcomes: readonly BulkOutcomeView[];
  /** "approved", "rejected". */
  doneWord: string;
  nameOf: (id: string) => string;
  onClose: () => void;
}) {
  if (!outcomes.length) return null;
  const done = outcomes.filter((o) => o.done);
  const refused = outcomes.filter((o) => !o.done);
  return (
    <Box
      role="status"
      aria-label="Bulk result"
      borderWidth="1px"
      borderRadius="md"
      borderColor={refused.length ? 'orange.300' : 'green.300'}
      p="3"
      mb="3"
    >
      <Flex justify="space-between" gap="2" align="start">
        <Heading as="h2" size="sm">
          {done.length} of {outcomes.length} {doneWord}
          {refused.length ? `, ${refused.length} refused` : ''}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onClose}>
          Dismiss
        </Button>
      </Flex>
      <Stack as="ul" gap="1" mt="2" fontSize="sm" listStyleType="none">
        {done.map((o) => (
          <Text as="li" key={o.id}>
            ✓ {nameOf(o.id)}: {doneWord}
          </Text>
        ))}
        {refused.map((o) => (
          <Text as="li" key={o.id} color="red.700" _dark={{ color: 'red.300' }}>
            ✗ {nameOf(o.id)}: {o.message}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/** What core-api answers for each record of a bulk decision (`label` names a record the page no longer shows). */
export interface BulkOutcome extends BulkOutcomeView {
  label?: string | null;
}

export type BulkDecision = 'approved' | 'rejected';

export interface BulkDecisionVariables {
  ids: string[];
  status: string;
  reason?: string | null;
}

export interface BulkDecisionsOptions<T extends { id: string }, TData> {
  rows: readonly T[];
  /** Whether the reader decides in bulk at all (no ticks, no bar otherwise). */
  enabled?: boolean;
  /** The rows that can be ticked (those awaiting a decision the reader may make). */
  selectable: (row: T) => boolean;
  /** How a tick box names its row to a screen reader ("Select PR-0004"). */
  rowLabel: (row: T) => string;
  /** How the report names a row; defaults to rowLabel. */
  nameOf?: (row: T) => string;
  /** ['request', 'requests']: the bar's count, the dialog's title, a record the report cannot name. */
  noun: [string, string];
  /** What the reject dialog tells the reader happens to the reason. */
  rejectDescription: string;
  /** The bulk mutation (ids, status, reason) and where its per-record outcomes are in its answer. */
  mutation: TypedDocumentNode<TData, BulkDecisionVariables>;
  outcomes: (data: TData) => readonly BulkOutcome[];
  /** After a decision (e.g. the list's refetch). */
  onDecided?: () => unknown;
}

export interface BulkDecisions<T> {
  /** For DataTable's `selection` or a page's own tick boxes; undefined when not enabled. */
  selection: Selection<T> | undefined;
  toggle: (id: string, on: boolean) => void;
  /** The ticked rows still selectable on the page. */
  chosen: T[];
  /** The report, the bar, its error and the reject dialog: render it above the list. */
  panel: ReactNode;
}

/** Ticks, Approve selected / Reject selected (with a reason) and the per-record report, over one bulk mutation. */
export function useBulkDecisions<T extends { id: string }, TData>(
  options: BulkDecisionsOptions<T, TData>,
): BulkDecisions<T> {
  const { rows, enabled = true, selectable, rowLabel, nameOf = rowLabel, noun } = options;
  const ticks = useSelection();
  const [run, state] = useMutation(options.mutation, { context: { handlesOwnErrors: true } });
  const [report, setReport] = useState<{ word: string; list: readonly BulkOutcome[] }>({
    word: '',
    list: [],
  });
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  // The names of what was decided, kept as they were: a refetch may take a decided row off the page.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const selection: Selection<T> = {
    selected: ticks.selected,
    onChange: ticks.setSelected,
    selectable,
    rowLabel,
  };
  const chosen = rows.filter((r) => selectable(r) && ticks.selected.has(r.id));

  async function decide(status: BulkDecision, reason: string | null = null): Promise<boolean> {
    setError(null);
    const named = new Map(chosen.map((r) => [r.id, nameOf(r)]));
    try {
      const res = await run({ variables: { ids: chosen.map((r) => r.id), status, reason } });
      const list = res.data ? options.outcomes(res.data) : [];
      for (const o of list) if (!named.has(o.id) && o.label) named.set(o.id, o.label);
      setNames(named);
      setReport({ word: status, list });
      ticks.clear();
      void options.onDecided?.();
      return true;
    } catch (err) {
      setError(messageFromError(err));
      return false;
    }
  }

  if (!enabled) return { selection: undefined, toggle: ticks.toggle, chosen: [], panel: null };
  const unnamed = noun[0].charAt(0).toUpperCase() + noun[0].slice(1);
  const counted = chosen.length === 1 ? noun[0] : noun[1];
  const panel = (
    <>
      <BulkResults
        outcomes={report.list}
        doneWord={report.word}
        nameOf={(id) => names.get(id) ?? unnamed}
        onClose={() => setReport({ word: '', list: [] })}
      />
      <BulkBar count={chosen.length} noun={noun} onClear={ticks.clear}>
        <Button
          size="sm"
          colorPalette="green"
          loading={state.loading}
          onClick={() => void decide('approved')}
        >
          Approve selected
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          Reject selected
        </Button>
      </BulkBar>
      {error && (
        <Text role="alert" color="red.600" mb="2">
          {error}
        </Text>
      )}
      <ReasonDialog
        open={rejecting}
        title={`Reject ${chosen.length} ${counted}`}
        description={options.rejectDescription}
        confirmLabel="Reject selected"
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => decide('rejected', reason)}
      />
    </>
  );
  return { selection, toggle: ticks.toggle, chosen, panel };
}
