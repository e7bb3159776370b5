// The notifications feature's public face: the native wrapper's bridge, wrapper-mode layout helpers and the
// lazily loaded bell, live feed and list. (Sign-out, with its push-token drop, is auth's: auth never imports
// notifications, notifications uses auth.)
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
