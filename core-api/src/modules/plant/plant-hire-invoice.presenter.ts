// Owns the answers about plant hire invoices (decision 0050): one invoice with its CIS and VAT working and the
// caller's abilities, and a hire's invoices beside its hire cost to date — never a model over the wire.
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { num } from '../../lib/sql.js';
import { iso, isoDate, pence, timestamp } from '../../lib/wire.js';
import { CIS_STATUSES } from '../suppliers/index.js';
import { HIRE_VAT_RATES } from './plant-hire-invoice-figures.js';
import { HIRE_INVOICE_STATUSES, type PlantHireInvoice } from './plant-hire-invoice.model.js';
import { payRefusal } from './plant.policy.js';

const stepSchema = z
  .object({ key: z.string(), label: z.string(), amount_pence: pence })
  .meta({ id: 'PlantHireInvoiceStep' });

export const plantHireInvoiceSchema = z
  .object({
    id: z.uuid(),
    plant_request_id: z.uuid(),
    supplier: z.object({ id: z.uuid(), name: z.string() }),
    supplier_reference: z.string(),
    invoice_date: isoDate,
    with_operator: z.boolean(),
    hire_pence: pence,
    materials_pence: pence,
    materials_cost_pence: pence,
    net_pence: pence,
    /** The hire cost to date (plant-cost.ts) when the invoice was entered, and what was invoiced before it. */
    hire_cost_to_date_pence: pence,
    invoiced_before_pence: pence,
    /** This and earlier invoices' hire charges less the hire cost to date (above 0: invoiced above the cost). */
    over_hire_cost_pence: pence,
    within_cis: z.boolean(),
    cis_status: z.enum(CIS_STATUSES).nullable(),
    cis_rate_percent: z.number().int().nullable(),
    cis_base_pence: pence,
    cis_deduction_pence: pence,
    cis_reason: z.string(),
    vat_rate: z.enum(HIRE_VAT_RATES),
    vat_treatment: z.enum(['not_registered', 'charged', 'reverse_charge', 'zero_rated']),
    vat_rate_percent: z.number().int(),
    vat_pence: pence,
    reverse_charge_vat_pence: pence,
    vat_reason: z.string(),
    gross_pence: pence,
    payable_pence: pence,
    status: z.enum(HIRE_INVOICE_STATUSES),
    payment_date: isoDate.nullable(),
    created_by: z.uuid(),
    created_at: timestamp,
    steps: z.array(stepSchema),
    abilities: z
      .object({ can_pay: z.boolean(), pay_refusal: z.string().nullable() })
      .meta({ id: 'PlantHireInvoiceAbilities' }),
  })
  .meta({ id: 'PlantHireInvoice' });
export type PlantHireInvoiceJson = z.output<typeof plantHireInvoiceSchema>;

export const recordedHireInvoiceSchema = plantHireInvoiceSchema
  .extend({ warnings: z.array(z.string()) })
  .meta({ id: 'RecordedPlantHireInvoice' });

export const plantHireInvoicesSchema = z
  .object({
    items: z.array(plantHireInvoiceSchema),
    with_operator: z.boolean(),
    supplier: z
      .object({ id: z.uuid(), name: z.string(), cis_status: z.enum(CIS_STATUSES).nullable() })
      .nullable(),
    hire_cost_to_date_pence: pence,
    invoiced_pence: pence,
    /** The CIS rule this hire falls under, before any invoice is entered. */
    cis_rule: z.string(),
    can_record: z.boolean(),
    record_refusal: z.string().nullable(),
  })
  .meta({ id: 'PlantHireInvoices' });
export type PlantHireInvoicesJson = z.output<typeof plantHireInvoicesSchema>;

export function presentHireInvoice(
  actor: Actor,
  i: PlantHireInvoice,
  supplierName: string,
): PlantHireInvoiceJson {
  const refusal = payRefusal(actor, i);
  return {
    id: i.id,
    plant_request_id: i.plant_request_id,
    supplier: { id: i.supplier_id, name: supplierName },
    supplier_reference: i.supplier_reference,
    invoice_date: i.invoice_date,
    with_operator: i.with_operator,
    hire_pence: num(i.hire_pence),
    materials_pence: num(i.materials_pence),
    materials_cost_pence: num(i.materials_cost_pence),
    net_pence: num(i.net_pence),
    hire_cost_to_date_pence: num(i.hire_cost_to_date_pence),
    invoiced_before_pence: num(i.invoiced_before_pence),
    over_hire_cost_pence: num(i.invoiced_before_pence) + num(i.hire_pence) - num(i.hire_cost_to_date_pence),
    within_cis: i.cis_status !== null,
    cis_status: i.cis_status,
    cis_rate_percent: i.cis_rate_percent,
    cis_base_pence: num(i.cis_base_pence),
    cis_deduction_pence: num(i.cis_deduction_pence),
    cis_reason: i.cis_reason,
    vat_rate: i.vat_rate,
    vat_treatment: i.vat_treatment,
    vat_rate_percent: i.vat_rate_percent,
    vat_pence: num(i.vat_pence),
    reverse_charge_vat_pence: num(i.reverse_charge_vat_pence),
    vat_reason: i.vat_reason,
    gross_pence: num(i.gross_pence),
    payable_pence: num(i.payable_pence),
    status: i.status,
    payment_date: i.payment_date ?? null,
    created_by: i.created_by,
    created_at: iso(i.created_at)!,
    steps: i.steps,
    abilities: { can_pay: refusal === null, pay_refusal: refusal },
  };
}
