// Owns how modules describe a PDF (decision 0024): a title, headings, label/value fields, tables, paragraphs and
// photos, in order, never placing text by hand; plus the formats every PDF shares — dates dd/mm/yyyy in
// Europe/London, money £1,234.56 (lib/money.ts `formatPence`) — and the company's letterhead. What is described
// is recorded as a plain definition (lib/pdf-draw.ts draws it); a route answers it as `{ pdf, filename }` and the
// kit rate-limits, caches and renders it in a bounded pool off the event loop (decision 0054).
import type { Transaction } from 'sequelize';
import { Company, CompanySettings } from '../models/index.js';
import { formatUkDate } from '@sitebase/shared';
import { formatPence } from './money.js';
import {
  MISSING_GLYPH,
  drawable,
  type Letterhead,
  type PdfBlock,
  type PdfColumn,
  type PdfDefinition,
  type PdfImage,
  type PdfTable,
} from './pdf-draw.js';
import { pdfPool } from './pdf-pool.js';

export { MISSING_GLYPH, drawable };
export type { Letterhead, PdfColumn, PdfDefinition, PdfImage, PdfTable };

/** Printed for an empty value (a date or amount not given). */
export const EMPTY = '—';

/** A PDF answer: the document (rendered, cached and rate-limited by the kit) and its attachment name. */
export interface PdfFile {
  pdf: PdfDocument;
  filename: string;
}

/**
 * dd/mm/yyyy: a calendar date as that day, an instant as its day in Europe/London; empty → "—". The one date
 * format of every package (`@sitebase/shared`, decision 0066).
 */
export { formatUkDate };

/**
 * A status or code in words for a PDF, as the screens show it: `part_delivered` → "Part delivered", `issued` →
 * "Issued". `words` holds the ones whose label is not just the code spelt out.
 */
export function statusLabel(code: string | null | undefined, words: Record<string, string> = {}): string {
  if (!code) return EMPTY;
  if (words[code]) return words[code];
  const spaced = code.replace(/_/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Money for a PDF: £1,234.56, or "—" when there is none. */
export function formatMoney(pence: number | null | undefined): string {
  return pence == null ? EMPTY : formatPence(pence);
}

/** The company's letterhead: its name, and the address and VAT number from its settings when set. */
export async function loadLetterhead(companyId: string, transaction?: Transaction): Promise<Letterhead> {
  const [company, settings] = await Promise.all([
    Company.findByPk(companyId, { attributes: ['name'], transaction }),
    CompanySettings.findOne({
      where: { company_id: companyId },
      attributes: ['address', 'vat_number'],
      transaction,
    }),
  ]);
  return {
    name: company?.name ?? '',
    address: settings?.address ?? null,
    vat_number: settings?.vat_number ?? null,
  };
}

export interface PdfOptions {
  letterhead: Letterhead;
  /** What the document is ("Project summary", "Purchase order"), printed beside the reference on every page. */
  title: string;
  /** The record's reference (P-0001, PO-00042), on every page. */
  reference: string;
  /** When it was made (default now), in the footer as dd/mm/yyyy. */
  madeAt?: Date;
  /** Printed large and faint across every page: "DRAFT" on a document that is not yet the one sent. */
  watermark?: string | null;
  /** A4 turned on its side, for a report with many columns (default upright). */
  orientation?: 'landscape';
}

/** One document being described; nothing is drawn until it is rendered. */
export interface PdfDocument {
  /** The large title under the letterhead on the first page. */
  title(text: string): PdfDocument;
  /** A small line of muted text (a subtitle). */
  note(text: string): PdfDocument;
  heading(text: string): PdfDocument;
  /** Label / value rows (a record's details); long values wrap and the rows break across pages. */
  fields(rows: readonly (readonly [string, string])[]): PdfDocument;
  table(table: PdfTable): PdfDocument;
  paragraph(text: string): PdfDocument;
  /**
   * A JPEG (its pixel size given), scaled to fit `maxWidth` × `maxHeight` mm (default 120 × 90) keeping its
   * shape, with an optional caption under it; starts a new page when it does not fit.
   */
  image(image: PdfImage): PdfDocument;
  /** What was described, as plain data: what the cache key is hashed from and what a worker draws. */
  definition(): PdfDefinition;
  /**
   * The bytes, drawn in this instance's bounded render pool (lib/pdf-pool.ts), off the event loop. Routes do not
   * call this: they answer `{ pdf, filename }` and the kit's PDF output (lib/pdf-output.ts) rate-limits, caches
   * and renders; jobs filing a PDF call it.
   */
  render(): Promise<Buffer>;
}

export function createPdf(options: PdfOptions): PdfDocument {
  const blocks: PdfBlock[] = [];
  const definition = (): PdfDefinition => ({
    letterhead: {
      name: options.letterhead.name,
      address: options.letterhead.address ?? null,
      vat_number: options.letterhead.vat_number ?? null,
    },
    title: options.title,
    reference: options.reference,
    // The day, not the instant: the same record printed twice on one day is the same document (and cache hit).
    madeOn: formatUkDate(options.madeAt ?? new Date()),
    ...(options.watermark ? { watermark: options.watermark } : {}),
    ...(options.orientation ? { orientation: options.orientation } : {}),
    blocks: [...blocks],
  });
  const add = (block: PdfBlock) => {
    blocks.push(block);
    return pdf;
  };
  const pdf: PdfDocument = {
    title: (text) => add({ kind: 'title', text }),
    note: (text) => add({ kind: 'note', text }),
    heading: (text) => add({ kind: 'heading', text }),
    paragraph: (text) => add({ kind: 'paragraph', text }),
    fields: (rows) => add({ kind: 'fields', rows: rows.map(([label, value]) => [label, value] as const) }),
    table: (table) =>
      add({
        kind: 'table',
        table: {
          columns: table.columns.map((c) => ({ ...c })),
          rows: table.rows.map((row) => [...row]),
          ...(table.foot ? { foot: [...table.foot] } : {}),
          ...(table.empty !== undefined ? { empty: table.empty } : {}),
          ...(table.keepTogether ? { keepTogether: true } : {}),
          ...(table.fontSize ? { fontSize: table.fontSize } : {}),
        },
      }),
    image: (image) => add({ kind: 'image', image: { ...image, caption: image.caption ?? null } }),
    definition,
    render: () => pdfPool().render(definition()),
  };
  return pdf;
}
