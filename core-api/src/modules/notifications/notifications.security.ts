// Security-suite description of the notifications module: `{notificationId}` is one of the world's worker's
// notifications — anyone else, whatever their role, finds nothing (404).
import { defineSecurity } from '../../security/harness.js';
import { Notification } from './notification.model.js';

export const security = defineSecurity({
  params: {
    notificationId: async (w) =>
      (
        await Notification.create({
          company_id: w.company.id,
          user_id: w.users.worker.id,
          type: 'project_note',
          title: 'Security fixture',
          payload: {},
        })
      ).id,
  },
  cases: {
    'GET /notifications': {},
    'GET /notifications/unread-count': {},
    'GET /notifications/{notificationId}': { expect: { supervisor: 404, manager: 404, admin: 404 } },
    'POST /notifications/{notificationId}/read': {
      expect: { supervisor: 404, manager: 404, admin: 404 },
    },
    'POST /notifications/read-all': {},
  },
});
