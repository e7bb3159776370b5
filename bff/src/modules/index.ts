// The BFF's one list of modules: the schema (resolvers) and the app (extra Express routes) loop over it.
// Adding a module is its folder under src/modules/ plus one entry here.
import type { BffModule } from '../lib/module.js';
import { accountingModule } from './accounting/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { authModule } from './auth/index.js';
import { cloudDriveModule } from './cloud-drive/index.js';
import { contactModule } from './contact/index.js';
import { dashboardsModule } from './dashboards/index.js';
import { enquiriesModule } from './enquiries/index.js';
import { exportsModule } from './exports/index.js';
import { reportsModule } from './reports/index.js';
import { materialsModule } from './materials/index.js';
import { formsModule } from './forms/index.js';
import { labourModule } from './labour/index.js';
import { applicationsModule } from './applications/index.js';
import { notificationsModule } from './notifications/index.js';
import { plantModule } from './plant/index.js';
import { projectsModule } from './projects/index.js';
import { pushTokensModule } from './push-tokens/index.js';
import { settingsModule } from './settings/index.js';
import { superadminModule } from './superadmin/index.js';
import { suppliersModule } from './suppliers/index.js';
import { usersModule } from './users/index.js';
import { siteDiariesModule } from './site-diaries/index.js';

export const modules: readonly BffModule[] = [
  authModule,
  contactModule,
  projectsModule,
  pushTokensModule,
  settingsModule,
  cloudDriveModule,
  accountingModule,
  apiKeysModule,
  superadminModule,
  suppliersModule,
  plantModule,
  enquiriesModule,
  materialsModule,
  formsModule,
  labourModule,
  applicationsModule,
  usersModule,
  notificationsModule,
  dashboardsModule,
  exportsModule,
  reportsModule,
  siteDiariesModule,
];
