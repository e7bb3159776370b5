// Test fixtures for plant hire: real rows of a company — a plant supplier's rate, a register item, a request in
// any status — for this module's tests, its security file and the BFF's GraphQL matrix (kept apart from
// plant.security.ts, which the security harness loads by glob).
import { randomUUID } from 'node:crypto';
import { addDays, londonDate } from '../../lib/calendar.js';
import type { Company } from '../../models/index.js';
import { Supplier } from '../suppliers/index.js';
import { hireInvoiceFigures } from './plant-hire-invoice-figures.js';
import { PlantHireInvoice } from './plant-hire-invoice.model.js';
import { PlantItem } from './plant-item.model.js';
import { PlantRate, type RateUnit } from './plant-rate.model.js';
import { PlantRequest, type RequestStatus } from './plant-request.model.js';

/** An active plant hire firm of `company`. */
export async function makePlantSupplier(
  company: Pick<Company, 'id'>,
  attrs: { name?: string; is_active?: boolean } = {},
): Promise<Supplier> {
  return Supplier.create({
    company_id: company.id,
    name: attrs.name ?? `Fixture Plant Hire ${randomUUID().slice(0, 8)}`,
    kinds: ['plant'],
    is_active: attrs.is_active ?? true,
  });
}

export async function makeRate(
  company: Pick<Company, 'id'>,
  attrs: Partial<{
    supplier_id: string;
    category: string;
    rate_pence: number;
    operated_rate_pence: number | null;
    rate_unit: RateUnit;
    delivery_pence: number;
    collection_pence: number;
    valid_from: string;
    valid_to: string | null;
  }> = {},
): Promise<PlantRate> {
  const supplierId = attrs.supplier_id ?? (await makePlantSupplier(company)).id;
  return PlantRate.create({
    company_id: company.id,
    supplier_id: supplierId,
    category: attrs.category ?? 'Telehandler',
    rate_pence: attrs.rate_pence ?? 9_500,
    operated_rate_pence: attrs.operated_rate_pence ?? null,
    rate_unit: attrs.rate_unit ?? 'day',
    delivery_pence: attrs.delivery_pence ?? 5_000,
    collection_pence: attrs.collection_pence ?? 5_000,
    valid_from: attrs.valid_from ?? addDays(londonDate(), -30),
    valid_to: attrs.valid_to ?? null,
  });
}

export async function makeItem(
  company: Pick<Company, 'id'>,
  attrs: Partial<
    Pick<
      PlantItem,
      'category' | 'status' | 'loler_due_date' | 'puwer_due_date' | 'asset_number' | 'current_project_id'
    >
  > = {},
): Promise<PlantItem> {
  return PlantItem.create({
    company_id: company.id,
    asset_number: attrs.asset_number ?? `FX-${randomUUID().slice(0, 8)}`,
    description: 'Fixture telehandler',
    category: attrs.category ?? 'Telehandler',
    ownership: 'owned',
    status: attrs.status ?? 'available',
    current_project_id: attrs.current_project_id ?? null,
    loler_due_date: attrs.loler_due_date ?? addDays(londonDate(), 90),
    puwer_due_date: attrs.puwer_due_date ?? addDays(londonDate(), 90),
  });
}

/**
 * A request by `requesterId` on `projectId` in `status`; from approved on it is a hire at a fresh rate (on hire
 * since 10 days ago from on_hire on).
 */
export async function makeRequest(
  company: Pick<Company, 'id'>,
  projectId: string,
  requesterId: string,
  status: RequestStatus = 'requested',
): Promise<PlantRequest> {
  const today = londonDate();
  const hired = ['approved', 'on_hire', 'off_hire_requested', 'off_hired'].includes(status);
  const rate = hired ? await makeRate(company) : null;
  return PlantRequest.create({
    company_id: company.id,
    reference: `PR-X${randomUUID().slice(0, 8)}`,
    project_id: projectId,
    requested_by: requesterId,
    category: 'Telehandler',
    quantity: 1,
    required_from: addDays(today, hired ? -10 : 3),
    required_until: addDays(today, 14),
    with_operator: false,
    status,
    fulfilment: hired ? 'hire' : null,
    supplier_id: rate?.supplier_id ?? null,
    rate_id: rate?.id ?? null,
    rate_pence: rate ? Number(rate.rate_pence) : null,
    rate_unit: rate?.rate_unit ?? null,
    delivery_pence: rate ? Number(rate.delivery_pence) : null,
    collection_pence: rate ? Number(rate.collection_pence) : null,
    on_hire_date: ['on_hire', 'off_hire_requested', 'off_hired'].includes(status)
      ? addDays(today, -10)
      : null,
    off_hire_date: status === 'off_hired' ? addDays(today, -1) : null,
  });
}

/** A supplier invoice (dry hire, not VAT-registered supplier) for a hired request, entered by `createdBy`. */
export async function makeHireInvoice(
  request: PlantRequest,
  createdBy: string,
  attrs: Partial<{ supplier_reference: string; hire_pence: number; status: 'recorded' | 'paid' }> = {},
): Promise<PlantHireInvoice> {
  const hire = attrs.hire_pence ?? 50_000;
  const figures = hireInvoiceFigures({
    hire_pence: hire,
    materials_pence: 0,
    materials_cost_pence: 0,
    with_operator: false,
    cis_status: null,
    vat_rate: 'standard',
    supplier_vat_registered: false,
    customer_vat_registered: true,
    customer_end_user: false,
  });
  return PlantHireInvoice.create({
    company_id: request.company_id,
    plant_request_id: request.id,
    supplier_id: request.supplier_id!,
    supplier_reference: attrs.supplier_reference ?? `INV-${randomUUID().slice(0, 8)}`,
    invoice_date: londonDate(),
    with_operator: false,
    hire_pence: hire,
    materials_pence: 0,
    materials_cost_pence: 0,
    net_pence: figures.net_pence,
    hire_cost_to_date_pence: hire,
    invoiced_before_pence: 0,
    cis_status: null,
    cis_rate_percent: null,
    cis_base_pence: 0,
    cis_deduction_pence: 0,
    cis_reason: figures.cis_reason,
    vat_rate: 'standard',
    vat_treatment: figures.vat_treatment,
    vat_rate_percent: figures.vat_rate_percent,
    vat_pence: figures.vat_pence,
    reverse_charge_vat_pence: 0,
    vat_reason: figures.vat_reason,
    customer_end_user: false,
    gross_pence: figures.gross_pence,
    payable_pence: figures.payable_pence,
    steps: figures.steps,
    status: attrs.status ?? 'recorded',
    payment_date: attrs.status === 'paid' ? londonDate() : null,
    created_by: createdBy,
  });
}
