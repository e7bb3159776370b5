// The project page's long lists (team, notes): the page loads the first PREVIEW items and the count; "Show all"
// asks for the rest, which is then listed PAGE at a time with a box to find one. A big job's thousand members or
// notes drawn at once held the page for half a second and more on a cold load (issue 13).
import { useMemo, useState } from 'react';
import { Button, Field, Input, Text } from '@chakra-ui/react';
import { formatCount } from '../../../lib/format';

/** Items the project page loads with the project (its query's `team(first: 20)` and `notes(first: 20)`). */
export const PREVIEW = 20;
/** Items listed at a time once the whole list is open. */
export const PAGE = 50;

/** `items` narrowed by the find box (`matches` decides, given the trimmed lower-case text) and cut to pages. */
export function usePagedFind<T>(items: readonly T[], matches: (item: T, needle: string) => boolean) {
  const [find, setFindText] = useState('');
  const [shown, setShown] = useState(PAGE);
  const found = useMemo(() => {
    const needle = find.trim().toLowerCase();
    return needle ? items.filter((item) => matches(item, needle)) : [...items];
  }, [items, find, matches]);
  return {
    find,
    setFind: (text: string) => {
      setFindText(text);
      setShown(PAGE);
    },
    found,
    listed: found.slice(0, shown),
    remaining: Math.max(0, found.length - shown),
    showMore: () => setShown((n) => n + PAGE),
  };
}

export function FindBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field.Root mb="3">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

/** Below the list: "Show all", the whole list loading or failed (with Retry), and "Show more". */
export function ShowAllControls({
  noun,
  total,
  loaded,
  showAll,
  onShowAll,
  whole,
  remaining,
  onShowMore,
}: {
  /** Plural: "members", "notes". */
  noun: string;
  total: number;
  /** How many came with the project. */
  loaded: number;
  showAll: boolean;
  onShowAll: () => void;
  /** The query for the whole list (skipped until "Show all"). */
  whole: { loading: boolean; error?: unknown; data?: unknown; refetch: () => Promise<unknown> };
  remaining: number;
  onShowMore: () => void;
}) {
  return (
    <>
      {!showAll && total > loaded && (
        <Button size="sm" variant="outline" mt="3" onClick={onShowAll}>
          Show all {formatCount(total)} {noun}
        </Button>
      )}
      {showAll && whole.loading && !whole.data && (
        <Text color="fg.muted" mt="3" role="status">
          Loading all {noun}…
        </Text>
      )}
      {showAll && Boolean(whole.error) && !whole.data && (
        <Text color="fg.error" mt="3" role="alert">
          Not all {noun} could be loaded.{' '}
          <Button size="xs" variant="outline" onClick={() => void whole.refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Text>
      )}
      {showAll && remaining > 0 && (
        <Button size="sm" variant="outline" mt="3" onClick={onShowMore}>
          Show {formatCount(Math.min(PAGE, remaining))} more of {formatCount(remaining)}
        </Button>
      )}
    </>
  );
}
