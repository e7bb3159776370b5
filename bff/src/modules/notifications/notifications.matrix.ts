// The notifications module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { Notification } from '@sitebase/core-api/testing';
import { defineOperations } from '../../security/matrix.js';

export const operations = defineOperations({
  notifications: { rest: 'GET /notifications', document: 'query { notifications { total } }' },
  unreadNotificationCount: {
    rest: 'GET /notifications/unread-count',
    document: 'query { unreadNotificationCount }',
  },
  markNotificationRead: {
    rest: 'POST /notifications/{notificationId}/read',
    document: 'mutation R($id: ID!) { markNotificationRead(id: $id) { id } }',
    variables: async (w) => ({
      id: (
        await Notification.create({
          company_id: w.company.id,
          user_id: w.users.worker.id,
          type: 'project_note',
          title: 'Matrix fixture',
          payload: {},
        })
      ).id,
    }),
    // The worker's own notification: nobody else finds it, whatever their role.
    expect: { supervisor: 'NOT_FOUND', manager: 'NOT_FOUND', admin: 'NOT_FOUND' },
  },
  markAllNotificationsRead: {
    rest: 'POST /notifications/read-all',
    document: 'mutation { markAllNotificationsRead }',
  },
});
