// Owns the one paging rule of every list: `page` 1–1,000,000 and `size` 1–100 (default 20), both whole numbers
// in the query string; anything else is refused with 400 and the message below (never clamped silently).
// `paginate` runs a page and its total together and answers `{items, total, total_capped, page, size, pages}`.
//
// Totals never scan a company's rows (decision 0028): an unfiltered view reads its counter (`countedTotal`,
// `list_counters`, kept by triggers in the writing transaction); a filtered or searched view counts at most
// TOTAL_CAP + 1 matching rows (`cappedTotal`) and says when it stopped (`total_capped`, shown as "1,000+").
// A list must pick one of the two (or `exactTotal` for platform lists that are not company-scoped).
import {
  QueryTypes,
  type FindAttributeOptions,
  type Model,
  type ModelStatic,
  type Order,
  type Sequelize,
  type WhereOptions,
} from 'sequelize';
import { z } from 'zod';
import { selectSql } from './sql.js';

export const PAGE_MAX = 1_000_000;
export const SIZE_MAX = 100;
export const DEFAULT_SIZE = 20;

export const PAGE_MESSAGE = `Page must be a whole number from 1 to ${PAGE_MAX}`;
export const SIZE_MESSAGE = `Size must be a whole number from 1 to ${SIZE_MAX}`;

/** A whole number 1–`max` in the query string, refused with `message` otherwise. */
export const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, { error: message });

/** Spread into a list's query schema: `z.object({ ...pageQuery, search: … })`. */
export const pageQuery = {
  page: wholeNumber(PAGE_MAX, PAGE_MESSAGE).optional(),
  size: wholeNumber(SIZE_MAX, SIZE_MESSAGE).optional(),
};
export const pageQuerySchema = z.object(pageQuery);

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequest(query: { page?: number; size?: number }): PageRequest {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_SIZE;
  return { page, size, offset: (page - 1) * size };
}

export interface Page<T> {
  items: T[];
  /** Exact, or TOTAL_CAP when `total_capped` (there are more). */
  total: number;
  total_capped: boolean;
  page: number;
  size: number;
  pages: number;
}

/** Where a filtered count stops: beyond it the answer is "1,000+". */
export const TOTAL_CAP = 1000;

export interface ListTotal {
  total: number;
  capped: boolean;
}

export function pageOf<T>(
  items: T[],
  { total, capped }: ListTotal,
  { page, size }: { page: number; size: number },
): Page<T> {
  return { items, total, total_capped: capped, page, size, pages: total === 0 ? 0 : Math.ceil(total / size) };
}

/** A total counted exactly by the caller: only for lists that are not a company's (platform lists). */
export function exactTotal(total: number): ListTotal {
  return { total, capped: false };
}

/** A counter key: the company, the list and the views whose counts add up to the total. */
export interface CounterKey {
  companyId: string;
  list: string;
  views: string[];
}

/** The exact total of an unfiltered view: one primary-key read of `list_counters`, whatever the size. */
export async function countedTotal(sequelize: Sequelize, key: CounterKey): Promise<ListTotal> {
  const [row] = await sequelize.query<{ n: string | null }>(
    'SELECT sum(n) AS n FROM list_counters WHERE company_id = :companyId AND list = :list AND view IN (:views)',
    { type: QueryTypes.SELECT, replacements: { ...key } },
  );
  return { total: Number(row?.n ?? 0), capped: false };
}

/**
 * The total of a filtered view, counting at most TOTAL_CAP + 1 rows of `select`: the list's SELECT without
 * LIMIT or OFFSET, ordered like its page, so the count walks the very index the page walks and stops at the cap
 * (an unordered LIMIT lets PostgreSQL pick a sequential scan that only stops early when matches are dense).
 * The cost is bounded by the cap, not by the company's size.
 */
export async function cappedTotal(
  sequelize: Sequelize,
  select: string,
  replacements: Record<string, unknown> = {},
): Promise<ListTotal> {
  const [row] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${select} LIMIT ${TOTAL_CAP + 1}) capped`,
    { type: QueryTypes.SELECT, replacements },
  );
  const n = row?.n ?? 0;
  return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
}

/**
 * `cappedTotal` over a model, a Sequelize where clause and the page's order (the table is aliased by the
 * model's name, as in findAll).
 */
export function cappedTotalOf<M extends Model>(
  model: ModelStatic<M>,
  where: WhereOptions,
  order?: Order,
): Promise<ListTotal> {
  const attributes: FindAttributeOptions = [[model.sequelize!.literal('1'), 'one']];
  return cappedTotal(model.sequelize!, selectSql(model, { where, order, attributes }));
}

/** Fetches a page and its total at the same time. */
export async function paginate<Row, T>(
  request: PageRequest,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  total: () => Promise<ListTotal>,
  present: (row: Row) => T,
): Promise<Page<T>> {
  const [rows, counted] = await Promise.all([fetch(request.size, request.offset), total()]);
  return pageOf(rows.map(present), counted, request);
}

/** The answer schema of a list of `item`, named `name` in the OpenAPI document. */
export function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().min(0),
      /** True when the list has more than `total` rows (a filtered count stopped at the cap). */
      total_capped: z.boolean(),
      page: z.number().int().min(1),
      size: z.number().int().min(1),
      pages: z.number().int().min(0),
    })
    .meta({ id: name });
}
