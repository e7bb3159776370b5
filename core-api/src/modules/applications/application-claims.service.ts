// Owns the writes about when an application was claimed and what the payee did when the payer gave no payment
// notice (decision 0049): the claim date (given on submitting, default today in Europe/London; correctable while
// the application is submitted and nothing is recorded against it), and the payee's notice in default of the
// payer's payment notice (HGCRA 1996 s.110B), which postpones the final date for payment and with it the pay less
// deadline. Each write in one transaction with its activity row; the dates come from construction-act-dates.ts.
import type { Sequelize, Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { formatUkDate } from '../../lib/pdf.js';
import { num } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { ApplicationNotice } from './application-notice.model.js';
import { Application } from './application.model.js';
import { APPLICATION_NOT_FOUND } from './applications.read.js';
import type { DefaultNoticeInput } from './applications.schema.js';
import { constructionActDates } from './construction-act-dates.js';

export const CLAIM_IN_FUTURE = 'The claim date cannot be in the future';
export const CLAIM_DATE_DRAFT = 'A draft has no claim yet: give the claim date when submitting it';
export const CLAIM_DATE_LOCKED =
  'The claim date can be changed only while the application is submitted and before any notice or payment';
export const DEFAULT_CLOSED =
  'A notice in default can be given only against a submitted application that is not paid in full';
export const DEFAULT_ALREADY = 'A notice in default has already been given for this application';
export const DEFAULT_PAYMENT_GIVEN =
  'The payer gave a payment notice: a notice in default can be given only when none was given';
export const DEFAULT_TOO_EARLY =
  'A notice in default can be given only after the payment notice’s latest date';
export const DEFAULT_IN_FUTURE = 'The date given cannot be in the future';
export const DEFAULT_DATE_EARLY = 'The date given must be after the payment notice’s latest date';

export const PAYMENT_AFTER_DEFAULT =
  'The payee has given a notice in default: a payment notice can no longer be recorded';

const link = (id: string) => `/app/applications/${id}`;
const label = (a: Pick<Application, 'number'>, project: Pick<Project, 'project_number'>) =>
  `${project.project_number} application ${a.number}`;

/** The application, locked for the write, if the caller's company has it on a project they see (else 404). */
export async function findApplicationForUpdate(
  actor: Actor,
  id: string,
  t: Transaction,
): Promise<Application> {
  const a = await Application.findOne({
    where: { id, company_id: actor.companyId },
    transaction: t,
    lock: t.LOCK.UPDATE,
  });
  if (!a) throw new NotFoundError(APPLICATION_NOT_FOUND);
  await findVisibleProject(actor, a.project_id, { transaction: t, withManager: false }).catch(() => {
    throw new NotFoundError(APPLICATION_NOT_FOUND);
  });
  return a;
}

/**
 * A claim was made on or before today (Europe/London). It may be before the valuation date (an application sent
 * ahead of the period's end): Scheme para 4 then takes the later date, 7 days after the period.
 */
export function checkClaimDate(claim: string, today: string): string {
  if (claim > today) throw ValidationError.single('claim_date', CLAIM_IN_FUTURE);
  return claim;
}

export class ApplicationClaimsService {
  constructor(private readonly sequelize: Sequelize) {}

  /**
   * Correct the date the claim was made (entered late from paper, or mistyped): while the application is
   * submitted and nothing has been recorded against it, since the payer's notices are judged by these dates.
   */
  async setClaimDate(actor: Actor, id: string, claimDate: string, now = new Date()): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const a = await findApplicationForUpdate(actor, id, t);
      if (a.status === 'draft') throw new ConflictError(CLAIM_DATE_DRAFT);
      const notices = await ApplicationNotice.count({ where: { application_id: a.id }, transaction: t });
      if (a.status !== 'submitted' || notices > 0 || num(a.paid_pence) > 0)
        throw new ConflictError(CLAIM_DATE_LOCKED);
      const claim = checkClaimDate(claimDate, londonDate(now));
      const dates = constructionActDates(a.terms, a.valuation_date, claim);
      const project = (await Project.findByPk(a.project_id, { transaction: t }))!;
      await a.update(
        {
          claim_date: claim,
          due_date: dates.due_date,
          payment_notice_deadline: dates.payment_notice_deadline,
          pay_less_deadline: dates.pay_less_deadline,
          final_date: dates.final_date,
        },
        { transaction: t },
      );
      await recordActivity({
        actor,
        entityType: 'application',
        entityId: a.id,
        action: 'claim_date_changed',
        details: { claim_date: claim },
        label: label(a, project),
        link: link(a.id),
        projectId: a.project_id,
        transaction: t,
      });
    });
  }

  /**
   * The payee's notice in default of the payer's payment notice (HGCRA 1996 s.110B, decision 0049): given after
   * the payment notice's latest date has passed with none given, once; its sum is the notified sum, the final
   * date is postponed by the days after that latest date that it was given, and the pay less deadline follows.
   */
  async recordDefaultNotice(
    actor: Actor,
    id: string,
    input: DefaultNoticeInput,
    now = new Date(),
  ): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const a = await findApplicationForUpdate(actor, id, t);
      const notices = await ApplicationNotice.findAll({ where: { application_id: a.id }, transaction: t });
      if (notices.some((n) => n.kind === 'default')) throw new ConflictError(DEFAULT_ALREADY);
      if (notices.some((n) => n.kind === 'payment')) throw new ConflictError(DEFAULT_PAYMENT_GIVEN);
      if (a.status !== 'submitted' && a.status !== 'part_paid') throw new ConflictError(DEFAULT_CLOSED);
      const today = londonDate(now);
      const claim = a.claim_date ?? a.submitted_on;
      const before = constructionActDates(a.terms, a.valuation_date, claim);
      if (today <= before.payment_notice_deadline) {
        throw new ConflictError(
          `${DEFAULT_TOO_EARLY}: the payer has until ${formatUkDate(before.payment_notice_deadline)} to give a payment notice`,
        );
      }
      if (input.notice_date > today) throw ValidationError.single('notice_date', DEFAULT_IN_FUTURE);
      if (input.notice_date <= before.payment_notice_deadline) {
        throw ValidationError.single(
          'notice_date',
          `${DEFAULT_DATE_EARLY} (${formatUkDate(before.payment_notice_deadline)})`,
        );
      }
      const dates = constructionActDates(a.terms, a.valuation_date, claim, input.notice_date);
      await ApplicationNotice.create(
        {
          company_id: actor.companyId,
          application_id: a.id,
          kind: 'default',
          amount_pence: input.amount_pence,
          reason: input.basis,
          notice_date: input.notice_date,
          recorded_by: actor.userId,
        },
        { transaction: t },
      );
      await a.update(
        { final_date: dates.final_date, pay_less_deadline: dates.pay_less_deadline },
        { transaction: t },
      );
      const project = (await Project.findByPk(a.project_id, { transaction: t }))!;
      await recordActivity({
        actor,
        entityType: 'application',
        entityId: a.id,
        action: 'default_notice',
        reason: input.basis,
        details: {
          amount_pence: input.amount_pence,
          notice_date: input.notice_date,
          postponed_days: dates.postponed_days,
          final_date: dates.final_date,
        },
        label: label(a, project),
        link: link(a.id),
        projectId: a.project_id,
        transaction: t,
      });
    });
  }
}
