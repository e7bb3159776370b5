// The accounting module's public file: the company's Xero or QuickBooks Online connection (admins), what is
// posted to its books (managers and up), and the CSV exports for companies that import files instead.
import type { BffModule } from '../../lib/module.js';
import { accountingFileRoutes } from './accounting.files.js';
import { AccountingResolver } from './accounting.resolver.js';

export const accountingModule: BffModule = {
  name: 'accounting',
  resolvers: [AccountingResolver],
  routes: [{ path: '/files', create: (deps) => accountingFileRoutes(deps) }],
};
