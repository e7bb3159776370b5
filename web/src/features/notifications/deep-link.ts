// Where a notification opens: its own link (the item's page, written by core-api) when that is a safe in-app path,
// else the spec §4 mapping of its deep-link payload — one function in @sitebase/shared, the same core-api uses
// (decision 0060).
import { deepLinkTarget, type DeepLinkPayload } from '@sitebase/shared';

export { DEFAULT_DEEP_LINK, deepLinkTarget } from '@sitebase/shared';

/** The deep-link payload of spec §3 with the item's `link` (the native wrapper may add title/body for display). */
export interface NotificationPayload extends DeepLinkPayload {
  title?: string | null;
  body?: string | null;
}

/** The page a notification from the API opens: its link, else its payload's mapping. */
export function notificationTarget(n: { link?: string | null; payload?: DeepLinkPayload | null }): string {
  return deepLinkTarget({ ...(n.payload ?? {}), link: n.link ?? n.payload?.link ?? null });
}
