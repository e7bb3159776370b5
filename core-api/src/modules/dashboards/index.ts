// Public surface of the dashboards module.
export { dashboardsModule } from './dashboards.module.js';
export { DashboardService } from './dashboards.service.js';
