// Owns the applications JSON: the zod answer schemas (the OpenAPI document and the BFF's generated types come
// from them) and the small mappings the reads share. The reads assemble rows into these shapes; ORM rows never
// go out.
import { z } from 'zod';
import { UK_REGIONS } from '../../lib/calendar.js';
import { pageSchema } from '../../lib/paging.js';
import { isoDate, pence, personSchema, timestamp } from '../../lib/wire.js';
import { APPLICATION_STATUSES, APPLICATION_VAT } from './application.model.js';
import { NOTICE_KINDS } from './application-notice.model.js';
import { PAYMENT_TERMS } from './construction-act-dates.js';

const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'ApplicationsProjectRef' });
const vatTreatment = z.enum(['standard', 'drc']);
const retentionStage = z.enum(['full', 'after_practical_completion', 'released']);

export const scheduleLineSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    description: z.string(),
    contract_value_pence: pence,
    /** A service within CIS (HMRC "specified service"), weighed by the 5% disregard. */
    cis_specified: z.boolean(),
  })
  .meta({ id: 'ApplicationScheduleLine' });

const termsFields = {
  retention_percent: z.number(),
  retention_after_pc_percent: z.number(),
  vat_treatment: vatTreatment,
  terms: z.enum(PAYMENT_TERMS),
  payment_due_days: z.number().int(),
  payment_final_days: z.number().int(),
  pay_less_days: z.number().int(),
  region: z.enum(UK_REGIONS),
};

export const templateDefaultsSchema = z
  .object({
    project: projectRef,
    name: z.string(),
    contract_value_pence: pence.nullable(),
    ...termsFields,
    /** The accepted estimate ("EST-0001 v2") the lines come from, when the project was converted from one. */
    from_estimate: z.string().nullable(),
    /** The schedule a new template starts from: the accepted estimate's lines at selling price, else none. */
    lines: z.array(
      z
        .object({
          reference: z.string(),
          description: z.string(),
          contract_value_pence: pence,
          cis_specified: z.boolean(),
        })
        .meta({ id: 'ApplicationDefaultLine' }),
    ),
  })
  .meta({ id: 'ApplicationTemplateDefaults' });
export type TemplateDefaultsJson = z.output<typeof templateDefaultsSchema>;

const applicationRef = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    valuation_date: isoDate,
    total_pence: pence,
  })
  .meta({ id: 'ApplicationRef' });

export const templateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    project: projectRef,
    lines: z.array(scheduleLineSchema),
    /** The company's one VAT setting: not registered → no VAT on its applications (decision 0049). */
    company_vat_registered: z.boolean(),
    contract_sum_pence: pence,
    ...termsFields,
    practical_completion_date: isoDate.nullable(),
    rectification_end_date: isoDate.nullable(),
    applications: z.array(applicationRef),
    /** What the next application starts from: its number, the sum certified so far, each line's last value. */
    next_application: z
      .object({
        number: z.number().int(),
        previously_certified_pence: pence,
        lines: z.array(
          z.object({
            line_id: z.uuid(),
            percent: z.number().nullable(),
            value_pence: pence.nullable(),
            previous_value_pence: pence,
          }),
        ),
      })
      .meta({ id: 'ApplicationNext' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'ApplicationTemplate' });
export type TemplateJson = z.output<typeof templateSchema>;

export const templateSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    project: projectRef,
    contract_sum_pence: pence,
    application_count: z.number().int(),
    created_at: timestamp,
  })
  .meta({ id: 'ApplicationTemplateSummary' });
export type TemplateSummaryJson = z.output<typeof templateSummarySchema>;
export const templatePageSchema = pageSchema(templateSummarySchema, 'ApplicationTemplatePage');

const warningSchema = z
  .object({
    code: z.enum(['payment_notice_due', 'no_payment_notice', 'pay_less_due', 'payment_overdue']),
    tone: z.enum(['info', 'warning', 'danger']),
    message: z.string(),
  })
  .meta({ id: 'ApplicationWarning' });

const datesSchema = z
  .object({
    due_date: isoDate,
    due_rule: z.string(),
    payment_notice_deadline: isoDate,
    payment_notice_rule: z.string(),
    final_date: isoDate,
    final_rule: z.string(),
    pay_less_deadline: isoDate,
    pay_less_rule: z.string(),
    /** Days the final date was postponed by the payee's notice in default (s.110B); 0 when none. */
    postponed_days: z.number().int(),
  })
  .meta({ id: 'ApplicationDates' });

const nextDeadline = z
  .object({ label: z.string(), date: isoDate })
  .nullable()
  .meta({ id: 'ApplicationDeadline' });

export const applicationSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    project: projectRef,
    template: z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'ApplicationTemplateRef' }),
    valuation_date: isoDate,
    status: z.enum(APPLICATION_STATUSES),
    total_pence: pence,
    outstanding_pence: pence,
    final_date: isoDate,
    next_deadline: nextDeadline,
    warnings: z.array(warningSchema),
    /** The most serious warning that is not just information (overdue, then no payment notice), if any. */
    alert: warningSchema.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'ApplicationSummary' });
export type ApplicationSummaryJson = z.output<typeof applicationSummarySchema>;
export const applicationPageSchema = pageSchema(applicationSummarySchema, 'ApplicationPage');

export const applicationsOverviewSchema = z
  .object({
    outstanding_pence: pence,
    open_count: z.number().int(),
    overdue_count: z.number().int(),
    overdue_pence: pence,
    retention_held_pence: pence,
  })
  .meta({ id: 'ApplicationsOverview' });

export const applicationSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    project: projectRef,
    template: z.object({ id: z.uuid(), name: z.string() }),
    valuation_date: isoDate,
    submitted_on: isoDate.nullable(),
    /** The date the claim was made (Scheme Part II para 4): every Construction Act date counts from it. */
    claim_date: isoDate.nullable(),
    status: z.enum(APPLICATION_STATUSES),
    status_reason: z.string().nullable(),
    lines: z.array(
      z
        .object({
          line_id: z.uuid(),
          reference: z.string(),
          description: z.string(),
          contract_value_pence: pence,
          cis_specified: z.boolean(),
          percent: z.number().nullable(),
          value_pence: pence.nullable(),
          value_to_date_pence: pence,
          previous_value_pence: pence,
          this_period_pence: pence,
        })
        .meta({ id: 'ApplicationLine' }),
    ),
    variations: z.array(
      z
        .object({
          reference: z.string(),
          description: z.string(),
          value_pence: pence,
          status: z.enum(['pending', 'approved', 'rejected']),
          cis_specified: z.boolean(),
        })
        .meta({ id: 'ApplicationVariation' }),
    ),
    materials_on_site: z.array(
      z.object({ description: z.string(), value_pence: pence }).meta({ id: 'ApplicationMaterialOnSite' }),
    ),
    /** The VAT charged: normal, the reverse charge, or none (the company is not VAT-registered). */
    vat_treatment: z.enum(APPLICATION_VAT),
    /** What the 5% disregard decided for the whole application, where the reverse charge can apply. */
    vat_decision: z
      .object({
        reverse_charge: z.boolean(),
        cis_pence: pence,
        supply_pence: pence,
        cis_share_percent: z.string(),
        reason: z.string(),
      })
      .nullable()
      .meta({ id: 'ApplicationVatDecision' }),
    retention_stage: retentionStage,
    retention_percent: z.number(),
    retention_rates: z
      .object({
        full_percent: z.number(),
        after_pc_percent: z.number(),
        practical_completion_date: isoDate.nullable(),
        rectification_end_date: isoDate.nullable(),
      })
      .meta({ id: 'ApplicationRetentionRates' }),
    totals: z
      .object({
        work_done_pence: pence,
        variations_pence: pence,
        materials_on_site_pence: pence,
        gross_pence: pence,
        retention_pence: pence,
        net_valuation_pence: pence,
        previously_certified_pence: pence,
        amount_due_pence: pence,
        vat_pence: pence,
        reverse_charge_vat_pence: pence,
        total_pence: pence,
        vat_wording: z.string().nullable(),
      })
      .meta({ id: 'ApplicationTotals' }),
    terms: z
      .object({
        terms: z.enum(PAYMENT_TERMS),
        due_days: z.number().int(),
        final_days: z.number().int(),
        pay_less_days: z.number().int(),
        region: z.enum(UK_REGIONS),
      })
      .meta({ id: 'ApplicationTerms' }),
    dates: datesSchema,
    notices: z.array(
      z
        .object({
          id: z.uuid(),
          kind: z.enum(NOTICE_KINDS),
          amount_pence: pence,
          reason: z.string().nullable(),
          notice_date: isoDate,
          late: z.boolean(),
          recorded_by: personSchema.nullable(),
          created_at: timestamp,
        })
        .meta({ id: 'ApplicationNotice' }),
    ),
    /** The sum the payer must pay by the final date (excluding VAT) and why. */
    notified_sum_pence: pence,
    notified_sum_basis: z.string(),
    paid_pence: pence,
    outstanding_pence: pence,
    next_deadline: nextDeadline,
    warnings: z.array(warningSchema),
    status_moves: z.array(z.enum(APPLICATION_STATUSES)),
    can_edit: z.boolean(),
    can_record_notice: z.boolean(),
    can_change_claim_date: z.boolean(),
    can_give_default_notice: z.boolean(),
    pdf_upload_id: z.uuid().nullable(),
    created_by: personSchema.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Application' });
export type ApplicationJson = z.output<typeof applicationSchema>;

/** A project as the answers name it. */
export const projectRefOf = (p: { id: string; project_number: string; name: string }) => ({
  id: p.id,
  project_number: p.project_number,
  name: p.name,
});
