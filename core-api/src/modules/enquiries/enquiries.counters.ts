// Owns the enquiries module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const enquiriesCountedLists: CountedList[] = [
  {
    table: 'enquiries',
    list: 'enquiries',
    // The list's total (all) and the dashboard's breakdown by status (migration 202611281000).
    views: `ARRAY['all', 'status:' || r.status]`,
  },
];
