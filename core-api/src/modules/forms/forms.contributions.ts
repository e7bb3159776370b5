// Owns what forms gives other modules: submissions as a project dependent (delete refusal, force delete, counts);
// who hears about a form (reviewers — the project's manager, else the company's supervisors and up — when it is
// sent, the submitter when it is approved or returned, deep-linked with form_submission_id); and the dashboard
// figures (forms awaiting review, high and critical site issues open, delay notices this month; a worker's
// drafts and returned forms).
import {
  widgetCount,
  type DashboardFigure,
  type NotificationRule,
  type ProjectDependent,
  type WidgetFigure,
  type WidgetQuery,
} from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { approverDrafts } from '../../lib/approvers.js';
import { londonDate } from '../../lib/calendar.js';
import { q } from '../../lib/sql.js';
import { countRowsByProject, visibleProjectsWhere } from '../projects/index.js';
import { AWAITING_REVIEW, DELAY_NOTICES_SINCE_SQL, monthStartOf } from './form-submission.model.js';
import { submissionLink } from './forms.service.js';
import { SUBMISSION_STATUS } from './forms.transitions.js';

export const submissionsDependent: ProjectDependent = {
  key: 'form_submissions',
  label: ['form', 'forms'],
  count: (ids, options) => countRowsByProject('form_submissions', ids, options),
  destroy: async (projectId, { transaction, deps }) => {
    await deps.sequelize.query('DELETE FROM form_submissions WHERE project_id = :projectId', {
      replacements: { projectId },
      transaction,
    });
  },
};

/**
 * Who hears about a form: sent (or sent again) for review, the people who may review it (supervisors and up of
 * the company, never the person who filled it in: decision 0060); approved or returned (with the comment), the
 * person who filled it in. Type `form_submission`, link /app/forms?submission_id=.
 */
export const submissionNotificationRule: NotificationRule = async (activity, { db, transaction }) => {
  if (activity.entity_type !== 'form_submission' || activity.action !== 'status_changed') return [];
  const to = activity.to_state;
  if (to !== 'submitted' && to !== 'resubmitted' && to !== 'approved' && to !== 'returned') return [];
  const [submission] = await q<{
    id: string;
    reference: string;
    submitted_by: string | null;
    project_id: string;
    template_name: string | null;
    project_number: string | null;
    project_name: string | null;
  }>(
    db,
    `SELECT s.id, s.reference, s.submitted_by, s.project_id, t.name AS template_name,
            p.project_number, p.name AS project_name
       FROM form_submissions s
       LEFT JOIN form_templates t ON t.id = s.template_id
       LEFT JOIN projects p ON p.id = s.project_id
      WHERE s.id = :id AND s.company_id = :companyId`,
    { id: activity.entity_id, companyId: activity.company_id },
    transaction,
  );
  if (!submission) return [];
  const form = `${submission.template_name ?? 'Form'} ${submission.reference}`;
  const base = {
    type: 'form_submission',
    link: submissionLink(submission.id),
    payload: { form_submission_id: submission.id, project_id: submission.project_id },
  };
  if (to === 'submitted' || to === 'resubmitted') {
    const where = submission.project_number
      ? ` on ${submission.project_number} ${submission.project_name}`
      : '';
    return approverDrafts(
      db,
      {
        companyId: activity.company_id,
        minRole: SUBMISSION_STATUS.rule(to, 'approved')!.minRole,
        exclude: [submission.submitted_by, activity.actor_id],
        named: submission.submitted_by,
        transaction,
      },
      (who) => ({
        ...base,
        title: `${form} needs review`,
        body: `${who} ${to === 'resubmitted' ? 'sent it again' : 'sent it'}${where}.`,
      }),
    );
  }
  if (!submission.submitted_by || submission.submitted_by === activity.actor_id) return [];
  return [
    {
      ...base,
      user_id: submission.submitted_by,
      title: `${form} was ${to}`,
      body: activity.reason ? `${to === 'returned' ? 'Comment' : 'Reason'}: ${activity.reason}` : null,
    },
  ];
};

const CHANGES = ['form_submission'];

export const formFigures: readonly DashboardFigure[] = [
  {
    key: 'forms.awaiting_review',
    label: 'Forms awaiting review',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 50,
    changesWith: CHANGES,
    link: '/app/forms?status=awaiting_review',
    async compute(actor, { db }) {
      const [row] = await q<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM form_submissions
          WHERE company_id = :companyId AND status IN (:awaitingReview)`,
        { companyId: actor.companyId, awaitingReview: [...AWAITING_REVIEW] },
      );
      return { count: Number(row?.n ?? 0) };
    },
  },
  {
    key: 'forms.serious_site_issues',
    label: 'High and critical site issues open',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'list',
    section: 'due',
    order: 50,
    changesWith: CHANGES,
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        reference: string;
        severity: string;
        location: string | null;
        project_number: string;
        submitted_at: Date | null;
      }>(
        db,
        `SELECT s.id, s.reference, s.answers->>'severity' AS severity, s.answers->>'location' AS location,
                p.project_number, s.submitted_at
           FROM form_submissions s JOIN projects p ON p.id = s.project_id
          WHERE s.company_id = :companyId AND s.answers ? 'severity'
            AND s.answers->>'severity' IN ('high', 'critical')
            AND s.status IN ('submitted', 'returned', 'resubmitted')
          ORDER BY s.created_at DESC LIMIT 20`,
        { companyId: actor.companyId },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} ${r.project_number}`,
          detail: `${r.severity === 'critical' ? 'Critical' : 'High'}${r.location ? ` · ${r.location}` : ''}`,
          date: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
          link: submissionLink(r.id),
          tone: r.severity === 'critical' ? 'danger' : 'warning',
        })),
      };
    },
  },
  {
    key: 'forms.delay_notices_this_month',
    label: 'Delay notices this month',
    board: 'main',
    sameFor: 'role',
    minRole: 'supervisor',
    kind: 'count',
    section: 'figures',
    order: 51,
    changesWith: CHANGES,
    link: '/app/forms?status=delay_notices_this_month',
    async compute(actor, { now, db }) {
      const month = monthStartOf(londonDate(now));
      const [row] = await q<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM form_submissions s WHERE s.company_id = :companyId AND ${DELAY_NOTICES_SINCE_SQL}`,
        { companyId: actor.companyId, month },
      );
      return { count: Number(row?.n ?? 0) };
    },
  },
  {
    key: 'forms.my_open_forms',
    label: 'My drafts and returned forms',
    board: 'worker',
    minRole: 'worker',
    kind: 'list',
    section: 'mine',
    order: 40,
    changesWith: CHANGES,
    async compute(actor, { db }) {
      const rows = await q<{
        id: string;
        reference: string;
        status: string;
        name: string;
        project_number: string;
      }>(
        db,
        `SELECT s.id, s.reference, s.status, v.name, p.project_number
           FROM form_submissions s
           JOIN form_template_versions v ON v.id = s.template_version_id
           JOIN projects p ON p.id = s.project_id
          WHERE s.company_id = :companyId AND s.submitted_by = :userId AND s.status IN ('draft', 'returned')
            AND ${visibleProjectsWhere(actor, 's.project_id')}
          ORDER BY s.updated_at DESC LIMIT 10`,
        { companyId: actor.companyId, userId: actor.userId },
      );
      return {
        count: rows.length,
        items: rows.map((r) => ({
          id: r.id,
          label: `${r.reference} ${r.name}`,
          detail: `${r.status === 'returned' ? 'Returned' : 'Draft'} · ${r.project_number}`,
          link: submissionLink(r.id),
          tone: r.status === 'returned' ? 'warning' : 'info',
        })),
      };
    },
  },
];

/** Forms per project matching `where` (SQL over submissions `s`), among the projects the reader may see. */
function formsCount(actor: Actor, query: WidgetQuery, where: string) {
  return widgetCount(
    actor,
    query,
    'form_submissions s',
    `${visibleProjectsWhere(actor, 's.project_id')} AND ${where}`,
    {
      awaitingReview: [...AWAITING_REVIEW],
    },
  );
}

/** Sent (not a draft) last on a London date in the widget's range, as SQL over submissions `s`. */
const SENT_IN_RANGE = `s.status <> 'draft'
  AND s.submitted_at >= (:from::timestamp AT TIME ZONE 'Europe/London')
  AND s.submitted_at < ((:to::date + 1)::timestamp AT TIME ZONE 'Europe/London')`;

/** What forms give widgets and external reports (decision 0083). */
export const formWidgetFigures: readonly WidgetFigure[] = [
  {
    key: 'forms.submitted',
    label: 'Forms sent',
    description:
      'Forms of every kind sent on a date in the range (a form sent again counts once, on its last sending).',
    unit: 'count',
    over: 'range',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) => formsCount(actor, query, SENT_IN_RANGE),
  },
  {
    key: 'forms.delay_notices',
    label: 'Delay notices',
    description: 'Delay notices sent on a date in the range, as the dashboard’s delay notices this month.',
    unit: 'count',
    over: 'range',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) =>
      formsCount(
        actor,
        query,
        `${SENT_IN_RANGE} AND s.template_id IN (SELECT dt.id FROM form_templates dt WHERE dt.category = 'delay_notice')`,
      ),
  },
  {
    key: 'forms.awaiting_review',
    label: 'Forms awaiting review',
    description: 'Forms sent and waiting for a reviewer’s decision.',
    unit: 'count',
    over: 'now',
    minRole: 'supervisor',
    changesWith: CHANGES,
    compute: (actor, query) => formsCount(actor, query, 's.status IN (:awaitingReview)'),
  },
];
