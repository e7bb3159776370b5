// The notifications feature's public face: the native wrapper's bridge, wrapper-mode layout helpers, and the
// server-side sign-out operation (it also drops the device's push token), loaded on demand.
import { lazyWidget } from '../../lib/lazy-page';

export { WrapperBridge } from './WrapperBridge';
export { safeAreaPadding, useWrapperMode } from './wrapper';

/** The bell with the unread count and recent notifications (loads after the page, with Apollo). */
export const NotificationBell = lazyWidget(() =>
  import('./NotificationBell').then((m) => m.NotificationBell),
);
/** Mounted once in the signed-in shell: live notifications and the in-app banner. */
export const LiveNotifications = lazyWidget(() =>
  import('./LiveNotifications').then((m) => m.LiveNotifications),
);

/** The latest notifications as a list, each opening what it is about (the worker dashboard). */
export const NotificationList = lazyWidget(() =>
  import('./NotificationList').then((m) => m.NotificationList),
);

/** The Logout operation, loaded with the generated documents only when someone signs out. */
export function loadLogoutDocument() {
  return import('./notifications.api').then((module) => module.LogoutDocument);
}
