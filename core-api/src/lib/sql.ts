// Owns small SQL text helpers shared by every module's searches and lists.
import { createRequire } from 'node:module';
import {
  QueryTypes,
  type QueryOptionsWithType,
  type FindAttributeOptions,
  type Model,
  type ModelStatic,
  type Order,
  type Sequelize,
  type Transaction,
  type WhereOptions,
} from 'sequelize';

/** Escapes LIKE/ILIKE wildcards so user text matches literally (the default escape character is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A search arm on another table of the company: rows whose `column` is the `key` (default `id`) of a row of
 * `table` meeting `condition` (which names that table's columns bare and may use the query's replacements;
 * `:companyId` must be among them). E.g. purchase orders whose supplier's name matches.
 */
export interface SearchArm {
  column: string;
  table: string;
  condition: string;
  key?: string;
}

/** Above this many ids an arm stays a subquery: a term that dense is answered by the walk in page order. */
export const SEARCH_ARM_IDS_MAX = 500;

/** The arm as one condition with its subquery: `column = ANY (ARRAY(SELECT key FROM table WHERE …))`. */
export function matchingIds({ column, table, condition, key = 'id' }: SearchArm): string {
  return `${column} = ANY (ARRAY(SELECT ${key} FROM ${table} WHERE company_id = :companyId AND (${condition})))`;
}

/**
 * The conditions of a search's arms on other tables, resolved to ids first (decision 0069), for a list's page
 * and total to OR with its own columns' arms. One statement looks every arm up through its table's
 * company-scoped trigram index. An arm that matched nothing is left out, and one that matched a few rows
 * becomes `column IN (…ids)`: the planner then sees the ids, so the search is a BitmapOr of the list's trigram
 * and foreign-key indexes whose cost follows the matches. (Left as a subquery, `OR s.name ILIKE …` over a join
 * or `= ANY (ARRAY(SELECT …))`, the ids are unknown when the plan is made and PostgreSQL walks the company's rows
 * in page order, testing each.) An arm denser than SEARCH_ARM_IDS_MAX stays a subquery, for which that walk is
 * the right plan. Adds each arm's ids to `rep` as `:searchArmN`.
 */
export async function resolveSearchArms(
  db: Sequelize,
  arms: SearchArm[],
  rep: Record<string, unknown>,
): Promise<string[]> {
  const lookups = arms.map(
    ({ table, condition, key = 'id' }, i) =>
      `ARRAY(SELECT DISTINCT ${key} FROM ${table} WHERE company_id = :companyId AND (${condition})
               LIMIT ${SEARCH_ARM_IDS_MAX + 1}) AS arm${i}`,
  );
  const [row] = await q<Record<string, string[]>>(db, `SELECT ${lookups.join(', ')}`, rep);
  const conditions: string[] = [];
  arms.forEach((arm, i) => {
    const ids = row?.[`arm${i}`] ?? [];
    if (!ids.length) return;
    if (ids.length > SEARCH_ARM_IDS_MAX) {
      conditions.push(matchingIds(arm));
      return;
    }
    rep[`searchArm${i}`] = ids;
    conditions.push(`${arm.column} IN (:searchArm${i})`);
  });
  return conditions;
}

/** `(a OR b …)` of a search's arms; `FALSE` when none can match. */
export function anyOf(conditions: string[]): string {
  return conditions.length ? `(${conditions.join(' OR ')})` : 'FALSE';
}

/** `%text%` for a case-insensitive contains search. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value.toLowerCase())}%`;
}

/**
 * The SELECT findAll would run for `model` (aliased by the model's name, so literals can say "Project"."x"),
 * without building model instances: for lists that present plain rows, and for counting a list's rows.
 * Sequelize's own query generator, so a where clause means exactly what it means in findAll.
 */
export function selectSql<M extends Model>(
  model: ModelStatic<M>,
  options: {
    where: WhereOptions;
    attributes: FindAttributeOptions;
    order?: Order;
    limit?: number;
    offset?: number;
  },
): string {
  const generator = model.sequelize!.getQueryInterface().queryGenerator as {
    selectQuery(table: unknown, options: object, model: unknown): string;
  };
  return generator.selectQuery(model.getTableName(), options, model).replace(/;\s*$/, '');
}

/**
 * Rows of a raw SELECT with named `:replacements`, on the app's connection `db` (injected: a module's reads take
 * it from its handler's context or its contribution's options, never from a model's global `Model.sequelize`).
 */
export function q<T extends object>(
  db: Sequelize,
  sql: string,
  replacements: Record<string, unknown> = {},
  transaction?: Transaction,
): Promise<T[]> {
  return db.query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
}

// Sequelize's own replacement formatting (what `query` does with `replacements`), to put queries in one statement.
const { injectReplacements } = createRequire(import.meta.url)('sequelize/lib/utils/sql') as {
  injectReplacements(sql: string, dialect: unknown, replacements: Record<string, unknown>): string;
};

/**
 * `db` whose plain SELECTs (raw, with no transaction) started in one turn of the event loop run as one statement
 * — `SELECT (SELECT json_agg(t) FROM (<query 1>) t), (…)` — and each caller gets its rows back (decision 0070). A
 * board's thirty figure queries are then two or three statements, not thirty. Rows come through JSON: a bigint
 * or numeric is a number (not a string), a timestamp an ISO string (not a Date); figures read them with
 * `Number(…)` and `new Date(…)`, which take either.
 */
const embeddedByDb = new WeakMap<Sequelize, Promise<boolean>>();
/** Whether `db` is the embedded PGlite (asked once per connection object). */
function isEmbedded(db: Sequelize): Promise<boolean> {
  let known = embeddedByDb.get(db);
  if (!known) {
    known = db
      .query<{ version: string }>('SELECT version() AS version', { type: QueryTypes.SELECT })
      .then(([row]) => !!row?.version.includes('PGlite'))
      .catch(() => false);
    embeddedByDb.set(db, known);
  }
  return known;
}

export function batchedSelects(db: Sequelize): Sequelize {
  type Waiting = { sql: string; resolve: (rows: unknown[]) => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    // The embedded database (PGlite, one session) stalls on the combined statement in the served app: there
    // each query runs on its own, as before (found by the e2e dashboards spec; decision 0070).
    if (await isEmbedded(db)) {
      for (const b of batch) {
        db.query(b.sql, { type: QueryTypes.SELECT }).then(b.resolve, b.reject);
      }
      return;
    }
    try {
      const sql = `SELECT ${batch
        .map((b, i) => `(SELECT coalesce(json_agg(t), '[]'::json) FROM (${b.sql}\n) t) AS q${i}`)
        .join(', ')}`;
      const [row] = await db.query<Record<string, unknown[]>>(sql, { type: QueryTypes.SELECT });
      batch.forEach((b, i) => b.resolve(row![`q${i}`] ?? []));
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  };
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'query') return Reflect.get(target, prop, receiver);
      return (sql: unknown, options?: QueryOptionsWithType<QueryTypes> & { replacements?: object }) => {
        const plain =
          typeof sql === 'string' &&
          options?.type === QueryTypes.SELECT &&
          !options.transaction &&
          !('model' in options) &&
          !('plain' in options && options.plain) &&
          (options.replacements === undefined || !Array.isArray(options.replacements));
        if (!plain) return target.query(sql as string, options as QueryOptionsWithType<QueryTypes.SELECT>);
        const formatted = options?.replacements
          ? injectReplacements(
              sql,
              (target as unknown as { dialect: unknown }).dialect,
              options.replacements as Record<string, unknown>,
            )
          : sql;
        return new Promise<unknown[]>((resolve, reject) => {
          queue.push({ sql: formatted.replace(/;\s*$/, ''), resolve, reject });
          if (queue.length === 1) setImmediate(() => void flush());
        });
      };
    },
  });
}

/** A numeric column as a number: PostgreSQL's bigint and numeric arrive as strings; null is 0. */
export function num(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}
