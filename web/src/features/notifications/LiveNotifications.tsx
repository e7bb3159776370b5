// Listens, once per signed-in shell, for the user's notifications as they are made (a GraphQL subscription over
// WebSocket): the bell's count and list refresh, and the in-app banner shows the newest for 5 seconds (spec §9);
// a click on it marks it read and opens what it is about. The subscription never stays dead: one the BFF ends
// with an error is started again with backoff, and after that or a dropped socket the bell's count and list are
// refetched, so notifications made meanwhile are not missed (decision 0059).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { onLiveSocket, useResubscribe } from '../../lib/live';
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

  const catchUp = useCallback(
    () =>
      void client.refetchQueries({ include: [UnreadNotificationCountDocument, RecentNotificationsDocument] }),
    [client],
  );
  const restartRef = useRef<() => void>(() => undefined);
  const { ended, heard } = useResubscribe(() => {
    restartRef.current();
    catchUp();
  });
  useEffect(
    () =>
      onLiveSocket((event) => {
        if (event === 'reconnected') catchUp();
      }),
    [catchUp],
  );
  const { restart } = useSubscription(NotificationAddedDocument, {
    context: { handlesOwnErrors: true },
    onData: ({ data }) => {
      heard();
      const n = data.data?.notificationAdded;
      if (!n) return;
      catchUp();
      setShown({ ...n.payload, link: n.link, id: n.id, title: n.title, body: n.body });
    },
    onError: (error) => ended(error),
    onComplete: () => ended(),
  });
  restartRef.current = restart;

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
