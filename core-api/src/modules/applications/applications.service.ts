// Owns the writes of applications for payment, each in one transaction with its activity rows: templates per
// project (schedule lines keep a stable id); applications numbered per project (the project row is locked while
// the number is taken) whose totals are computed here by application-totals.ts (@sitebase/shared) and stored;
// submitting (the Scheme's due date then counts from the claim, and the PDF is filed by a job); payment and pay
// less notices (a payment notice certifies); the claim date and the payee's notice in default (decision 0049);
// payments in full or in part. Figures and VAT come from application-valuation.ts.
import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { JobQueue } from '../../lib/jobs.js';
import { num } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project } from '../../models/index.js';
import { findVisibleProject, recordProjectActivity } from '../projects/index.js';
import { recordActivity } from '../../lib/activity.js';
import { ApplicationNotice } from './application-notice.model.js';
import { ApplicationTemplate, type ScheduleLine } from './application-template.model.js';
import { Application, type ApplicationStatus } from './application.model.js';
import { companyVatRegistered } from '../settings/index.js';
import { valuationOf } from './application-valuation.js';
import type { TermsSnapshot } from './construction-act-dates.js';
import {
  ApplicationClaimsService,
  PAYMENT_AFTER_DEFAULT,
  checkClaimDate,
  findApplicationForUpdate,
} from './application-claims.service.js';
import {
  MESSAGES,
  type ApplicationInput,
  type CreateApplicationInput,
  type CreateTemplateInput,
  type NoticeInput,
  type TemplateInput,
} from './applications.schema.js';
import { TEMPLATE_NOT_FOUND } from './application-templates.read.js';
import { certifiedSum, payableWithVat, previouslyCertified } from './applications.read.js';
import { APPLICATION_STATUS } from './applications.transitions.js';

export const FILE_APPLICATION_PDF_JOB = 'applications.file-pdf';
export const NOT_A_DRAFT = 'Only a draft application can be changed';
export const PREVIOUS_STILL_DRAFT = 'Submit the previous application before making the next one';
export const VALUATION_BEFORE_PREVIOUS = 'Valuation date must be on or after the previous application’s';
export const NOTICES_CLOSED = 'Notices can be recorded only against a submitted or certified application';
export const PAID_REQUIRED = 'Amount paid is required for a part payment';
export const CLAIM_ONLY_ON_SUBMIT =
  'A claim date is given when submitting; change it afterwards with the claim date correction';

const link = (id: string) => `/app/applications/${id}`;
const label = (a: Pick<Application, 'number'>, project: Pick<Project, 'project_number'>) =>
  `${project.project_number} application ${a.number}`;

function halfOf(percent: number): number {
  return Math.round(percent * 50) / 100;
}

export class ApplicationsService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly jobs?: JobQueue,
  ) {
    this.claims = new ApplicationClaimsService(sequelize);
  }

  /** The claim date and the payee's notice in default (application-claims.service.ts). */
  readonly claims: ApplicationClaimsService;

  private async findTemplate(actor: Actor, id: string, t: Transaction): Promise<ApplicationTemplate> {
    const template = await ApplicationTemplate.findOne({
      where: { id, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    await findVisibleProject(actor, template.project_id, { transaction: t, withManager: false }).catch(() => {
      throw new NotFoundError(TEMPLATE_NOT_FOUND);
    });
    return template;
  }

  private findApplication(actor: Actor, id: string, t: Transaction): Promise<Application> {
    return findApplicationForUpdate(actor, id, t);
  }

  private templateValues(input: TemplateInput, existing: ScheduleLine[] = []) {
    const known = new Set(existing.map((l) => l.id));
    const lines: ScheduleLine[] = input.lines.map((l) => {
      if (l.id && !known.has(l.id)) throw ValidationError.single('lines', MESSAGES.lineId);
      return {
        id: l.id ?? randomUUID(),
        reference: l.reference,
        description: l.description,
        contract_value_pence: l.contract_value_pence,
        cis_specified: l.cis_specified !== false,
      };
    });
    return {
      name: input.name,
      lines,
      retention_percent: input.retention_percent,
      retention_after_pc_percent: input.retention_after_pc_percent ?? halfOf(input.retention_percent),
      vat_treatment: input.vat_treatment,
      terms: input.terms,
      payment_due_days: input.payment_due_days,
      payment_final_days: input.payment_final_days,
      pay_less_days: input.pay_less_days,
      region: input.region,
      practical_completion_date: input.practical_completion_date ?? null,
      rectification_end_date: input.rectification_end_date ?? null,
    };
  }

  async createTemplate(actor: Actor, input: CreateTemplateInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, input.project_id, {
        transaction: t,
        withManager: false,
      });
      const template = await ApplicationTemplate.create(
        {
          company_id: actor.companyId,
          project_id: project.id,
          created_by: actor.userId,
          ...this.templateValues(input),
        },
        { transaction: t },
      );
      await recordProjectActivity(actor, project.id, 'application_template_created', {
        details: { template_id: template.id, name: template.name },
        transaction: t,
      });
      return template.id;
    });
  }

  async updateTemplate(actor: Actor, id: string, input: TemplateInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const template = await this.findTemplate(actor, id, t);
      await template.update(this.templateValues(input, template.lines), { transaction: t });
      await recordActivity({
        actor,
        entityType: 'application_template',
        entityId: template.id,
        action: 'updated',
        label: template.name,
        link: `/app/applications/templates/edit/${template.id}`,
        projectId: template.project_id,
        transaction: t,
      });
    });
  }

  private vatRegistered(actor: Actor, t: Transaction): Promise<boolean> {
    return companyVatRegistered(this.sequelize, actor.companyId, t);
  }

  private termsOf(template: ApplicationTemplate): TermsSnapshot {
    return {
      terms: template.terms,
      due_days: template.payment_due_days,
      final_days: template.payment_final_days,
      pay_less_days: template.pay_less_days,
      region: template.region,
    };
  }

  async createApplication(actor: Actor, input: CreateApplicationInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const template = await this.findTemplate(actor, input.template_id, t);
      // The project row is the lock for its numbers: two creates on one project queue here.
      const project = await findVisibleProject(actor, template.project_id, { transaction: t, lock: true });
      const last = await Application.findOne({
        where: { template_id: template.id },
        order: [['number', 'DESC']],
        transaction: t,
      });
      if (last?.status === 'draft') throw new ConflictError(PREVIOUS_STILL_DRAFT);
      if (last && input.valuation_date < last.valuation_date) {
        throw ValidationError.single('valuation_date', VALUATION_BEFORE_PREVIOUS);
      }
      const [row] = await this.sequelize.query<{ n: number | null }>(
        'SELECT max(number) AS n FROM applications WHERE project_id = :p',
        { type: QueryTypes.SELECT, replacements: { p: project.id }, transaction: t },
      );
      const number = Number(row?.n ?? 0) + 1;
      const terms = this.termsOf(template);
      const previous = await previouslyCertified(template.id, number, t);
      const application = await Application.create(
        {
          company_id: actor.companyId,
          project_id: project.id,
          template_id: template.id,
          number,
          terms,
          created_by: actor.userId,
          ...valuationOf(template, terms, input, previous, null, await this.vatRegistered(actor, t)),
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'application',
        entityId: application.id,
        action: 'created',
        label: label(application, project),
        link: link(application.id),
        projectId: project.id,
        transaction: t,
      });
      return application.id;
    });
  }

  async updateApplication(actor: Actor, id: string, input: ApplicationInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const a = await this.findApplication(actor, id, t);
      if (a.status !== 'draft') throw new ConflictError(NOT_A_DRAFT);
      const template = (await ApplicationTemplate.findByPk(a.template_id, { transaction: t }))!;
      const previousApp = await Application.findOne({
        where: { template_id: a.template_id, number: { [Op.lt]: a.number } },
        order: [['number', 'DESC']],
        transaction: t,
      });
      if (previousApp && input.valuation_date < previousApp.valuation_date) {
        throw ValidationError.single('valuation_date', VALUATION_BEFORE_PREVIOUS);
      }
      const previous = await previouslyCertified(a.template_id, a.number, t);
      const registered = await this.vatRegistered(actor, t);
      await a.update(valuationOf(template, a.terms, input, previous, null, registered), { transaction: t });
      const project = (await Project.findByPk(a.project_id, { transaction: t }))!;
      await recordActivity({
        actor,
        entityType: 'application',
        entityId: a.id,
        action: 'updated',
        label: label(a, project),
        link: link(a.id),
        projectId: a.project_id,
        transaction: t,
      });
    });
  }

  async changeStatus(
    actor: Actor,
    id: string,
    input: {
      status: ApplicationStatus;
      reason?: string | null;
      paid_pence?: number | null;
      claim_date?: string | null;
    },
    now = new Date(),
  ): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const a = await this.findApplication(actor, id, t);
      const to = input.status;
      APPLICATION_STATUS.check(actor, a.status, to, input.reason);
      const project = (await Project.findByPk(a.project_id, { transaction: t }))!;
      if (input.claim_date && to !== 'submitted')
        throw ValidationError.single('claim_date', CLAIM_ONLY_ON_SUBMIT);
      const changes: Partial<Application> = { status: to, status_reason: input.reason ?? null };
      if (to === 'submitted') {
        // Submitting freezes the figures: the sum certified so far and the dates from the claim's date.
        const template = (await ApplicationTemplate.findByPk(a.template_id, { transaction: t }))!;
        const today = londonDate(now);
        const claim = checkClaimDate(input.claim_date ?? today, today);
        const previous = await previouslyCertified(a.template_id, a.number, t);
        Object.assign(
          changes,
          { submitted_on: today },
          valuationOf(
            template,
            a.terms,
            {
              valuation_date: a.valuation_date,
              lines: a.lines.map((l) => ({
                line_id: l.line_id,
                percent: l.percent == null ? null : Number(l.percent),
                value_pence: l.value_pence,
              })),
              variations: a.variations,
              materials_on_site: a.materials_on_site,
            },
            previous,
            claim,
            await this.vatRegistered(actor, t),
          ),
        );
      }
      if (to === 'part_paid' || to === 'paid') {
        const notices = await ApplicationNotice.findAll({
          where: { application_id: a.id },
          order: [['created_at', 'ASC']],
          transaction: t,
        });
        const owed = payableWithVat(a, certifiedSum(num(a.amount_due_pence), notices).pence);
        if (to === 'part_paid' && !input.paid_pence)
          throw ValidationError.single('paid_pence', PAID_REQUIRED);
        changes.paid_pence =
          to === 'paid' && !input.paid_pence ? owed : num(a.paid_pence) + (input.paid_pence ?? 0);
      }
      await APPLICATION_STATUS.apply({
        actor,
        entityId: a.id,
        from: a.status,
        to,
        reason: input.reason ?? null,
        details: changes.paid_pence != null ? { paid_pence: changes.paid_pence } : undefined,
        label: label(a, project),
        link: link(a.id),
        projectId: a.project_id,
        transaction: t,
      });
      await a.update(changes, { transaction: t });
      if (to === 'submitted') {
        await this.jobs?.send(
          FILE_APPLICATION_PDF_JOB,
          { applicationId: a.id, companyId: actor.companyId, actorId: actor.userId },
          { transaction: t },
        );
      }
    });
  }

  async recordNotice(actor: Actor, id: string, input: NoticeInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const a = await this.findApplication(actor, id, t);
      if (a.status !== 'submitted' && a.status !== 'certified') throw new ConflictError(NOTICES_CLOSED);
      if (
        input.kind === 'payment' &&
        (await ApplicationNotice.count({
          where: { application_id: a.id, kind: 'default' },
          transaction: t,
        }))
      ) {
        throw new ConflictError(PAYMENT_AFTER_DEFAULT);
      }
      const project = (await Project.findByPk(a.project_id, { transaction: t }))!;
      await ApplicationNotice.create(
        {
          company_id: actor.companyId,
          application_id: a.id,
          kind: input.kind,
          amount_pence: input.amount_pence,
          reason: input.reason ?? null,
          notice_date: input.notice_date,
          recorded_by: actor.userId,
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'application',
        entityId: a.id,
        action: input.kind === 'payment' ? 'payment_notice' : 'pay_less_notice',
        reason: input.reason ?? null,
        details: { amount_pence: input.amount_pence, notice_date: input.notice_date },
        label: label(a, project),
        link: link(a.id),
        projectId: a.project_id,
        transaction: t,
      });
      if (input.kind === 'payment' && a.status === 'submitted') {
        await APPLICATION_STATUS.apply({
          actor,
          entityId: a.id,
          from: a.status,
          to: 'certified',
          label: label(a, project),
          link: link(a.id),
          projectId: a.project_id,
          transaction: t,
        });
        await a.update({ status: 'certified' }, { transaction: t });
      }
    });
  }
}
