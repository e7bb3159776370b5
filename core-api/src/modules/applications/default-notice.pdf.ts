// Owns the payee's notice in default of the payer's payment notice as a PDF (HGCRA 1996 s.110B, decision 0049),
// on the PDF kit (decision 0024): who gives it to whom, the application it answers, the payment notice's latest
// date that passed with no payment notice, the sum the payee considers due and the basis on which it is
// calculated (what s.110A(3) asks of the notice), the VAT on it, and the final date for payment postponed by the
// days after that latest date that this notice was given, with the pay less deadline that follows.
import type { Sequelize } from 'sequelize';
import { percentOfPence } from '@sitebase/shared';
import type { Actor } from '../../lib/auth.js';
import { NotFoundError } from '../../lib/errors.js';
import { EMPTY, createPdf, formatMoney, formatUkDate, loadLetterhead } from '../../lib/pdf.js';
import { Project } from '../../models/index.js';
import { readApplication } from './applications.read.js';

export const NO_DEFAULT_NOTICE = 'No notice in default was given for this application';

export async function buildDefaultNoticePdf(db: Sequelize, actor: Actor, applicationId: string) {
  const a = await readApplication(db, actor, applicationId);
  const notice = a.notices.find((n) => n.kind === 'default');
  if (!notice) throw new NotFoundError(NO_DEFAULT_NOTICE);
  const project = await Project.findByPk(a.project.id);
  const letterhead = await loadLetterhead(actor.companyId);
  const reference = `${a.project.project_number} application ${a.number}`;
  const pdf = createPdf({ letterhead, title: 'Notice in default of a payment notice', reference });
  const sum = notice.amount_pence;
  const vat = a.vat_treatment === 'standard' ? percentOfPence(sum, 20) : 0;
  const vatWords =
    a.vat_treatment === 'standard'
      ? `VAT at 20%: ${formatMoney(vat)}; total with VAT: ${formatMoney(sum + vat)}.`
      : a.vat_treatment === 'drc'
        ? `${a.totals.vat_wording ?? 'Reverse charge'}: VAT of ${formatMoney(percentOfPence(sum, 20))} to be accounted for by the customer.`
        : `${a.totals.vat_wording ?? 'No VAT charged'}.`;
  pdf
    .title('Payee’s notice in default of a payment notice')
    .note('Housing Grants, Construction and Regeneration Act 1996, s.110B (as amended in 2009)')
    .heading('Parties and application')
    .fields([
      ['To (payer)', project?.client_name || EMPTY],
      ['From (payee)', letterhead.name],
      ['Project', `${a.project.project_number} ${a.project.name}`],
      ['Site', [project?.site_address, project?.site_postcode].filter(Boolean).join(', ') || EMPTY],
      ['Application no.', String(a.number)],
      ['Valuation date', formatUkDate(a.valuation_date)],
      ['Claim made', formatUkDate(a.claim_date)],
      ['Due date', formatUkDate(a.dates.due_date)],
      ['Payment notice latest date', formatUkDate(a.dates.payment_notice_deadline)],
      ['This notice given', formatUkDate(notice.notice_date)],
    ])
    .heading('Notice')
    .paragraph(
      `No payment notice was given by ${formatUkDate(a.dates.payment_notice_deadline)}, the latest date for it (s.110A(2)). We give this notice under s.110B of the Act.`,
    )
    .paragraph(
      `The sum we consider due at the due date (${formatUkDate(a.dates.due_date)}) is ${formatMoney(sum)} excluding VAT. ${vatWords}`,
    )
    .paragraph(`The basis on which that sum is calculated: ${notice.reason ?? EMPTY}`)
    .heading('Dates')
    .table({
      columns: [{ header: 'Milestone', width: 48 }, { header: 'Date', width: 24 }, { header: 'Rule' }],
      rows: [
        ['Final date for payment', formatUkDate(a.dates.final_date), a.dates.final_rule],
        ['Pay less notice by', formatUkDate(a.dates.pay_less_deadline), a.dates.pay_less_rule],
      ],
    })
    .paragraph(
      `The final date for payment is postponed by ${a.dates.postponed_days} day${a.dates.postponed_days === 1 ? '' : 's'}, the days after the payment notice’s latest date that this notice is given (s.110B), reckoned as s.116 says. Unless a pay less notice is given by ${formatUkDate(a.dates.pay_less_deadline)}, the sum stated here is to be paid by ${formatUkDate(a.dates.final_date)} (s.111).`,
    );
  const filename = `${a.project.project_number}-application-${a.number}-notice-in-default.pdf`;
  return { pdf, filename };
}
