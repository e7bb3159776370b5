// Test fixtures for labour: real rows of a company (a labour supplier in a CIS status, a trade, an operative,
// a timesheet in any status, a labour invoice in any status), for this module's tests, its security file and
// the BFF's GraphQL matrix (kept apart from labour.security.ts, which the security harness loads by glob).
import type { Company, Project } from '../../models/index.js';
import { londonDate } from '../../lib/calendar.js';
import { lineNet } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { Supplier, type CisStatus } from '../suppliers/index.js';
import { labourInvoiceFigures } from './cis.js';
import { LabourInvoice, type LabourInvoiceLine, type LabourInvoiceStatus } from './labour-invoice.model.js';
import { mondayOf } from '../../lib/calendar.js';
import { LabourTrade } from './labour-trade.model.js';
import { Operative, type Engagement } from './operative.model.js';
import { Timesheet, type TimesheetStatus } from './timesheet.model.js';

let n = 0;
const unique = () => `${(n += 1)} ${Date.now().toString(36)}`;

export function labourSupplier(
  company: Pick<Company, 'id'>,
  cis: CisStatus = 'net',
  vatNumber: string | null = 'GB123456789',
): Promise<Supplier> {
  return Supplier.create({
    company_id: company.id,
    name: `Fixture Subbies ${unique()}`,
    kinds: ['subcontractor'],
    cis_status: cis,
    vat_number: vatNumber,
  });
}

export function makeTrade(company: Pick<Company, 'id'>): Promise<LabourTrade> {
  return LabourTrade.create({
    company_id: company.id,
    name: `Fixture trade ${unique()}`,
    default_day_rate_pence: 200_00,
  });
}

export async function makeOperative(
  company: Pick<Company, 'id'>,
  options: {
    supplier?: Supplier | null;
    userId?: string | null;
    engagement?: Engagement;
    expiry?: string | null;
  } = {},
): Promise<Operative> {
  const supplier = options.supplier === undefined ? await labourSupplier(company) : options.supplier;
  return Operative.create({
    company_id: company.id,
    name: `Fixture Operative ${unique()}`,
    trade_id: null,
    engagement: options.engagement ?? (supplier ? 'subcontractor' : 'direct'),
    supplier_id: supplier?.id ?? null,
    user_id: options.userId ?? null,
    rate_unit: 'day',
    rate_pence: 200_00,
    cscs_card_type: 'blue',
    cscs_card_number: '12345678',
    cscs_expiry: options.expiry === undefined ? '2099-01-01' : options.expiry,
    // A phone and a card number, so the security matrix sees who is shown them (decision 0023).
    phone: '07700 900123',
    created_by: null,
  });
}

/** This week's Monday (Europe/London). */
export const thisMonday = () => mondayOf(londonDate());

export async function makeTimesheet(
  operative: Operative,
  project: Pick<Project, 'id'>,
  status: TimesheetStatus = 'draft',
  week: string = thisMonday(),
  hours: number[] = [8, 8, 8, 8, 8, 0, 0],
): Promise<Timesheet> {
  return Timesheet.create({
    company_id: operative.company_id,
    operative_id: operative.id,
    project_id: project.id,
    week_commencing: week,
    hours,
    overtime_hours: 0,
    notes: null,
    status,
    cost_pence: status === 'approved' ? hours.filter((h) => h > 0).length * Number(operative.rate_pence) : 0,
    created_by: null,
  });
}

/** An invoice from the operative's supplier for `days` days on the project this week, in `status`. */
export async function makeLabourInvoice(
  operative: Operative,
  project: Pick<Project, 'id'>,
  status: LabourInvoiceStatus = 'received',
  days = 5,
  paymentDate: string | null = null,
  /**
   * Dated `invoiceDate` (default this week's Monday); the company as customer VAT-registered (the domestic reverse
   * charge can apply); `materialsPence` of materials on a line of their own (their cost the same).
   */
  options: { invoiceDate?: string; customerVatRegistered?: boolean; materialsPence?: number } = {},
): Promise<LabourInvoice> {
  const supplier = (await Supplier.findByPk(operative.supplier_id!))!;
  const rate = Number(operative.rate_pence);
  const materials = options.materialsPence ?? 0;
  const lines: LabourInvoiceLine[] = [
    {
      type: 'labour' as const,
      operative_id: operative.id,
      project_id: project.id,
      unit: 'day' as const,
      quantity: days,
      rate_pence: rate,
      description: null,
      net_pence: lineNet(days, rate),
      cost_pence: null,
    },
    ...(materials
      ? [
          {
            type: 'materials' as const,
            operative_id: null,
            project_id: project.id,
            unit: null,
            quantity: null,
            rate_pence: null,
            description: 'Materials',
            net_pence: materials,
            cost_pence: materials,
          },
        ]
      : []),
  ];
  const f = labourInvoiceFigures({
    labour_pence: lines[0]!.net_pence,
    materials_pence: materials,
    materials_cost_pence: materials,
    vat_rate: 'standard',
    supplier_vat_registered: !!supplier.vat_number,
    cis_status: supplier.cis_status ?? null,
    customer_vat_registered: options.customerVatRegistered ?? false,
    customer_end_user: false,
  });
  const week = options.invoiceDate ?? thisMonday();
  return LabourInvoice.sequelize!.transaction(async (t) =>
    LabourInvoice.create(
      {
        company_id: operative.company_id,
        supplier_id: supplier.id,
        reference: await allocateReference(operative.company_id, 'labour_invoice', t),
        supplier_reference: `SUB-${unique()}`.slice(0, 30),
        invoice_date: week,
        period_start: week,
        period_end: week,
        lines,
        vat_rate: 'standard',
        customer_end_user: false,
        cis_status: supplier.cis_status ?? null,
        supplier_vat_registered: !!supplier.vat_number,
        customer_vat_registered: options.customerVatRegistered ?? false,
        labour_pence: f.labour_pence,
        materials_pence: materials,
        materials_cost_pence: materials,
        net_pence: f.net_pence,
        cis_deduction_pence: f.cis_deduction_pence,
        vat_pence: f.vat_pence,
        reverse_charge_vat_pence: f.reverse_charge_vat_pence,
        gross_pence: f.gross_pence,
        payable_pence: f.payable_pence,
        match: [
          {
            timesheet_quantity: 0,
            quantity_variance: days,
            expected_rate_pence: rate,
            rate_variance_pence: 0,
            timesheet_ids: [],
            variance: true,
          },
        ],
        has_variance: true,
        status,
        payment_date: status === 'paid' ? (paymentDate ?? londonDate()) : null,
        created_by: null,
      },
      { transaction: t },
    ),
  );
}
