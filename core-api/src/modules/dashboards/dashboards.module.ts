// Owns the dashboards: GET /dashboard (the main board, supervisors and up) and GET /dashboard/worker (every
// signed-in user: their own work). Each is the figures the modules contribute that the reader may see
// (dashboards.service), each with the entity types whose changes refresh it live.
import { defineModule } from '../../kit/module.js';
import { company, routeBuilder } from '../../kit/route.js';
import { dashboardSchema } from './dashboards.presenter.js';
import { DashboardService } from './dashboards.service.js';

const route = routeBuilder<DashboardService>();

export const dashboardsModule = defineModule({
  name: 'dashboards',
  description: 'Dashboards: the figures every module contributes',
  create: (deps) => new DashboardService(deps),
  routes: [
    route({
      method: 'get',
      path: '/dashboard',
      summary: 'The main dashboard: company figures, charts, what is due soon and recent activity',
      access: company('supervisor'),
      response: dashboardSchema,
      handler: ({ services, actor }) => services.board(actor, 'main'),
    }),
    route({
      method: 'get',
      path: '/dashboard/worker',
      summary: 'The worker dashboard: the caller’s own projects and work',
      access: company('worker', 'only the caller’s own projects and work'),
      response: dashboardSchema,
      handler: ({ services, actor }) => services.board(actor, 'worker'),
    }),
  ],
});
