// Owns what the enquiries module contributes: what it puts on the main dashboard (supervisors and up), each one or two SQL statements over the
// company's enquiries and estimates (the breakdown and the win rate share one): tenders due in the next 14 days (overdue ones first, in red), enquiries by
// status, the win rate over the last 12 months (won of those decided won or lost), and issued estimates
// awaiting the client's decision.
import type { Sequelize } from 'sequelize';
import type { DashboardFigure, FigureItem } from '../../kit/module.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { q } from '../../lib/sql.js';
import { ENQUIRY_STATUSES } from './enquiry.model.js';

export const ENQUIRY_STATUS_LABELS: Record<string, string> = {
  new: 'New',
  estimating: 'Estimating',
  submitted: 'Submitted',
  won: 'Won',
  lost: 'Lost',
  declined: 'Declined',
};

/**
 * The company's enquiries per status (their `status:` counters, kept by the list's triggers: decision 0028,
 * migration 202611281000), and how many were won and lost in the last 12 months (an index-only range of the
 * decided ones): what the status breakdown and the win rate share (`shared`).
 */
async function statusCounts(db: Sequelize, companyId: string, now: Date) {
  const [counters, decided] = await Promise.all([
    q<{ view: string; n: string }>(
      db,
      `SELECT view, n FROM list_counters
        WHERE company_id = :companyId AND list = 'enquiries' AND view LIKE 'status:%'`,
      { companyId },
    ),
    q<{ status: string; n: string }>(
      db,
      `SELECT status, count(*) AS n FROM enquiries
        WHERE company_id = :companyId AND status IN ('won', 'lost') AND status_changed_at >= :since
        GROUP BY status`,
      { companyId, since: new Date(now.getTime() - 365 * 86_400_000) },
    ),
  ]);
  return {
    by: new Map(counters.map((r) => [r.view.slice('status:'.length), Number(r.n)])),
    decidedLately: new Map(decided.map((r) => [r.status, Number(r.n)])),
  };
}

export const enquiryFigures: readonly DashboardFigure[] = [
  {
    key: 'enquiries.tenders_due',
    label: 'Tenders due in the next 14 days',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 20,
    changesWith: ['enquiry'],
    async compute(actor, { db, now }) {
      const today = londonDate(now);
      const rows = await q<{
        id: string;
        reference: string;
        title: string;
        client_name: string;
        tender_due_date: string;
      }>(
        db,
        `SELECT id, reference, title, client_name, tender_due_date FROM enquiries
          WHERE company_id = :companyId AND status IN ('new', 'estimating')
            AND tender_due_date IS NOT NULL AND tender_due_date <= :until
          ORDER BY tender_due_date, reference LIMIT 20`,
        { companyId: actor.companyId, until: addDays(today, 14) },
      );
      const items: FigureItem[] = rows.map((r) => ({
        id: r.id,
        label: `${r.reference} ${r.title}`,
        detail: r.client_name,
        date: r.tender_due_date,
        link: `/app/enquiries/${r.id}`,
        tone:
          r.tender_due_date < today ? 'danger' : r.tender_due_date <= addDays(today, 3) ? 'warning' : 'info',
      }));
      return { count: items.length, items };
    },
  },
  {
    key: 'enquiries.by_status',
    label: 'Enquiries by status',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'breakdown',
    section: 'charts',
    order: 30,
    changesWith: ['enquiry'],
    async compute(actor, { db, now, shared }) {
      const { by } = await shared('enquiries.statuses', () => statusCounts(db, actor.companyId, now));
      const items: FigureItem[] = ENQUIRY_STATUSES.map((s) => ({
        id: s,
        label: ENQUIRY_STATUS_LABELS[s]!,
        value: by.get(s) ?? 0,
        link: `/app/enquiries?status=${s}`,
      }));
      return { count: ['new', 'estimating', 'submitted'].reduce((n, s) => n + (by.get(s) ?? 0), 0), items };
    },
  },
  {
    key: 'enquiries.win_rate',
    label: 'Win rate over the last 12 months',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'percent', // the count is a whole percentage, shown as "50%"
    section: 'figures',
    order: 40,
    changesWith: ['enquiry'],
    async compute(actor, { db, now, shared }) {
      const { decidedLately } = await shared('enquiries.statuses', () =>
        statusCounts(db, actor.companyId, now),
      );
      const won = decidedLately.get('won') ?? 0;
      const lost = decidedLately.get('lost') ?? 0;
      const decided = won + lost;
      return {
        count: decided === 0 ? null : Math.round((won * 100) / decided),
        items: [
          { id: 'won', label: 'Won', value: won, link: '/app/enquiries?status=won' },
          { id: 'lost', label: 'Lost', value: lost, link: '/app/enquiries?status=lost' },
        ],
      };
    },
  },
  {
    key: 'estimates.awaiting_decision',
    label: 'Estimates awaiting a decision',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 30,
    changesWith: ['estimate'],
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        reference: string;
        version: number;
        title: string;
        gross_pence: string;
        valid_until: string | null;
        total: string;
        total_gross: string;
      }>(
        db,
        `SELECT e.id, e.reference, e.version, q.title, e.gross_pence, e.valid_until, count(*) OVER () AS total,
                sum(e.gross_pence) OVER () AS total_gross
           FROM estimates e JOIN enquiries q ON q.id = e.enquiry_id
          WHERE e.company_id = :companyId AND e.status = 'issued'
          ORDER BY e.valid_until NULLS LAST, e.reference LIMIT 20`,
        { companyId: actor.companyId },
      );
      return {
        count: Number(rows[0]?.total ?? 0),
        amount_pence: Number(rows[0]?.total_gross ?? 0),
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} v${r.version} ${r.title}`,
          date: r.valid_until,
          amount_pence: Number(r.gross_pence),
          link: `/app/estimates/${r.id}`,
        })),
      };
    },
  },
];
