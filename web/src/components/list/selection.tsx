// Acting on several rows at once (issue 35, decision 0064): tick boxes on a list where people decide in bulk
// (DataTable's `selection`, or a page's own cards), a bar naming how many are ticked with the actions, and the
// per-record report core-api answers — what was done and what was refused, with the reason for each.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';

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
