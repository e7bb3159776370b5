// Public surface of the dashboards module.
import type { BffModule } from '../../lib/module.js';
import { DashboardsResolver } from './dashboards.resolver.js';

export const dashboardsModule: BffModule = { name: 'dashboards', resolvers: [DashboardsResolver] };
