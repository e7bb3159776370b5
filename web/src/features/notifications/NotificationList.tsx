// The signed-in user's latest notifications as a list (the worker dashboard's "My notifications"): unread ones
// stand out; choosing one marks it read and opens what it is about (spec §4 deep-link mapping). It refreshes
// when a notification arrives live (LiveNotifications refetches the same query).
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { notificationTarget } from './deep-link';
import {
  MarkNotificationReadDocument,
  RecentNotificationsDocument,
  UnreadNotificationCountDocument,
} from './notifications.api';

export function NotificationList({ limit = 5 }: { limit?: number }) {
  const navigate = useNavigate();
  const recent = useQuery(RecentNotificationsDocument, {
    context: { handlesOwnErrors: true },
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkNotificationReadDocument, {
    refetchQueries: [{ query: UnreadNotificationCountDocument }],
  });
  const items = (recent.data?.notifications.items ?? []).slice(0, limit);
  if (recent.loading && !recent.data) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading notifications…
      </Text>
    );
  }
  if (items.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No notifications yet. You are told here when something on your projects changes.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {items.map((n) => (
        <Box as="li" key={n.id}>
          <Button
            variant="ghost"
            h="auto"
            w="full"
            justifyContent="start"
            textAlign="start"
            py="2"
            px="2"
            whiteSpace="normal"
            onClick={() => {
              if (!n.read) void markRead({ variables: { id: n.id } });
              navigate(notificationTarget(n));
            }}
          >
            <Box minW="0" flex="1">
              <HStack gap="2">
                {!n.read && (
                  <Badge colorPalette="blue" size="xs">
                    New
                  </Badge>
                )}
                <Text fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'} lineClamp={2}>
                  {n.title}
                </Text>
              </HStack>
              {n.body && (
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" lineClamp={2}>
                  {n.body}
                </Text>
              )}
              <Text fontSize="2xs" color="fg.subtle" fontWeight="normal">
                {formatDateTime(n.created_at)}
              </Text>
            </Box>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
