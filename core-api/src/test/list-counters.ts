// The list counters of a company (decision 0028) as they stand and as recounted from the rows they stand for, with
// the views every module declares (`contributes.countedLists`) — for the suites that prove the triggers exact
// (lib/list-counters.test.ts, lib/module-list-counters.test.ts). A new counted list is recounted here without
// editing this file; lib/list-counter-declarations.test.ts checks the installed triggers agree with the declarations.
import { QueryTypes, type Sequelize } from 'sequelize';
import { gatherContributions } from '../kit/module.js';
import { MODULES } from '../modules/index.js';

/** What the counters say for a company, as `list/view → n` (zero rows left out). */
export async function counters(sequelize: Sequelize, companyId: string): Promise<Record<string, number>> {
  const rows = await sequelize.query<{ list: string; view: string; n: string }>(
    'SELECT list, view, n FROM list_counters WHERE company_id = :companyId AND n <> 0',
    { type: QueryTypes.SELECT, replacements: { companyId } },
  );
  return Object.fromEntries(rows.map((r) => [`${r.list}/${r.view}`, Number(r.n)]));
}

/** The same, recounted from the rows themselves (every declared counted list, by its declared views and sums). */
export async function recount(sequelize: Sequelize, companyId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const add = (key: string, n: number) => {
    out[key] = (out[key] ?? 0) + n;
    if (out[key] === 0) delete out[key];
  };
  for (const c of gatherContributions(MODULES).countedLists) {
    const rows = await sequelize.query<{ view: string; n: string }>(
      `SELECT v AS view, count(*) AS n FROM ${c.table} r, unnest(${c.views}) v
        WHERE r.company_id = :companyId GROUP BY v`,
      { type: QueryTypes.SELECT, replacements: { companyId } },
    );
    for (const r of rows) add(`${c.list}/${r.view}`, Number(r.n));
    for (const sum of c.sums ?? []) {
      const [row] = await sequelize.query<{ n: string | null }>(
        `SELECT sum(${sum.amount}) AS n FROM ${c.table} r WHERE r.company_id = :companyId AND ${sum.where}`,
        { type: QueryTypes.SELECT, replacements: { companyId } },
      );
      add(`${c.list}/${sum.view}`, Number(row?.n ?? 0));
    }
  }
  return out;
}
