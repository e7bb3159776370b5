// Public surface of the dashboards module.
export { dashboardsModule, DashboardService } from './dashboards.module.js';
