// In-app notification banner (spec §9): closes by itself after 5 seconds; a click opens its deep link.
import { useEffect } from 'react';
import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import type { NotificationPayload } from './deep-link';

export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

export interface InAppNotificationProps {
  notification: NotificationPayload | null;
  onOpen: (notification: NotificationPayload) => void;
  onClose: () => void;
  autoCloseMs?: number;
}

export function InAppNotification({
  notification,
  onOpen,
  onClose,
  autoCloseMs = NOTIFICATION_AUTO_CLOSE_MS,
}: InAppNotificationProps) {
  useEffect(() => {
    if (!notification) return;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [notification, onClose, autoCloseMs]);

  if (!notification) return null;
  const title = notification.title || 'New notification';
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      top="calc(env(safe-area-inset-top) + 12px)"
      insetX="3"
      mx="auto"
      maxW="sm"
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
    >
      <HStack align="start" gap="2" p="3">
        <Box
          as="button"
          flex="1"
          textAlign="start"
          cursor="pointer"
          aria-label={`Open notification: ${title}`}
          onClick={() => {
            onOpen(notification);
            onClose();
          }}
        >
          <Text fontWeight="semibold">{title}</Text>
          {notification.body && (
            <Text fontSize="sm" color="fg.muted">
              {notification.body}
            </Text>
          )}
        </Box>
        <CloseButton size="sm" aria-label="Dismiss notification" onClick={onClose} />
      </HStack>
    </Box>
  );
}
