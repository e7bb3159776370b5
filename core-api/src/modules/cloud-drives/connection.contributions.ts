// Owns what the connection tells people: when the provider stops accepting it, every company admin (who alone
// may reconnect it) is told once, with the reason, and the notification opens Settings.
import type { NotificationRule } from '../../kit/module.js';
import { approverIds } from '../../lib/approvers.js';
import { PROVIDER_NAMES, type CloudDriveProviderId } from '../../lib/cloud-drive/index.js';
import { CONNECTION_ENTITY, SETTINGS_LINK } from './company-drive.js';

export const connectionNotificationRule: NotificationRule = async (activity, options) => {
  if (activity.entity_type !== CONNECTION_ENTITY || activity.action !== 'needs_reconnecting') return [];
  const provider = PROVIDER_NAMES[activity.details?.provider as CloudDriveProviderId] ?? 'The cloud drive';
  const admins = await approverIds(options.db, {
    companyId: activity.company_id,
    minRole: 'admin',
    exclude: [],
    transaction: options.transaction,
  });
  return admins.map((userId) => ({
    user_id: userId,
    type: 'cloud_drive',
    title: `${provider} needs reconnecting: documents wait to be filed`,
    body: activity.reason ?? null,
    link: SETTINGS_LINK,
    payload: {},
  }));
};
