// Owns the PDF project summary (jspdf): details, team, budget vs committed and the notes the reader may see.
// Callers pass only what the reader is allowed to see; this module never queries.
import { jsPDF } from 'jspdf';
import type { Project, ProjectNote, ProjectTeamMember } from '../../models/index.js';
import { BUDGET_CATEGORIES } from '../../models/index.js';
import { budgetOf } from './projects.presenter.js';

const pounds = (pence: number | null) =>
  pence == null
    ? '-'
    : `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const ukDate = (iso: string | Date | null | undefined) => {
  if (!iso) return '-';
  const d = typeof iso === 'string' ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : iso;
  return d.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
};

const LABELS: Record<string, string> = {
  planning: 'Planning',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
  worker: 'All Team Members',
  supervisor: 'Supervisors & Above',
  manager: 'Managers & Above',
  admin: 'Admins Only',
};

export function renderProjectPdf(project: Project, team: ProjectTeamMember[], notes: ProjectNote[]): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
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
    doc.setFont('helvetica', 'bold').setFontSize(13).text(text, left, y);
    y += 2;
    doc.setLineWidth(0.3).line(left, y, left + width, y);
    y += 6;
  };
  const row = (label: string, value: string) => {
    const lines = doc
      .setFont('helvetica', 'normal')
      .setFontSize(10)
      .splitTextToSize(value, width - 55);
    ensure(lines.length * 5 + 1);
    doc.setFont('helvetica', 'bold').text(label, left, y);
    doc.setFont('helvetica', 'normal').text(lines, left + 55, y);
    y += lines.length * 5 + 1;
  };

  doc.setFont('helvetica', 'bold').setFontSize(18).text(`${project.project_number} ${project.name}`, left, y);
  y += 7;
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(9)
    .text(`Project summary generated ${ukDate(new Date())}`, left, y);
  y += 4;

  heading('Details');
  row('Status', `${LABELS[project.status] ?? project.status}${project.is_archived ? ' (archived)' : ''}`);
  row('Client', project.client_name ?? '-');
  row(
    'Client contact',
    [project.client_contact_name, project.client_email, project.client_phone].filter(Boolean).join(', ') ||
      '-',
  );
  row('Site', [project.site_address, project.site_postcode].filter(Boolean).join(', ') || '-');
  row('Dates', `${ukDate(project.start_date)} to ${ukDate(project.end_date)}`);
  row(
    'Contract value',
    pounds(project.contract_value_pence == null ? null : Number(project.contract_value_pence)),
  );
  row('Contract form', project.contract_form ?? '-');
  row('Retention', `${Number(project.retention_percent)}%`);
  row(
    'Payment terms',
    `Due ${project.payment_due_days} days after valuation; final date ${project.payment_final_days} days after due`,
  );
  row('VAT', project.drc_applies ? 'Domestic reverse charge applies' : 'Standard');
  if (project.description) row('Description', project.description);

  heading('Team');
  if (!team.length) row('', 'No team members');
  for (const m of team) {
    row(
      `${m.user?.first_name ?? ''} ${m.user?.last_name ?? ''}`.trim(),
      [m.role_on_project, m.user?.email].filter(Boolean).join(' - ') || '-',
    );
  }

  heading('Budget vs committed');
  const budget = budgetOf(project);
  doc.setFont('helvetica', 'bold').setFontSize(10);
  doc.text('Category', left, y);
  doc.text('Budget', left + 90, y, { align: 'right' });
  doc.text('Committed', left + 135, y, { align: 'right' });
  doc.text('Remaining', left + width, y, { align: 'right' });
  y += 6;
  doc.setFont('helvetica', 'normal');
  let total = 0;
  for (const c of BUDGET_CATEGORIES) {
    ensure(6);
    total += budget[c];
    doc.text(c[0]!.toUpperCase() + c.slice(1), left, y);
    doc.text(pounds(budget[c]), left + 90, y, { align: 'right' });
    doc.text(pounds(0), left + 135, y, { align: 'right' });
    doc.text(pounds(budget[c]), left + width, y, { align: 'right' });
    y += 6;
  }
  doc.setFont('helvetica', 'bold');
  doc.text('Total', left, y);
  doc.text(pounds(total), left + 90, y, { align: 'right' });
  doc.text(pounds(0), left + 135, y, { align: 'right' });
  doc.text(pounds(total), left + width, y, { align: 'right' });
  y += 6;

  heading('Notes');
  if (!notes.length) row('', 'No notes');
  for (const n of notes) {
    const who = n.author ? `${n.author.first_name} ${n.author.last_name}` : 'Former user';
    row(
      `${ukDate(n.created_at)}`,
      `${who} (${LABELS[n.visibility_level] ?? n.visibility_level}): ${n.content}`,
    );
  }

  return Buffer.from(doc.output('arraybuffer'));
}
