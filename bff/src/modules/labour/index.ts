// The labour module's public file: trades, operatives, timesheets, labour invoices and the CIS month over
// GraphQL, plus the CIS month's CSV and statement PDF pass-throughs.
import type { BffModule } from '../../lib/module.js';
import { labourFileRoutes } from './labour.files.js';
import { LabourResolver } from './labour.resolver.js';

export const labourModule: BffModule = {
  name: 'labour',
  resolvers: [LabourResolver],
  routes: [{ path: '/files', create: (deps) => labourFileRoutes(deps) }],
};
