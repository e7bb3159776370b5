// The exports module's public file: no GraphQL (a file is no JSON), only the one pass-through that serves every
// list's CSV or XLSX export (decision 0065).
import type { BffModule } from '../../lib/module.js';
import { exportFileRoutes } from './exports.files.js';

export const exportsModule: BffModule = {
  name: 'exports',
  resolvers: [],
  routes: [{ path: '/files', create: (deps) => exportFileRoutes(deps) }],
};
