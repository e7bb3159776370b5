// The reports module's public file: the reports over GraphQL, plus their PDF pass-throughs (spreadsheets go
// through the exports module's pass-through).
import type { BffModule } from '../../lib/module.js';
import { reportsFileRoutes } from './reports.files.js';
import { CvrResolver } from './cvr.resolver.js';
import { ReportsResolver } from './reports.resolver.js';
import { VatPlantReportsResolver } from './vat-plant.resolver.js';

export const reportsModule: BffModule = {
  name: 'reports',
  resolvers: [ReportsResolver, VatPlantReportsResolver, CvrResolver],
  routes: [{ path: '/files', create: (deps) => reportsFileRoutes(deps) }],
};
