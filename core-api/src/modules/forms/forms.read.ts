// Owns reading forms into their answers: templates with their current fields and versions, the submissions list
// (one page query and its total — the counters when unfiltered for supervisors and up, else a capped count —
// filters on template, project, status and the severity inside the answers), and one submission with its
// version's fields, answers, review and timeline. Visibility: the projects rule (workers: the projects they are
// on), and a draft only to the person filling it in. Reads in SQL take the app's connection `db` first; templates
// are read through their models.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { anyOf, escapeLike, q, resolveSearchArms } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { Activity } from '../../models/index.js';
import { PROJECT_NAME_OR_NUMBER, seesAllProjects, visibleProjectsWhere } from '../projects/index.js';
import {
  AWAITING_REVIEW,
  DELAY_NOTICES_SINCE_SQL,
  FormSubmission,
  monthStartOf,
} from './form-submission.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import { FormTemplate } from './form-template.model.js';
import type {
  ListSubmissionsQuery,
  SubmissionJson,
  SubmissionSummaryJson,
  TemplateJson,
} from './forms.schema.js';
import { mayEditAnswers, mayManageTemplates, submissionMoves } from './forms.policy.js';
import { operativeLabels } from './forms.library-checks.js';
import { SUBMISSION_NOT_FOUND, TEMPLATE_NOT_FOUND } from './forms.service.js';
import { PERMITS_IN_FORCE_SQL, presentPermit } from './forms.permits.js';
import { plantAnswerLabels } from './forms.plant.js';

/** The SQL condition of the submissions `actor` may see (alias `s`): forms.policy's rules, in SQL. */
function visibleWhere(actor: Actor): string {
  return `s.company_id = :companyId AND ${visibleProjectsWhere(actor, 's.project_id')}
    AND (s.status <> 'draft' OR s.submitted_by = :userId)`;
}

export async function submissionVisible(db: Sequelize, actor: Actor, id: string): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM form_submissions s WHERE s.id = :id AND ${visibleWhere(actor)}`,
    { id, companyId: actor.companyId, userId: actor.userId },
  );
  return Number(row?.n ?? 0) > 0;
}

export async function templateVisible(actor: Actor, id: string): Promise<boolean> {
  return (await FormTemplate.count({ where: { id, company_id: actor.companyId } })) > 0;
}

function presentTemplate(
  actor: Actor,
  t: FormTemplate,
  current: FormTemplateVersion,
  versions: FormTemplateVersion[],
): TemplateJson {
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    builtin: !!t.builtin_key,
    is_active: t.is_active,
    version: current.version,
    version_id: current.id,
    fields: current.fields,
    versions: versions.map((v) => ({ id: v.id, version: v.version, created_at: iso(v.created_at)! })),
    can_edit: mayManageTemplates(actor),
    updated_at: iso(t.updated_at)!,
  };
}

export async function listTemplates(actor: Actor, includeInactive: boolean): Promise<TemplateJson[]> {
  const templates = await FormTemplate.findAll({
    where: { company_id: actor.companyId, ...(includeInactive ? {} : { is_active: true }) },
    order: [
      ['builtin_key', 'ASC NULLS LAST'],
      ['name', 'ASC'],
    ],
    limit: 200,
  });
  if (!templates.length) return [];
  const versions = await FormTemplateVersion.findAll({
    where: { template_id: templates.map((t) => t.id) },
    order: [['version', 'DESC']],
  });
  return templates.map((t) => {
    const mine = versions.filter((v) => v.template_id === t.id);
    const current = mine.find((v) => v.version === t.current_version) ?? mine[0]!;
    return presentTemplate(actor, t, current, mine);
  });
}

export async function readTemplate(actor: Actor, id: string): Promise<TemplateJson> {
  const t = await FormTemplate.findOne({ where: { id, company_id: actor.companyId } });
  if (!t) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  const versions = await FormTemplateVersion.findAll({
    where: { template_id: id },
    order: [['version', 'DESC']],
  });
  return presentTemplate(
    actor,
    t,
    versions.find((v) => v.version === t.current_version) ?? versions[0]!,
    versions,
  );
}

interface SummaryRow {
  id: string;
  reference: string;
  status: SubmissionSummaryJson['status'];
  template_id: string;
  template_name: string;
  category: SubmissionSummaryJson['template']['category'];
  project_id: string;
  project_number: string;
  project_name: string;
  submitted_by: string | null;
  first_name: string | null;
  last_name: string | null;
  severity: string | null;
  submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const SUMMARY_SELECT = `SELECT s.id, s.reference, s.status, s.template_id, v.name AS template_name, t.category,
       s.project_id, p.project_number, p.name AS project_name, s.submitted_by, u.first_name, u.last_name,
       s.answers->>'severity' AS severity, s.submitted_at, s.created_at, s.updated_at
  FROM form_submissions s
  JOIN form_templates t ON t.id = s.template_id
  JOIN form_template_versions v ON v.id = s.template_version_id
  JOIN projects p ON p.id = s.project_id
  LEFT JOIN users u ON u.id = s.submitted_by`;

function summaryOf(r: SummaryRow): SubmissionSummaryJson {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    template: { id: r.template_id, name: r.template_name, category: r.category },
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    submitted_by:
      r.submitted_by && r.first_name != null
        ? { id: r.submitted_by, first_name: r.first_name, last_name: r.last_name ?? '' }
        : null,
    severity: r.severity,
    submitted_at: iso(r.submitted_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

export async function listSubmissions(
  db: Sequelize,
  actor: Actor,
  query: ListSubmissionsQuery,
): Promise<Page<SubmissionSummaryJson>> {
  const page = pageRequest(query);
  const where = [visibleWhere(actor)];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = {
    companyId: actor.companyId,
    userId: actor.userId,
    limit: page.size,
    offset: page.offset,
  };
  if (query.status) {
    where.push('s.status = :status');
    rep.status = query.status;
  }
  if (query.awaiting_review) {
    where.push('s.status IN (:awaitingReview)');
    rep.awaitingReview = [...AWAITING_REVIEW];
  }
  if (query.delay_notices_this_month) {
    where.push(`(${DELAY_NOTICES_SINCE_SQL})`);
    rep.month = monthStartOf(londonDate());
  }
  if (query.template_id) {
    where.push('s.template_id = :templateId');
    rep.templateId = query.template_id;
  }
  if (query.project_id) {
    where.push('s.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.severity) {
    where.push(`s.answers ? 'severity' AND s.answers->>'severity' = :severity`);
    rep.severity = query.severity;
  }
  if (query.mine) where.push('s.submitted_by = :userId');
  if (query.permits_in_force) where.push(`(${PERMITS_IN_FORCE_SQL})`);
  if (query.search) {
    // Each alternative has its own index (the reference's trigram index, the projects' search indexes, the
    // version id), so the planner can OR them instead of reading every form of the company.
    rep.like = `%${escapeLike(query.search.toLowerCase())}%`;
    const arms = await resolveSearchArms(
      db,
      [
        { column: 's.project_id', table: 'projects', condition: PROJECT_NAME_OR_NUMBER },
        {
          column: 's.template_version_id',
          table: 'form_template_versions',
          condition: 'lower(name) LIKE :like',
        },
      ],
      rep,
    );
    where.push(anyOf(['lower(s.reference) LIKE :like', ...arms]));
  }
  const filter = where.join(' AND ');
  // Unfiltered, a supervisor and up sees every submission of the company but others' drafts: the counters of
  // those not in draft and of the caller's own drafts (decision 0028). Otherwise capped at 1,000+ in page order.
  const unfiltered = seesAllProjects(actor) && where.length === scope;
  const [rows, total] = await Promise.all([
    q<SummaryRow>(
      db,
      `${SUMMARY_SELECT} WHERE ${filter} ORDER BY s.created_at DESC, s.id DESC LIMIT :limit OFFSET :offset`,
      rep,
    ),
    unfiltered
      ? countedTotal(db, {
          companyId: actor.companyId,
          list: 'form_submissions',
          views: ['not_draft', `draft:${actor.userId}`],
        })
      : cappedTotal(
          db,
          `SELECT 1 FROM form_submissions s
             JOIN form_template_versions v ON v.id = s.template_version_id
             JOIN projects p ON p.id = s.project_id
            WHERE ${filter} ORDER BY s.created_at DESC, s.id DESC`,
          rep,
        ),
  ]);
  return pageOf(rows.map(summaryOf), total, page);
}

export async function readSubmission(db: Sequelize, actor: Actor, id: string): Promise<SubmissionJson> {
  const [row] = await q<SummaryRow>(db, `${SUMMARY_SELECT} WHERE s.id = :id AND ${visibleWhere(actor)}`, {
    id,
    companyId: actor.companyId,
    userId: actor.userId,
  });
  if (!row) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  const submission = (await FormSubmission.findByPk(id))!;
  const version = (await FormTemplateVersion.findByPk(submission.template_version_id))!;
  const activity = await Activity.findAll({
    where: { company_id: actor.companyId, entity_type: 'form_submission', entity_id: id },
    order: [['created_at', 'ASC']],
    limit: 100,
  });
  const people = await q<{ id: string; first_name: string; last_name: string }>(
    db,
    'SELECT id, first_name, last_name FROM users WHERE id IN (:ids)',
    {
      ids: [
        ...new Set(
          [submission.reviewed_by, ...activity.map((a) => a.actor_id)].filter((x): x is string => !!x),
        ),
      ].concat(['00000000-0000-0000-0000-000000000000']),
    },
  );
  const person = new Map(people.map((p) => [p.id, p]));
  const reviewer = submission.reviewed_by ? person.get(submission.reviewed_by) : undefined;
  return {
    ...summaryOf(row),
    template_version: { id: version.id, version: version.version },
    fields: version.fields,
    answers: submission.answers,
    submit_count: submission.submit_count,
    review_comment: submission.review_comment,
    reviewed_by: reviewer ?? null,
    reviewed_at: iso(submission.reviewed_at),
    pdf_upload_id: submission.pdf_upload_id,
    library_checks: submission.library_checks,
    operative_labels: await operativeLabels(db, actor.companyId, version.fields, submission.answers),
    can_edit: mayEditAnswers(actor, submission),
    status_moves: submissionMoves(actor, submission),
    permit: presentPermit(actor, submission),
    answer_labels: await plantAnswerLabels(actor.companyId, version.fields, submission.answers),
    timeline: activity.map((a) => {
      const p = a.actor_id ? person.get(a.actor_id) : undefined;
      return {
        action: a.action,
        from: a.from_state,
        to: a.to_state,
        reason: a.reason,
        actor: p ? `${p.first_name} ${p.last_name}` : null,
        at: iso(a.created_at)!,
      };
    }),
  };
}
