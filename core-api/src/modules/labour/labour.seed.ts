// Owns the demo company's labour: trades, six operatives (direct, agency and subcontract, paid by the day or
// the hour; one with an expired CSCS card, one expiring within 30 days; the demo worker linked to the direct
// operative), last week's approved timesheets, this week's awaiting approval and a draft, and labour invoices
// from the demo suppliers in each CIS status (gross, net, unverified): one approved, one with a variance, two
// paid today (so the current tax month has figures). Runs only when the company has no operatives yet (idempotent).
import type { Sequelize, Transaction } from 'sequelize';
import { addDays, londonDate } from '../../lib/calendar.js';
import { lineNet } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { CompanySettings, Project, type Role } from '../../models/index.js';
import { Supplier } from '../suppliers/index.js';
import { labourInvoiceFigures, portionsOf } from './cis.js';
import { claimTimesheetDays } from './labour-invoice-duplicates.js';
import { LabourInvoice, type LabourInvoiceLine, type LabourInvoiceStatus } from './labour-invoice.model.js';
import { matchLines } from './labour-match.js';
import { mondayOf } from '../../lib/calendar.js';
import { LabourTrade } from './labour-trade.model.js';
import { timesheetCost } from './labour-timesheets.service.js';
import { Operative, type Engagement, type RateUnit } from './operative.model.js';
import { Timesheet, type TimesheetStatus } from './timesheet.model.js';

const TRADES: [string, number][] = [
  ['Bricklayer', 220_00],
  ['Electrician', 240_00],
  ['General operative', 140_00],
  ['Groundworker', 180_00],
];

interface DemoOperative {
  name: string;
  trade: string;
  engagement: Engagement;
  supplier: string | null;
  unit: RateUnit;
  rate: number;
  card: string;
  expiresInDays: number;
  worker?: boolean;
}

const OPERATIVES: DemoOperative[] = [
  {
    name: 'Gareth Price',
    trade: 'General operative',
    engagement: 'direct',
    supplier: null,
    unit: 'day',
    rate: 140_00,
    card: 'green',
    expiresInDays: 400,
    worker: true,
  },
  {
    name: 'Tom Pryce',
    trade: 'Bricklayer',
    engagement: 'subcontractor',
    supplier: 'T. Pryce Brickwork',
    unit: 'day',
    rate: 220_00,
    card: 'blue',
    expiresInDays: -10,
  },
  {
    name: 'Liam Pryce',
    trade: 'Bricklayer',
    engagement: 'subcontractor',
    supplier: 'T. Pryce Brickwork',
    unit: 'day',
    rate: 210_00,
    card: 'blue',
    expiresInDays: 200,
  },
  {
    name: 'Bethan Hughes',
    trade: 'Electrician',
    engagement: 'subcontractor',
    supplier: 'Hughes & Daughters Electrical',
    unit: 'hour',
    rate: 32_00,
    card: 'gold',
    expiresInDays: 25,
  },
  {
    name: 'Kieran Walsh',
    trade: 'General operative',
    engagement: 'agency',
    supplier: 'Cymru Construction Recruitment Ltd',
    unit: 'day',
    rate: 155_00,
    card: 'green',
    expiresInDays: 300,
  },
  {
    name: 'Dylan Morgan',
    trade: 'Groundworker',
    engagement: 'subcontractor',
    supplier: 'Morgan Groundworks Ltd',
    unit: 'day',
    rate: 240_00,
    card: 'blue',
    expiresInDays: 500,
  },
];

const FULL_WEEK = [8, 8, 8, 8, 8, 0, 0];

export async function seedDemoLabour(
  db: Sequelize,
  companyId: string,
  users: Partial<Record<Role, { id: string }>>,
  t: Transaction,
): Promise<number> {
  if (await Operative.count({ where: { company_id: companyId }, transaction: t })) return 0;
  const projects = await Project.findAll({
    where: { company_id: companyId, is_archived: false },
    order: [['project_number', 'ASC']],
    limit: 2,
    transaction: t,
  });
  const suppliers = await Supplier.findAll({ where: { company_id: companyId }, transaction: t });
  const [projectA, projectB] = [projects[0], projects[1] ?? projects[0]];
  if (!projectA || !projectB) return 0;
  const supplierNamed = new Map(suppliers.map((s) => [s.name, s]));
  const today = londonDate();
  const thisWeek = mondayOf(today);
  const lastWeek = addDays(thisWeek, -7);
  const supervisor = users.supervisor?.id ?? users.manager?.id ?? null;
  const approver = users.manager?.id ?? users.admin?.id ?? null;

  const trades = new Map<string, string>();
  for (const [name, rate] of TRADES) {
    const trade = await LabourTrade.create(
      { company_id: companyId, name, default_day_rate_pence: rate },
      { transaction: t },
    );
    trades.set(name, trade.id);
  }
  const ops = new Map<string, Operative>();
  for (const d of OPERATIVES) {
    const supplier = d.supplier ? supplierNamed.get(d.supplier) : null;
    if (d.supplier && !supplier) continue;
    const op = await Operative.create(
      {
        company_id: companyId,
        name: d.name,
        trade_id: trades.get(d.trade) ?? null,
        engagement: d.engagement,
        supplier_id: supplier?.id ?? null,
        user_id: d.worker ? (users.worker?.id ?? null) : null,
        rate_unit: d.unit,
        rate_pence: d.rate,
        cscs_card_type: d.card,
        cscs_card_number: String(10_000_000 + ops.size * 7_919_313).slice(0, 8),
        cscs_expiry: addDays(today, d.expiresInDays),
        phone: `07700 900${String(100 + ops.size * 37).slice(0, 3)}`,
        created_by: supervisor,
      },
      { transaction: t },
    );
    ops.set(d.name, op);
  }

  const sheet = async (
    name: string,
    projectId: string,
    week: string,
    status: TimesheetStatus,
    hours = FULL_WEEK,
  ) => {
    const op = ops.get(name);
    if (!op) return;
    await Timesheet.create(
      {
        company_id: companyId,
        operative_id: op.id,
        project_id: projectId,
        week_commencing: week,
        hours,
        overtime_hours: 0,
        notes: null,
        status,
        cost_pence: status === 'approved' ? timesheetCost(hours, 0, op.rate_unit, Number(op.rate_pence)) : 0,
        submitted_at: status === 'draft' ? null : new Date(),
        // Never the one who entered it (segregation of duties): the manager approved the demo weeks.
        decided_by: status === 'approved' ? approver : null,
        decided_at: status === 'approved' ? new Date() : null,
        created_by: supervisor,
      },
      { transaction: t },
    );
  };
  for (const name of ['Gareth Price', 'Tom Pryce', 'Liam Pryce', 'Kieran Walsh'])
    await sheet(name, projectA.id, lastWeek, 'approved');
  await sheet('Bethan Hughes', projectB.id, lastWeek, 'approved');
  await sheet('Dylan Morgan', projectB.id, lastWeek, 'approved', [8, 8, 8, 0, 0, 0, 0]);
  await sheet('Tom Pryce', projectA.id, thisWeek, 'submitted');
  await sheet('Liam Pryce', projectA.id, thisWeek, 'submitted');
  await sheet('Gareth Price', projectA.id, thisWeek, 'draft', [8, 8, 0, 0, 0, 0, 0]);

  const settings = await CompanySettings.findOne({ where: { company_id: companyId }, transaction: t });
  const weeks = (
    await Timesheet.findAll({ where: { company_id: companyId, status: 'approved' }, transaction: t })
  ).map((s) => ({
    id: s.id,
    operative_id: s.operative_id,
    project_id: s.project_id,
    week_commencing: s.week_commencing,
    hours: s.hours.map(Number),
    overtime_hours: Number(s.overtime_hours),
  }));
  const rates = new Map(
    [...ops.values()].map((o) => [
      o.id,
      { id: o.id, rate_unit: o.rate_unit, rate_pence: Number(o.rate_pence) },
    ]),
  );
  let made = 0;
  const invoice = async (
    supplierName: string,
    lines: [string, string, RateUnit, number][],
    status: LabourInvoiceStatus,
    extras: LabourInvoiceLine[] = [],
    supplierRef = `INV-${4100 + made}`,
  ) => {
    const supplier = supplierNamed.get(supplierName);
    if (!supplier) return;
    const priced: LabourInvoiceLine[] = lines.flatMap(([name, projectId, unit, quantity]) => {
      const op = ops.get(name);
      const rate = op ? Number(op.rate_pence) : 0;
      return op
        ? [
            {
              type: 'labour' as const,
              operative_id: op.id,
              project_id: projectId,
              unit,
              quantity,
              rate_pence: rate,
              description: null,
              net_pence: lineNet(quantity, rate),
              cost_pence: null,
            },
          ]
        : [];
    });
    priced.push(...extras);
    const start = lastWeek;
    const end = addDays(lastWeek, 6);
    const match = matchLines(priced, weeks, rates, { start, end });
    const f = labourInvoiceFigures({
      ...portionsOf(priced),
      vat_rate: 'standard',
      supplier_vat_registered: !!supplier.vat_number,
      cis_status: supplier.cis_status ?? null,
      customer_vat_registered: !!settings?.vat_registered,
      customer_end_user: false,
    });
    const created = await LabourInvoice.create(
      {
        company_id: companyId,
        supplier_id: supplier.id,
        reference: await allocateReference(companyId, 'labour_invoice', t),
        supplier_reference: supplierRef,
        invoice_date: end,
        period_start: start,
        period_end: end,
        lines: priced,
        vat_rate: 'standard',
        customer_end_user: false,
        cis_status: supplier.cis_status ?? null,
        supplier_vat_registered: !!supplier.vat_number,
        customer_vat_registered: !!settings?.vat_registered,
        labour_pence: f.labour_pence,
        plant_pence: f.plant_pence,
        materials_pence: f.materials_pence,
        materials_cost_pence: f.materials_cost_pence,
        deductions_pence: f.deductions_pence,
        net_pence: f.net_pence,
        cis_deduction_pence: f.cis_deduction_pence,
        vat_pence: f.vat_pence,
        reverse_charge_vat_pence: f.reverse_charge_vat_pence,
        gross_pence: f.gross_pence,
        payable_pence: f.payable_pence,
        match,
        has_variance: match.some((m) => m?.variance),
        status,
        payment_date: status === 'paid' ? today : null,
        created_by: supervisor,
      },
      { transaction: t },
    );
    // Each invoice takes its timesheet days, so a copy of a demo invoice is refused like any other.
    await claimTimesheetDays(db, created, priced, match, t);
    made += 1;
  };
  await invoice(
    'T. Pryce Brickwork',
    [
      ['Tom Pryce', projectA.id, 'day', 5],
      ['Liam Pryce', projectA.id, 'day', 5],
    ],
    'approved',
  );
  await invoice('Hughes & Daughters Electrical', [['Bethan Hughes', projectB.id, 'hour', 42]], 'received');
  await invoice('Morgan Groundworks Ltd', [['Dylan Morgan', projectB.id, 'day', 3]], 'paid', [
    {
      type: 'materials',
      operative_id: null,
      project_id: null,
      unit: null,
      quantity: null,
      rate_pence: null,
      description: 'Type 1 sub-base and pipe',
      net_pence: 450_00,
      cost_pence: 380_00,
    },
  ]);
  await invoice('Cymru Construction Recruitment Ltd', [['Kieran Walsh', projectA.id, 'day', 5]], 'paid');
  return ops.size;
}
