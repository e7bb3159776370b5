// Owns the labour module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const labourCountedLists: CountedList[] = [
  {
    table: 'timesheets',
    list: 'timesheets',
    views: `ARRAY['all']`,
  },
  {
    table: 'labour_invoices',
    list: 'labour_invoices',
    views: `ARRAY['all']`,
  },
  {
    table: 'operatives',
    list: 'operatives',
    views: `ARRAY[CASE WHEN r.is_active THEN 'active' ELSE 'inactive' END]`,
  },
];
