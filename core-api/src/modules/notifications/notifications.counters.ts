// Owns the notifications module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const notificationsCountedLists: CountedList[] = [
  {
    table: 'notifications',
    list: 'notifications',
    views: `CASE WHEN r.read_at IS NULL THEN ARRAY['all:' || r.user_id, 'unread:' || r.user_id]
      ELSE ARRAY['all:' || r.user_id] END`,
  },
];
