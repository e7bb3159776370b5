// The one list of core-api's modules. A new module is its folder plus one line here: app.ts mounts its routes,
// the OpenAPI document describes them, the security suites test them, and its contributions (project
// dependents) reach the modules that use them. Order matters only for contributions (a project's dependents
// are listed and removed in this order, reversed on delete).
import type { ModuleDef } from '../kit/module.js';
import { authModule } from './auth/index.js';
import { contactModule } from './contact/index.js';
import { dashboardsModule } from './dashboards/index.js';
import { enquiriesModule } from './enquiries/index.js';
import { eventsModule } from './events/index.js';
import { healthModule } from './health/index.js';
import { notificationsModule } from './notifications/index.js';
import { plantModule } from './plant/index.js';
import { projectsModule } from './projects/index.js';
import { pushTokensModule } from './push-tokens/index.js';
import { settingsModule } from './settings/index.js';
import { superadminModule } from './superadmin/index.js';
import { suppliersModule } from './suppliers/index.js';
import { uploadsModule } from './uploads/index.js';
import { usersModule } from './users/index.js';
import { materialsModule } from './materials/index.js';
import { formsModule } from './forms/index.js';
import { labourModule } from './labour/index.js';
import { applicationsModule } from './applications/index.js';
import { cloudDrivesModule } from './cloud-drives/index.js';
import { accountingModule } from './accounting/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { reportsModule } from './reports/index.js';
import { siteDiariesModule } from './site-diaries/index.js';

export const MODULES: readonly ModuleDef[] = [
  healthModule,
  authModule,
  contactModule,
  pushTokensModule,
  projectsModule,
  uploadsModule,
  usersModule,
  settingsModule,
  suppliersModule,
  plantModule,
  enquiriesModule,
  materialsModule,
  formsModule,
  labourModule,
  applicationsModule,
  cloudDrivesModule,
  accountingModule,
  apiKeysModule,
  superadminModule,
  notificationsModule,
  eventsModule,
  dashboardsModule,
  reportsModule,
  siteDiariesModule,
];
