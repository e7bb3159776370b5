// Owns the suppliers module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const suppliersCountedLists: CountedList[] = [
  {
    table: 'suppliers',
    list: 'suppliers',
    views: `ARRAY[CASE WHEN r.is_active THEN 'active' ELSE 'inactive' END]`,
  },
];
