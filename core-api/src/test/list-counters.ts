// The list counters of a company (decision 0028) as they stand and as recounted from the rows they stand for, with
// the migrations' own view definitions — for the suites that prove the triggers exact (lib/list-counters.test.ts,
// lib/module-list-counters.test.ts).
import { QueryTypes, type Sequelize } from 'sequelize';
import { COUNTED } from '../db/migrations/202611230100-list-counters.js';
import { PROJECT_SUMS, PROJECT_VIEWS } from '../db/migrations/202611230550-project-dashboard-counters.js';
import { MODULE_COUNTED } from '../db/migrations/202611231000-module-list-counters.js';

/** What the counters say for a company, as `list/view → n` (zero rows left out). */
export async function counters(sequelize: Sequelize, companyId: string): Promise<Record<string, number>> {
  const rows = await sequelize.query<{ list: string; view: string; n: string }>(
    'SELECT list, view, n FROM list_counters WHERE company_id = :companyId AND n <> 0',
    { type: QueryTypes.SELECT, replacements: { companyId } },
  );
  return Object.fromEntries(rows.map((r) => [`${r.list}/${r.view}`, Number(r.n)]));
}

/** The same, recounted from the rows themselves (every counted table, each by its migration's views). */
export async function recount(sequelize: Sequelize, companyId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const add = (key: string, n: number) => {
    out[key] = (out[key] ?? 0) + n;
    if (out[key] === 0) delete out[key];
  };
  // Projects count in the views of migration 0550 (per status), which replaced 0100's.
  const counted = [
    ...COUNTED.map((c) => (c.table === 'projects' ? { ...c, views: PROJECT_VIEWS } : c)),
    ...MODULE_COUNTED,
  ];
  for (const c of counted) {
    const rows = await sequelize.query<{ view: string; n: string }>(
      `SELECT v AS view, count(*) AS n FROM ${c.table} r, unnest(${c.views}) v
        WHERE r.company_id = :companyId GROUP BY v`,
      { type: QueryTypes.SELECT, replacements: { companyId } },
    );
    for (const r of rows) add(`${c.list}/${r.view}`, Number(r.n));
  }
  for (const sum of PROJECT_SUMS) {
    const [row] = await sequelize.query<{ n: string | null }>(
      `SELECT sum(${sum.amount}) AS n FROM projects r WHERE r.company_id = :companyId AND ${sum.where}`,
      { type: QueryTypes.SELECT, replacements: { companyId } },
    );
    add(`projects/${sum.view}`, Number(row?.n ?? 0));
  }
  return out;
}
