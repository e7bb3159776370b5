// Owns the PDF project summary, on the PDF kit (lib/pdf.ts): details, team, budget vs committed and the notes
// the reader may see. Callers pass only what the reader is allowed to see (and say whether commercial terms
// are); this module never queries.
import {
  EMPTY,
  createPdf,
  formatMoney,
  formatUkDate,
  type Letterhead,
  type PdfDocument,
} from '../../lib/pdf.js';
import type { Project, ProjectNote, ProjectTeamMember } from '../../models/index.js';
import { BUDGET_CATEGORIES } from '../../models/index.js';
import { budgetOf } from './projects.presenter.js';

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

export interface ProjectPdfOptions {
  /** Whether the reader may see commercial terms (supervisor and up): contract, budget, payment, client contact. */
  commercial: boolean;
  letterhead: Letterhead;
  /**
   * Committed pence per budget category, summed over every module's cost contributions (StatsService.committed,
   * the figures the project's stats panel shows); a category missing is nothing committed.
   */
  committed?: Readonly<Record<string, number>>;
}

export function renderProjectPdf(
  project: Project,
  team: ProjectTeamMember[],
  notes: ProjectNote[],
  { commercial, letterhead, committed = {} }: ProjectPdfOptions,
): PdfDocument {
  const pdf = createPdf({ letterhead, title: 'Project summary', reference: project.project_number });
  pdf.title(`${project.project_number} ${project.name}`);

  const details: [string, string][] = [
    ['Status', `${label(project.status)}${project.is_archived ? ' (archived)' : ''}`],
    ['Client', project.client_name ?? EMPTY],
  ];
  if (commercial) {
    const contact = [project.client_contact_name, project.client_email, project.client_phone].filter(Boolean);
    details.push(['Client contact', contact.join(', ') || EMPTY]);
  }
  details.push(
    ['Site', [project.site_address, project.site_postcode].filter(Boolean).join(', ') || EMPTY],
    ['Dates', `${formatUkDate(project.start_date)} to ${formatUkDate(project.end_date)}`],
    ['Manager', project.manager ? `${project.manager.first_name} ${project.manager.last_name}` : EMPTY],
  );
  if (commercial) {
    details.push(
      [
        'Contract value',
        formatMoney(project.contract_value_pence == null ? null : Number(project.contract_value_pence)),
      ],
      ['Contract form', project.contract_form ? label(project.contract_form) : EMPTY],
      ['Retention', `${Number(project.retention_percent)}%`],
      [
        'Payment terms',
        `Due ${project.payment_due_days} days after valuation; final date ${project.payment_final_days} days after due`,
      ],
      ['VAT', project.drc_applies ? 'Domestic reverse charge applies' : 'Standard'],
    );
  }
  if (project.description) details.push(['Description', project.description]);
  pdf.heading('Details').fields(details);

  pdf.heading('Team').table({
    columns: [
      { header: 'Name' },
      { header: 'Role on project' },
      { header: 'Role', width: 28 },
      { header: 'Email' },
    ],
    rows: team.map((m) => [
      `${m.user?.first_name ?? ''} ${m.user?.last_name ?? ''}`.trim() || EMPTY,
      m.role_on_project ?? EMPTY,
      m.user ? (ROLE_LABELS[m.user.role] ?? m.user.role) : EMPTY,
      m.user?.email ?? EMPTY,
    ]),
    empty: 'No team members',
  });

  if (commercial) {
    const budget = budgetOf(project);
    const spent = (c: string) => committed[c] ?? 0;
    const total = BUDGET_CATEGORIES.reduce((sum, c) => sum + budget[c], 0);
    const committedTotal = BUDGET_CATEGORIES.reduce((sum, c) => sum + spent(c), 0);
    pdf.heading('Budget vs committed').table({
      columns: [
        { header: 'Category' },
        { header: 'Budget', align: 'right' },
        { header: 'Committed', align: 'right' },
        { header: 'Remaining', align: 'right' },
      ],
      rows: BUDGET_CATEGORIES.map((c) => [
        label(c),
        formatMoney(budget[c]),
        formatMoney(spent(c)),
        formatMoney(budget[c] - spent(c)),
      ]),
      foot: ['Total', formatMoney(total), formatMoney(committedTotal), formatMoney(total - committedTotal)],
      keepTogether: true,
    });
  }

  pdf.heading('Notes').table({
    columns: [
      { header: 'Date', width: 24 },
      { header: 'By', width: 36 },
      { header: 'Visible to', width: 34 },
      { header: 'Note' },
    ],
    rows: notes.map((n) => [
      formatUkDate(n.created_at),
      n.author ? `${n.author.first_name} ${n.author.last_name}` : 'Former user',
      label(n.visibility_level),
      n.content,
    ]),
    empty: 'No notes',
  });

  return pdf;
}
