// Owns the plant module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const plantCountedLists: CountedList[] = [
  {
    table: 'plant_requests',
    list: 'plant_requests',
    views: `ARRAY['all']`,
  },
  {
    table: 'plant_items',
    list: 'plant_items',
    views: `CASE WHEN r.status = 'disposed' THEN '{}'::text[] ELSE ARRAY['current'] END`,
  },
  {
    table: 'plant_rates',
    list: 'plant_rates',
    views: `ARRAY['all']`,
  },
];
