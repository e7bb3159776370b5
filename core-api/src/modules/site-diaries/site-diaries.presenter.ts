// Owns the site diary answers: their schemas (the OpenAPI components) — the day's records (labour, plant,
// deliveries, forms, notes), what the site manager wrote, sign-off and addenda, the caller's abilities — and
// the Delay Notice prefill. No money: a diary is read by the site team.
import { z } from 'zod';
import { isoDate, personSchema, timestamp } from '../../lib/wire.js';
import { delaySchema, visitorSchema, weatherSchema } from './site-diaries.schema.js';

export const labourRowSchema = z
  .object({
    operative_id: z.uuid(),
    name: z.string(),
    trade: z.string().nullable(),
    engagement: z.enum(['direct', 'agency', 'subcontractor']),
    supplier: z.string().nullable(),
    hours: z.number(),
  })
  .meta({ id: 'DiaryLabour' });

export const plantRowSchema = z
  .object({
    request_id: z.uuid(),
    reference: z.string(),
    description: z.string(),
    asset_number: z.string().nullable(),
    fulfilment: z.enum(['allocation', 'hire']).nullable(),
    supplier: z.string().nullable(),
    on_hire_date: isoDate.nullable(),
    off_hire_date: isoDate.nullable(),
    /** Arrived on site that day. */
    arrived: z.boolean(),
    /** Off-hired (collected) that day. */
    off_hired: z.boolean(),
  })
  .meta({ id: 'DiaryPlant' });

export const deliveryRowSchema = z
  .object({
    delivery_id: z.uuid(),
    po_reference: z.string(),
    supplier: z.string(),
    received_at: timestamp,
    items: z.array(z.object({ description: z.string(), quantity: z.number(), unit: z.string() })),
    /** The items in words ("10 bag Cement 25kg; 2 pallet Blocks"), for a list that shows them on one line. */
    summary: z.string(),
    ticket_upload_id: z.uuid().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'DiaryDelivery' });

export const formRowSchema = z
  .object({
    submission_id: z.uuid(),
    reference: z.string(),
    template_name: z.string(),
    category: z.string(),
    /** The category in words ("Toolbox talk", "Permit to work"); the library's safety forms by their kind. */
    category_label: z.string(),
    status: z.string(),
    submitted_at: timestamp,
    submitted_by: z.string().nullable(),
  })
  .meta({ id: 'DiaryForm' });

export const inductionRowSchema = z
  .object({
    submission_id: z.uuid(),
    reference: z.string(),
    operative_id: z.uuid().nullable(),
    /** From the labour record (the form's answer is the operative's id). */
    name: z.string(),
    trade: z.string().nullable(),
    employer: z.string().nullable(),
    submitted_at: timestamp,
  })
  .meta({ id: 'DiaryInduction' });

export const noteRowSchema = z
  .object({ note_id: z.uuid(), content: z.string(), author: z.string().nullable(), created_at: timestamp })
  .meta({ id: 'DiaryNote' });

export const diaryRecordsSchema = z
  .object({
    labour: z.array(labourRowSchema),
    labour_hours: z.number(),
    plant: z.array(plantRowSchema),
    deliveries: z.array(deliveryRowSchema),
    forms: z.array(formRowSchema),
    /** Inducted today: the Site Induction Records sent that day. */
    inductions: z.array(inductionRowSchema),
    notes: z.array(noteRowSchema),
  })
  .meta({ id: 'DiaryRecords' });
export type DiaryRecords = z.output<typeof diaryRecordsSchema>;

export const addendumAnswerSchema = z
  .object({ id: z.uuid(), text: z.string(), created_by: personSchema.nullable(), created_at: timestamp })
  .meta({ id: 'DiaryAddendum' });

export const siteDiarySchema = z
  .object({
    /** Null until the day is first saved. */
    id: z.uuid().nullable(),
    project_id: z.uuid(),
    project_name: z.string(),
    project_number: z.string(),
    date: isoDate,
    status: z.enum(['draft', 'signed']),
    /** What a save must send back (0: never saved). */
    version: z.number().int(),
    weather: weatherSchema,
    work_done: z.string().nullable(),
    delays: z.array(delaySchema),
    lost_hours: z.number(),
    instructions: z.string().nullable(),
    visitors: z.array(visitorSchema),
    photos: z.array(z.object({ upload_id: z.uuid(), filename: z.string() })),
    /** Live from the day's records while a draft; as they stood at sign-off once signed. */
    records: diaryRecordsSchema,
    updated_by: personSchema.nullable(),
    updated_at: timestamp.nullable(),
    signed_by: personSchema.nullable(),
    signed_at: timestamp.nullable(),
    pdf_upload_id: z.uuid().nullable(),
    addenda: z.array(addendumAnswerSchema),
    can_edit: z.boolean(),
    can_sign: z.boolean(),
    can_add_addendum: z.boolean(),
  })
  .meta({ id: 'SiteDiary' });
export type SiteDiaryJson = z.input<typeof siteDiarySchema>;

export const delayPrefillSchema = z
  .object({
    project_id: z.uuid(),
    from: isoDate,
    to: isoDate,
    entries: z.array(
      z.object({ date: isoDate, reason: z.string(), lost_hours: z.number(), signed: z.boolean() }),
    ),
    lost_hours: z.number(),
    /** The Delay Notice's own answers (its field keys), ready to put in the form. */
    answers: z.object({
      occurred_on: isoDate.nullable(),
      cause: z.string(),
      description: z.string(),
      estimated_delay_days: z.number().int(),
    }),
  })
  .meta({ id: 'DiaryDelayPrefill' });
export type DelayPrefillJson = z.input<typeof delayPrefillSchema>;
