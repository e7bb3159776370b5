// Owns turning one of our records into the provider-neutral document the accounting adapters post (issue 38,
// decisions 0079 and 0080): an approved supplier invoice or labour invoice as a bill, an issued purchase order as
// a purchase order, a certified application as a sales invoice — lines in integer pence with the provider's tax
// code from the admin's confirmed mapping, and totals that are the record's own to the penny (a record whose
// figures do not add up is refused in words, never posted approximately). A subcontractor's CIS deduction goes on
// its own negative no-VAT line to the liability account the admin chose (Xero's API refuses CIS bills and
// CIS-flagged accounts), so the bill totals what is paid. Reverse-charge lines carry no VAT: the customer accounts
// for it, and the service works out the notional figure itself.
import type { Sequelize } from 'sequelize';
import type { AccountingDocument, AccountingLine, TaxCodeMap } from '../../lib/accounting/index.js';
import { londonDate } from '../../lib/calendar.js';
import {
  VAT_CODE_INFO,
  divideHalfUp,
  formatPence,
  lineVat,
  scaledDecimal,
  sumPence,
  type VatCode,
} from '../../lib/money.js';
import { num, q } from '../../lib/sql.js';
import { Project } from '../../models/index.js';
import { formatUkDate } from '@sitebase/shared';
import { Application, ApplicationNotice, certifiedSum, payableWithVat } from '../applications/index.js';
import {
  LINE_TREATMENT,
  LabourInvoice,
  labourInvoiceFigures,
  type LabourInvoiceLine,
} from '../labour/index.js';
import { PurchaseOrder, PurchaseOrderLine, SupplierInvoice } from '../materials/index.js';
import { CIS_DEDUCTION_PERCENT } from '../suppliers/index.js';

export type PostingSourceType = 'supplier_invoice' | 'labour_invoice' | 'purchase_order' | 'application';

export interface PostingMapping {
  /** Purchases (bills, orders) and sales (invoices): our VAT code or 'no_vat' → the provider's tax code. */
  tax: TaxCodeMap;
  /** The default account for bills' and purchase orders' lines. */
  expenseAccount: string;
  /** The account sales invoices (applications) go to. */
  revenueAccount: string;
  /** The liability account the CIS deduction line goes to (never one the service flags for CIS). */
  cisAccount: string;
}

type Totals = AccountingDocument['totals'];

export interface BuiltDocument {
  /** contactId is left '': the caller fills in the provider's contact id. */
  document: AccountingDocument;
  contact:
    | { kind: 'supplier'; supplierId: string }
    | { kind: 'customer'; name: string; reference: string; email?: string | null };
  /** What the record itself says it totals, in the document's terms (a labour bill: after the CIS deduction). */
  recordTotals: Totals;
}

/** The mapping lacks a code or account a line needs: an admin completes it in Settings, then it is retried. */
export class MappingIncompleteError extends Error {
  override readonly name = 'MappingIncompleteError';
}

/** The record itself cannot be posted as it stands: its figures do not add up, or it lacks what a document needs. */
export class RecordNotPostableError extends Error {
  override readonly name = 'RecordNotPostableError';
}

type MappedCode = VatCode | 'no_vat';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_LABEL = (code: MappedCode) => (code === 'no_vat' ? 'No VAT' : VAT_CODE_INFO[code].label);

function taxCodeOf(mapping: PostingMapping, direction: keyof TaxCodeMap, code: MappedCode): string {
  const found = mapping.tax[direction]?.[code];
  if (!found)
    throw new MappingIncompleteError(`No tax code is chosen for ${direction} at ${CODE_LABEL(code)}`);
  return found;
}

function accountOf(code: string | null | undefined, what: string): string {
  if (!code?.trim()) throw new MappingIncompleteError(`No account is chosen for ${what}`);
  return code;
}

/** VAT on a line as our invoices work it (0 when the code charges none); 'no_vat' charges none. */
const vatOn = (netPence: number, code: MappedCode) =>
  code === 'no_vat' ? 0 : lineVat(netPence, code).vat_pence;

/** A quantity (0 or more) scaled by 10^4 as the shortest decimal: 125000n → "12.5". */
function quantityText(tenThousandths: bigint): string {
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${tenThousandths / 10_000n}${fraction ? `.${fraction}` : ''}`;
}

interface LineInput {
  description: string;
  quantity?: number | string | null;
  unit?: number | null;
  net: number;
  vat: number;
  taxCode: string;
  account: string;
}

/**
 * One line. Quantity × unit is kept when it makes the net to the penny (half up, as QuickBooks and Xero check a
 * line); otherwise the line is 1 × its net, so the posted amount is always exactly ours.
 */
function lineOf({ description, quantity, unit, net, vat, taxCode, account }: LineInput): AccountingLine {
  const scaled = quantity == null || unit == null ? null : scaledDecimal(String(quantity), 4);
  const kept =
    scaled !== null && scaled >= 0n && divideHalfUp(scaled * BigInt(unit!), 10_000n) === BigInt(net);
  return {
    description: description.slice(0, 4000),
    quantity: kept ? quantityText(scaled) : '1',
    unitAmountPence: kept ? unit! : net,
    netPence: net,
    vatPence: vat,
    taxCode,
    accountCode: account,
  };
}

/** Refuses a record whose own figure is not what its parts make. */
function mustAgree(record: string, what: string, stated: number, worked: number): void {
  if (stated !== worked)
    throw new RecordNotPostableError(
      `${record} does not add up: it says ${what} ${formatPence(stated)}, its parts make ${formatPence(worked)}`,
    );
}

/** The document, its totals worked from its lines and checked to the penny against what the record says. */
function built(
  record: string,
  document: Omit<AccountingDocument, 'contactId' | 'totals'>,
  contact: BuiltDocument['contact'],
  stated: Totals,
): BuiltDocument {
  const netPence = sumPence(document.lines.map((l) => l.netPence));
  const vatPence = sumPence(document.lines.map((l) => l.vatPence));
  const totals = { netPence, vatPence, grossPence: netPence + vatPence };
  mustAgree(record, 'net', stated.netPence, totals.netPence);
  mustAgree(record, 'VAT', stated.vatPence, totals.vatPence);
  mustAgree(record, 'total', stated.grossPence, totals.grossPence);
  return { document: { ...document, contactId: '', totals }, contact, recordTotals: stated };
}

type Stated = Record<'net_pence' | 'vat_pence' | 'gross_pence', number | string>;
const statedTotals = (r: Stated): Totals => ({
  netPence: num(r.net_pence),
  vatPence: num(r.vat_pence),
  grossPence: num(r.gross_pence),
});

type Priced = Pick<PurchaseOrderLine, 'quantity' | 'unit_price_pence' | 'net_pence' | 'vat_pence'>;

/**
 * A line of an order, or of an invoice against it, at the order line's VAT code. Its stored VAT must be what that
 * code gives (0 under the reverse charge): an order line's code changed after the invoice would not agree.
 */
function orderLine(
  record: string,
  ordered: Pick<PurchaseOrderLine, 'description' | 'unit' | 'vat_code'>,
  row: Priced,
  mapping: PostingMapping,
): AccountingLine {
  const description = ordered.unit ? `${ordered.description} (${ordered.unit})` : ordered.description;
  const [net, vat, code] = [num(row.net_pence), num(row.vat_pence), ordered.vat_code];
  mustAgree(record, `VAT on “${description}” at ${CODE_LABEL(code)}`, vat, vatOn(net, code));
  return lineOf({
    description,
    quantity: row.quantity,
    unit: num(row.unit_price_pence),
    net,
    vat,
    taxCode: taxCodeOf(mapping, 'purchases', code),
    account: accountOf(mapping.expenseAccount, 'bills and purchase orders'),
  });
}

async function supplierInvoiceDocument(companyId: string, id: string, mapping: PostingMapping) {
  const invoice = await SupplierInvoice.findOne({ where: { id, company_id: companyId } });
  if (!invoice) return null;
  const po = await PurchaseOrder.findOne({ where: { id: invoice.purchase_order_id, company_id: companyId } });
  if (!po) return null;
  const record = `Supplier invoice ${invoice.supplier_reference} (${po.reference})`;
  const rows = await PurchaseOrderLine.findAll({
    where: { purchase_order_id: po.id, company_id: companyId },
  });
  const ordered = new Map(rows.map((l) => [l.id, l]));
  const lines = invoice.lines.map((l) => {
    const line = ordered.get(l.line_id);
    if (!line)
      throw new RecordNotPostableError(`${record} names a line that is no longer on ${po.reference}`);
    return orderLine(record, line, l, mapping);
  });
  return built(
    record,
    {
      kind: 'bill',
      number: invoice.supplier_reference,
      reference: po.reference,
      date: invoice.invoice_date,
      dueDate: null,
      lines,
    },
    { kind: 'supplier', supplierId: invoice.supplier_id },
    statedTotals(invoice),
  );
}

async function purchaseOrderDocument(companyId: string, id: string, mapping: PostingMapping) {
  const po = await PurchaseOrder.findOne({ where: { id, company_id: companyId } });
  if (!po) return null;
  const record = `Purchase order ${po.reference}`;
  const project = await Project.findOne({ where: { id: po.project_id, company_id: companyId } });
  const rows = await PurchaseOrderLine.findAll({
    where: { purchase_order_id: po.id, company_id: companyId },
    order: [['position', 'ASC']],
  });
  return built(
    record,
    {
      kind: 'purchase_order',
      number: po.reference,
      reference: project?.project_number ?? null,
      date: londonDate(po.issued_at ?? po.created_at),
      dueDate: po.delivery_date,
      lines: rows.map((l) => orderLine(record, l, l, mapping)),
    },
    { kind: 'supplier', supplierId: po.supplier_id },
    statedTotals(po),
  );
}

/**
 * Spreads an invoice's VAT, worked once on its whole net (as cis.ts does), over its lines: each line takes the
 * VAT of the running total less the VAT before it, so the lines sum to the invoice's figure exactly and each is
 * within a penny of its own VAT (what Xero accepts on a line).
 */
function spreadVat(nets: readonly number[], code: MappedCode): number[] {
  let running = 0;
  let before = 0;
  return nets.map((net) => {
    running += net;
    const upTo = vatOn(running, code);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

/** The code of a labour invoice's lines: one treatment for the whole supply, decided as the invoice was. */
function labourCode(invoice: LabourInvoice): MappedCode {
  let treatment: ReturnType<typeof labourInvoiceFigures>['vat_treatment'];
  try {
    treatment = labourInvoiceFigures({
      labour_pence: num(invoice.labour_pence),
      plant_pence: num(invoice.plant_pence),
      materials_pence: num(invoice.materials_pence),
      materials_cost_pence: num(invoice.materials_cost_pence),
      deductions_pence: num(invoice.deductions_pence),
      vat_rate: invoice.vat_rate,
      supplier_vat_registered: invoice.supplier_vat_registered,
      cis_status: invoice.cis_status,
      customer_vat_registered: invoice.customer_vat_registered,
      customer_end_user: invoice.customer_end_user,
    }).vat_treatment;
  } catch (err) {
    throw new RecordNotPostableError(
      `Labour invoice ${invoice.reference} does not add up: ${(err as Error).message}`,
    );
  }
  if (treatment === 'not_registered') return 'no_vat';
  if (treatment === 'zero_rated') return 'zero';
  const reduced = invoice.vat_rate === 'reduced';
  if (treatment === 'reverse_charge') return reduced ? 'drc_reduced' : 'drc';
  return reduced ? 'reduced' : 'standard';
}

/** What a labour invoice's lines name: operatives' names and projects' numbers by id, within the company. */
async function lineNames(db: Sequelize, companyId: string, lines: readonly LabourInvoiceLine[]) {
  const ids = [...new Set(lines.flatMap((l) => [l.operative_id, l.project_id].filter((x) => x !== null)))];
  if (!ids.length) return new Map<string, string>();
  const rows = await q<{ id: string; name: string }>(
    db,
    `SELECT id, name FROM operatives WHERE company_id = :companyId AND id IN (:ids)
     UNION ALL SELECT id, project_number FROM projects WHERE company_id = :companyId AND id IN (:ids)`,
    { companyId, ids },
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** "Labour — Jo Bloggs, P-0001 (days)"; "Deduction agreed in the contract — CITB levy". */
function labourLineText(l: LabourInvoiceLine, names: Map<string, string>): string {
  const label = LINE_TREATMENT[l.type].label;
  const own = l.description?.trim();
  const parts = [
    l.operative_id && names.get(l.operative_id),
    l.project_id && names.get(l.project_id),
    own && own.toLowerCase() !== label.toLowerCase() ? own : null,
  ].filter((p): p is string => !!p);
  const unit = l.type === 'labour' && l.unit ? ` (${l.unit}s)` : '';
  return `${label}${parts.length ? ` — ${parts.join(', ')}` : ''}${unit}`;
}

async function labourInvoiceDocument(db: Sequelize, companyId: string, id: string, mapping: PostingMapping) {
  const invoice = await LabourInvoice.findOne({ where: { id, company_id: companyId } });
  if (!invoice) return null;
  const record = `Labour invoice ${invoice.reference} (${invoice.supplier_reference})`;
  const names = await lineNames(db, companyId, invoice.lines);
  const code = labourCode(invoice);
  const taxCode = taxCodeOf(mapping, 'purchases', code);
  const account = accountOf(mapping.expenseAccount, 'bills and purchase orders');
  // A deduction is stored positive and taken off the invoice: on the bill it is a negative line.
  const nets = invoice.lines.map((l) => (l.type === 'deduction' ? -l.net_pence : l.net_pence));
  const vats = spreadVat(nets, code);
  const lines = invoice.lines.map((l, i) =>
    lineOf({
      description: labourLineText(l, names),
      ...(l.type === 'labour' ? { quantity: l.quantity, unit: l.rate_pence } : {}),
      net: nets[i]!,
      vat: vats[i]!,
      taxCode,
      account,
    }),
  );
  const [net, vat, cis] = [num(invoice.net_pence), num(invoice.vat_pence), num(invoice.cis_deduction_pence)];
  const payable = num(invoice.payable_pence);
  mustAgree(record, 'net', net, sumPence(nets));
  mustAgree(record, `VAT (${CODE_LABEL(code)})`, vat, sumPence(vats));
  mustAgree(record, 'total', num(invoice.gross_pence), net + vat);
  mustAgree(record, 'payable after the CIS deduction', payable, net + vat - cis);
  if (cis > 0) {
    const rate = invoice.cis_status ? `${CIS_DEDUCTION_PERCENT[invoice.cis_status]}%` : 'no CIS status';
    lines.push(
      lineOf({
        description: `CIS deduction (${rate})`,
        net: -cis,
        vat: 0,
        taxCode: taxCodeOf(mapping, 'purchases', 'no_vat'),
        account: accountOf(mapping.cisAccount, 'the CIS deduction'),
      }),
    );
  }
  return built(
    record,
    {
      kind: 'bill',
      number: invoice.supplier_reference,
      reference: invoice.reference,
      date: invoice.invoice_date,
      dueDate: null,
      lines,
    },
    { kind: 'supplier', supplierId: invoice.supplier_id },
    // The bill totals what is paid to the subcontractor.
    { netPence: net - cis, vatPence: vat, grossPence: payable },
  );
}

const APPLICATION_CODE: Record<Application['vat_treatment'], MappedCode> = {
  standard: 'standard',
  drc: 'drc',
  not_registered: 'no_vat',
};

async function applicationDocument(companyId: string, id: string, mapping: PostingMapping) {
  const a = await Application.findOne({ where: { id, company_id: companyId } });
  if (!a) return null;
  const project = await Project.findOne({ where: { id: a.project_id, company_id: companyId } });
  if (!project) return null;
  // The reference its PDF and activity show; the document's number is a compact form of it (no spaces, and
  // within QuickBooks' 21 characters).
  const shown = `${project.project_number} application ${a.number}`;
  const record = `Application ${shown}`;
  const client = project.client_name?.trim();
  if (!client)
    throw new RecordNotPostableError(
      `${record} has no client to invoice: add the client's name to project ${project.project_number}`,
    );
  const [due, vat, total] = [num(a.amount_due_pence), num(a.vat_pence), num(a.total_pence)];
  const code = APPLICATION_CODE[a.vat_treatment];
  const netValuation = num(a.net_valuation_pence);
  mustAgree(record, 'net valuation', netValuation, num(a.gross_pence) - num(a.retention_pence));
  mustAgree(record, 'amount due', due, netValuation - num(a.previously_certified_pence));
  mustAgree(record, `VAT (${CODE_LABEL(code)})`, vat, vatOn(due, code));
  mustAgree(record, 'total', total, due + vat);
  // The invoice is for the notified sum (s.110A/s.111): what the payer's payment or pay less notice certified,
  // or the sum applied for when no notice was given — never more than the payer agreed to pay.
  const notices = await ApplicationNotice.findAll({
    where: { application_id: a.id, company_id: companyId },
    order: [['created_at', 'ASC']],
  });
  const certified = certifiedSum(due, notices);
  const [net, certifiedVat] = [certified.pence, vatOn(certified.pence, code)];
  if (net <= 0)
    throw new RecordNotPostableError(
      `${record} was certified at ${formatPence(net)}: there is nothing to invoice`,
    );
  const valuation = `valuation to ${formatUkDate(a.valuation_date)}`;
  const line = lineOf({
    description:
      net === due
        ? `Application for payment ${a.number} — ${valuation}`
        : `Application for payment ${a.number} — ${valuation}, as certified (${certified.basis.toLowerCase()}; applied for ${formatPence(due)})`,
    net,
    vat: certifiedVat,
    taxCode: taxCodeOf(mapping, 'sales', code),
    account: accountOf(mapping.revenueAccount, 'sales invoices'),
  });
  return built(
    record,
    {
      kind: 'invoice',
      number: `${project.project_number}-AFP-${a.number}`,
      reference: shown,
      date: a.claim_date ?? a.submitted_on ?? a.valuation_date,
      dueDate: a.final_date,
      lines: [line],
    },
    // No client entity yet: the project's client, linked per project.
    { kind: 'customer', name: client, reference: `client:${project.id}`, email: project.client_email },
    { netPence: net, vatPence: certifiedVat, grossPence: payableWithVat(a, net) },
  );
}

/**
 * The document for one record of the company, or null when it is gone or another company's. Throws
 * MappingIncompleteError when a line needs a code or account the mapping lacks, and RecordNotPostableError when
 * the record's own figures do not add up (or an application's project names no client).
 */
export async function buildDocument(
  db: Sequelize,
  companyId: string,
  source: { type: PostingSourceType; id: string },
  mapping: PostingMapping,
): Promise<BuiltDocument | null> {
  if (!UUID.test(source.id) || !UUID.test(companyId)) return null;
  switch (source.type) {
    case 'supplier_invoice':
      return supplierInvoiceDocument(companyId, source.id, mapping);
    case 'labour_invoice':
      return labourInvoiceDocument(db, companyId, source.id, mapping);
    case 'purchase_order':
      return purchaseOrderDocument(companyId, source.id, mapping);
    case 'application':
      return applicationDocument(companyId, source.id, mapping);
  }
}
