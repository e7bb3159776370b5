// Owns /notifications: the signed-in user's notifications (made from activities by the rules every module
// contributes), their unread count and read marks. Each is also announced live (events) and pushed to the
// user's registered devices.
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { pageQuery, pageSchema } from '../../lib/paging.js';
import { notificationsCountedLists } from './notifications.counters.js';
import { Notification } from './notification.model.js';
import {
  NOTIFICATION_NOT_FOUND,
  NotificationsService,
  notifyFromActivity,
  pushJob,
  queuePushes,
} from './notifications.service.js';
import { notificationSchema, presentNotification } from './notifications.presenter.js';

const route = routeBuilder<NotificationsService>();
const EVERYONE = company('worker', 'only the caller’s own notifications');

export const notificationsModule = defineModule({
  name: 'notifications',
  description: 'Notifications: list, unread count, read marks',
  models: [Notification],
  params: {
    notificationId: uuidParam({
      description: 'Notification id (uuid); only the caller’s own',
      notFound: NOTIFICATION_NOT_FOUND,
    }),
  },
  create: (deps) => new NotificationsService(deps.sequelize),
  contributes: {
    countedLists: notificationsCountedLists,
    activityHandlers: [
      (deps) =>
        notifyFromActivity(
          deps.sequelize,
          deps.contributions.notificationRules,
          queuePushes(deps.jobs, deps.sequelize),
        ),
    ],
    jobs: [pushJob],
  },
  routes: [
    route({
      method: 'get',
      path: '/notifications',
      summary: 'The caller’s notifications, newest first',
      access: EVERYONE,
      query: z.object({
        ...pageQuery,
        unread: z
          .enum(['true', 'false'], { error: 'unread must be true or false' })
          .transform((v) => v === 'true')
          .optional(),
      }),
      response: pageSchema(notificationSchema, 'NotificationPage'),
      handler: async ({ services, actor, query }) => {
        const page = await services.list(actor, query);
        return { ...page, items: page.items.map(presentNotification) };
      },
    }),
    route({
      method: 'get',
      path: '/notifications/unread-count',
      summary: 'How many of the caller’s notifications are unread',
      access: EVERYONE,
      response: z.object({ unread: z.number().int() }),
      handler: async ({ services, actor }) => ({ unread: await services.unreadCount(actor) }),
    }),
    route({
      method: 'get',
      path: '/notifications/{notificationId}',
      summary: 'One of the caller’s notifications',
      access: EVERYONE,
      response: notificationSchema,
      handler: async ({ services, actor, params }) =>
        presentNotification(await services.get(actor, params.notificationId)),
    }),
    route({
      method: 'post',
      path: '/notifications/{notificationId}/read',
      summary: 'Mark one notification read',
      access: EVERYONE,
      response: notificationSchema,
      handler: async ({ services, actor, params }) =>
        presentNotification(await services.markRead(actor, params.notificationId)),
    }),
    route({
      method: 'post',
      path: '/notifications/read-all',
      summary: 'Mark every notification read',
      access: EVERYONE,
      response: z.object({ updated: z.number().int() }),
      handler: async ({ services, actor }) => ({ updated: await services.markAllRead(actor) }),
    }),
  ],
});
