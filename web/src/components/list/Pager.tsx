// Moves through a list's pages: the total ("1,000+" when capped), "page x of y", and Previous/Next (disabled at
// either end; a capped list has no known end).
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { formatCount } from '../../lib/format';

export interface PagerProps {
  page: number;
  /** Number of pages (at least 1 is shown). */
  pages: number;
  total: number;
  /** The total stopped at a cap (a filtered list): shown as "1,000+", and Next stays open past the last page. */
  capped?: boolean;
  /** What is counted, singular and plural: ['project', 'projects']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}

export function Pager({ page, pages, total, capped = false, noun, onPage }: PagerProps) {
  const last = Math.max(pages, 1);
  const count = `${formatCount(total)}${capped ? '+' : ''}`;
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" mt="4" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {`${count} ${total === 1 && !capped ? noun[0] : noun[1]} · page ${page} of ${last}${capped ? '+' : ''}`}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={page >= last && !capped}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </HStack>
    </Flex>
  );
}

/** Pages for `total` rows at `size` per page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(size, 1)));
}
