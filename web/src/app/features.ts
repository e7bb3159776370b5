// The registry of web features: every feature folder's route manifest, once. The router, the navigation
// (header, bottom tabs, quick actions, user menu, floating mobile menu) and the prerendered pages are derived
// from this list, and so are the project page's contributions. Adding a module = its folder under src/features/
// plus one line here (docs/adding-a-module.md).
import type { FeatureManifest, RouteEntry } from '../lib/route-manifest';
import type { ProjectPageContribution } from '../lib/project-page-slot';
import { applicationsFeature } from '../features/applications/routes';
import { authFeature } from '../features/auth/routes';
import { dashboardsFeature } from '../features/dashboards/routes';
import { enquiriesFeature } from '../features/enquiries/routes';
import { formsFeature } from '../features/forms/routes';
import { homeFeature } from '../features/home/routes';
import { integrationsFeature } from '../features/integrations/routes';
import { labourFeature } from '../features/labour/routes';
import { materialsFeature } from '../features/materials/routes';
import { plantFeature } from '../features/plant/routes';
import { projectsFeature } from '../features/projects/routes';
import { reportsFeature } from '../features/reports/routes';
import { settingsFeature } from '../features/settings/routes';
import { superadminFeature } from '../features/superadmin/routes';
import { suppliersFeature } from '../features/suppliers/routes';
import { usersFeature } from '../features/users/routes';
import { siteDiariesFeature } from '../features/site-diaries/routes';

export const FEATURES: readonly FeatureManifest[] = [
  homeFeature,
  authFeature,
  dashboardsFeature,
  projectsFeature,
  enquiriesFeature,
  formsFeature,
  plantFeature,
  materialsFeature,
  labourFeature,
  applicationsFeature,
  reportsFeature,
  suppliersFeature,
  usersFeature,
  settingsFeature,
  integrationsFeature,
  superadminFeature,
  siteDiariesFeature,
];

/** Every route of every feature, in registry order. */
export const ROUTE_ENTRIES: readonly RouteEntry[] = FEATURES.flatMap((feature) => feature.routes);

/** What the features add to the project page (lib/project-page-slot.tsx), in registry order. */
export const PROJECT_PAGE_CONTRIBUTIONS: readonly ProjectPageContribution[] = FEATURES.flatMap(
  (feature) => feature.projectPage ?? [],
);
