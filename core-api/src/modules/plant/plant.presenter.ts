// Owns the plant JSON: the zod answer schemas (the OpenAPI document and the BFF's generated types come from
// them) and the presenters that fill them from rows plus the names they refer to (projects, people, suppliers,
// register items), loaded once per page by the service. Rows never go out. Money is integer pence; a worker's
// answers carry no rates or costs (commercial figures are for supervisors and up).
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { pageSchema } from '../../lib/paging.js';
import { iso, isoDate, pence, personSchema, timestamp } from '../../lib/wire.js';
import { type HireCost } from './plant-cost.js';
import { ITEM_STATUSES, OWNERSHIPS, type PlantItem } from './plant-item.model.js';
import { RATE_UNITS, type PlantRate } from './plant-rate.model.js';
import { FULFILMENTS, REQUEST_STATUSES, type PlantRequest } from './plant-request.model.js';
import { formatUkDate } from '../../lib/pdf.js';
import { canManagePlant, mayClearOffUse, requestAbilities, seesAllPlant } from './plant.policy.js';

export type Person = z.output<typeof personSchema>;
export interface Names {
  projects: Map<string, { id: string; project_number: string; name: string; site_postcode: string | null }>;
  people: Map<string, Person>;
  suppliers: Map<string, { id: string; name: string }>;
  items: Map<string, { id: string; asset_number: string; description: string; off_use: string | null }>;
}

/** Why an item is off use, in words for a badge (decision 0089), or null while it is in use. */
export function offUseText(
  item: Pick<PlantItem, 'off_use_at' | 'off_use_reason' | 'off_use_reference'>,
): string | null {
  if (!item.off_use_at) return null;
  const form = item.off_use_reference ? ` (${item.off_use_reference})` : '';
  const why = item.off_use_reason?.trim() ? `: ${item.off_use_reason.trim()}` : '';
  return `Failed its pre-use check on ${formatUkDate(item.off_use_at)}${form}${why}`;
}

const supplierRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'PlantSupplierRef' });
const itemRef = z
  .object({
    id: z.uuid(),
    asset_number: z.string(),
    description: z.string(),
    /** Why it is off use after a failed pre-use check ("Failed its pre-use check on …"), or null. */
    off_use: z.string().nullable(),
  })
  .meta({ id: 'PlantItemRef' });
const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'PlantProjectRef' });

export const hireCostSchema = z
  .object({
    chargeable_days: z.number().int().min(0),
    hire_pence: pence,
    delivery_pence: pence,
    collection_pence: pence,
    total_pence: pence,
  })
  .meta({ id: 'PlantHireCost' });

// ---- rates ----
export const plantRateSchema = z
  .object({
    id: z.uuid(),
    supplier: supplierRef,
    category: z.string(),
    /** Self-drive (without operator). */
    rate_pence: pence,
    /** With the supplier's operator (wet hire); null when not offered. */
    operated_rate_pence: pence.nullable(),
    rate_unit: z.enum(RATE_UNITS),
    delivery_pence: pence,
    collection_pence: pence,
    valid_from: isoDate,
    valid_to: isoDate.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    can_edit: z.boolean(),
  })
  .meta({ id: 'PlantRate' });
export type PlantRateJson = z.output<typeof plantRateSchema>;
export const plantRatePageSchema = pageSchema(plantRateSchema, 'PlantRatePage');

export function presentRate(rate: PlantRate, names: Pick<Names, 'suppliers'>, actor: Actor): PlantRateJson {
  return {
    id: rate.id,
    supplier: names.suppliers.get(rate.supplier_id) ?? { id: rate.supplier_id, name: 'Unknown supplier' },
    category: rate.category,
    rate_pence: Number(rate.rate_pence),
    operated_rate_pence: rate.operated_rate_pence == null ? null : Number(rate.operated_rate_pence),
    rate_unit: rate.rate_unit,
    delivery_pence: Number(rate.delivery_pence),
    collection_pence: Number(rate.collection_pence),
    valid_from: rate.valid_from,
    valid_to: rate.valid_to ?? null,
    created_at: iso(rate.created_at)!,
    updated_at: iso(rate.updated_at)!,
    can_edit: canManagePlant(actor),
  };
}

export const rateOptionSchema = z
  .object({
    rate: plantRateSchema,
    /** The rate this request is hired at: the operated one when it wants an operator, else self-drive. */
    hire_rate_pence: pence,
    estimate: hireCostSchema,
    suggested: z.boolean(),
  })
  .meta({ id: 'PlantRateOption' });
export const rateOptionsSchema = z
  .object({
    request_id: z.uuid(),
    category: z.string(),
    /** The date the rates must be valid on: the request's start date. */
    valid_on: isoDate,
    /** Whether the request wants an operator: the options are priced at their operated rates. */
    with_operator: z.boolean(),
    options: z.array(rateOptionSchema),
  })
  .meta({ id: 'PlantRateOptions' });

// ---- register ----
export const INSPECTION_STATES = ['ok', 'due_soon', 'expired', 'none'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];

export const plantItemSchema = z
  .object({
    id: z.uuid(),
    asset_number: z.string(),
    description: z.string(),
    category: z.string(),
    ownership: z.enum(OWNERSHIPS),
    supplier: supplierRef.nullable(),
    hire_reference: z.string().nullable(),
    status: z.enum(ITEM_STATUSES),
    current_project: projectRef.nullable(),
    loler_due_date: isoDate.nullable(),
    puwer_due_date: isoDate.nullable(),
    /** ok; due_soon: within 7 days; expired: past its date; none: no date recorded. */
    loler_state: z.enum(INSPECTION_STATES),
    puwer_state: z.enum(INSPECTION_STATES),
    /** Off use after a failed pre-use check (decision 0089): null while in use. */
    off_use: z
      .object({
        since: timestamp,
        reason: z.string().nullable(),
        reference: z.string().nullable(),
        submission_id: z.uuid().nullable(),
        text: z.string(),
      })
      .nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    can_edit: z.boolean(),
    /** A supervisor or above, while the item is off use. */
    can_clear_off_use: z.boolean(),
  })
  .meta({ id: 'PlantItem' });
export type PlantItemJson = z.output<typeof plantItemSchema>;

/** One entry of a form's plant picker: what a form needs, no rates or money (decision 0089). */
export const plantForFormSchema = z
  .object({
    id: z.uuid(),
    asset_number: z.string(),
    description: z.string(),
    category: z.string(),
    status: z.enum(ITEM_STATUSES),
    /** The project it is on hire or allocated to, if any. */
    project: projectRef.nullable(),
    /** On hire or allocated to the form's project (listed first). */
    on_this_project: z.boolean(),
    off_use: z.boolean(),
    off_use_since: timestamp.nullable(),
    off_use_reason: z.string().nullable(),
    off_use_reference: z.string().nullable(),
  })
  .meta({ id: 'PlantForForm' });

/** A past spell off use, cleared by a supervisor (decision 0089). */
export const offUseSpellSchema = z
  .object({
    off_use_at: timestamp,
    reason: z.string().nullable(),
    reference: z.string().nullable(),
    submission_id: z.uuid().nullable(),
    cleared_at: timestamp,
    cleared_by: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: 'PlantOffUseSpell' });
export const plantItemPageSchema = pageSchema(plantItemSchema, 'PlantItemPage');

export function inspectionState(
  due: string | null | undefined,
  today: string,
  soon: string,
): InspectionState {
  if (!due) return 'none';
  if (due < today) return 'expired';
  if (due <= soon) return 'due_soon';
  return 'ok';
}

export function presentItem(
  item: PlantItem,
  names: Pick<Names, 'suppliers' | 'projects'>,
  actor: Actor,
  dates: { today: string; soon: string },
): PlantItemJson {
  const project = item.current_project_id ? names.projects.get(item.current_project_id) : undefined;
  return {
    id: item.id,
    asset_number: item.asset_number,
    description: item.description,
    category: item.category,
    ownership: item.ownership,
    supplier: item.supplier_id ? (names.suppliers.get(item.supplier_id) ?? null) : null,
    hire_reference: item.hire_reference ?? null,
    status: item.status,
    current_project: project
      ? { id: project.id, project_number: project.project_number, name: project.name }
      : null,
    loler_due_date: item.loler_due_date ?? null,
    puwer_due_date: item.puwer_due_date ?? null,
    loler_state: inspectionState(item.loler_due_date, dates.today, dates.soon),
    puwer_state: inspectionState(item.puwer_due_date, dates.today, dates.soon),
    off_use: item.off_use_at
      ? {
          since: iso(item.off_use_at)!,
          reason: item.off_use_reason ?? null,
          reference: item.off_use_reference ?? null,
          submission_id: item.off_use_submission_id ?? null,
          text: offUseText(item)!,
        }
      : null,
    created_at: iso(item.created_at)!,
    updated_at: iso(item.updated_at)!,
    can_edit: canManagePlant(actor),
    can_clear_off_use: !!item.off_use_at && mayClearOffUse(actor),
  };
}

// ---- requests ----
export const plantRequestAbilitiesSchema = z
  .object({
    can_approve: z.boolean(),
    /** Why the caller cannot approve this request although their role could (they asked for it); else null. */
    approve_refusal: z.string().nullable(),
    can_reject: z.boolean(),
    can_cancel: z.boolean(),
    can_mark_on_hire: z.boolean(),
    can_request_off_hire: z.boolean(),
    can_record_collection: z.boolean(),
  })
  .meta({ id: 'PlantRequestAbilities' });

export const plantRequestSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    project: projectRef,
    requested_by: personSchema.nullable(),
    category: z.string(),
    wanted_item: itemRef.nullable(),
    quantity: z.number().int(),
    required_from: isoDate,
    required_until: isoDate,
    with_operator: z.boolean(),
    notes: z.string().nullable(),
    status: z.enum(REQUEST_STATUSES),
    fulfilment: z.enum(FULFILMENTS).nullable(),
    plant_item: itemRef.nullable(),
    supplier: supplierRef.nullable(),
    /** The hire's rate and charges (null for workers and for allocations). */
    rate_pence: pence.nullable(),
    rate_unit: z.enum(RATE_UNITS).nullable(),
    delivery_pence: pence.nullable(),
    collection_pence: pence.nullable(),
    hire_reference: z.string().nullable(),
    decided_by: personSchema.nullable(),
    decided_at: timestamp.nullable(),
    decision_reason: z.string().nullable(),
    on_hire_date: isoDate.nullable(),
    off_hire_requested_at: timestamp.nullable(),
    collection_reference: z.string().nullable(),
    off_hire_date: isoDate.nullable(),
    /** Days on hire so far (working days, bank holidays excluded), shown to everyone. */
    chargeable_days: z.number().int().min(0),
    /** Hire cost to date (null for workers and for allocations of owned plant). */
    cost: hireCostSchema.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    abilities: plantRequestAbilitiesSchema,
  })
  .meta({ id: 'PlantRequest' });
export type PlantRequestJson = z.output<typeof plantRequestSchema>;
export const plantRequestPageSchema = pageSchema(plantRequestSchema, 'PlantRequestPage');

export const timelineEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    from_state: z.string().nullable(),
    to_state: z.string().nullable(),
    reason: z.string().nullable(),
    actor: personSchema.nullable(),
    at: timestamp,
  })
  .meta({ id: 'PlantTimelineEntry' });
export const plantRequestDetailSchema = plantRequestSchema
  .extend({ timeline: z.array(timelineEntrySchema) })
  .meta({ id: 'PlantRequestDetail' });
export const approvalSchema = plantRequestSchema
  .extend({
    /** Inspections falling due within 7 days on the allocated item ("LOLER thorough examination due 01/12/2026"). */
    warnings: z.array(z.string()),
  })
  .meta({ id: 'PlantRequestApproval' });

export function presentRequest(
  request: PlantRequest,
  names: Names,
  actor: Actor,
  cost: HireCost | null,
): PlantRequestJson {
  const commercial = seesAllPlant(actor);
  const project = names.projects.get(request.project_id);
  const item = (id: string | null | undefined) => (id ? (names.items.get(id) ?? null) : null);
  const person = (id: string | null | undefined) => (id ? (names.people.get(id) ?? null) : null);
  const money = (v: string | number | null | undefined) => (commercial && v != null ? Number(v) : null);
  return {
    id: request.id,
    reference: request.reference,
    project: project
      ? { id: project.id, project_number: project.project_number, name: project.name }
      : { id: request.project_id, project_number: '', name: '' },
    requested_by: person(request.requested_by),
    category: request.category,
    wanted_item: item(request.wanted_item_id),
    quantity: request.quantity,
    required_from: request.required_from,
    required_until: request.required_until,
    with_operator: request.with_operator,
    notes: request.notes ?? null,
    status: request.status,
    fulfilment: request.fulfilment ?? null,
    plant_item: item(request.plant_item_id),
    supplier: request.supplier_id ? (names.suppliers.get(request.supplier_id) ?? null) : null,
    rate_pence: money(request.rate_pence),
    rate_unit: commercial ? (request.rate_unit ?? null) : null,
    delivery_pence: money(request.delivery_pence),
    collection_pence: money(request.collection_pence),
    hire_reference: request.hire_reference ?? null,
    decided_by: person(request.decided_by),
    decided_at: iso(request.decided_at),
    decision_reason: request.decision_reason ?? null,
    on_hire_date: request.on_hire_date ?? null,
    off_hire_requested_at: iso(request.off_hire_requested_at),
    collection_reference: request.collection_reference ?? null,
    off_hire_date: request.off_hire_date ?? null,
    chargeable_days: cost?.chargeable_days ?? 0,
    cost: commercial && request.fulfilment === 'hire' && cost ? cost : null,
    created_at: iso(request.created_at)!,
    updated_at: iso(request.updated_at)!,
    abilities: requestAbilities(actor, request),
  };
}

// ---- due soon and project costs ----
export const dueSoonSchema = z
  .object({
    inspections: z.array(
      z
        .object({
          item: itemRef,
          inspection: z.enum(['loler', 'puwer']),
          label: z.string(),
          due_date: isoDate,
          state: z.enum(['due_soon', 'expired']),
        })
        .meta({ id: 'PlantInspectionDue' }),
    ),
    hires_ending: z.array(plantRequestSchema),
  })
  .meta({ id: 'PlantDueSoon' });

export const projectPlantCostSchema = z
  .object({
    project_id: z.uuid(),
    total_pence: pence,
    chargeable_days: z.number().int().min(0),
    hires: z.array(plantRequestSchema),
  })
  .meta({ id: 'ProjectPlantCost' });
