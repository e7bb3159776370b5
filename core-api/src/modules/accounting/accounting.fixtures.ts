// Test fixtures for accounting (issue 38): a company's records ready to post — an issued order, a supplier's bill
// against it with a standard line and a domestic reverse-charge line, a CIS subcontractor's approved invoice, and a
// certified application — with what each must total in the books, worked from our own records (never from the
// posting code). `another()` makes one more approved supplier bill with a fresh number.
import type { Company, User } from '../../models/index.js';
import { londonDate } from '../../lib/calendar.js';
import { invoiceTotals, lineNet, lineVat } from '../../lib/money.js';
import {
  labourSupplier,
  makeApplication,
  makeApplicationTemplate,
  makeLabourInvoice,
  makeOperative,
  makePo,
  makeProject,
  setVatRegistered,
} from '../../test/index.js';
import { PurchaseOrderLine, SupplierInvoice } from '../materials/index.js';
import { Application } from '../applications/index.js';
import { buildDocument, type PostingSourceType } from './accounting.documents.js';
import { AccountingConnection } from './accounting-connection.model.js';

export interface ExpectedDocument {
  number: string;
  /** Xero's type: ACCPAY (bill) or ACCREC (sales invoice). */
  type: 'ACCPAY' | 'ACCREC';
  grossPence: number;
  vatPence: number;
  /** Patterns the lines' tax types must include. */
  taxTypes: RegExp[];
  /** The CIS deduction line's amount (pence, positive), when there is one. */
  cisLine?: number;
}

let count = 0;

/** An approved supplier bill on a new delivered order: 10 bags at £7 + 20% VAT, and £500 of fitting under the DRC. */
export async function reverseChargeBill(company: Pick<Company, 'id'>, manager: User, supervisor: User) {
  const project = await makeProject(company as Company, []);
  const { po, line } = await makePo(project, 'delivered', 10);
  const fitting = await PurchaseOrderLine.create({
    company_id: company.id,
    purchase_order_id: po.id,
    position: 2,
    description: 'Fitting of drainage (reverse charge)',
    quantity: 1,
    unit: 'item',
    unit_price_pence: 500_00,
    vat_code: 'drc',
    net_pence: 500_00,
    vat_pence: 0,
    received_quantity: 1,
  });
  // The order's totals are its lines' (the builder checks them to the penny).
  const orderTotals = invoiceTotals([
    { net_pence: Number(line.net_pence), vat_code: 'standard' },
    { net_pence: 500_00, vat_code: 'drc' },
  ]);
  await po.update({
    net_pence: orderTotals.net_pence,
    vat_pence: orderTotals.vat_pence,
    gross_pence: orderTotals.gross_pence,
  });
  const lines = [
    { line: line, quantity: 10, price: 700, code: 'standard' as const },
    { line: fitting, quantity: 1, price: 500_00, code: 'drc' as const },
  ].map((l) => {
    const net = lineNet(l.quantity.toFixed(3), l.price);
    return {
      line_id: l.line.id,
      quantity: l.quantity,
      unit_price_pence: l.price,
      net_pence: net,
      vat_pence: lineVat(net, l.code).vat_pence,
      code: l.code,
    };
  });
  const totals = invoiceTotals(lines.map((l) => ({ net_pence: l.net_pence, vat_code: l.code })));
  count += 1;
  const invoice = await SupplierInvoice.create({
    company_id: company.id,
    purchase_order_id: po.id,
    supplier_id: po.supplier_id,
    supplier_reference: `RC-${count}-${Date.now().toString(36)}`,
    invoice_date: londonDate(new Date()),
    lines: lines.map(({ code: _code, ...l }) => l),
    net_pence: totals.net_pence,
    vat_pence: totals.vat_pence,
    gross_pence: totals.gross_pence,
    match: { clean: true, status: 'clean', lines: [], total_variance_pence: 0 } as never,
    match_clean: true,
    status: 'approved',
    approved_by: manager.id,
    approved_at: new Date(),
    created_by: supervisor.id,
  });
  return { po, invoice, totals };
}

async function numberOf(companyId: string, type: PostingSourceType, id: string) {
  const c = (await AccountingConnection.findOne({ where: { company_id: companyId } }))!;
  const built = await buildDocument(
    SupplierInvoice.sequelize!,
    companyId,
    { type, id },
    {
      tax: c.tax_mapping!,
      expenseAccount: c.accounts!.expense,
      revenueAccount: c.accounts!.revenue,
      cisAccount: c.accounts!.cis,
    },
  );
  return built!.document.number;
}

export async function makeFixtures(company: Company, users: { manager: User; supervisor: User }) {
  const { manager, supervisor } = users;
  // A VAT-registered contractor: its applications charge VAT.
  await setVatRegistered(company);
  const bill = await reverseChargeBill(company, manager, supervisor);

  const sub = await labourSupplier(company, 'net', 'GB123456789');
  const operative = await makeOperative(company, { supplier: sub });
  const labourProject = await makeProject(company, []);
  const labour = await makeLabourInvoice(operative, labourProject, 'approved');

  const appProject = await makeProject(company, []);
  await appProject.update({ client_name: 'Harbour Homes Ltd', client_email: 'accounts@harbour.example' });
  const template = await makeApplicationTemplate(appProject, supervisor.id);
  const applicationId = await makeApplication(template, supervisor.id, 'certified');
  const application = (await Application.findByPk(applicationId))!;

  const sources: [PostingSourceType, string, string][] = [
    ['purchase_order', bill.po.id, `Purchase order ${bill.po.reference}`],
    ['supplier_invoice', bill.invoice.id, `Supplier invoice ${bill.invoice.supplier_reference}`],
    ['labour_invoice', labour.id, `Labour invoice ${labour.reference}`],
    ['application', applicationId, `Application ${application.number}`],
  ];
  const expected: ExpectedDocument[] = [
    {
      number: bill.invoice.supplier_reference,
      type: 'ACCPAY',
      grossPence: Number(bill.totals.gross_pence),
      vatPence: Number(bill.totals.vat_pence),
      taxTypes: [/^INPUT2$/, /^DRCHARGE20$/],
    },
    {
      number: labour.supplier_reference,
      type: 'ACCPAY',
      grossPence: Number(labour.payable_pence),
      vatPence: Number(labour.vat_pence),
      taxTypes: [/^INPUT2$/, /^NONE$/],
      cisLine: Number(labour.cis_deduction_pence),
    },
    {
      number: await numberOf(company.id, 'application', applicationId),
      type: 'ACCREC',
      // The invoice is for the notified sum: the fixture's payment notice certifies £100.00, + VAT at 20%.
      grossPence: 120_00,
      vatPence: 20_00,
      taxTypes: [/^OUTPUT2$/],
    },
  ];
  return {
    sources,
    expected,
    poNumber: bill.po.reference,
    /** One more approved supplier bill: its id and the number it is posted under. */
    async another(_tag: string) {
      const more = await reverseChargeBill(company, manager, supervisor);
      return { id: more.invoice.id, number: more.invoice.supplier_reference };
    },
  };
}
