// Owns "export what you see" (decision 0065): a list route that declares `exports` gets a sibling route,
// `GET <list path>/export?format=csv|xlsx&<the list's own filters>`, made here from the list's declaration. The
// sibling runs the list's own handler — so the same query schema, filters, visibility rules and presenter — page
// after page inside one read-only REPEATABLE READ transaction (one consistent snapshot, so rows neither repeat nor
// go missing between batches), and streams each batch out as it arrives: CSV through csv-stringify, XLSX through
// exceljs's streaming WorkbookWriter. Only one batch is held at a time, and the next one is read only once the
// client has taken the last (backpressure), so memory does not grow with the list. Columns are declared beside
// the presenter, with the policy deciding which ones a reader gets (a worker never gets a column the screen
// hides from them). Money travels in pence and leaves as pounds: plain decimals in CSV, numbers with a £ format
// in XLSX; dates leave as dd/mm/yyyy (Europe/London for instants). Text a spreadsheet would run as a formula
// (= + - @, tab, CR) is prefixed with an apostrophe in CSV.
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import type { Actor } from '../lib/auth.js';
import { londonDate } from '../lib/calendar.js';
import { inReadSnapshot } from '../lib/request-transaction.js';
import type { HandlerContext, RouteDef } from './route.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read per batch: large enough that the list's per-page work is small beside it, small in memory. */
export const EXPORT_BATCH_SIZE = 500;

/** How a column's value is written: text as is, money from pence, a date, a plain number. */
export type ExportKind = 'text' | 'money' | 'date' | 'number';

export type ExportValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<T> {
  header: string;
  /** Default text. `money` takes pence; `date` takes `YYYY-MM-DD` or an ISO instant (its London date). */
  kind?: ExportKind;
  value: (row: T) => ExportValue;
  /** Column width in characters (XLSX). */
  width?: number;
  /** Whether the reader gets this column at all (a policy function: commercial figures for supervisors up). */
  visible?: (actor: Actor) => boolean;
}

export interface ListExport<T = never> {
  /** File name stem: `purchase-orders` → `purchase-orders-2026-11-27.csv`. */
  name: string;
  /** The sheet's name in XLSX (at most 31 characters). */
  title: string;
  /** CSV always; XLSX for the main lists. */
  formats: readonly ExportFormat[];
  columns: readonly ExportColumn<T>[];
}

/** Declares a list's export beside its presenter: `defineExport<ProjectAnswer>({ … })`. */
export function defineExport<T>(spec: ListExport<T>): ListExport<T> {
  return spec;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_TYPE,
};

/** £1,234.56 and −£1,234.56 (the house's minus sign), two decimals, as Excel shows a number. */
export const XLSX_MONEY_FORMAT = '"£"#,##0.00;"−£"#,##0.00';
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';

/** Pence as plain decimal pounds, worked in whole numbers: -1234 → "-12.34". */
export function poundsText(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` as is; an instant → its Europe/London calendar date; anything else → null. */
function calendarDate(value: ExportValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : londonDate(value);
  if (typeof value !== 'string' || !value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : londonDate(instant);
}

/** dd/mm/yyyy of a date or instant (empty when there is none). */
export function ukDateText(value: ExportValue): string {
  const day = calendarDate(value);
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';
}

function textOf(value: ExportValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return ukDateText(value);
  return String(value ?? '');
}

/** The file name: the list's stem and today's London date. */
export function exportFilename(spec: Pick<ListExport, 'name'>, format: ExportFormat, now = new Date()) {
  return `${spec.name}-${londonDate(now)}.${format}`;
}

/** The columns this reader gets. */
export function columnsFor<T>(spec: ListExport<T>, actor: Actor | undefined): ExportColumn<T>[] {
  return spec.columns.filter((c) => !c.visible || (actor !== undefined && c.visible(actor)));
}

/** Header-safe attachment name with the exact UTF-8 name beside it (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A CSV record for one row: money stays a number (pence) so the writer's formula guard leaves a negative amount
 * alone and its `cast` prints it as pounds; every other value is text.
 */
function csvRecord<T>(columns: readonly ExportColumn<T>[], row: T): (string | number)[] {
  return columns.map((c) => {
    const value = c.value(row);
    if (value == null || value === '') return '';
    switch (c.kind) {
      case 'money':
        return typeof value === 'number' ? value : '';
      case 'date':
        return ukDateText(value);
      case 'number':
        return typeof value === 'number' ? String(value) : '';
      default:
        return textOf(value);
    }
  });
}

/** A CSV stream of the batches (header row first, a UTF-8 BOM so Excel reads £ and accents right). */
export function csvStream<T>(columns: readonly ExportColumn<T>[], batches: AsyncIterable<T[]>): Readable {
  const money = new Set(columns.flatMap((c, i) => (c.kind === 'money' ? [i] : [])));
  const records = Readable.from(
    (async function* () {
      for await (const batch of batches) for (const row of batch) yield csvRecord(columns, row);
    })(),
  );
  const writer = stringify({
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: {
      number: (value, context) => (money.has(Number(context.index)) ? poundsText(value) : String(value)),
    },
  });
  records.on('error', (err) => writer.destroy(err));
  return records.pipe(writer);
}

function xlsxCell<T>(column: ExportColumn<T>, row: T): ExcelJS.CellValue {
  const value = column.value(row);
  if (value == null || value === '') return null;
  switch (column.kind) {
    case 'money':
      return typeof value === 'number' ? Math.round(value) / 100 : null;
    case 'date': {
      const day = calendarDate(value);
      // A calendar date as midnight UTC: the serial Excel stores is that day whatever the server's zone.
      return day ? new Date(`${day}T00:00:00Z`) : null;
    }
    case 'number':
      return typeof value === 'number' ? value : null;
    default:
      return textOf(value);
  }
}

/** Waits until `out` has room again, so a slow client holds back the reads instead of filling memory. */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  if (out.destroyed) throw new Error('The client went away');
}

/** Writes the batches as one XLSX sheet (bold, frozen header row; money and date formats) to `out`. */
export async function writeXlsx<T>(
  out: Writable,
  title: string,
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<T[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'SiteBase';
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? (c.kind === 'money' ? 14 : c.kind === 'date' ? 12 : 20),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const formats = columns.map((c) =>
    c.kind === 'money' ? XLSX_MONEY_FORMAT : c.kind === 'date' ? XLSX_DATE_FORMAT : undefined,
  );
  for await (const batch of batches) {
    for (const item of batch) {
      const row = sheet.addRow(columns.map((c) => xlsxCell(c, item)));
      formats.forEach((numFmt, i) => {
        if (numFmt) row.getCell(i + 1).numFmt = numFmt;
      });
      row.commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The list's pages, `size` rows at a time, until one comes back short. `fetchPage` is the list's own handler,
 * so each batch is exactly what the list would show on that page.
 */
export async function* pagesOf<T>(
  fetchPage: (page: number, size: number) => Promise<{ items: T[] }>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<T[]> {
  for (let page = 1; ; page += 1) {
    const { items } = await fetchPage(page, size);
    if (items.length) yield items;
    if (items.length < size) return;
  }
}

/** The first batch read before anything is sent (a refusal is still a JSON error), then the rest. */
async function primed<T>(batches: AsyncGenerator<T[]>): Promise<AsyncIterable<T[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/** Streams one export to `res`: headers, then the batches, inside one read-only snapshot of the database. */
export async function streamExport<T>(options: {
  res: Response;
  db: Sequelize;
  spec: ListExport<T>;
  format: ExportFormat;
  actor: Actor | undefined;
  fetchPage: (page: number, size: number) => Promise<{ items: T[] }>;
  batchSize?: number;
}): Promise<void> {
  const { res, spec, format } = options;
  const columns = columnsFor(spec, options.actor);
  await inReadSnapshot(options.db, async () => {
    const batches = await primed(pagesOf(options.fetchPage, options.batchSize));
    res
      .status(200)
      .type(EXPORT_CONTENT_TYPES[format])
      .setHeader('Content-Disposition', contentDisposition(exportFilename(spec, format)))
      .setHeader('X-Content-Type-Options', 'nosniff')
      .setHeader('Cache-Control', 'private, no-store');
    try {
      if (format === 'csv') await pipeline(csvStream(columns, batches), res);
      else {
        await writeXlsx(res, spec.title, columns, batches);
        res.end();
      }
    } catch (err) {
      // Headers are gone: the only honest signal left is a cut connection, never a file that looks whole (the
      // kit logs the error and leaves the answer alone).
      res.destroy();
      throw err;
    }
  });
}

/** The export route's query: the list's own filters (no paging) and the format. */
export function exportQuery(list: RouteDef, formats: readonly ExportFormat[]): z.ZodObject {
  const shape = { ...(list.query?.shape ?? {}) } as Record<string, z.ZodType>;
  delete shape.page;
  delete shape.size;
  const base = z.object(shape);
  const allowed = formats as unknown as [ExportFormat, ...ExportFormat[]];
  return base.extend({
    format: z
      .enum(allowed, { error: `Format must be one of: ${formats.join(', ')}` })
      .default('csv')
      .describe('csv (default) or xlsx where the list offers it'),
  });
}

/** The sibling route a list's `exports` declaration gives it (added by defineModule). */
export function exportRouteOf(list: RouteDef): RouteDef {
  const spec = list.exports!;
  if (list.method !== 'get') throw new Error(`${list.path}: only a GET list can be exported`);
  return {
    method: 'get',
    path: `${list.path}/export`,
    summary: `${list.summary} (export as ${spec.formats.join(' or ').toUpperCase()})`,
    description:
      'The list with the same filters and visibility as its page, every row, streamed as a file ' +
      '(docs/decisions/0065-export-what-you-see.md). Counted against the per-user document limit.',
    access: list.access,
    query: exportQuery(list, spec.formats),
    produces: 'export',
    status: 200,
    errors: {},
    sensitive: false,
    paramNames: list.paramNames,
    tag: list.tag,
    exportOf: list,
    handler: async (ctx) => {
      const { format, ...filters } = ctx.query as { format: ExportFormat } & Record<string, unknown>;
      const actor = ctx.req.actor;
      await streamExport({
        res: ctx.res,
        db: ctx.db,
        spec: spec as ListExport<unknown>,
        format,
        actor,
        fetchPage: async (page, size) => {
          // The list's own handler, with the export's filters and the batch as its page.
          const pageCtx = Object.create(ctx) as HandlerContext<unknown, string, unknown, unknown>;
          pageCtx.query = { ...filters, page, size };
          return (await list.handler(pageCtx)) as { items: unknown[] };
        },
      });
    },
  };
}

/** A status as people read it: `on_hold` → "On hold". */
export function statusText(value: string | null | undefined): string {
  if (!value) return '';
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A person's name card as "First Last". */
export function personText(person: { first_name: string; last_name: string } | null | undefined): string {
  return person ? `${person.first_name} ${person.last_name}`.trim() : '';
}
