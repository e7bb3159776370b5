// The bell in the shell: the signed-in user's unread count, and their recent notifications in a menu — choosing
// one marks it read and opens what it is about (spec §4 deep-link mapping); "Mark all read" clears the count.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, IconButton, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LazyMenu } from '../../components/menu/LazyMenu';
import { formatDateTime } from '../../lib/format';
import { notificationTarget } from './deep-link';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  RecentNotificationsDocument,
  UnreadNotificationCountDocument,
} from './notifications.api';

const MARK_ALL = '__mark_all__';

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export function NotificationBell() {
  const navigate = useNavigate();
  const count = useQuery(UnreadNotificationCountDocument, { context: { handlesOwnErrors: true } });
  const recent = useQuery(RecentNotificationsDocument, {
    context: { handlesOwnErrors: true },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [{ query: UnreadNotificationCountDocument }, { query: RecentNotificationsDocument }];
  const [markRead] = useMutation(MarkNotificationReadDocument, { refetchQueries });
  const [markAll] = useMutation(MarkAllNotificationsReadDocument, { refetchQueries });
  const unread = count.data?.unreadNotificationCount ?? 0;
  const items = recent.data?.notifications.items ?? [];
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <LazyMenu
      // Anchored to the bell's right edge and kept 8px inside the screen: on a 390px phone it used to run off the
      // right-hand side (issue 35).
      positioning={{ placement: 'bottom-end', overflowPadding: 8, fitViewport: true }}
      onOpenChange={({ open }) => {
        if (open) void recent.refetch();
      }}
      onSelect={({ value }) => {
        if (value === MARK_ALL) {
          void markAll();
          return;
        }
        const chosen = items.find((n) => n.id === value);
        if (!chosen) return;
        if (!chosen.read) void markRead({ variables: { id: chosen.id } });
        navigate(notificationTarget(chosen));
      }}
      trigger={
        <Box position="relative" display="inline-flex">
          <IconButton aria-label={label} variant="ghost" size="sm" rounded="full">
            <BellIcon />
          </IconButton>
          {unread > 0 && (
            <Badge
              data-testid="unread-count"
              aria-hidden="true"
              colorPalette="red"
              variant="solid"
              position="absolute"
              top="-1"
              right="-1"
              rounded="full"
              fontSize="2xs"
              pointerEvents="none"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </Box>
      }
      content={(Menu) => (
        <>
          {/* Never wider than the phone's screen (less a margin), so no title runs off its edge. */}
          <Menu.Content
            w="min(24rem, calc(100vw - 16px))"
            maxH="min(70vh, 480px)"
            overflowY="auto"
            aria-label="Notifications"
          >
            {items.length === 0 ? (
              <Box px="3" py="2">
                <Text fontSize="sm" color="fg.muted">
                  No notifications yet.
                </Text>
              </Box>
            ) : (
              items.map((n) => (
                <Menu.Item key={n.id} value={n.id} alignItems="start" py="2">
                  <Box minW="0">
                    <Text fontSize="sm" fontWeight={n.read ? 'normal' : 'semibold'} lineClamp={2}>
                      {n.title}
                    </Text>
                    {n.body && (
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {n.body}
                      </Text>
                    )}
                    <Text fontSize="2xs" color="fg.subtle">
                      {formatDateTime(n.created_at)}
                    </Text>
                  </Box>
                </Menu.Item>
              ))
            )}
            {unread > 0 && (
              <>
                <Menu.Separator />
                <Menu.Item value={MARK_ALL}>Mark all read</Menu.Item>
              </>
            )}
          </Menu.Content>
        </>
      )}
    />
  );
}
