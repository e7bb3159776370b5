// Owns the applications module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const applicationsCountedLists: CountedList[] = [
  {
    table: 'applications',
    list: 'applications',
    views: `ARRAY['all']`,
  },
  {
    table: 'application_templates',
    list: 'application_templates',
    views: `ARRAY['all']`,
  },
];
