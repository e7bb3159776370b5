// The accounting module's public file: the company's Xero or QuickBooks Online connection (admins) and what is
// posted to its books (managers and up).
import type { BffModule } from '../../lib/module.js';
import { AccountingResolver } from './accounting.resolver.js';

export const accountingModule: BffModule = { name: 'accounting', resolvers: [AccountingResolver] };
