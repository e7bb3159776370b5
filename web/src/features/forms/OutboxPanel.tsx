// Forms kept on this phone until they can be sent ("waiting to send"), from the outbox in IndexedDB; one that
// core-api refused says why, with Send again and Discard. The list refreshes itself as the outbox changes.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';
import { discardQueued, onOutboxChange, queuedForms, retryQueued, type QueuedForm } from './forms-outbox';

export function OutboxPanel({ onSent }: { onSent: () => void }) {
  const [items, setItems] = useState<QueuedForm[]>([]);
  useEffect(() => {
    let count = -1;
    const load = () =>
      void queuedForms().then((list) => {
        if (count > list.length) onSent();
        count = list.length;
        setItems(list);
      });
    load();
    return onOutboxChange(load);
  }, [onSent]);
  if (!items.length) return null;
  return (
    <Box
      borderWidth="1px"
      borderColor="orange.300"
      borderRadius="md"
      p="3"
      mb="4"
      role="region"
      aria-label="Waiting to send"
    >
      <Heading as="h2" size="sm" mb="2">
        On this phone
      </Heading>
      <Stack gap="2">
        {items.map((item) => (
          <HStack key={item.key} justify="space-between" wrap="wrap" gap="2">
            <Box>
              <Text fontWeight="medium">
                {item.template_name} · {item.project_label}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Filled in {formatDateTime(item.queued_at)} · {item.photos.length} photo(s)
              </Text>
              {item.error && (
                <Text fontSize="sm" color="red.600">
                  {item.error}
                </Text>
              )}
            </Box>
            {item.state === 'waiting' ? (
              <Badge colorPalette="orange">Waiting to send</Badge>
            ) : (
              <HStack>
                <Badge colorPalette="red">Not accepted</Badge>
                <Button size="xs" onClick={() => void retryQueued(item.key)}>
                  Send again
                </Button>
                <Button size="xs" variant="ghost" onClick={() => void discardQueued(item.key)}>
                  Discard
                </Button>
              </HStack>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
