// The site diaries module's public file: the diary resolver and its PDF pass-through.
import type { BffModule } from '../../lib/module.js';
import { siteDiaryFileRoutes } from './site-diaries.files.js';
import { SiteDiariesResolver } from './site-diaries.resolver.js';

export const siteDiariesModule: BffModule = {
  name: 'site-diaries',
  resolvers: [SiteDiariesResolver],
  routes: [{ path: '/files', create: (deps) => siteDiaryFileRoutes(deps) }],
};
