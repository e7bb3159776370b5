// Owns the users module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const usersCountedLists: CountedList[] = [
  {
    table: 'users',
    list: 'users',
    views: `ARRAY[CASE WHEN NOT r.is_active THEN 'inactive' WHEN r.password_set_at IS NULL THEN 'invited'
  ELSE 'active' END]`,
  },
  {
    table: 'invitations',
    list: 'users',
    views: `CASE WHEN r.accepted_at IS NULL AND r.cancelled_at IS NULL THEN ARRAY['invited'] ELSE '{}'::text[] END`,
  },
];
