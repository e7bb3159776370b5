// Owns what applications gives other modules: templates and applications as project dependents (delete
// refusal, forced delete, counts) and the dashboard figures — outstanding applications in £, the next
// Construction Act deadlines, overdue payments, retention held and retention due for release.
import {
  widgetProject,
  widgetSql,
  type DashboardFigure,
  type ProjectDependent,
  type WidgetFigure,
  type WidgetQuery,
} from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { OUTSTANDING } from './application.model.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { num, q } from '../../lib/sql.js';
import { countRowsByProject, visibleProjectsWhere } from '../projects/index.js';
import { APPLICATIONS_MIN_ROLE } from './applications.policy.js';
import { applicationsOverview, NOTIFIED_SUMS_SQL, OUTSTANDING_SQL } from './applications.read.js';

const OPEN = `('submitted','certified','part_paid')`;
const CHANGES = ['application', 'application_template'];

export const templatesDependent: ProjectDependent = {
  key: 'application_templates',
  label: ['application template', 'application templates'],
  count: (ids, options) => countRowsByProject('application_templates', ids, options),
  destroy: async (projectId, { transaction, deps }) => {
    // Applications go with their templates (ON DELETE CASCADE), and their notices with them.
    await deps.sequelize.query('DELETE FROM application_templates WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
  },
};

export const applicationsDependent: ProjectDependent = {
  key: 'applications',
  label: ['application for payment', 'applications for payment'],
  count: (ids, options) => countRowsByProject('applications', ids, options),
  destroy: async (projectId, { transaction, deps }) => {
    await deps.sequelize.query('DELETE FROM applications WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
  },
};

export const applicationFigures: readonly DashboardFigure[] = [
  {
    key: 'applications.outstanding',
    label: 'Applications outstanding',
    board: 'main',
    sameFor: 'role',
    minRole: APPLICATIONS_MIN_ROLE,
    kind: 'money',
    section: 'figures',
    order: 60,
    changesWith: CHANGES,
    link: '/app/applications?status=outstanding',
    async compute(actor, { now, shared, db }) {
      const money = await shared('applications.overview', () => applicationsOverview(db, actor, now));
      return { count: money.open_count, amount_pence: money.outstanding_pence };
    },
  },
  {
    key: 'applications.overdue',
    label: 'Payments overdue (past the final date)',
    board: 'main',
    sameFor: 'role',
    minRole: APPLICATIONS_MIN_ROLE,
    kind: 'money',
    section: 'figures',
    order: 61,
    changesWith: CHANGES,
    link: '/app/applications?status=overdue',
    async compute(actor, { now, shared, db }) {
      const money = await shared('applications.overview', () => applicationsOverview(db, actor, now));
      return { count: money.overdue_count, amount_pence: money.overdue_pence };
    },
  },
  {
    key: 'applications.deadlines',
    label: 'Construction Act deadlines',
    board: 'main',
    sameFor: 'role',
    minRole: APPLICATIONS_MIN_ROLE,
    kind: 'list',
    section: 'due',
    order: 60,
    changesWith: CHANGES,
    async compute(actor, { now, db }) {
      const today = londonDate(now);
      const rows = await q<{
        id: string;
        number: number;
        project_number: string;
        label: string;
        date: string;
      }>(
        db,
        // One ordered branch per kind of date, each read in date order from its partial index (migration
        // 202611230540) and cut at 20, then merged: never every open application of the company.
        `SELECT * FROM (
           (SELECT a.id, a.number, p.project_number, 'Payment notice due' AS label, a.payment_notice_deadline AS date
              FROM applications a JOIN projects p ON p.id = a.project_id
             WHERE a.company_id = :companyId AND a.status IN ${OPEN}
               AND a.payment_notice_deadline BETWEEN :today AND :until
               AND NOT EXISTS (SELECT 1 FROM application_notices n WHERE n.application_id = a.id)
             ORDER BY a.payment_notice_deadline, p.project_number, a.number LIMIT 20)
           UNION ALL
           (SELECT a.id, a.number, p.project_number, 'Pay less notice deadline', a.pay_less_deadline
              FROM applications a JOIN projects p ON p.id = a.project_id
             WHERE a.company_id = :companyId AND a.status IN ${OPEN}
               AND a.pay_less_deadline BETWEEN :today AND :until
               AND NOT EXISTS (SELECT 1 FROM application_notices n
                                WHERE n.application_id = a.id AND n.kind = 'pay_less')
             ORDER BY a.pay_less_deadline, p.project_number, a.number LIMIT 20)
           UNION ALL
           (SELECT a.id, a.number, p.project_number, 'Final date for payment', a.final_date
              FROM applications a JOIN projects p ON p.id = a.project_id
             WHERE a.company_id = :companyId AND a.status IN ${OPEN} AND a.final_date <= :until
             ORDER BY a.final_date, p.project_number, a.number LIMIT 20)) x
          ORDER BY x.date, x.project_number, x.number LIMIT 20`,
        { companyId: actor.companyId, today, until: addDays(today, 14) },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: `${r.id}:${r.label}`,
          label: `${r.project_number} application ${r.number}`,
          detail: r.date < today ? 'Payment overdue' : r.label,
          date: r.date,
          link: `/app/applications/${r.id}`,
          tone: r.date < today ? 'danger' : r.date <= addDays(today, 3) ? 'warning' : 'info',
        })),
      };
    },
  },
  {
    key: 'applications.retention',
    label: 'Retention held',
    board: 'main',
    sameFor: 'role',
    minRole: APPLICATIONS_MIN_ROLE,
    kind: 'list',
    section: 'due',
    order: 61,
    changesWith: CHANGES,
    async compute(actor, { now, db }) {
      const today = londonDate(now);
      // Retention held on each template is the retention of its latest submitted application.
      const rows = await q<{
        id: string;
        name: string;
        project_number: string;
        held: string;
        stage: string;
        pc: string | null;
        rect: string | null;
      }>(
        db,
        `SELECT t.id, t.name, p.project_number, last.retention_pence AS held, last.retention_stage AS stage,
                t.practical_completion_date AS pc, t.rectification_end_date AS rect
           FROM application_templates t JOIN projects p ON p.id = t.project_id
           JOIN LATERAL (SELECT a.retention_pence, a.retention_stage FROM applications a
                          WHERE a.template_id = t.id AND a.status <> 'draft'
                          ORDER BY a.number DESC LIMIT 1) last ON true
          WHERE t.company_id = :companyId AND last.retention_pence > 0
          ORDER BY p.project_number, t.created_at LIMIT 50`,
        { companyId: actor.companyId },
      );
      const soon = addDays(today, 30);
      const release = (r: (typeof rows)[number]) => {
        if (r.stage === 'full' && r.pc && r.pc <= soon)
          return { what: 'Half due at practical completion', date: r.pc };
        if (r.rect && r.rect <= soon) return { what: 'Rest due at the end of rectification', date: r.rect };
        return null;
      };
      return {
        amount_pence: rows.reduce((s, r) => s + num(r.held), 0),
        count: rows.length,
        items: rows.map((r) => {
          const due = release(r);
          return {
            id: r.id,
            label: `${r.project_number} ${r.name}`,
            detail: due ? due.what : 'Retention held',
            date: due?.date ?? null,
            amount_pence: num(r.held),
            link: `/app/applications/templates/edit/${r.id}`,
            tone: due ? (due.date < today ? 'warning' : 'info') : null,
          };
        }),
      };
    },
  },
];

/** What is still owed per project on the open applications (`overdue`: past their final date), as the dashboard. */
function owed(actor: Actor, query: WidgetQuery, overdue: boolean) {
  return widgetSql(
    actor,
    query,
    `SELECT a.project_id, sum(${OUTSTANDING_SQL}) AS value
       FROM applications a LEFT JOIN ${NOTIFIED_SUMS_SQL} ns ON ns.application_id = a.id
      WHERE a.company_id = :companyId AND a.status IN (:outstanding) AND ${visibleProjectsWhere(actor, 'a.project_id')}
        AND ${widgetProject(query, 'a.project_id')} ${overdue ? 'AND a.final_date < :today' : ''}
      GROUP BY a.project_id`,
    { outstanding: [...OUTSTANDING] },
  );
}

/** What applications give widgets and external reports (decision 0083). */
export const applicationWidgetFigures: readonly WidgetFigure[] = [
  {
    key: 'applications.applied',
    label: 'Applied for',
    description:
      'The sums applied for (the amount due before VAT: the valuation less retention and what earlier ' +
      'applications certified) by the applications submitted on a date in the range.',
    unit: 'pence',
    over: 'range',
    minRole: APPLICATIONS_MIN_ROLE,
    changesWith: CHANGES,
    compute: (actor, query) =>
      widgetSql(
        actor,
        query,
        `SELECT project_id, sum(amount_due_pence) AS value FROM applications
          WHERE company_id = :companyId AND status <> 'draft' AND ${visibleProjectsWhere(actor, 'project_id')}
            AND ${widgetProject(query, 'project_id')} AND submitted_on BETWEEN :from AND :to
          GROUP BY project_id`,
      ),
  },
  {
    key: 'applications.outstanding',
    label: 'Applications outstanding',
    description:
      'What is still owed on the open applications: the notified sum (the pay less notice’s, else the payment ' +
      'notice’s, else the sum applied for) with its VAT, less what has been paid — as the dashboard.',
    unit: 'pence',
    over: 'now',
    minRole: APPLICATIONS_MIN_ROLE,
    changesWith: CHANGES,
    compute: (actor, query) => owed(actor, query, false),
  },
  {
    key: 'applications.overdue',
    label: 'Payments overdue',
    description:
      'What is still owed (as `applications.outstanding`) on the applications past their final date for payment.',
    unit: 'pence',
    over: 'now',
    minRole: APPLICATIONS_MIN_ROLE,
    changesWith: CHANGES,
    compute: (actor, query) => owed(actor, query, true),
  },
];
