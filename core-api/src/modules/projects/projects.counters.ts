// Owns the projects module's counted lists (decision 0028): what its migration installed as list_counters triggers, declared
// here once so the counter suites recount them and lib/list-counter-declarations.test.ts holds the two together.
import type { CountedList } from '../../kit/module.js';

export const projectsCountedLists: CountedList[] = [
  {
    table: 'projects',
    list: 'projects',
    views: `CASE WHEN r.is_archived THEN ARRAY['archived']
  ELSE ARRAY['live', 'status:' || r.status] END`,
    sums: [
      {
        view: 'contract_value:in_progress',
        amount: 'coalesce(r.contract_value_pence, 0)',
        where: `NOT r.is_archived AND r.status IN ('active', 'on_hold')`,
      },
      {
        view: 'budget_materials:active',
        amount: 'coalesce(r.budget_materials_pence, 0)',
        where: `NOT r.is_archived AND r.status = 'active'`,
      },
    ],
  },
];
