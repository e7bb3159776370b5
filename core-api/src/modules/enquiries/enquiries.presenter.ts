// Owns the enquiry and estimate JSON: the zod answer schemas (the OpenAPI document and the BFF's generated types
// come from them) and the presenters that fill them from rows; rows never go out. Amounts are integer pence,
// percentages and quantities plain numbers, dates YYYY-MM-DD; abilities come from the transition tables.
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { VAT_CODES, type VatCode } from '../../lib/money.js';
import { pageSchema } from '../../lib/paging.js';
import { num } from '../../lib/sql.js';
import { iso, isoDate, pence, personSchema, timestamp } from '../../lib/wire.js';
import type { User } from '../../models/index.js';
import { ENQUIRY_STATUSES, type Enquiry } from './enquiry.model.js';
import { ESTIMATE_SECTIONS, type EstimateLine, type EstimateSection } from './estimate-line.model.js';
import { ESTIMATE_STATUSES, type Estimate } from './estimate.model.js';
import { NOT_VAT_REGISTERED_REASON, estimateVat } from './estimate-totals.js';
import { enquiryAbilities, estimateAbilities } from './enquiries.policy.js';

const person = (user: User | null | undefined) =>
  user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;

export const enquiryAbilitiesSchema = z
  .object({
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    can_convert: z.boolean(),
    can_create_estimate: z.boolean(),
    status_moves: z.array(z.enum(ENQUIRY_STATUSES)),
  })
  .meta({ id: 'EnquiryAbilities' });

export const enquirySchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    reference: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    client_name: z.string(),
    client_contact_name: z.string().nullable(),
    client_email: z.string().nullable(),
    client_phone: z.string().nullable(),
    site_address: z.string().nullable(),
    site_postcode: z.string().nullable(),
    source: z.string().nullable(),
    received_date: isoDate,
    tender_due_date: isoDate.nullable(),
    estimator_id: z.uuid().nullable(),
    estimator: personSchema.nullable(),
    status: z.enum(ENQUIRY_STATUSES),
    status_reason: z.string().nullable(),
    project_id: z.uuid().nullable(),
    converted_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    abilities: enquiryAbilitiesSchema,
  })
  .meta({ id: 'Enquiry' });
export type EnquiryJson = z.output<typeof enquirySchema>;
export const enquiryPageSchema = pageSchema(enquirySchema, 'EnquiryPage');

export type EnquiryRow = Enquiry & { has_accepted_estimate?: boolean };

export function presentEnquiry(enquiry: EnquiryRow, actor: Actor): EnquiryJson {
  const accepted = Boolean(enquiry.get('has_accepted_estimate'));
  return {
    id: enquiry.id,
    company_id: enquiry.company_id,
    reference: enquiry.reference,
    title: enquiry.title,
    description: enquiry.description ?? null,
    client_name: enquiry.client_name,
    client_contact_name: enquiry.client_contact_name ?? null,
    client_email: enquiry.client_email ?? null,
    client_phone: enquiry.client_phone ?? null,
    site_address: enquiry.site_address ?? null,
    site_postcode: enquiry.site_postcode ?? null,
    source: enquiry.source ?? null,
    received_date: enquiry.received_date,
    tender_due_date: enquiry.tender_due_date ?? null,
    estimator_id: enquiry.estimator_id ?? null,
    estimator: person(enquiry.estimator),
    status: enquiry.status,
    status_reason: enquiry.status_reason ?? null,
    project_id: enquiry.project_id ?? null,
    converted_at: iso(enquiry.converted_at),
    created_at: iso(enquiry.created_at)!,
    updated_at: iso(enquiry.updated_at)!,
    abilities: enquiryAbilities(actor, enquiry, accepted),
  };
}

const totalsShape = {
  lines_net_pence: pence,
  overhead_pence: pence,
  profit_pence: pence,
  net_pence: pence,
  vat_pence: pence,
  reverse_charge_vat_pence: pence,
  gross_pence: pence,
};

export const estimateSummarySchema = z
  .object({
    id: z.uuid(),
    enquiry_id: z.uuid(),
    reference: z.string(),
    version: z.number().int().min(1),
    status: z.enum(ESTIMATE_STATUSES),
    status_reason: z.string().nullable(),
    valid_until: isoDate.nullable(),
    overhead_percent: z.number(),
    profit_percent: z.number(),
    vat_code: z.enum(VAT_CODES),
    /** Our company was VAT-registered when the estimate was priced; false: no VAT is added. */
    vat_registered: z.boolean(),
    /** Why no VAT is added (not registered), to show beside the VAT; null when VAT follows the code. */
    vat_reason: z.string().nullable(),
    ...totalsShape,
    issued_at: timestamp.nullable(),
    decided_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'EstimateSummary' });
export type EstimateSummaryJson = z.output<typeof estimateSummarySchema>;

export const estimateLineAnswerSchema = z
  .object({
    id: z.uuid(),
    section: z.enum(ESTIMATE_SECTIONS),
    position: z.number().int(),
    description: z.string(),
    quantity: z.number(),
    unit: z.string().nullable(),
    unit_cost_pence: pence,
    net_pence: pence,
  })
  .meta({ id: 'EstimateLine' });

export const estimateAbilitiesSchema = z
  .object({
    can_edit: z.boolean(),
    can_new_version: z.boolean(),
    status_moves: z.array(z.enum(ESTIMATE_STATUSES)),
    /** This accepted estimate's won enquiry may be converted into a project now (decision 0061). */
    can_convert_enquiry: z.boolean(),
  })
  .meta({ id: 'EstimateAbilities' });

export const estimateSchema = estimateSummarySchema
  .extend({
    enquiry_reference: z.string(),
    enquiry_title: z.string(),
    client_name: z.string(),
    enquiry_status: z.enum(ENQUIRY_STATUSES),
    notes: z.string().nullable(),
    lines: z.array(estimateLineAnswerSchema),
    sections: z.array(
      z.object({ section: z.enum(ESTIMATE_SECTIONS), net_pence: pence }).meta({ id: 'EstimateSectionTotal' }),
    ),
    is_latest: z.boolean(),
    abilities: estimateAbilitiesSchema,
  })
  .meta({ id: 'Estimate' });
export type EstimateJson = z.output<typeof estimateSchema>;

export const latestEstimatesSchema = z
  .object({ items: z.array(estimateSummarySchema) })
  .meta({ id: 'LatestEstimates' });

export function presentEstimateSummary(estimate: Estimate): EstimateSummaryJson {
  const net = num(estimate.net_pence);
  return {
    id: estimate.id,
    enquiry_id: estimate.enquiry_id,
    reference: estimate.reference,
    version: estimate.version,
    status: estimate.status,
    status_reason: estimate.status_reason ?? null,
    valid_until: estimate.valid_until ?? null,
    overhead_percent: num(estimate.overhead_percent),
    profit_percent: num(estimate.profit_percent),
    vat_code: estimate.vat_code as VatCode,
    vat_registered: estimate.vat_registered !== false,
    vat_reason: estimate.vat_registered === false ? NOT_VAT_REGISTERED_REASON : null,
    lines_net_pence: num(estimate.lines_net_pence),
    overhead_pence: num(estimate.overhead_pence),
    profit_pence: num(estimate.profit_pence),
    net_pence: net,
    vat_pence: num(estimate.vat_pence),
    reverse_charge_vat_pence: estimateVat(
      net,
      estimate.vat_code as VatCode,
      estimate.vat_registered !== false,
    ).reverse_charge_vat_pence,
    gross_pence: num(estimate.gross_pence),
    issued_at: iso(estimate.issued_at),
    decided_at: iso(estimate.decided_at),
    created_at: iso(estimate.created_at)!,
    updated_at: iso(estimate.updated_at)!,
  };
}

export function presentEstimate(
  estimate: Estimate,
  enquiry: Enquiry,
  lines: EstimateLine[],
  isLatest: boolean,
  actor: Actor,
): EstimateJson {
  const sections = new Map<EstimateSection, number>();
  for (const l of lines) sections.set(l.section, (sections.get(l.section) ?? 0) + num(l.net_pence));
  return {
    ...presentEstimateSummary(estimate),
    enquiry_reference: enquiry.reference,
    enquiry_title: enquiry.title,
    client_name: enquiry.client_name,
    enquiry_status: enquiry.status,
    notes: estimate.notes ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      section: l.section,
      position: l.position,
      description: l.description,
      quantity: num(l.quantity),
      unit: l.unit ?? null,
      unit_cost_pence: num(l.unit_cost_pence),
      net_pence: num(l.net_pence),
    })),
    sections: ESTIMATE_SECTIONS.filter((s) => sections.has(s)).map((s) => ({
      section: s,
      net_pence: sections.get(s)!,
    })),
    is_latest: isLatest,
    abilities: {
      ...estimateAbilities(actor, estimate, isLatest),
      can_convert_enquiry:
        estimate.status === 'accepted' && enquiryAbilities(actor, enquiry, true).can_convert,
    },
  };
}

export const enquiryActivitySchema = z
  .object({
    id: z.uuid(),
    entity_type: z.string(),
    action: z.string(),
    from_state: z.string().nullable(),
    to_state: z.string().nullable(),
    reason: z.string().nullable(),
    label: z.string().nullable(),
    actor: personSchema.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'EnquiryActivity' });

export const enquiryActivityListSchema = z
  .object({ items: z.array(enquiryActivitySchema) })
  .meta({ id: 'EnquiryActivityList' });
