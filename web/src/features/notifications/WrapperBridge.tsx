// The JavaScript bridge for the native wrapper (docs/decisions/0006-wrapper-bridge.md): window.SiteBase.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useAuth } from '../auth';
import { useApolloClientLoader } from '../../lib/apollo-loader';
import {
  readPushDevice,
  takePendingDeepLink,
  writePendingDeepLink,
  writePushDevice,
  writeWrapperMode,
} from '../../lib/storage';
import type { PushDevice } from '../../lib/storage';
import { deepLinkTarget } from './deep-link';
import type { NotificationPayload } from './deep-link';
import { lazyDialog } from '../../lib/lazy-page';
import type { InAppNotificationProps } from './InAppNotification';
import { wrapperFlagIn } from './wrapper';

// The banner's code loads with the first notification, not with every page.
const InAppNotification = lazyDialog<InAppNotificationProps & { open: boolean }>(
  () => import('./InAppNotification').then((module) => module.InAppNotification),
  { apollo: false },
);

export interface SiteBaseBridge {
  /** The user tapped a push notification: open its target now, or right after sign-in. */
  handleNotification: (payload: NotificationPayload) => void;
  /** A notification arrived while the app is open: show the in-app banner (closes after 5 s). */
  showNotification: (payload: NotificationPayload) => void;
  /** The device's push token: registered now when signed in, else right after sign-in. */
  registerPushToken: (token: string, platform: string, device_id: string) => void;
}

declare global {
  interface Window {
    SiteBase?: SiteBaseBridge;
  }
}

export function WrapperBridge() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const loadClient = useApolloClientLoader();
  const [notice, setNotice] = useState<NotificationPayload | null>(null);
  const statusRef = useRef(status);

  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  useEffect(() => {
    if (wrapperFlagIn(search)) writeWrapperMode();
  }, [search]);

  const registerDevice = useCallback(
    (device: PushDevice) => {
      // The client and the operation are loaded on demand: neither belongs in the public pages' first load.
      Promise.all([loadClient(), import('./notifications.api')])
        .then(([client, { RegisterPushTokenDocument }]) =>
          client.mutate({
            mutation: RegisterPushTokenDocument,
            variables: { input: device },
            context: { handlesOwnErrors: true },
          }),
        )
        .catch(() => {
          // Registration is retried on the next sign-in or app start; nothing for the user to do.
        });
    },
    [loadClient],
  );

  useEffect(() => {
    const bridge: SiteBaseBridge = {
      handleNotification(payload) {
        const target = deepLinkTarget(payload);
        if (statusRef.current === 'authenticated') navigate(target);
        else writePendingDeepLink(target);
      },
      showNotification(payload) {
        setNotice(payload);
      },
      registerPushToken(token, platform, device_id) {
        const device = { token, platform, device_id };
        writePushDevice(device);
        if (statusRef.current === 'authenticated') registerDevice(device);
      },
    };
    window.SiteBase = bridge;
    return () => {
      if (window.SiteBase === bridge) delete window.SiteBase;
    };
  }, [navigate, registerDevice]);

  // On becoming signed in (app start with a session, or sign-in): register the device, follow a pending link.
  useEffect(() => {
    if (status !== 'authenticated') return;
    const device = readPushDevice();
    if (device) registerDevice(device);
    const pending = takePendingDeepLink();
    if (pending) navigate(pending, { replace: true });
  }, [status, navigate, registerDevice]);

  const close = useCallback(() => setNotice(null), []);
  const open = useCallback(
    (payload: NotificationPayload) => {
      const target = deepLinkTarget(payload);
      if (statusRef.current === 'authenticated') navigate(target);
      else {
        writePendingDeepLink(target);
        navigate('/login');
      }
    },
    [navigate],
  );
  return <InAppNotification open={notice !== null} notification={notice} onOpen={open} onClose={close} />;
}
