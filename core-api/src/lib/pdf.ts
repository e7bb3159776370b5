// Owns how every PDF the product makes looks and reads (decision 0024): A4 on jspdf, tables on
// jspdf-autotable (they break across pages and repeat their header row), the company's letterhead and the
// document's reference on every page, "Page x of y" and the date made in the footer, dates dd/mm/yyyy in
// Europe/London and money £1,234.56 (lib/money.ts `formatPence`). Modules describe content (title, headings,
// label/value fields, tables, paragraphs) and never place text by hand.
//
// Text is drawn in DejaVu Sans (embedded, subset by jspdf), which covers every Latin script — Welsh ŵ ŷ,
// Polish ł ż, Irish, Nordic — so names print as typed; what it still cannot draw (emoji, other scripts) is
// replaced with U+FFFD rather than printed as garbage.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import { autoTable, type CellInput, type RowInput } from 'jspdf-autotable';
import type { Transaction } from 'sequelize';
import { Company, CompanySettings } from '../models/index.js';
import { formatPence } from './money.js';

const FONT = 'DejaVuSans';
const FONT_FILES = { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
/** Printed where the font has no glyph (an emoji, a script DejaVu lacks): the Unicode replacement character. */
export const MISSING_GLYPH = '\uFFFD';
/** Printed for an empty value (a date or amount not given). */
export const EMPTY = '—';

// A4 in millimetres and the page's furniture.
const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 15;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Body text starts below the letterhead on every page (tables continue there too). */
const CONTENT_TOP = 32;
/** Body text ends above the footer. */
const CONTENT_BOTTOM = PAGE_HEIGHT - 18;

let fontData: Record<keyof typeof FONT_FILES, string> | undefined;
/** The TTFs as base64, read once per process (about 1 MB each as text). */
function fonts(): Record<keyof typeof FONT_FILES, string> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)).toString('base64');
    fontData = { normal: read(FONT_FILES.normal), bold: read(FONT_FILES.bold) };
  }
  return fontData;
}

// An emoji with its skin-tone modifiers, variation selectors and zero-width-joined parts: one placeholder.
const EMOJI_SEQUENCE =
  /\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{1,2}/gu;
// Invisible joiners and selectors left on their own draw nothing: dropped.
const INVISIBLE = /[\u200B-\u200D\u2060]|\p{Variation_Selector}/gu;

/**
 * `text` with every character the font cannot draw replaced by U+FFFD. jspdf measures and encodes UTF-16 code
 * units against the font's cmap, so a code point outside the Basic Multilingual Plane, or without a glyph, would
 * come out as garbage.
 */
export function drawable(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(EMOJI_SEQUENCE, MISSING_GLYPH).replace(INVISIBLE, '')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || ch === '\t') out += ch;
    else if (cp === 0xfffd || (cp <= 0xffff && hasGlyph(cp))) out += ch;
    else out += MISSING_GLYPH;
  }
  return out;
}

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * dd/mm/yyyy. A calendar date (`YYYY-MM-DD`) prints as that day; an instant (a `Date` or an ISO timestamp)
 * prints as its day in Europe/London (23:30 UTC on 30 June is 1 July in BST). Empty → "—".
 */
export function formatUkDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return EMPTY;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return EMPTY;
  return UK_DATE.format(instant);
}

/** Money for a PDF: £1,234.56, or "—" when there is none. */
export function formatMoney(pence: number | null | undefined): string {
  return pence == null ? EMPTY : formatPence(pence);
}

/** Who the document is from, printed at the top of every page. */
export interface Letterhead {
  name: string;
  address?: string | null;
  vat_number?: string | null;
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
}

export interface PdfColumn {
  header: string;
  /** Amounts and quantities align right. */
  align?: 'left' | 'right';
  /** Millimetres; columns without one share what is left. */
  width?: number;
}

export interface PdfTable {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** A totals row, printed bold after the last row. */
  foot?: readonly string[];
  /** Printed instead of an empty table. */
  empty?: string;
}

/** One document being written; `toBuffer()` stamps the letterhead and page numbers and returns the bytes. */
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
  toBuffer(): Buffer;
}

export interface PdfImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
  caption?: string | null;
  maxWidth?: number;
  maxHeight?: number;
}

type AutoTableDoc = jsPDF & { lastAutoTable?: { finalY?: number } };

export function createPdf(options: PdfOptions): PdfDocument {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' }) as AutoTableDoc;
  const data = fonts();
  doc.addFileToVFS(FONT_FILES.normal, data.normal);
  doc.addFont(FONT_FILES.normal, FONT, 'normal');
  doc.addFileToVFS(FONT_FILES.bold, data.bold);
  doc.addFont(FONT_FILES.bold, FONT, 'bold');
  doc.setFont(FONT, 'normal');
  const glyphs = doc.getFont() as unknown as { metadata: { characterToGlyph(code: number): number } };
  const safe = (text: string) => drawable(text, (cp) => glyphs.metadata.characterToGlyph(cp) !== 0);
  doc.setProperties({ title: safe(`${options.title} ${options.reference}`), creator: 'SiteBase' });

  let y = CONTENT_TOP;
  const ensure = (height: number) => {
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = CONTENT_TOP;
    }
  };
  const tableBase = {
    margin: { top: CONTENT_TOP, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: MARGIN, right: MARGIN },
    styles: { font: FONT, fontSize: 9, cellPadding: 1.5, overflow: 'linebreak' as const },
    headStyles: { font: FONT, fontStyle: 'bold' as const },
    footStyles: { font: FONT, fontStyle: 'bold' as const },
  };
  const afterTable = () => {
    y = (doc.lastAutoTable?.finalY ?? y) + 4;
  };

  const pdf: PdfDocument = {
    title(text) {
      const lines = doc
        .setFont(FONT, 'bold')
        .setFontSize(16)
        .splitTextToSize(safe(text), CONTENT_WIDTH) as string[];
      ensure(lines.length * 7);
      doc.text(lines, MARGIN, y + 4);
      y += lines.length * 7 + 2;
      return pdf;
    },
    note(text) {
      ensure(5);
      doc.setFont(FONT, 'normal').setFontSize(9).setTextColor(90).text(safe(text), MARGIN, y);
      doc.setTextColor(0);
      y += 5;
      return pdf;
    },
    heading(text) {
      ensure(16);
      y += 3;
      doc.setFont(FONT, 'bold').setFontSize(12).text(safe(text), MARGIN, y);
      y += 2;
      doc.setLineWidth(0.3).line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
      y += 3;
      return pdf;
    },
    fields(rows) {
      autoTable(doc, {
        ...tableBase,
        startY: y,
        theme: 'plain',
        body: rows.map(([label, value]) => [safe(label), safe(value)]) as RowInput[],
        columnStyles: { 0: { cellWidth: 50, fontStyle: 'bold' } },
        styles: { ...tableBase.styles, fontSize: 10 },
      });
      afterTable();
      return pdf;
    },
    table({ columns, rows, foot, empty }) {
      if (!rows.length && empty) return pdf.paragraph(empty);
      const columnStyles = Object.fromEntries(
        columns.map((c, i) => [
          i,
          { halign: c.align ?? 'left', ...(c.width ? { cellWidth: c.width } : {}) } as const,
        ]),
      );
      const cells = (row: readonly string[]): CellInput[] =>
        row.map((text, i) => ({ content: safe(text), styles: { halign: columns[i]?.align ?? 'left' } }));
      autoTable(doc, {
        ...tableBase,
        startY: y,
        theme: 'striped',
        head: [cells(columns.map((c) => c.header))],
        body: rows.map(cells),
        ...(foot ? { foot: [cells(foot)] } : {}),
        showHead: 'everyPage',
        showFoot: 'lastPage',
        columnStyles,
        headStyles: { ...tableBase.headStyles, fillColor: [60, 60, 60], textColor: 255 },
        footStyles: { ...tableBase.footStyles, fillColor: [235, 235, 235], textColor: 0 },
      });
      afterTable();
      return pdf;
    },
    paragraph(text) {
      const lines = doc
        .setFont(FONT, 'normal')
        .setFontSize(10)
        .splitTextToSize(safe(text), CONTENT_WIDTH) as string[];
      for (const line of lines) {
        ensure(5);
        doc.text(line, MARGIN, y + 3);
        y += 5;
      }
      y += 2;
      return pdf;
    },
    image({ jpeg, width, height, caption, maxWidth = 120, maxHeight = 90 }) {
      const scale = Math.min(Math.min(maxWidth, CONTENT_WIDTH) / width, maxHeight / height);
      const w = width * scale;
      const h = height * scale;
      ensure(h + (caption ? 7 : 3));
      doc.addImage(jpeg, 'JPEG', MARGIN, y, w, h);
      y += h + 1;
      if (caption) {
        doc.setFont(FONT, 'normal').setFontSize(9).setTextColor(90);
        doc.text(safe(caption), MARGIN, y + 3, { maxWidth: CONTENT_WIDTH });
        doc.setTextColor(0);
        y += 5;
      }
      y += 3;
      return pdf;
    },
    toBuffer() {
      const pages = doc.getNumberOfPages();
      const madeOn = formatUkDate(options.madeAt ?? new Date());
      const { letterhead } = options;
      const details = [
        letterhead.address?.replace(/\s*\n\s*/g, ', '),
        letterhead.vat_number && `VAT ${letterhead.vat_number}`,
      ]
        .filter(Boolean)
        .join(' · ');
      for (let page = 1; page <= pages; page++) {
        doc.setPage(page);
        doc.setTextColor(0);
        doc.setFont(FONT, 'bold').setFontSize(11).text(safe(letterhead.name), MARGIN, 14, { maxWidth: 110 });
        if (details) {
          doc.setFont(FONT, 'normal').setFontSize(8).text(safe(details), MARGIN, 19, { maxWidth: 110 });
        }
        doc
          .setFont(FONT, 'bold')
          .setFontSize(11)
          .text(safe(options.reference), PAGE_WIDTH - MARGIN, 14, { align: 'right' });
        doc
          .setFont(FONT, 'normal')
          .setFontSize(9)
          .text(safe(options.title), PAGE_WIDTH - MARGIN, 19, { align: 'right' });
        doc.setLineWidth(0.4).line(MARGIN, 24, PAGE_WIDTH - MARGIN, 24);

        doc.setLineWidth(0.2).line(MARGIN, PAGE_HEIGHT - 14, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 14);
        doc.setFont(FONT, 'normal').setFontSize(8);
        doc.text(`Made ${madeOn}`, MARGIN, PAGE_HEIGHT - 9);
        doc.text(`Page ${page} of ${pages}`, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 9, { align: 'right' });
      }
      return Buffer.from(doc.output('arraybuffer'));
    },
  };
  return pdf;
}
