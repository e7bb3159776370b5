// Owns reading application templates into their answers: a new template's starting values from its project,
// one template (with its applications and what the next application starts from: its number, the sum
// certified so far and each line's previous value) and the templates list (one page query and its total: the
// counter unfiltered, else a capped count). Reads run on the app's connection, handed in as `db`.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { regionForPostcode } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { num, q } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { Project } from '../../models/index.js';
import { findVisibleProject, seesAllProjects, visibleProjectsWhere } from '../projects/index.js';
import { acceptedEstimateSchedule } from '../enquiries/index.js';
import { companyVatRegistered, getProjectDefaults } from '../settings/index.js';
import { ApplicationTemplate } from './application-template.model.js';
import { Application } from './application.model.js';
import { previouslyCertified } from './applications.read.js';
import {
  projectRefOf,
  type TemplateDefaultsJson,
  type TemplateJson,
  type TemplateSummaryJson,
} from './applications.presenter.js';
import type { ListTemplatesQuery } from './applications.schema.js';

export const TEMPLATE_NOT_FOUND = 'Application template not found';

/** Supervisors and up (the only callers) see every project of their company: the company is the check. */
export async function templateVisible(actor: Actor, id: string, db: Sequelize): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM application_templates WHERE id = :id AND company_id = :companyId`,
    { id, companyId: actor.companyId },
  );
  return num(row?.n) > 0;
}

/**
 * A new template's starting values: the project's retention, payment terms, DRC flag and part of the UK; and,
 * when the project came from a won enquiry, its accepted estimate's lines at selling price (decision 0061).
 */
export async function templateDefaults(actor: Actor, projectId: string): Promise<TemplateDefaultsJson> {
  const project = await findVisibleProject(actor, projectId, { withManager: false });
  const [company, schedule] = await Promise.all([
    getProjectDefaults(actor.companyId),
    acceptedEstimateSchedule(actor.companyId, project.id),
  ]);
  const retention = num(project.retention_percent ?? company.retention_percent);
  return {
    project: projectRefOf(project),
    name: `${project.name} applications`,
    contract_value_pence: project.contract_value_pence == null ? null : num(project.contract_value_pence),
    retention_percent: retention,
    retention_after_pc_percent: Math.round(retention * 50) / 100,
    vat_treatment: project.drc_applies ? 'drc' : 'standard',
    terms: 'contract',
    payment_due_days: project.payment_due_days ?? company.payment_due_days,
    payment_final_days: project.payment_final_days ?? company.payment_final_days,
    pay_less_days: 7,
    region: regionForPostcode(project.site_postcode) ?? 'england-and-wales',
    from_estimate: schedule?.estimate ?? null,
    lines: (schedule?.lines ?? []).map((l) => ({ ...l, cis_specified: true })),
  };
}

export async function readTemplate(db: Sequelize, actor: Actor, id: string): Promise<TemplateJson> {
  const t = await ApplicationTemplate.findOne({ where: { id, company_id: actor.companyId } });
  if (!t || !(await templateVisible(actor, id, db))) throw new NotFoundError(TEMPLATE_NOT_FOUND);
  const [project, apps, vatRegistered] = await Promise.all([
    Project.findByPk(t.project_id),
    Application.findAll({ where: { template_id: t.id }, order: [['number', 'ASC']] }),
    companyVatRegistered(db, actor.companyId),
  ]);
  const last = apps.at(-1);
  const nextNumber =
    Number(
      (
        await q<{ n: number | null }>(db, 'SELECT max(number) AS n FROM applications WHERE project_id = :p', {
          p: t.project_id,
        })
      )[0]?.n ?? 0,
    ) + 1;
  const previousLines = new Map((last?.lines ?? []).map((l) => [l.line_id, l]));
  return {
    id: t.id,
    name: t.name,
    project: projectRefOf(project!),
    lines: t.lines.map((l) => ({ ...l, cis_specified: l.cis_specified !== false })),
    company_vat_registered: vatRegistered,
    contract_sum_pence: t.lines.reduce((s, l) => s + l.contract_value_pence, 0),
    retention_percent: num(t.retention_percent),
    retention_after_pc_percent: num(t.retention_after_pc_percent),
    vat_treatment: t.vat_treatment,
    terms: t.terms,
    payment_due_days: t.payment_due_days,
    payment_final_days: t.payment_final_days,
    pay_less_days: t.pay_less_days,
    region: t.region,
    practical_completion_date: t.practical_completion_date,
    rectification_end_date: t.rectification_end_date,
    applications: apps.map((a) => ({
      id: a.id,
      number: a.number,
      status: a.status,
      valuation_date: a.valuation_date,
      total_pence: num(a.total_pence),
    })),
    next_application: {
      number: nextNumber,
      previously_certified_pence: await previouslyCertified(t.id, Number.MAX_SAFE_INTEGER),
      lines: t.lines.map((l) => {
        const prev = previousLines.get(l.id);
        return {
          line_id: l.id,
          percent: prev?.percent == null ? null : Number(prev.percent),
          value_pence: prev?.value_pence ?? null,
          previous_value_pence: prev?.value_to_date_pence ?? 0,
        };
      }),
    },
    created_at: iso(t.created_at)!,
    updated_at: iso(t.updated_at)!,
  };
}

export async function listTemplates(
  db: Sequelize,
  actor: Actor,
  query: ListTemplatesQuery,
): Promise<Page<TemplateSummaryJson>> {
  const paging = pageRequest(query);
  const where = [`t.company_id = :companyId`, visibleProjectsWhere(actor, 't.project_id')];
  const scope = where.length; // any filter below adds a condition
  if (query.project_id) where.push('t.project_id = :projectId');
  const from = `FROM application_templates t WHERE ${where.join(' AND ')}`;
  const rep = { companyId: actor.companyId, projectId: query.project_id ?? null };
  const [rows, total] = await Promise.all([
    q<{
      id: string;
      name: string;
      project_id: string;
      project_number: string;
      project_name: string;
      contract_sum: string;
      application_count: string;
      created_at: Date;
    }>(
      db,
      `SELECT t.id, t.name, t.project_id, p.project_number, p.name AS project_name, t.created_at,
              (SELECT coalesce(sum((l->>'contract_value_pence')::bigint), 0) FROM jsonb_array_elements(t.lines) l)
                AS contract_sum,
              (SELECT count(*) FROM applications a WHERE a.template_id = t.id) AS application_count
         FROM application_templates t JOIN projects p ON p.id = t.project_id
        WHERE ${where.join(' AND ')}
        ORDER BY t.created_at DESC, t.id LIMIT :limit OFFSET :offset`,
      { ...rep, limit: paging.size, offset: paging.offset },
    ),
    // Supervisors and up (the route's callers) see every template of the company: unfiltered, its counter.
    seesAllProjects(actor) && where.length === scope
      ? countedTotal(db, {
          companyId: actor.companyId,
          list: 'application_templates',
          views: ['all'],
        })
      : cappedTotal(db, `SELECT 1 ${from} ORDER BY t.created_at DESC, t.id`, rep),
  ]);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
      contract_sum_pence: num(r.contract_sum),
      application_count: num(r.application_count),
      created_at: iso(r.created_at)!,
    })),
    total,
    paging,
  );
}
