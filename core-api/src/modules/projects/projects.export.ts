// Owns the PDF project summary (jspdf): details, team, budget vs committed and the notes the reader may see.
// Callers pass only what the reader is allowed to see (and say whether commercial terms are); this module never
// queries. Text is drawn in DejaVu Sans (embedded, subset by jspdf), which covers every Latin script — Welsh ŵ ŷ,
// Polish ł ż, Irish, Nordic — so names print as typed; what it still cannot draw (emoji, other scripts) is
// replaced with U+FFFD rather than printed as garbage.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import type { Project, ProjectNote, ProjectTeamMember } from '../../models/index.js';
import { BUDGET_CATEGORIES } from '../../models/index.js';
import { budgetOf } from './projects.presenter.js';

const FONT = 'DejaVuSans';
const FONT_FILES = { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
/** Printed where the font has no glyph (an emoji, a script DejaVu lacks): the Unicode replacement character. */
export const MISSING_GLYPH = '\uFFFD';

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

const pounds = (pence: number | null) =>
  pence == null
    ? '-'
    : `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const ukDate = (iso: string | Date | null | undefined) => {
  if (!iso) return '-';
  const d = typeof iso === 'string' ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : iso;
  return d.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
};

/** The words the app shows for codes (the web's labels), so the PDF never prints `JCT_DB` or `on_hold`. */
export const PDF_LABELS: Record<string, string> = {
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  worker: 'All Team Members',
  supervisor: 'Supervisors & Above',
  manager: 'Managers & Above',
  admin: 'Admins Only',
  JCT_DB: 'JCT Design and Build',
  JCT_SBC: 'JCT Standard Building Contract',
  JCT_MW: 'JCT Minor Works',
  NEC4_ECC_A: 'NEC4 ECC Option A',
  NEC4_ECC_C: 'NEC4 ECC Option C',
  bespoke: 'Bespoke',
  labour: 'Labour',
  plant: 'Plant',
  materials: 'Materials',
  subcontract: 'Subcontract',
  preliminaries: 'Preliminaries',
  other: 'Other',
};
const label = (code: string) => PDF_LABELS[code] ?? code;

const ROLE_LABELS: Record<string, string> = {
  worker: 'Worker',
  supervisor: 'Supervisor',
  manager: 'Manager',
  admin: 'Admin',
};

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

export interface PdfOptions {
  /** Whether the reader may see commercial terms (supervisor and up): contract, budget, payment, client contact. */
  commercial: boolean;
}

export function renderProjectPdf(
  project: Project,
  team: ProjectTeamMember[],
  notes: ProjectNote[],
  { commercial }: PdfOptions,
): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const data = fonts();
  doc.addFileToVFS(FONT_FILES.normal, data.normal);
  doc.addFont(FONT_FILES.normal, FONT, 'normal');
  doc.addFileToVFS(FONT_FILES.bold, data.bold);
  doc.addFont(FONT_FILES.bold, FONT, 'bold');
  doc.setFont(FONT, 'normal');
  const glyphs = doc.getFont() as unknown as {
    metadata: { characterToGlyph(code: number): number };
  };
  const hasGlyph = (cp: number) => glyphs.metadata.characterToGlyph(cp) !== 0;
  const safe = (text: string) => drawable(text, hasGlyph);

  const left = 15;
  const width = 180;
  let y = 18;
  const ensure = (h: number) => {
    if (y + h > 282) {
      doc.addPage();
      y = 18;
    }
  };
  const heading = (text: string) => {
    ensure(14);
    y += 4;
    doc.setFont(FONT, 'bold').setFontSize(13).text(text, left, y);
    y += 2;
    doc.setLineWidth(0.3).line(left, y, left + width, y);
    y += 6;
  };
  const row = (name: string, value: string) => {
    const lines = doc
      .setFont(FONT, 'normal')
      .setFontSize(10)
      .splitTextToSize(safe(value), width - 55) as string[];
    ensure(lines.length * 5 + 1);
    doc.setFont(FONT, 'bold').text(safe(name), left, y);
    doc.setFont(FONT, 'normal').text(lines, left + 55, y);
    y += lines.length * 5 + 1;
  };

  const title = doc
    .setFont(FONT, 'bold')
    .setFontSize(18)
    .splitTextToSize(safe(`${project.project_number} ${project.name}`), width) as string[];
  doc.text(title, left, y);
  y += title.length * 7;
  doc
    .setFont(FONT, 'normal')
    .setFontSize(9)
    .text(`Project summary generated ${ukDate(new Date())}`, left, y);
  y += 4;

  heading('Details');
  row('Status', `${label(project.status)}${project.is_archived ? ' (archived)' : ''}`);
  row('Client', project.client_name ?? '-');
  if (commercial) {
    row(
      'Client contact',
      [project.client_contact_name, project.client_email, project.client_phone].filter(Boolean).join(', ') ||
        '-',
    );
  }
  row('Site', [project.site_address, project.site_postcode].filter(Boolean).join(', ') || '-');
  row('Dates', `${ukDate(project.start_date)} to ${ukDate(project.end_date)}`);
  const manager = project.manager;
  row('Manager', manager ? `${manager.first_name} ${manager.last_name}` : '-');
  if (commercial) {
    row(
      'Contract value',
      pounds(project.contract_value_pence == null ? null : Number(project.contract_value_pence)),
    );
    row('Contract form', project.contract_form ? label(project.contract_form) : '-');
    row('Retention', `${Number(project.retention_percent)}%`);
    row(
      'Payment terms',
      `Due ${project.payment_due_days} days after valuation; final date ${project.payment_final_days} days after due`,
    );
    row('VAT', project.drc_applies ? 'Domestic reverse charge applies' : 'Standard');
  }
  if (project.description) row('Description', project.description);

  heading('Team');
  if (!team.length) row('', 'No team members');
  for (const m of team) {
    row(
      `${m.user?.first_name ?? ''} ${m.user?.last_name ?? ''}`.trim(),
      [m.role_on_project, m.user ? ROLE_LABELS[m.user.role] : null, m.user?.email]
        .filter(Boolean)
        .join(' - ') || '-',
    );
  }

  if (commercial) {
    heading('Budget vs committed');
    const budget = budgetOf(project);
    doc.setFont(FONT, 'bold').setFontSize(10);
    doc.text('Category', left, y);
    doc.text('Budget', left + 90, y, { align: 'right' });
    doc.text('Committed', left + 135, y, { align: 'right' });
    doc.text('Remaining', left + width, y, { align: 'right' });
    y += 6;
    doc.setFont(FONT, 'normal');
    let total = 0;
    for (const c of BUDGET_CATEGORIES) {
      ensure(6);
      total += budget[c];
      doc.text(label(c), left, y);
      doc.text(pounds(budget[c]), left + 90, y, { align: 'right' });
      doc.text(pounds(0), left + 135, y, { align: 'right' });
      doc.text(pounds(budget[c]), left + width, y, { align: 'right' });
      y += 6;
    }
    doc.setFont(FONT, 'bold');
    doc.text('Total', left, y);
    doc.text(pounds(total), left + 90, y, { align: 'right' });
    doc.text(pounds(0), left + 135, y, { align: 'right' });
    doc.text(pounds(total), left + width, y, { align: 'right' });
    y += 6;
  }

  heading('Notes');
  if (!notes.length) row('', 'No notes');
  for (const n of notes) {
    const who = n.author ? `${n.author.first_name} ${n.author.last_name}` : 'Former user';
    row(`${ukDate(n.created_at)}`, `${who} (${label(n.visibility_level)}): ${n.content}`);
  }

  return Buffer.from(doc.output('arraybuffer'));
}
