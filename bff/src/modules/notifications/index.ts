// Public surface of the notifications module.
import type { BffModule } from '../../lib/module.js';
import { NotificationsResolver } from './notifications.resolver.js';

export const notificationsModule: BffModule = { name: 'notifications', resolvers: [NotificationsResolver] };
