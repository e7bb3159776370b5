// The applications module's public file: templates, applications, notices and the overview over GraphQL,
// plus the application PDF pass-through.
import type { BffModule } from '../../lib/module.js';
import { applicationFileRoutes } from './applications.files.js';
import { ApplicationsResolver } from './applications.resolver.js';

export const applicationsModule: BffModule = {
  name: 'applications',
  resolvers: [ApplicationsResolver],
  routes: [{ path: '/files', create: (deps) => applicationFileRoutes(deps) }],
};
