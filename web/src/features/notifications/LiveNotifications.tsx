// Listens, once per signed-in shell, for the user's notifications as they are made (a GraphQL subscription over
// WebSocket): the bell's count and list refresh, and the in-app banner shows the newest for 5 seconds (spec §9);
// a click on it marks it read and opens what it is about.
import { useCallback, useState } from 'react';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { deepLinkTarget, type NotificationPayload } from './deep-link';
import { InAppNotification } from './InAppNotification';
import {
  MarkNotificationReadDocument,
  NotificationAddedDocument,
  RecentNotificationsDocument,
  UnreadNotificationCountDocument,
} from './notifications.api';

export function LiveNotifications() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [shown, setShown] = useState<(NotificationPayload & { id: string }) | null>(null);
  const [markRead] = useMutation(MarkNotificationReadDocument, {
    refetchQueries: [{ query: UnreadNotificationCountDocument }, { query: RecentNotificationsDocument }],
    context: { handlesOwnErrors: true },
  });

  useSubscription(NotificationAddedDocument, {
    context: { handlesOwnErrors: true },
    onData: ({ data }) => {
      const n = data.data?.notificationAdded;
      if (!n) return;
      void client.refetchQueries({ include: [UnreadNotificationCountDocument, RecentNotificationsDocument] });
      setShown({ ...n.payload, id: n.id, title: n.title, body: n.body });
    },
  });

  const close = useCallback(() => setShown(null), []);
  const open = useCallback(
    (payload: NotificationPayload) => {
      if (shown) void markRead({ variables: { id: shown.id } });
      setShown(null);
      navigate(deepLinkTarget(payload));
    },
    [markRead, navigate, shown],
  );

  return <InAppNotification notification={shown} onOpen={open} onClose={close} />;
}
