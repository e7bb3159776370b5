// Honest placeholder for screens whose modules ship later: a title and an empty state, nothing pretending to
// work. Each feature keeps its own texts (features/<name>/pending-pages.ts; lib/route-manifest.tsx pendingPage).
import { Box, EmptyState, Heading, VStack } from '@chakra-ui/react';

export interface PendingPageProps {
  title: string;
  message: string;
}

export function PendingPage({ title, message }: PendingPageProps) {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        {title}
      </Heading>
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Description>{message}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}
