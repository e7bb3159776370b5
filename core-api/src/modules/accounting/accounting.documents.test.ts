// What each record becomes in the company's books (issue 38, decisions 0079 and 0080), on real Postgres with
// records made as the modules make them: worked examples to the penny — a supplier's bill with a standard line and
// a reverse-charge line, a subcontractor's bill under the reverse charge with its CIS deduction on its own negative
// line (the bill totals what is paid), a gross-status subcontractor's bill with VAT spread over its lines, an
// issued order, and applications with retention and previously certified sums (standard and reverse charge); a
// mapping missing a code, a record that does not add up, and another company's record (null).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountingLine } from '../../lib/accounting/index.js';
import { londonDate } from '../../lib/calendar.js';
import { invoiceTotals } from '../../lib/money.js';
import { allocateReference } from '../../lib/numbering.js';
import { Project, type Company, type User } from '../../models/index.js';
import { createCompany, createUser, testDatabase } from '../../test/support.js';
import { labourSupplier, makeOperative, makePo, setVatRegistered } from '../../test/index.js';
import { Application } from '../applications/index.js';
import { makeTemplate } from '../applications/applications.fixtures.js';
import { ApplicationsService } from '../applications/applications.service.js';
import { LabourInvoice, labourInvoiceFigures, type LabourInvoiceLine } from '../labour/index.js';
import { portionsOf } from '../labour/cis.js';
import type { Operative } from '../labour/operative.model.js';
import { PurchaseOrder, PurchaseOrderLine, SupplierInvoice } from '../materials/index.js';
import { priceLine } from '../materials/materials.service.js';
import { SupplierInvoicesService } from '../materials/supplier-invoices.service.js';
import type { Supplier } from '../suppliers/index.js';
import {
  MappingIncompleteError,
  RecordNotPostableError,
  buildDocument,
  type BuiltDocument,
  type PostingMapping,
} from './accounting.documents.js';

const sequelize = testDatabase();

/** A Xero organisation's codes as an admin confirmed them. */
const MAPPING: PostingMapping = {
  tax: {
    purchases: {
      standard: 'INPUT2',
      reduced: 'RRINPUT',
      zero: 'ZERORATEDINPUT',
      exempt: 'EXEMPTINPUT',
      no_vat: 'NONE',
      drc: 'DRCHARGE20',
      drc_reduced: 'DRCHARGE5',
    },
    sales: {
      standard: 'OUTPUT2',
      reduced: 'RROUTPUT',
      zero: 'ZERORATEDOUTPUT',
      exempt: 'EXEMPTOUTPUT',
      no_vat: 'NONE',
      drc: 'DRCHARGESUPPLY20',
      drc_reduced: 'DRCHARGESUPPLY5',
    },
  },
  expenseAccount: '310',
  revenueAccount: '200',
  cisAccount: '2100',
};

/** An expected line (the expense account unless said). */
const line = (
  description: string,
  quantity: string,
  unitAmountPence: number,
  netPence: number,
  vatPence: number,
  taxCode: string,
  accountCode = '310',
): AccountingLine => ({ description, quantity, unitAmountPence, netPence, vatPence, taxCode, accountCode });
/** An expected line of one at its net. */
const single = (description: string, net: number, vat: number, taxCode: string, accountCode = '310') =>
  line(description, '1', net, net, vat, taxCode, accountCode);
/** A record's amounts (BIGINT columns arrive as strings), named in one string. */
const amounts = (record: object, names: string) =>
  names.split(' ').map((name) => Number((record as Record<string, unknown>)[name]));

let company: Company;
let admin: User;
let project: Project;
const actor = () => ({ userId: admin.id, companyId: company.id, role: admin.role });
const build = (type: Parameters<typeof buildDocument>[2]['type'], id: string, mapping = MAPPING) =>
  buildDocument(sequelize, company.id, { type, id }, mapping);

/** The document's own totals are its lines' and what the record says. */
function expectConsistent(built: BuiltDocument | null): BuiltDocument {
  expect(built).not.toBeNull();
  const { document, recordTotals } = built!;
  const net = document.lines.reduce((s, l) => s + l.netPence, 0);
  const vat = document.lines.reduce((s, l) => s + l.vatPence, 0);
  expect(document.totals).toEqual({ netPence: net, vatPence: vat, grossPence: net + vat });
  expect(recordTotals).toEqual(document.totals);
  expect(document.contactId).toBe('');
  return built!;
}

beforeAll(async () => {
  company = await createCompany();
  admin = await createUser(company, { role: 'admin' });
  await setVatRegistered(company, true);
  project = await Project.create({
    company_id: company.id,
    project_number: `P-${randomUUID().slice(0, 6)}`,
    name: 'Harbour View',
    status: 'active',
    client_name: 'Harbour Homes Ltd',
    client_email: 'accounts@harbourhomes.example',
  } as Project);
});

describe('accounting documents: orders and supplier invoices', () => {
  let po: PurchaseOrder;
  let lines: PurchaseOrderLine[];

  beforeAll(async () => {
    // The fixture's order (10 bags of cement at £7.00, standard rate) and a reverse-charge line beside it.
    const made = await makePo(project);
    po = made.po;
    const board = priceLine(12.5, 1333, 'drc');
    const plasterboard = await PurchaseOrderLine.create({
      company_id: company.id,
      purchase_order_id: po.id,
      position: 2,
      description: 'Supply and fix plasterboard',
      quantity: 12.5,
      unit: 'm²',
      unit_price_pence: 1333,
      vat_code: 'drc',
      ...board,
    });
    lines = [made.line, plasterboard];
    const totals = invoiceTotals(
      lines.map((l) => ({ net_pence: Number(l.net_pence), vat_code: l.vat_code })),
    );
    // Issued at 00:30 on 1 July in London (BST).
    await po.update({
      net_pence: totals.net_pence,
      vat_pence: totals.vat_pence,
      gross_pence: totals.gross_pence,
      delivery_date: '2026-07-10',
      issued_at: new Date('2026-06-30T23:30:00Z'),
    });
  });

  const expectedLines = [
    line('Cement 25kg (bag)', '10', 700, 7000, 1400, 'INPUT2'),
    // 12.5 × £13.33 = £166.625 → £166.63; the reverse charge's £33.33 is the customer's to account for.
    line('Supply and fix plasterboard (m²)', '12.5', 1333, 16663, 0, 'DRCHARGE20'),
  ];

  it('an issued order: its number, project, London issue date, delivery date, lines and totals', async () => {
    const built = expectConsistent(await build('purchase_order', po.id));
    expect(built.document).toEqual({
      kind: 'purchase_order',
      number: po.reference,
      reference: project.project_number,
      contactId: '',
      date: '2026-07-01',
      dueDate: '2026-07-10',
      lines: expectedLines,
      totals: { netPence: 23663, vatPence: 1400, grossPence: 25063 },
    });
    expect(built.contact).toEqual({ kind: 'supplier', supplierId: po.supplier_id });
  });

  it('a supplier invoice against it: a bill at the order lines’ codes, the reverse-charge line without VAT', async () => {
    const reference = `INV-${randomUUID().slice(0, 8)}`;
    await new SupplierInvoicesService(sequelize).add(actor(), po.id, {
      supplier_reference: reference,
      invoice_date: '2026-07-14',
      lines: [
        { line_id: lines[0]!.id, quantity: 10, unit_price_pence: 700 },
        { line_id: lines[1]!.id, quantity: 12.5, unit_price_pence: 1333 },
      ],
    });
    const invoice = (await SupplierInvoice.findOne({ where: { supplier_reference: reference } }))!;
    // What the invoice stores: no VAT on the reverse-charge line, and VAT charged on the standard line only.
    expect(invoice.lines.map((l) => l.vat_pence)).toEqual([1400, 0]);
    expect(amounts(invoice, 'net_pence vat_pence gross_pence')).toEqual([23663, 1400, 25063]);

    const built = expectConsistent(await build('supplier_invoice', invoice.id));
    expect(built.document).toEqual({
      kind: 'bill',
      number: reference,
      reference: po.reference,
      contactId: '',
      date: '2026-07-14',
      dueDate: null,
      lines: expectedLines,
      totals: { netPence: 23663, vatPence: 1400, grossPence: 25063 },
    });
    expect(built.contact).toEqual({ kind: 'supplier', supplierId: po.supplier_id });

    // A mapping without the reverse charge's code: refused in words, naming the code.
    const { drc: _drc, ...purchases } = MAPPING.tax.purchases;
    const lacking = { ...MAPPING, tax: { ...MAPPING.tax, purchases } };
    const missing = 'No tax code is chosen for purchases at Domestic reverse charge 20%';
    const refused = build('supplier_invoice', invoice.id, lacking);
    await expect(refused).rejects.toBeInstanceOf(MappingIncompleteError);
    await expect(refused).rejects.toThrow(missing);
    await expect(build('purchase_order', po.id, lacking)).rejects.toThrow(missing);

    // An invoice whose stored VAT is not its lines': refused, never posted approximately.
    await invoice.update({ vat_pence: 1401, gross_pence: 25064 });
    const wrong = build('supplier_invoice', invoice.id);
    await expect(wrong).rejects.toBeInstanceOf(RecordNotPostableError);
    await expect(wrong).rejects.toThrow(
      `Supplier invoice ${reference} (${po.reference}) does not add up: it says VAT £14.01, its parts make £14.00`,
    );
    await invoice.update({ vat_pence: 1400, gross_pence: 25063 });
  });
});

describe('accounting documents: labour invoices', () => {
  /** A labour invoice as the labour module stores it, its figures worked by cis.ts. */
  async function labourInvoice(supplier: Supplier, lines: LabourInvoiceLine[], endUser: boolean) {
    const input = {
      ...portionsOf(lines),
      vat_rate: 'standard' as const,
      supplier_vat_registered: !!supplier.vat_number,
      cis_status: supplier.cis_status ?? null,
      customer_vat_registered: true,
      customer_end_user: endUser,
    };
    const f = labourInvoiceFigures(input);
    return sequelize.transaction(async (t) =>
      LabourInvoice.create(
        {
          ...input,
          ...f,
          company_id: company.id,
          supplier_id: supplier.id,
          reference: await allocateReference(company.id, 'labour_invoice', t),
          supplier_reference: `SUB-${randomUUID().slice(0, 8)}`,
          invoice_date: '2026-11-13',
          period_start: '2026-11-09',
          period_end: '2026-11-13',
          lines,
          match: lines.map(() => null),
          has_variance: false,
          status: 'approved',
          created_by: admin.id,
        },
        { transaction: t },
      ),
    );
  }

  const blank = { operative_id: null, project_id: null, unit: null, quantity: null, rate_pence: null };
  const other = (type: LabourInvoiceLine['type'], net: number, text: string, cost: number | null = null) =>
    ({ ...blank, type, description: text, net_pence: net, cost_pence: cost }) satisfies LabourInvoiceLine;
  const labour = (op: Operative, unit: 'day' | 'hour', quantity: number, rate: number, net: number) =>
    ({
      ...blank,
      type: 'labour',
      operative_id: op.id,
      project_id: project.id,
      unit,
      quantity,
      rate_pence: rate,
      description: null,
      net_pence: net,
      cost_pence: null,
    }) satisfies LabourInvoiceLine;

  it('a net-status (20%) VAT-registered subcontractor under the reverse charge: a negative CIS line, total = payable', async () => {
    const supplier = await labourSupplier(company, 'net', 'GB123456789');
    const op = await makeOperative(company, { supplier });
    const invoice = await labourInvoice(
      supplier,
      [
        labour(op, 'day', 5, 200_00, 1000_00),
        other('materials', 150_00, 'Plasterboard and fixings', 120_00),
        other('deduction', 10_00, 'CITB levy'),
      ],
      false,
    );
    // The worked example: net £1,140.00; CIS 20% of (£1,140.00 − £120.00 materials' cost) = £204.00; VAT £228.00
    // under the reverse charge (ours to account for, not paid to them); payable £936.00.
    const worked =
      'net_pence cis_deduction_pence vat_pence reverse_charge_vat_pence gross_pence payable_pence';
    expect(amounts(invoice, worked)).toEqual([1140_00, 204_00, 0, 228_00, 1140_00, 936_00]);

    const built = expectConsistent(await build('labour_invoice', invoice.id));
    expect(built.document).toEqual({
      kind: 'bill',
      number: invoice.supplier_reference,
      reference: invoice.reference,
      contactId: '',
      date: '2026-11-13',
      dueDate: null,
      lines: [
        line(`Labour — ${op.name}, ${project.project_number} (days)`, '5', 200_00, 1000_00, 0, 'DRCHARGE20'),
        single('Materials — Plasterboard and fixings', 150_00, 0, 'DRCHARGE20'),
        single('Deduction agreed in the contract — CITB levy', -10_00, 0, 'DRCHARGE20'),
        single('CIS deduction (20%)', -204_00, 0, 'NONE', '2100'),
      ],
      totals: { netPence: 936_00, vatPence: 0, grossPence: 936_00 },
    });
    expect(built.document.totals.grossPence).toBe(Number(invoice.payable_pence));
    expect(built.contact).toEqual({ kind: 'supplier', supplierId: supplier.id });

    await expect(build('labour_invoice', invoice.id, { ...MAPPING, cisAccount: '' })).rejects.toThrow(
      new MappingIncompleteError('No account is chosen for the CIS deduction'),
    );
  });

  it('a gross-status subcontractor charging VAT: no CIS line, the invoice’s VAT spread over its lines to the penny', async () => {
    const supplier = await labourSupplier(company, 'gross', 'GB987654321');
    const op = await makeOperative(company, { supplier });
    // 7.5 h × £13.33 = £99.975 → £99.98; 3 days × £183.33 = £549.99; owned plant £45.55. Net £695.52; VAT at 20%
    // on the whole: £139.104 → £139.10 (line by line it would be £20.00 + £110.00 + £9.11 = £139.11).
    const invoice = await labourInvoice(
      supplier,
      [
        labour(op, 'hour', 7.5, 1333, 9998),
        labour(op, 'day', 3, 18333, 54999),
        other('plant_owned', 4555, 'Mini digger with operator'),
      ],
      true,
    );
    const worked = 'net_pence vat_pence cis_deduction_pence payable_pence';
    expect(amounts(invoice, worked)).toEqual([695_52, 139_10, 0, 834_62]);
    const built = expectConsistent(await build('labour_invoice', invoice.id));
    expect(built.document.lines).toEqual([
      line(`Labour — ${op.name}, ${project.project_number} (hours)`, '7.5', 1333, 9998, 2000, 'INPUT2'),
      // £109.998 alone; the running total's VAT (£129.99 at £649.97) less the £20.00 before it.
      line(`Labour — ${op.name}, ${project.project_number} (days)`, '3', 18333, 54999, 10999, 'INPUT2'),
      single(
        'Plant owned and operated by the subcontractor — Mini digger with operator',
        4555,
        911,
        'INPUT2',
      ),
    ]);
    expect(built.document.totals).toEqual({ netPence: 695_52, vatPence: 139_10, grossPence: 834_62 });
    expect(built.document.lines.some((l) => l.accountCode === MAPPING.cisAccount)).toBe(false);
  });
});

describe('accounting documents: applications for payment', () => {
  const service = () => new ApplicationsService(sequelize);

  /** The next application on the template at `percent`, submitted today and certified at its amount due. */
  async function certify(
    template: { id: string; lines: { id: string }[] },
    percent: number,
    date: string,
    noticePence?: number,
  ) {
    const id = await service().createApplication(actor(), {
      template_id: template.id,
      valuation_date: date,
      lines: template.lines.map((l) => ({ line_id: l.id, percent })),
      variations: [],
      materials_on_site: [],
    });
    await service().changeStatus(actor(), id, { status: 'submitted' });
    const submitted = (await Application.findByPk(id))!;
    await service().recordNotice(actor(), id, {
      kind: 'payment',
      amount_pence: noticePence ?? Number(submitted.amount_due_pence),
      notice_date: londonDate(),
    });
    return (await Application.findByPk(id))!;
  }

  it('with retention and a sum previously certified: one line of the amount due, the client as the contact', async () => {
    const template = await makeTemplate(project, admin.id);
    // 50% of £35,000.00 = £17,500.00, less 5% retention (£875.00): £16,625.00 certified.
    const first = await certify(template, 50, '2026-10-31');
    expect(Number(first.amount_due_pence)).toBe(16_625_00);
    // 80%: £28,000.00 less £1,400.00 retention = £26,600.00, less £16,625.00 certified = £9,975.00 + VAT £1,995.00.
    const second = await certify(template, 80, '2026-11-27');
    const worked = 'gross_pence retention_pence previously_certified_pence amount_due_pence';
    expect(amounts(second, worked)).toEqual([28_000_00, 1_400_00, 16_625_00, 9_975_00]);
    expect(second.status).toBe('certified');

    const built = expectConsistent(await build('application', second.id));
    expect(built.document).toEqual({
      kind: 'invoice',
      number: `${project.project_number}-AFP-2`,
      reference: `${project.project_number} application 2`,
      contactId: '',
      date: second.claim_date,
      dueDate: second.final_date,
      lines: [
        single('Application for payment 2 — valuation to 27/11/2026', 9_975_00, 1_995_00, 'OUTPUT2', '200'),
      ],
      totals: { netPence: 9_975_00, vatPence: 1_995_00, grossPence: 11_970_00 },
    });
    expect(second.claim_date).toBe(londonDate());
    expect(Number(second.total_pence)).toBe(11_970_00);
    expect(built.contact).toEqual({
      kind: 'customer',
      name: 'Harbour Homes Ltd',
      reference: `client:${project.id}`,
      email: 'accounts@harbourhomes.example',
    });
  });

  it('is for the notified sum: a payment notice or pay less notice that certifies less is what is invoiced', async () => {
    const template = await makeTemplate(project, admin.id);
    // 40% of £35,000.00 = £14,000.00 less 5% retention: £13,300.00 applied for.
    const a = await certify(template, 40, '2026-10-31', 12_345_67);
    expect(Number(a.amount_due_pence)).toBe(13_300_00);
    let built = expectConsistent(await build('application', a.id));
    // £12,345.67 certified; VAT at 20% is £2,469.134, half up to £2,469.13.
    expect(built.document.lines).toEqual([
      single(
        `Application for payment ${a.number} — valuation to 31/10/2026, as certified (payment notice; applied for £13,300.00)`,
        12_345_67,
        2_469_13,
        'OUTPUT2',
        '200',
      ),
    ]);
    expect(built.document.totals).toEqual({ netPence: 12_345_67, vatPence: 2_469_13, grossPence: 14_814_80 });

    // A later pay less notice takes precedence over the payment notice (s.111): £10,000.01 + £2,000.00 VAT.
    await service().recordNotice(actor(), a.id, {
      kind: 'pay_less',
      amount_pence: 10_000_01,
      reason: 'Defective blockwork to level 2',
      notice_date: londonDate(),
    });
    built = expectConsistent(await build('application', a.id));
    expect(built.document.lines[0]!.description).toBe(
      `Application for payment ${a.number} — valuation to 31/10/2026, as certified (pay less notice; applied for £13,300.00)`,
    );
    expect(built.document.totals).toEqual({ netPence: 10_000_01, vatPence: 2_000_00, grossPence: 12_000_01 });

    // Certified at nothing: nothing to invoice, said in words.
    await service().recordNotice(actor(), a.id, {
      kind: 'pay_less',
      amount_pence: 0,
      reason: 'Set off against the damages',
      notice_date: londonDate(),
    });
    await expect(build('application', a.id)).rejects.toThrow(
      new RecordNotPostableError(
        `Application ${project.project_number} application ${a.number} was certified at £0.00: there is nothing to invoice`,
      ),
    );
  });

  it('under the reverse charge: the sales reverse-charge code and no VAT; a project with no client is refused', async () => {
    const drcProject = await Project.create({
      company_id: company.id,
      project_number: `P-${randomUUID().slice(0, 6)}`,
      name: 'Quay Street',
      status: 'active',
      client_name: 'Main Contractor plc',
    } as Project);
    const template = await makeTemplate(drcProject, admin.id, { vat_treatment: 'drc' });
    const a = await certify(template, 20, '2026-10-31');
    // 20% of £35,000.00 = £7,000.00 less 5% retention: £6,650.00; the £1,330.00 VAT is the contractor's to account for.
    expect(a.vat_treatment).toBe('drc');
    const worked = 'amount_due_pence vat_pence reverse_charge_vat_pence total_pence';
    expect(amounts(a, worked)).toEqual([6_650_00, 0, 1_330_00, 6_650_00]);
    const built = expectConsistent(await build('application', a.id));
    expect(built.document.lines).toEqual([
      single('Application for payment 1 — valuation to 31/10/2026', 6_650_00, 0, 'DRCHARGESUPPLY20', '200'),
    ]);
    expect(built.document.totals).toEqual({ netPence: 6_650_00, vatPence: 0, grossPence: 6_650_00 });
    expect(built.contact).toMatchObject({ kind: 'customer', name: 'Main Contractor plc', email: null });

    await drcProject.update({ client_name: null });
    await expect(build('application', a.id)).rejects.toThrow(
      new RecordNotPostableError(
        `Application ${drcProject.project_number} application 1 has no client to invoice: add the client's name to project ${drcProject.project_number}`,
      ),
    );
  });
});

describe('accounting documents: another company’s record', () => {
  it('is null for every kind, as is a record that is gone or an id that is not one', async () => {
    const mine = {
      purchase_order: (await PurchaseOrder.findOne({ where: { company_id: company.id } }))!.id,
      supplier_invoice: (await SupplierInvoice.findOne({ where: { company_id: company.id } }))!.id,
      labour_invoice: (await LabourInvoice.findOne({ where: { company_id: company.id } }))!.id,
      application: (await Application.findOne({ where: { project_id: project.id } }))!.id,
    };
    const stranger = await createCompany();
    for (const [type, id] of Object.entries(mine) as [keyof typeof mine, string][]) {
      expect(await build(type, id)).not.toBeNull();
      expect(await buildDocument(sequelize, stranger.id, { type, id }, MAPPING), type).toBeNull();
      expect(await build(type, randomUUID()), type).toBeNull();
      expect(await build(type, 'not-an-id'), type).toBeNull();
    }
  });
});
