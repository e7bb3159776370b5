// Owns the materials module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const materialsCountedLists: CountedList[] = [
  {
    table: 'material_requests',
    list: 'material_requests',
    views: `ARRAY['all']`,
  },
  {
    table: 'purchase_orders',
    list: 'purchase_orders',
    views: `ARRAY['all']`,
  },
];
