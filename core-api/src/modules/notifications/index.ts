// Public surface of the notifications module.
export { notificationsModule } from './notifications.module.js';
export { Notification } from './notification.model.js';
