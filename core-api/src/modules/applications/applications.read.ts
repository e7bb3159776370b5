// Owns reading applications into their answers: the applications list across projects (open ones first, by
// their next deadline; one page query and its total: the counter unfiltered, else a capped count), an
// application with its lines' previous and this-period values, notices, notified sum, Construction Act dates
// with their rules and warnings, what the earlier applications of a template certified, and the overview of
// what is outstanding (the SQL the dashboard shares). Reads run on the app's connection, handed in as `db`.
import type { Sequelize, Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { num, q } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { Project } from '../../models/index.js';
import { seesAllProjects, visibleProjectsWhere } from '../projects/index.js';
import { ApplicationNotice } from './application-notice.model.js';
import { REVERSE_CHARGE_WORDING, percentOfPence } from '@sitebase/shared';
import { ApplicationTemplate } from './application-template.model.js';
import { Application, OUTSTANDING, type ApplicationStatus } from './application.model.js';
import {
  applicationWarnings,
  constructionActDates,
  type ActDates,
  type ApplicationWarning,
} from './construction-act-dates.js';
import { applicationAbilities } from './applications.policy.js';
import { NOT_VAT_REGISTERED_WORDING } from './application-valuation.js';
import { projectRefOf, type ApplicationJson, type ApplicationSummaryJson } from './applications.presenter.js';
import type { ListApplicationsQuery } from './applications.schema.js';

export const APPLICATION_NOT_FOUND = 'Application not found';

type Person = { id: string; first_name: string; last_name: string };
const OPEN: readonly ApplicationStatus[] = ['submitted', 'certified', 'part_paid'];

async function people(db: Sequelize, ids: (string | null | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = await q<Person>(db, 'SELECT id, first_name, last_name FROM users WHERE id IN (:ids)', {
    ids: wanted,
  });
  return new Map(rows.map((r) => [r.id, r]));
}

export async function applicationVisible(actor: Actor, id: string, db: Sequelize): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM applications WHERE id = :id AND company_id = :companyId`,
    { id, companyId: actor.companyId },
  );
  return num(row?.n) > 0;
}

/** What an application certifies, excluding VAT: a pay less notice's sum, else the payment notice's, else its own. */
export function certifiedSum(amountDue: number, notices: Pick<ApplicationNotice, 'kind' | 'amount_pence'>[]) {
  const last = (kind: string) => [...notices].reverse().find((n) => n.kind === kind);
  const payLess = last('pay_less');
  if (payLess) return { pence: num(payLess.amount_pence), basis: 'Pay less notice' };
  const payment = last('payment');
  if (payment) return { pence: num(payment.amount_pence), basis: 'Payment notice' };
  // s.110B(3) and s.111(2): the payee's notice in default states the notified sum.
  const fallback = last('default');
  if (fallback) return { pence: num(fallback.amount_pence), basis: 'The payee’s notice in default (s.110B)' };
  return { pence: amountDue, basis: 'The application (no payment notice given)' };
}

/** The sum certified by every earlier non-draft application of the template (excluding VAT). */
export async function previouslyCertified(
  templateId: string,
  beforeNumber: number,
  transaction?: Transaction,
): Promise<number> {
  const earlier = await Application.findAll({
    where: { template_id: templateId },
    attributes: ['id', 'number', 'status', 'amount_due_pence'],
    order: [['number', 'ASC']],
    transaction,
  });
  const counted = earlier.filter((a) => a.number < beforeNumber && a.status !== 'draft');
  if (!counted.length) return 0;
  const notices = await ApplicationNotice.findAll({
    where: { application_id: counted.map((a) => a.id) },
    order: [['created_at', 'ASC']],
    transaction,
  });
  return counted.reduce(
    (sum, a) =>
      sum +
      certifiedSum(
        num(a.amount_due_pence),
        notices.filter((n) => n.application_id === a.id),
      ).pence,
    0,
  );
}

/** The dates from the claim (the day it was entered, for rows from before claim dates were recorded). */
function datesOf(
  a: Pick<Application, 'terms' | 'valuation_date' | 'claim_date' | 'submitted_on'>,
  notices: readonly Pick<ApplicationNotice, 'kind' | 'notice_date'>[],
): ActDates {
  const fallback = notices.find((n) => n.kind === 'default');
  return constructionActDates(
    a.terms,
    a.valuation_date,
    a.claim_date ?? a.submitted_on ?? null,
    fallback?.notice_date ?? null,
  );
}

/** No VAT on top when reverse charged or when the company is not VAT-registered. */
const NO_VAT_ADDED = ['drc', 'not_registered'];

/** The first deadline still ahead of an open application (payment notice, pay less notice, final date). */
function nextDeadline(
  status: ApplicationStatus,
  dates: Pick<ActDates, 'payment_notice_deadline' | 'pay_less_deadline' | 'final_date'>,
  today: string,
  hasPaymentNotice: boolean,
  hasPayLess: boolean,
) {
  if (!OPEN.includes(status)) return null;
  const ahead = [
    !hasPaymentNotice && !hasPayLess && { label: 'Payment notice', date: dates.payment_notice_deadline },
    !hasPayLess && { label: 'Pay less notice', date: dates.pay_less_deadline },
    { label: 'Final date for payment', date: dates.final_date },
  ].filter((d): d is { label: string; date: string } => !!d && d.date >= today);
  return ahead[0] ?? { label: 'Final date for payment', date: dates.final_date };
}

function payable(a: Pick<Application, 'vat_treatment'>, certified: number): number {
  // Standard rate: the certified sum plus its VAT (decision 0019: half up); reverse charge or no VAT: the sum.
  return NO_VAT_ADDED.includes(a.vat_treatment) ? certified : certified + percentOfPence(certified, 20);
}

/** What listApplications reads of an application (datesOf, payable and the summary itself). */
const SUMMARY_ATTRIBUTES = [
  'id',
  'number',
  'project_id',
  'template_id',
  'valuation_date',
  'submitted_on',
  'claim_date',
  'status',
  'terms',
  'vat_treatment',
  'amount_due_pence',
  'total_pence',
  'paid_pence',
  'created_at',
] as const satisfies readonly (keyof Application)[];

export async function listApplications(
  db: Sequelize,
  actor: Actor,
  query: ListApplicationsQuery,
  now = new Date(),
): Promise<Page<ApplicationSummaryJson>> {
  const paging = pageRequest(query);
  const today = londonDate(now);
  // Applications are for supervisors and up, who see every project of the company: the company is the whole
  // filter then (a redundant "project in the company's projects" made the planner misjudge the list and read
  // the company's rows instead of walking applications_company_list_order — the plan check).
  const where = [`a.company_id = :companyId`, visibleProjectsWhere(actor, 'a.project_id')];
  const scope = where.length; // any filter below adds a condition
  if (query.project_id) where.push('a.project_id = :projectId');
  if (query.status) where.push('a.status = :status');
  if (query.owing) where.push('a.status IN (:outstanding)');
  if (query.owing === 'overdue') where.push('a.final_date < :today');
  const order = `CASE WHEN a.status IN ('submitted','certified','part_paid') THEN 0 WHEN a.status = 'draft' THEN 1
                      ELSE 2 END, CASE WHEN a.status IN ('submitted','certified','part_paid') THEN a.final_date END,
                 a.created_at DESC, a.id`;
  const rep = {
    companyId: actor.companyId,
    projectId: query.project_id ?? null,
    status: query.status ?? null,
    outstanding: [...OUTSTANDING],
    today,
  };
  const [ids, total] = await Promise.all([
    q<{ id: string }>(
      db,
      `SELECT a.id FROM applications a WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT :limit OFFSET :offset`,
      { ...rep, limit: paging.size, offset: paging.offset },
    ),
    // Unfiltered, the company is the whole filter: the counter (decision 0028). Otherwise capped at 1,000+.
    seesAllProjects(actor) && where.length === scope
      ? countedTotal(db, { companyId: actor.companyId, list: 'applications', views: ['all'] })
      : cappedTotal(db, `SELECT 1 FROM applications a WHERE ${where.join(' AND ')} ORDER BY ${order}`, rep),
  ]);
  // Only the columns a summary shows or computes from: never an application's lines, variations and materials
  // (its whole valuation, read by the application's own page), nor a project's or a notice's other columns.
  const list = ids.length
    ? await Application.findAll({ where: { id: ids.map((r) => r.id) }, attributes: [...SUMMARY_ATTRIBUTES] })
    : [];
  const byId = new Map(list.map((a) => [a.id, a]));
  const [projects, templates, notices] = list.length
    ? await Promise.all([
        Project.findAll({
          where: { id: [...new Set(list.map((a) => a.project_id))] },
          attributes: ['id', 'project_number', 'name'],
        }),
        ApplicationTemplate.findAll({
          where: { id: [...new Set(list.map((a) => a.template_id))] },
          attributes: ['id', 'name'],
        }),
        ApplicationNotice.findAll({
          where: { application_id: list.map((a) => a.id) },
          attributes: ['application_id', 'kind', 'amount_pence', 'notice_date'],
          order: [['created_at', 'ASC']],
        }),
      ])
    : [[], [], []];
  const projectOf = new Map(projects.map((p) => [p.id, p]));
  const templateOf = new Map(templates.map((t) => [t.id, t]));
  const items = ids.map(({ id }) => {
    const a = byId.get(id)!;
    const own = notices.filter((n) => n.application_id === a.id);
    const hasPayment = own.some((n) => n.kind === 'payment');
    const hasPayLess = own.some((n) => n.kind === 'pay_less');
    const dates = datesOf(a, own);
    const certified = certifiedSum(num(a.amount_due_pence), own).pence;
    const warnings = applicationWarnings({
      status: a.status,
      today,
      dates,
      has_payment_notice: hasPayment,
      has_pay_less_notice: hasPayLess,
      has_default_notice: own.some((n) => n.kind === 'default'),
    });
    return {
      id: a.id,
      number: a.number,
      project: projectRefOf(projectOf.get(a.project_id)!),
      template: { id: a.template_id, name: templateOf.get(a.template_id)?.name ?? '' },
      valuation_date: a.valuation_date,
      status: a.status,
      total_pence: num(a.total_pence),
      outstanding_pence: OPEN.includes(a.status) ? Math.max(0, payable(a, certified) - num(a.paid_pence)) : 0,
      final_date: dates.final_date,
      next_deadline: nextDeadline(a.status, dates, today, hasPayment, hasPayLess),
      warnings,
      alert: warnings.find((w) => w.tone === 'danger') ?? warnings.find((w) => w.tone === 'warning') ?? null,
      created_at: iso(a.created_at)!,
    };
  });
  return pageOf(items, total, paging);
}

export { payable as payableWithVat };

export async function readApplication(
  db: Sequelize,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<ApplicationJson> {
  const a = await Application.findOne({ where: { id, company_id: actor.companyId } });
  if (!a || !(await applicationVisible(actor, id, db))) throw new NotFoundError(APPLICATION_NOT_FOUND);
  const [project, template, notices, previous] = await Promise.all([
    Project.findByPk(a.project_id),
    ApplicationTemplate.findByPk(a.template_id),
    ApplicationNotice.findAll({ where: { application_id: a.id }, order: [['created_at', 'ASC']] }),
    Application.findOne({
      where: { template_id: a.template_id, number: a.number - 1 },
      attributes: ['lines'],
    }),
  ]);
  // The previous application of the same template (numbers are per project; a project's templates interleave).
  const earlier =
    previous ??
    (await Application.findOne({
      where: { template_id: a.template_id },
      order: [['number', 'DESC']],
      attributes: ['lines', 'number'],
    }).then((p) => (p && p.number < a.number ? p : null)));
  const prevValue = new Map((earlier?.lines ?? []).map((l) => [l.line_id, l.value_to_date_pence]));
  const who = await people(db, [a.created_by, ...notices.map((n) => n.recorded_by)]);
  const today = londonDate(now);
  const dates = datesOf(a, notices);
  const hasPayment = notices.some((n) => n.kind === 'payment');
  const hasPayLess = notices.some((n) => n.kind === 'pay_less');
  const certified = certifiedSum(num(a.amount_due_pence), notices);
  const open = OPEN.includes(a.status);
  const warnings: ApplicationWarning[] = applicationWarnings({
    status: a.status,
    today,
    dates,
    has_payment_notice: hasPayment,
    has_pay_less_notice: hasPayLess,
    has_default_notice: notices.some((n) => n.kind === 'default'),
  });
  return {
    id: a.id,
    number: a.number,
    project: projectRefOf(project!),
    template: { id: template!.id, name: template!.name },
    valuation_date: a.valuation_date,
    submitted_on: a.submitted_on ?? null,
    claim_date: a.claim_date ?? a.submitted_on ?? null,
    status: a.status,
    status_reason: a.status_reason ?? null,
    lines: a.lines.map((l) => {
      const before = prevValue.get(l.line_id) ?? 0;
      return {
        line_id: l.line_id,
        reference: l.reference,
        description: l.description,
        contract_value_pence: l.contract_value_pence,
        cis_specified: l.cis_specified !== false,
        percent: l.percent == null ? null : Number(l.percent),
        value_pence: l.value_pence,
        value_to_date_pence: l.value_to_date_pence,
        previous_value_pence: before,
        this_period_pence: l.value_to_date_pence - before,
      };
    }),
    variations: a.variations.map((v) => ({ ...v, cis_specified: v.cis_specified !== false })),
    materials_on_site: a.materials_on_site,
    vat_treatment: a.vat_treatment,
    vat_decision: a.vat_decision ?? null,
    retention_stage: a.retention_stage,
    retention_percent: num(a.retention_percent),
    retention_rates: {
      full_percent: num(template!.retention_percent),
      after_pc_percent: num(template!.retention_after_pc_percent),
      practical_completion_date: template!.practical_completion_date,
      rectification_end_date: template!.rectification_end_date,
    },
    totals: {
      work_done_pence: num(a.work_done_pence),
      variations_pence: num(a.variations_pence),
      materials_on_site_pence: num(a.materials_on_site_pence),
      gross_pence: num(a.gross_pence),
      retention_pence: num(a.retention_pence),
      net_valuation_pence: num(a.net_valuation_pence),
      previously_certified_pence: num(a.previously_certified_pence),
      amount_due_pence: num(a.amount_due_pence),
      vat_pence: num(a.vat_pence),
      reverse_charge_vat_pence: num(a.reverse_charge_vat_pence),
      total_pence: num(a.total_pence),
      vat_wording:
        a.vat_treatment === 'drc'
          ? REVERSE_CHARGE_WORDING
          : a.vat_treatment === 'not_registered'
            ? NOT_VAT_REGISTERED_WORDING
            : null,
    },
    terms: a.terms,
    dates,
    notices: notices.map((n) => ({
      id: n.id,
      kind: n.kind,
      amount_pence: num(n.amount_pence),
      reason: n.reason,
      notice_date: n.notice_date,
      late:
        n.kind === 'payment'
          ? n.notice_date > dates.payment_notice_deadline
          : n.kind === 'pay_less'
            ? n.notice_date > dates.pay_less_deadline
            : false,
      recorded_by: n.recorded_by ? (who.get(n.recorded_by) ?? null) : null,
      created_at: iso(n.created_at)!,
    })),
    notified_sum_pence: certified.pence,
    notified_sum_basis: certified.basis,
    paid_pence: num(a.paid_pence),
    outstanding_pence: open ? Math.max(0, payable(a, certified.pence) - num(a.paid_pence)) : 0,
    next_deadline: nextDeadline(a.status, dates, today, hasPayment, hasPayLess),
    warnings,
    ...applicationAbilities(actor, a, {
      notice_kinds: notices.map((n) => n.kind),
      paid_pence: num(a.paid_pence),
      payment_notice_deadline: dates.payment_notice_deadline,
      today,
    }),
    pdf_upload_id: a.pdf_upload_id ?? null,
    created_by: a.created_by ? (who.get(a.created_by) ?? null) : null,
    created_at: iso(a.created_at)!,
    updated_at: iso(a.updated_at)!,
  };
}

/**
 * Each of the company's applications that has a notice, with the sum that notice certified: its latest pay less
 * notice, else its latest payment notice (s.110B(4): the notified sum). One pass over the company's notices,
 * joined by hash to its applications, instead of two lookups per application.
 */
export const NOTIFIED_SUMS_SQL = `
  (SELECT DISTINCT ON (n.application_id) n.application_id, n.amount_pence
     FROM application_notices n WHERE n.company_id = :companyId
    ORDER BY n.application_id, n.kind = 'pay_less' DESC, n.created_at DESC)`;

/**
 * What application `a` joined to NOTIFIED_SUMS_SQL as `ns` asks to be paid: the certified sum (the notice's, else
 * the application's amount due) plus its VAT at 20% unless reverse charged or not VAT-registered — rounded half
 * away from zero in whole pence, as shared's application-totals.ts.
 */
export const PAYABLE_SQL = `
  (coalesce(ns.amount_pence, a.amount_due_pence)
   + CASE WHEN a.vat_treatment IN ('drc', 'not_registered') THEN 0
          WHEN coalesce(ns.amount_pence, a.amount_due_pence) < 0
            THEN -((-coalesce(ns.amount_pence, a.amount_due_pence) * 2 + 5) / 10)
          ELSE (coalesce(ns.amount_pence, a.amount_due_pence) * 2 + 5) / 10 END)`;

/** What is still owed on application `a` (as PAYABLE_SQL): what it asks less what has been paid, never below nothing. */
export const OUTSTANDING_SQL = `greatest(0, ${PAYABLE_SQL} - a.paid_pence)`;

/**
 * What the list's header shows: outstanding (certified sums with VAT, less paid), overdue and retention held —
 * in SQL (the dashboard's expression), whatever the number of applications.
 */
export async function applicationsOverview(db: Sequelize, actor: Actor, now = new Date()) {
  // Supervisors and up see every project: the company is the whole filter (a project sub-select would only
  // cost a join). Others see their teams' projects.
  const own = (column: string) => `AND ${visibleProjectsWhere(actor, column)}`;
  const [row] = await q<{ n: string; outstanding: string; overdue_n: string; overdue: string; held: string }>(
    db,
    `SELECT count(*) AS n, coalesce(sum(o.owed), 0) AS outstanding,
            count(*) FILTER (WHERE o.final_date < :today) AS overdue_n,
            coalesce(sum(o.owed) FILTER (WHERE o.final_date < :today), 0) AS overdue,
            (SELECT coalesce(sum(last.retention_pence), 0)
               FROM application_templates t
               JOIN LATERAL (SELECT a.retention_pence FROM applications a
                              WHERE a.template_id = t.id AND a.status <> 'draft'
                              ORDER BY a.number DESC LIMIT 1) last ON true
              WHERE t.company_id = :companyId ${own('t.project_id')}) AS held
       FROM (SELECT a.final_date, ${OUTSTANDING_SQL} AS owed
               FROM applications a LEFT JOIN ${NOTIFIED_SUMS_SQL} ns ON ns.application_id = a.id
              WHERE a.company_id = :companyId AND a.status IN (:outstanding)
                ${own('a.project_id')}) o`,
    { companyId: actor.companyId, today: londonDate(now), outstanding: [...OUTSTANDING] },
  );
  return {
    outstanding_pence: num(row?.outstanding),
    open_count: num(row?.n),
    overdue_count: num(row?.overdue_n),
    overdue_pence: num(row?.overdue),
    retention_held_pence: num(row?.held),
  };
}
