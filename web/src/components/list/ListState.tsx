// What a list shows instead of its rows: a spinner while the first page loads, the error with Retry, or an
// empty state that says why there is nothing (no data yet, or nothing matching the search). Otherwise the rows.
import type { ReactNode } from 'react';
import { Button, EmptyState, Flex, Spinner, Text, VStack } from '@chakra-ui/react';

export interface ListStateProps {
  /** Nothing to show yet because the first page is loading. */
  loading: boolean;
  /** Accessible name of the loading status, e.g. "Loading projects". */
  loadingLabel: string;
  /** The message to show when loading failed; Retry calls `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  /** The list has no rows. */
  isEmpty: boolean;
  empty: { title: string; description?: ReactNode };
  children: ReactNode;
}

export function ListState(props: ListStateProps) {
  if (props.error) {
    return (
      <Flex
        role="alert"
        p="4"
        gap="3"
        align="center"
        justify="space-between"
        wrap="wrap"
        rounded="md"
        borderWidth="1px"
        borderColor="border.error"
        bg="bg.error"
      >
        <Text color="fg.error">{props.error}</Text>
        {props.onRetry && (
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            Retry
          </Button>
        )}
      </Flex>
    );
  }
  if (props.loading) {
    return (
      <Flex justify="center" py="12" role="status" aria-label={props.loadingLabel}>
        <Spinner size="lg" />
      </Flex>
    );
  }
  if (props.isEmpty) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{props.empty.title}</EmptyState.Title>
            {props.empty.description && (
              <EmptyState.Description>{props.empty.description}</EmptyState.Description>
            )}
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{props.children}</>;
}
