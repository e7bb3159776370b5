// Moves through a list's pages: the total, "page x of y", and Previous/Next (disabled at either end).
import { Button, Flex, HStack, Text } from '@chakra-ui/react';

export interface PagerProps {
  page: number;
  /** Number of pages (at least 1 is shown). */
  pages: number;
  total: number;
  /** What is counted, singular and plural: ['project', 'projects']. */
  noun: readonly [string, string];
  onPage: (page: number) => void;
}

export function Pager({ page, pages, total, noun, onPage }: PagerProps) {
  const last = Math.max(pages, 1);
  return (
    <Flex as="nav" aria-label="Pages" justify="space-between" align="center" mt="4" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {total} {total === 1 ? noun[0] : noun[1]} · page {page} of {last}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= last} onClick={() => onPage(page + 1)}>
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
