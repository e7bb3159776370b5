// Owns what labour gives other modules: labour cost per project (approved timesheets at the operative's rate,
// worked at approval) for project stats and budgets; timesheets as a project dependent; who hears about a
// timesheet (its approvers when it is sent; the operative's user and whoever entered it when it is approved or
// rejected; linked to its week) and a labour invoice (those who may match it when entered and approve it when
// matched, never whoever entered it; whoever entered it, when it is approved, disputed or paid; linked to the invoice); the dashboard figures, among them the CIS return and the CIS payment to HMRC with the date that
// applies (decision 0048).
import {
  widgetCount,
  widgetProject,
  widgetSql,
  type DashboardFigure,
  type NotificationRule,
  type ProjectCosts,
  type ProjectDependent,
  type WidgetFigure,
  type WidgetQuery,
} from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import type { Sequelize, Transaction } from 'sequelize';
import { approverDrafts } from '../../lib/approvers.js';
import { addDays, londonDate, mondayOf } from '../../lib/calendar.js';
import { num, q } from '../../lib/sql.js';
import { countRowsByProject } from '../projects/index.js';
import { taxMonthOf } from './cis.js';
import { LabourInvoice, withVarianceSql } from './labour-invoice.model.js';
import { invoiceLink, operativeLink, timesheetLink } from './labour.presenter.js';
import { LABOUR_INVOICE_STATUS, TIMESHEET_STATUS } from './labour.transitions.js';
import { formatMoney } from '../../lib/pdf.js';
import { Operative } from './operative.model.js';
import { Timesheet } from './timesheet.model.js';

export async function labourCostsByProject(db: Sequelize, projectIds: string[], transaction?: Transaction) {
  if (!projectIds.length) return new Map<string, number>();
  const rows = await q<{ project_id: string; cost: string }>(
    db,
    `SELECT project_id, coalesce(sum(cost_pence), 0) AS cost FROM timesheets
      WHERE project_id IN (:ids) AND status = 'approved' GROUP BY project_id`,
    { ids: projectIds },
    transaction,
  );
  return new Map(rows.map((r) => [r.project_id, num(r.cost)]));
}

export const labourProjectCosts: ProjectCosts = async (projectIds, { db, transaction }) => {
  const costs = await labourCostsByProject(db, projectIds, transaction);
  return new Map([...costs].map(([id, c]) => [id, { labour: c }]));
};

export const timesheetsDependent: ProjectDependent = {
  key: 'timesheets',
  label: ['timesheet', 'timesheets'],
  count: (ids, options) => countRowsByProject('timesheets', ids, options),
  destroy: async (projectId, { transaction, deps }) => {
    await deps.sequelize.query('DELETE FROM timesheets WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
  },
};

const ukDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Who hears about a timesheet: one sent for approval, the people who may approve it (supervisors and up of the
 * company, never whoever entered it or whom it pays: segregation of duties, decision 0060); approved or rejected
 * (with the reason), the operative's user and whoever entered it. A labour invoice: whoever entered it, when it
 * is approved or disputed. Timesheets link to their week (/app/labour?tab=timesheets&week=…&timesheet_id=…).
 */
export const timesheetNotificationRule: NotificationRule = async (activity, { db, transaction }) => {
  if (activity.entity_type === 'labour_invoice' && activity.action === 'created')
    return labourInvoiceWaiting(activity, { db, transaction }, 'received');
  if (activity.action !== 'status_changed') return [];
  if (activity.entity_type === 'timesheet') {
    const to = activity.to_state;
    if (to !== 'submitted' && to !== 'approved' && to !== 'rejected') return [];
    const sheet = await Timesheet.findByPk(activity.entity_id, { transaction });
    if (!sheet) return [];
    const op = await Operative.findByPk(sheet.operative_id, { transaction });
    const week = `w/c ${ukDate(sheet.week_commencing)}`;
    const base = {
      type: 'timesheet',
      link: timesheetLink(sheet),
      payload: { labour_id: sheet.operative_id, project_id: sheet.project_id },
    };
    const [project] = await q<{ project_number: string; name: string }>(
      db,
      'SELECT project_number, name FROM projects WHERE id = :id',
      { id: sheet.project_id },
      transaction,
    );
    const onProject = project ? `${project.project_number} ${project.name}` : 'the project';
    if (to === 'submitted') {
      const hours =
        Math.round(
          (sheet.hours.reduce<number>((sum, h) => sum + Number(h), 0) + Number(sheet.overtime_hours ?? 0)) *
            100,
        ) / 100;
      return approverDrafts(
        db,
        {
          companyId: activity.company_id,
          minRole: TIMESHEET_STATUS.rule('submitted', 'approved')!.minRole,
          exclude: [activity.actor_id, sheet.created_by, op?.user_id],
          named: activity.actor_id,
          transaction,
        },
        (who) => ({
          ...base,
          title: `Timesheet for ${op?.name ?? 'an operative'} ${week} needs approval`,
          body: `${who} sent ${hours} hours on ${onProject}.`,
        }),
      );
    }
    const who = new Set(
      [op?.user_id, sheet.created_by].filter((x): x is string => !!x && x !== activity.actor_id),
    );
    return [...who].map((user_id) => ({
      ...base,
      user_id,
      title: `Timesheet for ${op?.name ?? 'an operative'} ${week} was ${to}`,
      // The project says which sheet it was when the operative worked on two that week.
      body: `On ${onProject}.${activity.reason ? ` Reason: ${activity.reason}` : ''}`,
    }));
  }
  if (activity.entity_type === 'labour_invoice') {
    if (activity.to_state === 'matched')
      return labourInvoiceWaiting(activity, { db, transaction }, 'matched');
    if (!['approved', 'disputed', 'paid'].includes(activity.to_state ?? '')) return [];
    const inv = await LabourInvoice.findByPk(activity.entity_id, { transaction });
    if (!inv?.created_by || inv.created_by === activity.actor_id) return [];
    return [
      {
        user_id: inv.created_by,
        type: 'labour_invoice',
        title: `Labour invoice ${inv.reference} was ${activity.to_state}`,
        body: activity.reason ? `Reason: ${activity.reason}` : null,
        link: invoiceLink(inv.id),
        payload: { invoice_id: inv.id },
      },
    ];
  }
  return [];
};

/**
 * A labour invoice waiting for someone (issue 35, decision 0068): entered (received), the people who may match it
 * against the timesheets; matched, the people who may approve it (the invoice table's roles) — never whoever
 * entered it, nor the actor.
 */
async function labourInvoiceWaiting(
  activity: Parameters<NotificationRule>[0],
  { db, transaction }: Parameters<NotificationRule>[1],
  state: 'received' | 'matched',
) {
  const inv = await LabourInvoice.findByPk(activity.entity_id, { transaction });
  if (!inv) return [];
  const next = state === 'received' ? 'matched' : 'approved';
  const [supplier] = await q<{ name: string }>(
    db,
    'SELECT name FROM suppliers WHERE id = :id',
    { id: inv.supplier_id },
    transaction,
  );
  const from = supplier?.name ?? 'a supplier';
  const gross = formatMoney(num(inv.gross_pence));
  return approverDrafts(
    db,
    {
      companyId: activity.company_id,
      minRole: LABOUR_INVOICE_STATUS.rule(state, next)!.minRole,
      exclude: [activity.actor_id, inv.created_by],
      named: activity.actor_id,
      transaction,
    },
    (who) => ({
      type: 'labour_invoice',
      title:
        state === 'received'
          ? `Labour invoice ${inv.reference} needs matching: ${from}`
          : `Labour invoice ${inv.reference} needs approval: ${from}`,
      body:
        state === 'received'
          ? `${who} entered ${from}’s invoice ${inv.supplier_reference} for ${gross}: match it against the timesheets.`
          : `${who} matched ${from}’s invoice ${inv.supplier_reference} for ${gross} against the timesheets.`,
      link: invoiceLink(inv.id),
      payload: { invoice_id: inv.id },
    }),
  );
}

const CHANGES = ['timesheet', 'labour_invoice', 'operative'];
const count = async (db: Sequelize, sql: string, rep: Record<string, unknown>) => {
  const [row] = await q<{ n: string }>(db, sql, rep);
  return num(row?.n);
};

export const labourFigures: readonly DashboardFigure[] = [
  {
    key: 'labour.timesheets_awaiting_approval',
    label: 'Timesheets awaiting approval',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 50,
    changesWith: CHANGES,
    link: '/app/labour?status=submitted',
    async compute(actor, { db }) {
      return {
        count: await count(
          db,
          `SELECT count(*) AS n FROM timesheets WHERE company_id = :companyId AND status = 'submitted'`,
          { companyId: actor.companyId },
        ),
      };
    },
  },
  {
    key: 'labour.invoices_with_variances',
    label: 'Labour invoices with variances',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 51,
    changesWith: CHANGES,
    link: '/app/labour?tab=invoices&status=with_variance',
    async compute(actor, { db }) {
      return {
        count: await count(
          db,
          `SELECT count(*) AS n FROM labour_invoices i
            WHERE i.company_id = :companyId AND ${withVarianceSql('i')}`,
          { companyId: actor.companyId },
        ),
      };
    },
  },
  {
    key: 'labour.cscs_expiring',
    label: 'CSCS cards expired or expiring in 30 days',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 50,
    changesWith: CHANGES,
    async compute(actor, { now, db }) {
      const today = londonDate(now);
      const rows = await q<{ id: string; name: string; cscs_expiry: string }>(
        db,
        `SELECT id, name, cscs_expiry FROM operatives
          WHERE company_id = :companyId AND is_active = true AND cscs_expiry <= :until
          ORDER BY cscs_expiry, name LIMIT 20`,
        { companyId: actor.companyId, until: addDays(today, 30) },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: r.name,
          detail: r.cscs_expiry < today ? 'CSCS card expired' : 'CSCS card expires',
          date: r.cscs_expiry,
          link: operativeLink(r.id),
          tone: r.cscs_expiry < today ? 'danger' : 'warning',
        })),
      };
    },
  },
  {
    key: 'labour.cis_return_due',
    label: 'CIS return due',
    board: 'main',
    sameFor: 'role',
    minRole: 'manager',
    kind: 'list',
    section: 'due',
    order: 51,
    changesWith: ['labour_invoice'],
    async compute(_actor, { now }) {
      // The return for the tax month that has just ended (or ends today) is the next one due.
      const today = londonDate(now);
      const current = taxMonthOf(today);
      const last = taxMonthOf(addDays(current.start, -1));
      const due = today <= last.return_due ? last : current;
      return {
        count: 1,
        items: [
          {
            id: due.end,
            label: `CIS300 for the tax month ending ${due.end.split('-').reverse().join('/')}`,
            detail: 'Monthly CIS return due',
            date: due.return_due,
            link: `/app/labour?tab=cis&date=${due.end}`,
            tone: 'info',
          },
        ],
      };
    },
  },
  {
    key: 'labour.cis_payment_due',
    label: 'CIS payment to HMRC due',
    board: 'main',
    sameFor: 'role',
    minRole: 'manager',
    kind: 'list',
    section: 'due',
    order: 52,
    changesWith: ['labour_invoice'],
    async compute(_actor, { now }) {
      // The deductions of the tax month that has ended are paid next: by the 22nd electronically, brought back
      // to the last working day when the 22nd is a weekend or bank holiday (unless by Faster Payments).
      const today = londonDate(now);
      const current = taxMonthOf(today);
      const last = taxMonthOf(addDays(current.start, -1));
      const due = today <= last.payment_due ? last : current;
      const d = due.payment_deadline;
      return {
        count: 1,
        items: [
          {
            id: due.end,
            label: `CIS deductions for the tax month ending ${due.end.split('-').reverse().join('/')}`,
            detail: d.rule,
            date: d.date,
            link: `/app/labour?tab=cis&date=${due.end}`,
            tone: d.moved_because ? 'warning' : 'info',
          },
        ],
      };
    },
  },
  {
    key: 'labour.cost_this_week',
    label: 'Labour cost this week per project',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'breakdown',
    section: 'charts',
    order: 50,
    changesWith: CHANGES,
    async compute(actor, { now, db }) {
      const week = mondayOf(londonDate(now));
      const rows = await q<{ id: string; project_number: string; name: string; cost: string }>(
        db,
        `SELECT p.id, p.project_number, p.name, sum(t.cost_pence) AS cost
           FROM timesheets t JOIN projects p ON p.id = t.project_id
          WHERE t.company_id = :companyId AND t.week_commencing = :week AND t.status = 'approved'
          GROUP BY p.id, p.project_number, p.name ORDER BY sum(t.cost_pence) DESC LIMIT 10`,
        { companyId: actor.companyId, week },
      );
      const total = rows.reduce((a, r) => a + Number(r.cost), 0);
      return {
        amount_pence: total,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.project_number} ${r.name}`,
          link: `/app/projects/${r.id}`,
          amount_pence: Number(r.cost),
          value: Number(r.cost),
        })),
      };
    },
  },
];

/** Approved timesheets whose week commences in the widget's range, summed per project by `value` (SQL over `t`). */
function approvedWeeks(actor: Actor, query: WidgetQuery, value: string) {
  return widgetSql(
    actor,
    query,
    `SELECT t.project_id, sum(${value}) AS value FROM timesheets t
      WHERE t.company_id = :companyId AND t.status = 'approved' AND ${widgetProject(query, 't.project_id')}
        AND t.week_commencing BETWEEN :from AND :to
      GROUP BY t.project_id`,
  );
}

/** What labour gives widgets and external reports (decision 0083). */
export const labourWidgetFigures: readonly WidgetFigure[] = [
  {
    key: 'labour.cost',
    label: 'Labour cost',
    description:
      'Cost of the approved timesheets (at the operative’s rate when approved) whose week commences on a date ' +
      'in the range: a week counts whole in the range its Monday is in.',
    unit: 'pence',
    over: 'range',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) => approvedWeeks(actor, query, 't.cost_pence'),
  },
  {
    key: 'labour.hours',
    label: 'Labour hours',
    description:
      'Hours (each day’s and overtime) on the approved timesheets whose week commences on a date in the range, ' +
      'to the hundredth of an hour.',
    unit: 'hours',
    over: 'range',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) =>
      approvedWeeks(actor, query, `(SELECT coalesce(sum(h), 0) FROM unnest(t.hours) h) + t.overtime_hours`),
  },
  {
    key: 'labour.timesheets_awaiting_approval',
    label: 'Timesheets awaiting approval',
    description: 'Timesheets sent for approval and not yet approved or rejected.',
    unit: 'count',
    over: 'now',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) => widgetCount(actor, query, 'timesheets', `status = 'submitted'`),
  },
];
