// Owns the forms module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const formsCountedLists: CountedList[] = [
  {
    table: 'form_submissions',
    list: 'form_submissions',
    views: `CASE WHEN r.status <> 'draft' THEN ARRAY['not_draft']
      WHEN r.submitted_by IS NOT NULL THEN ARRAY['draft:' || r.submitted_by]
      ELSE '{}'::text[] END`,
  },
];
