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
 * The company's enquiries per status, and how many of each changed to it in the last 12 months: one pass that
 * both the status breakdown and the win rate read (`shared`).
 */
function statusCounts(db: Sequelize, companyId: string, now: Date) {
  return q<{ status: string; n: string; recent: string }>(
    db,
    `SELECT status, count(*) AS n, count(*) FILTER (WHERE status_changed_at >= :since) AS recent
       FROM enquiries WHERE company_id = :companyId GROUP BY status`,
    { companyId, since: new Date(now.getTime() - 365 * 86_400_000) },
  );
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
      const rows = await shared('enquiries.statuses', () => statusCounts(db, actor.companyId, now));
      const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
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
      const rows = await shared('enquiries.statuses', () => statusCounts(db, actor.companyId, now));
      const decidedLately = (status: string) => Number(rows.find((r) => r.status === status)?.recent ?? 0);
      const won = decidedLately('won');
      const lost = decidedLately('lost');
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
