// Owns drawing a PDF from its definition (decision 0024, rendering moved here by decision 0054): A4 on jspdf,
// tables on jspdf-autotable (they break across pages and repeat their header row), the letterhead and the
// document's reference on every page, "Page x of y" and the date made in the footer. A definition is plain
// data (strings and JPEG bytes), so it crosses to a worker thread (lib/pdf-worker.ts) by structured clone and
// hashes to a cache key (lib/pdf-output.ts); this file imports no models and touches no database, so a worker
// loads only jspdf and the fonts.
//
// Text is drawn in DejaVu Sans (embedded, subset by jspdf), which covers every Latin script — Welsh ŵ ŷ,
// Polish ł ż, Irish, Nordic — so names print as typed; what it still cannot draw (emoji, other scripts) is
// replaced with U+FFFD rather than printed as garbage.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GState, jsPDF } from 'jspdf';
import { autoTable, type CellInput, type RowInput } from 'jspdf-autotable';

const FONT = 'DejaVuSans';
const FONT_FILES = { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
/** Printed where the font has no glyph (an emoji, a script DejaVu lacks): the Unicode replacement character. */
export const MISSING_GLYPH = '\uFFFD';

/**
 * Bumped whenever the drawing below changes what a definition looks like on paper, so cached PDFs drawn by an
 * older layout are not served (the cache key includes it).
 */
export const PDF_LAYOUT_VERSION = 2;

// A4 in millimetres and the page's furniture.
const A4_SHORT = 210;
const A4_LONG = 297;
const MARGIN = 15;
/** Body text starts below the letterhead on every page (tables continue there too). */
const CONTENT_TOP = 32;

/** The page's size and the room for body text: A4 upright, or turned for a wide report's columns. */
function pageOf(orientation: PdfDefinition['orientation']) {
  const PAGE_WIDTH = orientation === 'landscape' ? A4_LONG : A4_SHORT;
  const PAGE_HEIGHT = orientation === 'landscape' ? A4_SHORT : A4_LONG;
  return {
    PAGE_WIDTH,
    PAGE_HEIGHT,
    CONTENT_WIDTH: PAGE_WIDTH - 2 * MARGIN,
    /** Body text ends above the footer. */
    CONTENT_BOTTOM: PAGE_HEIGHT - 18,
  };
}

/** Who the document is from, printed at the top of every page. */
export interface Letterhead {
  name: string;
  address?: string | null;
  vat_number?: string | null;
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
  /**
   * Never split across pages (a totals block): when it, with the heading just before it, does not fit in what is
   * left of the page, both start the next page.
   */
  keepTogether?: boolean;
  /** Points (default 9): a wide table of amounts (an application's schedule) is set at 8 to keep headings whole. */
  fontSize?: number;
}

export interface PdfImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
  caption?: string | null;
  maxWidth?: number;
  maxHeight?: number;
}

/** One piece of body content, in the order it was described. */
export type PdfBlock =
  | { kind: 'title' | 'note' | 'heading' | 'paragraph'; text: string }
  | { kind: 'fields'; rows: readonly (readonly [string, string])[] }
  | { kind: 'table'; table: PdfTable }
  | { kind: 'image'; image: PdfImage };

/** Everything a PDF is drawn from: plain data, the same bytes out for the same definition. */
export interface PdfDefinition {
  letterhead: Letterhead;
  /** What the document is ("Project summary"), printed beside the reference on every page. */
  title: string;
  /** The record's reference (P-0001), on every page. */
  reference: string;
  /** The footer's "Made dd/mm/yyyy" date, already formatted. */
  madeOn: string;
  /** Printed large and faint across every page ("DRAFT"): a document that is not the final one. */
  watermark?: string | null;
  /** A4 upright unless `landscape` (a report whose table has many columns). */
  orientation?: 'landscape';
  blocks: readonly PdfBlock[];
}

let fontData: Record<keyof typeof FONT_FILES, string> | undefined;
/** The TTFs as base64, read once per thread (about 1 MB each as text). */
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

type AutoTableDoc = jsPDF & { lastAutoTable?: { finalY?: number } };

/** The PDF's bytes. CPU-bound (fonts subset, tables laid out): called in a worker thread, never per request. */
export function drawPdf(definition: PdfDefinition): Buffer {
  const { PAGE_WIDTH, PAGE_HEIGHT, CONTENT_WIDTH, CONTENT_BOTTOM } = pageOf(definition.orientation);
  const doc = new jsPDF({
    unit: 'mm',
    format: 'a4',
    orientation: definition.orientation ?? 'portrait',
  }) as AutoTableDoc;
  const data = fonts();
  doc.addFileToVFS(FONT_FILES.normal, data.normal);
  doc.addFont(FONT_FILES.normal, FONT, 'normal');
  doc.addFileToVFS(FONT_FILES.bold, data.bold);
  doc.addFont(FONT_FILES.bold, FONT, 'bold');
  doc.setFont(FONT, 'normal');
  const glyphs = doc.getFont() as unknown as { metadata: { characterToGlyph(code: number): number } };
  const safe = (text: string) => drawable(text, (cp) => glyphs.metadata.characterToGlyph(cp) !== 0);
  doc.setProperties({ title: safe(`${definition.title} ${definition.reference}`), creator: 'SiteBase' });

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

  const title = (text: string) => {
    const lines = doc
      .setFont(FONT, 'bold')
      .setFontSize(16)
      .splitTextToSize(safe(text), CONTENT_WIDTH) as string[];
    ensure(lines.length * 7);
    doc.text(lines, MARGIN, y + 4);
    y += lines.length * 7 + 2;
  };
  const note = (text: string) => {
    ensure(5);
    doc.setFont(FONT, 'normal').setFontSize(9).setTextColor(90).text(safe(text), MARGIN, y);
    doc.setTextColor(0);
    y += 5;
  };
  const heading = (text: string) => {
    ensure(16);
    y += 3;
    doc.setFont(FONT, 'bold').setFontSize(12).text(safe(text), MARGIN, y);
    y += 2;
    doc.setLineWidth(0.3).line(MARGIN, y, PAGE_WIDTH - MARGIN, y);
    y += 3;
  };
  const fields = (rows: readonly (readonly [string, string])[]) => {
    autoTable(doc, {
      ...tableBase,
      startY: y,
      theme: 'plain',
      body: rows.map(([label, value]) => [safe(label), safe(value)]) as RowInput[],
      columnStyles: { 0: { cellWidth: 50, fontStyle: 'bold' } },
      styles: { ...tableBase.styles, fontSize: 10 },
    });
    afterTable();
  };
  const paragraph = (text: string) => {
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
  };
  /** About how tall a table will be drawn (9 pt lines, wrapped to its columns' widths), to keep it whole. */
  const tableHeight = ({ columns, rows, foot, fontSize = 9 }: PdfTable) => {
    const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = columns.filter((c) => !c.width).length;
    const widths = columns.map((c) => c.width ?? (CONTENT_WIDTH - fixed) / Math.max(1, flexible));
    doc.setFont(FONT, 'normal').setFontSize(fontSize);
    const rowHeight = (row: readonly string[]) =>
      Math.max(
        1,
        ...row.map(
          (text, i) => (doc.splitTextToSize(safe(text), Math.max(1, widths[i]! - 3)) as string[]).length,
        ),
      ) *
        fontSize *
        0.41 +
      3;
    return [columns.map((c) => c.header), ...rows, ...(foot ? [foot] : [])].reduce(
      (sum, row) => sum + rowHeight(row),
      0,
    );
  };
  const table = ({ columns, rows, foot, empty, keepTogether, fontSize }: PdfTable) => {
    if (!rows.length && empty) return paragraph(empty);
    if (keepTogether) ensure(tableHeight({ columns, rows, foot, ...(fontSize ? { fontSize } : {}) }));
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
      ...(fontSize ? { styles: { ...tableBase.styles, fontSize } } : {}),
      columnStyles,
      headStyles: { ...tableBase.headStyles, fillColor: [60, 60, 60], textColor: 255 },
      footStyles: { ...tableBase.footStyles, fillColor: [235, 235, 235], textColor: 0 },
    });
    afterTable();
  };
  const image = ({ jpeg, width, height, caption, maxWidth = 120, maxHeight = 90 }: PdfImage) => {
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
  };

  definition.blocks.forEach((block, index) => {
    // A heading stays with a table kept whole: both move to the next page when the table would not fit.
    const next = definition.blocks[index + 1];
    if (
      block.kind === 'heading' &&
      next?.kind === 'table' &&
      next.table.keepTogether &&
      next.table.rows.length
    ) {
      ensure(16 + tableHeight(next.table));
    }
    switch (block.kind) {
      case 'title':
        title(block.text);
        break;
      case 'note':
        note(block.text);
        break;
      case 'heading':
        heading(block.text);
        break;
      case 'paragraph':
        paragraph(block.text);
        break;
      case 'fields':
        fields(block.rows);
        break;
      case 'table':
        table(block.table);
        break;
      case 'image':
        image(block.image);
        break;
    }
  });

  // The letterhead, reference and "Page x of y" go on once every page is laid out (the total is known last).
  const pages = doc.getNumberOfPages();
  const { letterhead } = definition;
  const details = [
    letterhead.address?.replace(/\s*\n\s*/g, ', '),
    letterhead.vat_number && `VAT ${letterhead.vat_number}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const watermark = definition.watermark ? safe(definition.watermark) : '';
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    if (watermark) {
      // Large, faint and diagonal across the middle of the page, under nothing that matters.
      doc.saveGraphicsState();
      doc.setGState(new GState({ opacity: 0.12 }));
      doc.setFont(FONT, 'bold').setFontSize(110).setTextColor(200, 0, 0);
      const half = doc.getTextWidth(watermark) / 2;
      const diagonal = Math.SQRT1_2;
      doc.text(watermark, PAGE_WIDTH / 2 - half * diagonal, PAGE_HEIGHT / 2 + half * diagonal, { angle: 45 });
      doc.restoreGraphicsState();
    }
    doc.setTextColor(0);
    doc.setFont(FONT, 'bold').setFontSize(11).text(safe(letterhead.name), MARGIN, 14, { maxWidth: 110 });
    if (details) {
      doc.setFont(FONT, 'normal').setFontSize(8).text(safe(details), MARGIN, 19, { maxWidth: 110 });
    }
    doc
      .setFont(FONT, 'bold')
      .setFontSize(11)
      .text(safe(definition.reference), PAGE_WIDTH - MARGIN, 14, { align: 'right' });
    doc
      .setFont(FONT, 'normal')
      .setFontSize(9)
      .text(safe(definition.title), PAGE_WIDTH - MARGIN, 19, { align: 'right' });
    doc.setLineWidth(0.4).line(MARGIN, 24, PAGE_WIDTH - MARGIN, 24);

    doc.setLineWidth(0.2).line(MARGIN, PAGE_HEIGHT - 14, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 14);
    doc.setFont(FONT, 'normal').setFontSize(8);
    doc.text(`Made ${definition.madeOn}`, MARGIN, PAGE_HEIGHT - 9);
    doc.text(`Page ${page} of ${pages}`, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 9, { align: 'right' });
  }
  return Buffer.from(doc.output('arraybuffer'));
}
