// The contact inbox: early-access and support messages sent from the public pages, newest first.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE, ListState, Pager, pageCount } from '../../components/list';
import { SuperadminContactMessagesDocument } from './superadmin.api';
import { SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';
import { formatDateTime } from './superadmin-format';

export function ContactInboxPanel() {
  // The page stays in the tab (the companies list owns the URL's list parameters).
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useQuery(SuperadminContactMessagesDocument, {
    variables: { page, size: DEFAULT_PAGE_SIZE },
  });
  const result = data?.superadminContactMessages;
  return (
    <Box as="section" aria-label="Contact inbox">
      <ListState
        loading={loading && !result}
        loadingLabel="Loading contact messages"
        error={error ? superadminErrorMessage(error, SUPERADMIN_FALLBACKS.contact) : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{ title: 'No contact messages yet' }}
      >
        <Stack gap="3" as="ul" listStyleType="none">
          {result?.items.map((m) => (
            <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3" css={{ overflowWrap: 'anywhere' }}>
              <Flex justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="semibold">
                  {m.name} &lt;{m.email}&gt;
                  {m.company ? ` · ${m.company}` : ''}
                  {m.phone ? ` · ${m.phone}` : ''}
                </Text>
                <HStack>
                  <Badge>{m.reason}</Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(m.created_at)}
                  </Text>
                </HStack>
              </Flex>
              <Text mt="2" whiteSpace="pre-wrap">
                {m.message}
              </Text>
            </Box>
          ))}
        </Stack>
        {result && (
          <Pager
            page={result.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['message', 'messages']}
            onPage={setPage}
          />
        )}
      </ListState>
    </Box>
  );
}
