// The projects module's public file: project lists and details, team, notes, folders, activity and files over
// GraphQL, plus the /files pass-throughs (PDF export, upload bytes) GraphQL cannot carry.
import type { BffModule } from '../../lib/module.js';
import { projectFileRoutes } from './projects.files.js';
import { CloudFilingResolver } from './cloud-filings.resolver.js';
import { ProjectResolver } from './projects.resolver.js';

export const projectsModule: BffModule = {
  name: 'projects',
  resolvers: [ProjectResolver, CloudFilingResolver],
  routes: [{ path: '/files', create: (deps) => projectFileRoutes(deps) }],
};
