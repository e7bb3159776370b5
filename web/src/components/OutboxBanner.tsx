// The "Saved on this phone" banner (decision 0063), above every signed-in page: what the phone's outbox
// (lib/outbox.ts) holds for the signed-in user — forms, plant and material requests, notes, hours — each waiting
// to send, or refused by core-api with its message, Send again and Discard. It clears once everything is sent.
// With no signal and nothing waiting, one line says that what is sent now is kept. It also starts the outbox,
// refreshes the open lists an item lands in once it is sent, and (online) asks `keep` to keep the quick actions'
// choices on the phone.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '../lib/format';
import { registerAppShell } from '../lib/app-shell';
import {
  discardItem,
  onOutboxChange,
  onOutboxSent,
  pendingItems,
  retryItem,
  startOutbox,
  type OutboxItem,
} from '../lib/outbox';
import { useLoadedApolloClient } from '../lib/apollo-loader';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it has a network. Read from `navigator.onLine` itself, not only from the events: the
 * shell is a lazy chunk, so the signal may drop between its first render and its listeners being added (an
 * `offline` event nobody heard left the banner saying online); useSyncExternalStore reads the value again once
 * subscribed.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The signed-in user's items waiting on this phone (or refused), kept up to date. */
export function useOutboxItems(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void pendingItems().then((list) => {
        if (live) setItems(list);
      });
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return items;
}

export function OutboxBanner({ keep }: { keep?: () => void }) {
  const items = useOutboxItems();
  const online = useOnline();
  const loadedClient = useLoadedApolloClient();

  useEffect(() => {
    startOutbox();
    registerAppShell();
  }, []);
  // An item sent from the outbox shows at once in the open lists it belongs to.
  useEffect(
    () =>
      onOutboxSent((item) => {
        const client = loadedClient();
        if (client && item.refetch.length) void client.refetchQueries({ include: item.refetch });
      }),
    [loadedClient],
  );
  useEffect(() => {
    if (online) keep?.();
  }, [online, keep]);

  if (!items.length) {
    return online ? null : (
      <Text role="status" mb="3" color="orange.fg" fontWeight="medium">
        No signal. What you send is saved on this phone and sent when the signal returns.
      </Text>
    );
  }
  const waiting = items.filter((i) => i.state !== 'failed').length;
  return (
    <Box
      role="region"
      aria-label="Saved on this phone"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="md"
      p="3"
      mb="4"
    >
      <Stack gap="1" mb="2">
        <Heading as="h2" size="sm">
          Saved on this phone
        </Heading>
        {waiting > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {online ? 'Sending now…' : 'Sent by itself when there is a signal.'}
          </Text>
        )}
      </Stack>
      <Stack gap="2" as="ul" listStyleType="none">
        {items.map((item) => (
          <HStack as="li" key={item.key} justify="space-between" align="flex-start" wrap="wrap" gap="2">
            <Box minW="0" flex="1">
              <Text fontWeight="medium">
                {item.title} · {item.detail}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Saved {formatDateTime(item.queued_at)}
              </Text>
              {item.error && (
                <Text fontSize="sm" color="red.fg" role="alert">
                  {item.error}
                </Text>
              )}
            </Box>
            {item.state === 'failed' ? (
              <HStack wrap="wrap">
                <Badge colorPalette="red">Not accepted</Badge>
                <Button size="xs" onClick={() => void retryItem(item.key)}>
                  Send again
                </Button>
                <Button size="xs" variant="outline" onClick={() => void discardItem(item.key)}>
                  Discard
                </Button>
              </HStack>
            ) : (
              <Badge colorPalette="orange">Waiting to send</Badge>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
