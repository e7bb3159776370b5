// Owns notifications: made from activities by the rules modules contribute (inside the activity's transaction,
// so a notification exists exactly when its change does), each announced as an event for its one recipient;
// and a user's list, unread count and read marks.
import { isInAppLink, payloadDeepLink } from '@sitebase/shared';
import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AppDeps, NotificationDraft, NotificationRule } from '../../kit/module.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs.js';
import { PushToken } from '../../models/index.js';
import type { ActivityHandler } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { publishEvent } from '../../lib/events.js';
import { NotFoundError } from '../../lib/errors.js';
import { countedTotal, paginate, pageRequest, type Page } from '../../lib/paging.js';
import { Notification } from './notification.model.js';
import { presentNotification } from './notifications.presenter.js';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** After notifications are written (inside the transaction): pushes, say. */
export type AfterNotify = (notifications: Notification[], transaction?: Transaction) => Promise<void>;

/**
 * The activity handler: asks every rule who should be told, writes one notification per recipient (never the
 * actor, never twice for one activity) and announces each to its recipient.
 */
export function notifyFromActivity(
  sequelize: Sequelize,
  rules: readonly NotificationRule[],
  after?: AfterNotify,
): ActivityHandler {
  return async (activity, transaction) => {
    if (!rules.length) return;
    const drafts: NotificationDraft[] = [];
    for (const rule of rules) drafts.push(...(await rule(activity, { transaction, db: sequelize })));
    const seen = new Set<string>();
    const unique = drafts.filter((d) => {
      const key = `${d.user_id}:${d.type}`;
      if (d.user_id === activity.actor_id || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (!unique.length) return;
    const now = new Date();
    // The item's page: the rule's, else the one the activity was recorded with, else the payload's mapping.
    const recorded = activity.details?.link;
    const linkOf = (d: NotificationDraft) =>
      isInAppLink(d.link)
        ? d.link
        : isInAppLink(recorded)
          ? recorded
          : payloadDeepLink({ type: d.type, ...d.payload });
    const rows = await Notification.bulkCreate(
      unique.map((d) => ({
        company_id: activity.company_id,
        user_id: d.user_id,
        type: d.type,
        title: d.title.slice(0, 300),
        body: d.body ?? null,
        link: linkOf(d),
        payload: d.payload,
        activity_id: activity.id,
        created_at: now,
      })),
      { transaction, returning: true },
    );
    for (const row of rows) {
      await publishEvent(
        sequelize,
        {
          id: row.id,
          kind: 'notification',
          company_id: row.company_id,
          entity_type: activity.entity_type,
          entity_id: activity.entity_id,
          project_id: activity.project_id,
          action: row.type,
          actor_id: activity.actor_id,
          user_id: row.user_id,
          at: now.toISOString(),
        },
        transaction,
      );
    }
    await after?.(rows, transaction);
  };
}

export const PUSH_JOB = 'notification.push';

/** After notifications are written: a push job for each recipient who has a registered device. */
export function queuePushes(jobs: JobQueue, sequelize: Sequelize): AfterNotify {
  return async (notifications, transaction) => {
    const userIds = [...new Set(notifications.map((n) => n.user_id))];
    const withDevices = await sequelize.query<{ user_id: string }>(
      'SELECT DISTINCT user_id FROM push_tokens WHERE user_id IN (:userIds)',
      { type: QueryTypes.SELECT, replacements: { userIds }, transaction },
    );
    const pushable = new Set(withDevices.map((r) => r.user_id));
    for (const n of notifications) {
      if (pushable.has(n.user_id)) await jobs.send(PUSH_JOB, { notificationId: n.id }, { transaction });
    }
  };
}

/**
 * The data a push carries: the spec's deep-link fields that are set, and `link`, the item's page (decision 0060),
 * which the wrapper hands back to `window.SiteBase.handleNotification` when the push is tapped.
 */
export function pushData(notification: Notification): Record<string, string> {
  const { payload, link } = presentNotification(notification);
  const fields = Object.entries(payload).filter((e): e is [string, string] => e[1] != null);
  return { ...Object.fromEntries(fields), link };
}

/** The push job: one message per registered device; a device FCM no longer knows is forgotten. */
export function pushJob(
  deps: Pick<AppDeps, 'push' | 'sequelize'>,
): JobDefinition<{ notificationId: string }> {
  return {
    name: PUSH_JOB,
    retryLimit: 2,
    retryDelay: 10,
    async handler({ notificationId }) {
      const notification = await Notification.findByPk(notificationId);
      if (!notification) return;
      const tokens = await PushToken.findAll({ where: { user_id: notification.user_id } });
      const data = pushData(notification);
      let failed = 0;
      for (const device of tokens) {
        const result = await deps.push.send({
          token: device.token,
          platform: device.platform,
          title: notification.title,
          body: notification.body,
          data,
        });
        await deps.sequelize.query(
          `INSERT INTO push_outbox (id, user_id, notification_id, device_id, platform, provider, title, body, data,
                                    status, error, created_at, sent_at)
           VALUES (gen_random_uuid(), :userId, :notificationId, :deviceId, :platform, :provider, :title, :body,
                   CAST(:data AS jsonb), :status, :error, now(), CASE WHEN :status = 'sent' THEN now() END)`,
          {
            replacements: {
              userId: notification.user_id,
              notificationId,
              deviceId: device.device_id,
              platform: device.platform,
              provider: deps.push.provider,
              title: notification.title,
              body: notification.body ?? null,
              data: JSON.stringify(data),
              status: result.status,
              error: 'error' in result ? result.error : null,
            },
          },
        );
        if (result.status === 'unregistered') await device.destroy();
        if (result.status === 'failed') failed += 1;
      }
      // Only when nothing got through is it worth another attempt.
      if (tokens.length && failed === tokens.length) throw new Error('every push failed');
    },
  };
}

export class NotificationsService {
  constructor(private readonly sequelize: Sequelize) {}

  async list(
    actor: Actor,
    query: { page?: number; size?: number; unread?: boolean },
  ): Promise<Page<Notification>> {
    const request = pageRequest(query);
    const where = {
      user_id: actor.userId,
      company_id: actor.companyId,
      ...(query.unread ? { read_at: { [Op.is]: null } } : {}),
    };
    return paginate(
      request,
      (limit, offset) =>
        Notification.findAll({
          where,
          order: [
            ['created_at', 'DESC'],
            ['id', 'DESC'],
          ],
          limit,
          offset,
        }),
      // Per-recipient counters (all and unread), kept by the notifications triggers.
      () => countedTotal(this.sequelize, this.counterKey(actor, query.unread ? 'unread' : 'all')),
      (n) => n,
    );
  }

  private counterKey(actor: Actor, view: 'all' | 'unread') {
    return { companyId: actor.companyId, list: 'notifications', views: [`${view}:${actor.userId}`] };
  }

  async unreadCount(actor: Actor): Promise<number> {
    return (await countedTotal(this.sequelize, this.counterKey(actor, 'unread'))).total;
  }

  async get(actor: Actor, id: string): Promise<Notification> {
    const notification = await Notification.findOne({
      where: { id, user_id: actor.userId, company_id: actor.companyId },
    });
    if (!notification) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    return notification;
  }

  async markRead(actor: Actor, id: string): Promise<Notification> {
    const notification = await this.get(actor, id);
    if (!notification.read_at) await notification.update({ read_at: new Date() });
    return notification;
  }

  async markAllRead(actor: Actor): Promise<number> {
    const [count] = await Notification.update(
      { read_at: new Date() },
      { where: { user_id: actor.userId, company_id: actor.companyId, read_at: { [Op.is]: null } } },
    );
    return count;
  }
}
