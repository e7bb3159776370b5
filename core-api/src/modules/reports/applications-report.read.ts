// Owns reading the applications by project report (decision 0084): every application made (drafts are not
// claims) on the company's projects, with its Construction Act dates, the notices given, what was applied,
// certified (the notified sum), is payable and was paid, what is outstanding and overdue, and retention held and
// released to date. Two statements whatever the number of applications: the page of rows, and every total
// (each project's and the whole report's, one GROUPING SETS pass). Amounts stay in pence: the arithmetic is the
// applications module's own SQL (NOTIFIED_SUMS_SQL, PAYABLE_SQL, OUTSTANDING_SQL), so the report and the
// applications list never disagree.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { exactTotal, pageOf, pageRequest } from '../../lib/paging.js';
import { num, q } from '../../lib/sql.js';
import { NOTIFIED_SUMS_SQL, OUTSTANDING, OUTSTANDING_SQL, PAYABLE_SQL } from '../applications/index.js';
import { visibleProjectsWhere } from '../projects/index.js';
import { assertReportProject } from './report-project.js';
import type {
  ApplicationsReportJson,
  ApplicationsReportProjectTotal,
  ApplicationsReportRow,
  ApplicationsReportTotal,
} from './reports.presenter.js';
import type { ApplicationsReportFilters, ApplicationsReportQuery } from './reports.schema.js';

/** The report's rows before paging: filters, joins and each application's figures, as columns of `r`. */
function reportRowsSql(filters: ApplicationsReportFilters, actor: Actor): string {
  const where = [
    'a.company_id = :companyId',
    "a.status <> 'draft'",
    visibleProjectsWhere(actor, 'a.project_id'),
  ];
  if (filters.project_id) where.push('a.project_id = :projectId');
  if (filters.from) where.push('a.valuation_date >= :from');
  if (filters.to) where.push('a.valuation_date <= :to');
  if (filters.status) where.push('a.status = :status');
  if (filters.overdue) where.push(`a.status IN (:open) AND a.final_date < :today AND ${OUTSTANDING_SQL} > 0`);
  const open = `a.status IN (:open)`;
  return `
    SELECT a.id, a.project_id, p.project_number, p.name AS project_name, a.number, t.name AS template_name,
           a.template_id, a.status, a.valuation_date, a.claim_date, a.due_date, a.payment_notice_deadline,
           a.pay_less_deadline, a.final_date, nd.payment_notice_date, nd.pay_less_date, nd.pay_less_reason,
           a.amount_due_pence AS applied, coalesce(ns.amount_pence, a.amount_due_pence) AS certified,
           ${PAYABLE_SQL} AS payable, a.paid_pence AS paid,
           CASE WHEN ${open} THEN ${OUTSTANDING_SQL} ELSE 0 END AS outstanding,
           (${open} AND a.final_date < :today AND ${OUTSTANDING_SQL} > 0) AS overdue,
           CASE WHEN ${open} AND a.final_date < :today THEN :today::date - a.final_date ELSE 0 END AS days_overdue,
           (${open} AND :today > a.payment_notice_deadline AND nd.payment_notice_date IS NULL
             AND nd.pay_less_date IS NULL AND NOT coalesce(nd.has_default, false)) AS no_payment_notice,
           a.retention_pence AS held,
           CASE WHEN a.retention_stage = 'full' THEN 0
                ELSE greatest(0, round(a.gross_pence * t.retention_percent / 100) - a.retention_pence) END AS released,
           row_number() OVER (PARTITION BY a.template_id ORDER BY a.number DESC) = 1 AS latest
      FROM applications a
      JOIN projects p ON p.id = a.project_id
      JOIN application_templates t ON t.id = a.template_id
      LEFT JOIN ${NOTIFIED_SUMS_SQL} ns ON ns.application_id = a.id
      LEFT JOIN (SELECT n.application_id,
                        max(n.notice_date) FILTER (WHERE n.kind = 'payment') AS payment_notice_date,
                        max(n.notice_date) FILTER (WHERE n.kind = 'pay_less') AS pay_less_date,
                        (array_agg(n.reason ORDER BY n.created_at DESC) FILTER (WHERE n.kind = 'pay_less'))[1]
                          AS pay_less_reason,
                        bool_or(n.kind = 'default') AS has_default
                   FROM application_notices n WHERE n.company_id = :companyId
                  GROUP BY n.application_id) nd ON nd.application_id = a.id
     WHERE ${where.join(' AND ')}`;
}

const ORDER = 'r.project_number, r.project_id, r.number, r.id';

interface RowRecord {
  id: string;
  project_id: string;
  project_number: string;
  project_name: string;
  number: number;
  template_name: string;
  status: ApplicationsReportRow['status'];
  valuation_date: string;
  claim_date: string | null;
  due_date: string;
  payment_notice_deadline: string;
  pay_less_deadline: string;
  final_date: string;
  payment_notice_date: string | null;
  pay_less_date: string | null;
  pay_less_reason: string | null;
  applied: string;
  certified: string;
  payable: string;
  paid: string;
  outstanding: string;
  overdue: boolean;
  days_overdue: number | string;
  no_payment_notice: boolean;
  held: string;
  released: string;
}

function rowOf(r: RowRecord): ApplicationsReportRow {
  return {
    id: r.id,
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    number: num(r.number),
    template_name: r.template_name,
    status: r.status,
    valuation_date: r.valuation_date,
    claim_date: r.claim_date,
    due_date: r.due_date,
    payment_notice_deadline: r.payment_notice_deadline,
    payment_notice_date: r.payment_notice_date,
    pay_less_deadline: r.pay_less_deadline,
    pay_less_date: r.pay_less_date,
    pay_less_reason: r.pay_less_reason,
    final_date: r.final_date,
    applied_pence: num(r.applied),
    certified_pence: num(r.certified),
    payable_pence: num(r.payable),
    paid_pence: num(r.paid),
    outstanding_pence: num(r.outstanding),
    overdue_pence: r.overdue ? num(r.outstanding) : 0,
    retention_held_pence: num(r.held),
    retention_released_pence: num(r.released),
    overdue: r.overdue,
    days_overdue: num(r.days_overdue),
    no_payment_notice: r.no_payment_notice,
  };
}

interface TotalRecord {
  project_id: string | null;
  project_number: string | null;
  project_name: string | null;
  n: string;
  overdue_n: string;
  applied: string;
  certified: string;
  payable: string;
  paid: string;
  outstanding: string;
  overdue: string;
  held: string;
  released: string;
}

function totalOf(t: TotalRecord | undefined): ApplicationsReportTotal {
  return {
    applications: num(t?.n),
    overdue_count: num(t?.overdue_n),
    applied_pence: num(t?.applied),
    certified_pence: num(t?.certified),
    payable_pence: num(t?.payable),
    paid_pence: num(t?.paid),
    outstanding_pence: num(t?.outstanding),
    overdue_pence: num(t?.overdue),
    retention_held_pence: num(t?.held),
    retention_released_pence: num(t?.released),
  };
}

async function replacementsFor(db: Sequelize, actor: Actor, filters: ApplicationsReportFilters, now: Date) {
  if (filters.project_id) await assertReportProject(db, actor, filters.project_id);
  return {
    companyId: actor.companyId,
    projectId: filters.project_id ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    status: filters.status ?? null,
    open: [...OUTSTANDING],
    today: londonDate(now),
  };
}

/**
 * Each project's totals and the report's (the row with no project), in one pass. Sums of the money a row
 * carries; retention is held and released to date, so a project's is its schedules' latest applications'.
 * `projectIds` keeps only those projects' rows (the page's); null keeps every project's (a download).
 */
async function totals(
  db: Sequelize,
  actor: Actor,
  filters: ApplicationsReportFilters,
  rep: Record<string, unknown>,
  projectIds: string[] | null,
) {
  const rows = await q<TotalRecord>(
    db,
    `SELECT r.project_id, min(r.project_number) AS project_number, min(r.project_name) AS project_name,
            count(*) AS n, count(*) FILTER (WHERE r.overdue) AS overdue_n,
            sum(r.applied) AS applied, sum(r.certified) AS certified, sum(r.payable) AS payable,
            sum(r.paid) AS paid, sum(r.outstanding) AS outstanding,
            coalesce(sum(r.outstanding) FILTER (WHERE r.overdue), 0) AS overdue,
            coalesce(sum(r.held) FILTER (WHERE r.latest), 0) AS held,
            coalesce(sum(r.released) FILTER (WHERE r.latest), 0) AS released
       FROM (${reportRowsSql(filters, actor)}) r
      GROUP BY GROUPING SETS ((r.project_id), ())
     HAVING GROUPING(r.project_id) = 1 ${projectIds ? 'OR r.project_id IN (:projectIds)' : 'OR TRUE'}
      ORDER BY min(r.project_number) NULLS LAST, r.project_id`,
    { ...rep, projectIds: projectIds?.length ? projectIds : [null] },
  );
  const overall = rows.find((r) => r.project_id === null);
  const projects: ApplicationsReportProjectTotal[] = rows
    .filter((r) => r.project_id !== null)
    .map((r) => ({
      project: { id: r.project_id!, project_number: r.project_number!, name: r.project_name! },
      ...totalOf(r),
    }));
  return { overall: totalOf(overall), projects };
}

/** The report's page: its rows, the totals of the projects on it and the report's totals. */
export async function applicationsReport(
  db: Sequelize,
  actor: Actor,
  query: ApplicationsReportQuery,
  now = new Date(),
): Promise<ApplicationsReportJson> {
  const paging = pageRequest(query);
  const rep = await replacementsFor(db, actor, query, now);
  const records = await q<RowRecord>(
    db,
    `SELECT r.* FROM (${reportRowsSql(query, actor)}) r ORDER BY ${ORDER} LIMIT :limit OFFSET :offset`,
    { ...rep, limit: paging.size, offset: paging.offset },
  );
  const items = records.map(rowOf);
  const { overall, projects } = await totals(db, actor, query, rep, [
    ...new Set(items.map((i) => i.project.id)),
  ]);
  return {
    ...pageOf(items, exactTotal(overall.applications), paging),
    as_of: rep.today,
    project_totals: projects,
    totals: overall,
  };
}

/** Everything a download holds: every row in order, each project's totals and the report's. */
export interface ApplicationsReportFile {
  as_of: string;
  filters: ApplicationsReportFilters;
  project: { project_number: string; name: string } | null;
  rows: (batch: number) => Promise<ApplicationsReportRow[]>;
  projectTotals: Map<string, ApplicationsReportProjectTotal>;
  totals: ApplicationsReportTotal;
}

/** The report for a download: totals first (one statement), rows read `size` at a time by the caller. */
export async function applicationsReportFile(
  db: Sequelize,
  actor: Actor,
  filters: ApplicationsReportFilters,
  size: number,
  now = new Date(),
): Promise<ApplicationsReportFile> {
  const rep = await replacementsFor(db, actor, filters, now);
  const { overall, projects } = await totals(db, actor, filters, rep, null);
  const sql = `SELECT r.* FROM (${reportRowsSql(filters, actor)}) r ORDER BY ${ORDER} LIMIT :limit OFFSET :offset`;
  const chosen = filters.project_id ? projects.find((p) => p.project.id === filters.project_id) : undefined;
  return {
    as_of: rep.today,
    filters,
    project: chosen ? chosen.project : null,
    rows: async (batch) =>
      (await q<RowRecord>(db, sql, { ...rep, limit: size, offset: batch * size })).map(rowOf),
    projectTotals: new Map(projects.map((p) => [p.project.id, p])),
    totals: overall,
  };
}
