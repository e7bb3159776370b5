// Owns the one paging rule of every list: `page` 1–1,000,000 and `size` 1–100 (default 20), both whole numbers
// in the query string; anything else is refused with 400 and the message below (never clamped silently).
// `paginate` runs a page and its count together and answers `{items, total, page, size, pages}`.
import { z } from 'zod';

export const PAGE_MAX = 1_000_000;
export const SIZE_MAX = 100;
export const DEFAULT_SIZE = 20;

export const PAGE_MESSAGE = `Page must be a whole number from 1 to ${PAGE_MAX}`;
export const SIZE_MESSAGE = `Size must be a whole number from 1 to ${SIZE_MAX}`;

const wholeNumber = (max: number, message: string) =>
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
  total: number;
  page: number;
  size: number;
  pages: number;
}

export function pageOf<T>(
  items: T[],
  total: number,
  { page, size }: { page: number; size: number },
): Page<T> {
  return { items, total, page, size, pages: total === 0 ? 0 : Math.ceil(total / size) };
}

/** Fetches a page and counts the whole list at the same time. */
export async function paginate<Row, T>(
  request: PageRequest,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
  present: (row: Row) => T,
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([fetch(request.size, request.offset), count()]);
  return pageOf(rows.map(present), total, request);
}

/** The answer schema of a list of `item`, named `name` in the OpenAPI document. */
export function pageSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().min(0),
      page: z.number().int().min(1),
      size: z.number().int().min(1),
      pages: z.number().int().min(0),
    })
    .meta({ id: name });
}
