// Owns the accounting CSV exports (issue 38, decision 0081): for a company that keeps its books in Xero or
// QuickBooks Online without connecting them ("None"), the bills (approved supplier and labour invoices) and
// sales invoices (certified applications) of a date range as the files those services import — Xero's bill and
// sales invoice import templates and QuickBooks Online's bill and invoice imports, one row per line. Each
// document is the one a connection would post (accounting.documents.ts: the same lines, tax, CIS deduction line
// and totals to the penny), so a file and a posting never disagree; a record that cannot be built is left out
// and listed with its reason, never written approximately. Tax names and accounts come from the company's
// export mapping, defaulting to the services' standard UK names; an admin changes them in Settings.
import { stringify } from 'csv-stringify/sync';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { qboDocNumber, type TaxCodeMap } from '../../lib/accounting/index.js';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { ValidationError } from '../../lib/errors.js';
import { sumPence } from '../../lib/money.js';
import { q } from '../../lib/sql.js';
import { isoDate, pence, timestamp } from '../../lib/wire.js';
import type { FileResult } from '../../kit/route.js';
import { poundsText, ukDateText } from '../../kit/export.js';
import {
  MappingIncompleteError,
  RecordNotPostableError,
  buildDocument,
  type BuiltDocument,
  type PostingMapping,
  type PostingSourceType,
} from './accounting.documents.js';

export const EXPORT_TARGETS = ['xero', 'quickbooks'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];
export const EXPORT_FILES = [
  'xero-bills',
  'xero-sales-invoices',
  'quickbooks-bills',
  'quickbooks-invoices',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];
type DocumentSet = 'bills' | 'invoices';

const FILES: Record<ExportFile, { target: ExportTarget; set: DocumentSet; label: string }> = {
  'xero-bills': { target: 'xero', set: 'bills', label: 'Xero bills' },
  'xero-sales-invoices': { target: 'xero', set: 'invoices', label: 'Xero sales invoices' },
  'quickbooks-bills': { target: 'quickbooks', set: 'bills', label: 'QuickBooks bills' },
  'quickbooks-invoices': { target: 'quickbooks', set: 'invoices', label: 'QuickBooks invoices' },
};

/** The longest range one export covers: a year and a day (a tax year's worth, whatever the leap). */
export const EXPORT_RANGE_MAX_DAYS = 366;
export const RANGE_ORDER = 'From must be on or before To';
export const RANGE_TOO_LONG = `An export covers at most ${EXPORT_RANGE_MAX_DAYS} days`;

/**
 * The services' own UK names, which both import by name: Xero's system VAT rates (they cannot be renamed) and
 * QuickBooks Online UK's VAT codes; accounts as a new UK organisation has them (Xero's by code, QuickBooks' by
 * name, and QuickBooks' invoice lines name a product or service). No CIS account is assumed: it is the
 * company's own liability account, and a labour bill with a deduction waits until an admin names it.
 */
export const DEFAULT_EXPORT_MAPPINGS: Record<ExportTarget, PostingMapping> = {
  xero: {
    tax: {
      purchases: {
        standard: '20% (VAT on Expenses)',
        reduced: '5% (VAT on Expenses)',
        zero: 'Zero Rated Expenses',
        exempt: 'Exempt Expenses',
        no_vat: 'No VAT',
        drc: 'Domestic Reverse Charge @ 20% (VAT on Expenses)',
        drc_reduced: 'Domestic Reverse Charge @ 5% (VAT on Expenses)',
      },
      sales: {
        standard: '20% (VAT on Income)',
        reduced: '5% (VAT on Income)',
        zero: 'Zero Rated Income',
        exempt: 'Exempt Income',
        no_vat: 'No VAT',
        drc: 'Domestic Reverse Charge @ 20% (VAT on Income)',
        drc_reduced: 'Domestic Reverse Charge @ 5% (VAT on Income)',
      },
    },
    expenseAccount: '310',
    revenueAccount: '200',
    cisAccount: '',
  },
  quickbooks: {
    tax: {
      purchases: {
        standard: '20.0% S',
        reduced: '5.0% R',
        zero: '0.0% Z',
        exempt: 'Exempt',
        no_vat: 'No VAT',
        drc: '20.0% RC CIS',
        drc_reduced: '5.0% RC CIS',
      },
      sales: {
        standard: '20.0% S',
        reduced: '5.0% R',
        zero: '0.0% Z',
        exempt: 'Exempt',
        no_vat: 'No VAT',
        drc: '20.0% RC CIS',
        drc_reduced: '5.0% RC CIS',
      },
    },
    expenseAccount: 'Cost of sales',
    revenueAccount: 'Services',
    cisAccount: '',
  },
};

// ---- what the routes take and answer ----

const optionalDate = (name: string) =>
  z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` }).optional();
export const exportRangeQuery = z.object({ from: optionalDate('From'), to: optionalDate('To') });
export type ExportRangeQuery = z.infer<typeof exportRangeQuery>;

const name = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(100, { error: `${what} must be 100 characters or fewer` });
const taxNames = z.object({
  standard: name('Standard rate'),
  reduced: name('Reduced rate'),
  zero: name('Zero rate'),
  exempt: name('Exempt'),
  no_vat: name('No VAT'),
  drc: name('Reverse charge at 20%'),
  drc_reduced: name('Reverse charge at 5%'),
});
export const exportMappingBody = z.object({
  tax_mapping: z.object({ purchases: taxNames, sales: taxNames }, { error: 'Tax mapping is required' }),
  accounts: z.object(
    {
      expense: name('Expense account'),
      revenue: name('Sales account'),
      /** Blank: labour bills with a CIS deduction are left out until it is named. */
      cis: z
        .string()
        .trim()
        .max(100, { error: 'CIS account must be 100 characters or fewer' })
        .nullish()
        .transform((v) => v || null),
    },
    { error: 'Accounts are required' },
  ),
});
export type ExportMappingBody = z.infer<typeof exportMappingBody>;

const taxNamesAnswer = z.record(z.string(), z.string());
export const exportMappingSchema = z
  .object({
    target: z.enum(EXPORT_TARGETS),
    tax_mapping: z.object({ purchases: taxNamesAnswer, sales: taxNamesAnswer }),
    accounts: z.object({ expense: z.string(), revenue: z.string(), cis: z.string().nullable() }),
    /** False while the company uses the services' standard names. */
    customised: z.boolean(),
    updated_at: timestamp.nullable(),
  })
  .meta({ id: 'AccountingExportMapping' });
export type ExportMappingAnswer = z.infer<typeof exportMappingSchema>;

export const exportSummarySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    files: z.array(
      z.object({
        file: z.enum(EXPORT_FILES),
        target: z.enum(EXPORT_TARGETS),
        label: z.string(),
        /** Documents the file holds, and their totals (a labour bill's after its CIS deduction). */
        documents: z.number().int(),
        net_pence: pence,
        vat_pence: pence,
        gross_pence: pence,
        /** Records in the range the file leaves out, and why (the mapping lacks a name, or the record's own figures do not add up). */
        left_out: z.array(
          z.object({
            source_type: z.enum(['supplier_invoice', 'labour_invoice', 'application']),
            source_id: z.uuid(),
            record: z.string(),
            reason: z.string(),
          }),
        ),
      }),
    ),
    mappings: z.array(exportMappingSchema),
  })
  .meta({ id: 'AccountingExportSummary' });
export type ExportSummary = z.infer<typeof exportSummarySchema>;

// ---- the mapping ----

interface StoredMapping {
  mapping: PostingMapping;
  customised: boolean;
  updated_at: string | null;
}

async function mappingOf(db: Sequelize, companyId: string, target: ExportTarget): Promise<StoredMapping> {
  const [row] = await q<{ mapping: PostingMapping; updated_at: Date }>(
    db,
    `SELECT mapping, updated_at FROM accounting_export_mappings WHERE company_id = :companyId AND target = :target`,
    { companyId, target },
  );
  if (!row) return { mapping: DEFAULT_EXPORT_MAPPINGS[target], customised: false, updated_at: null };
  return { mapping: row.mapping, customised: true, updated_at: new Date(row.updated_at).toISOString() };
}

function mappingAnswer(target: ExportTarget, stored: StoredMapping): ExportMappingAnswer {
  const { mapping } = stored;
  return {
    target,
    tax_mapping: {
      purchases: { ...mapping.tax.purchases } as Record<string, string>,
      sales: { ...mapping.tax.sales } as Record<string, string>,
    },
    accounts: {
      expense: mapping.expenseAccount,
      revenue: mapping.revenueAccount,
      cis: mapping.cisAccount || null,
    },
    customised: stored.customised,
    updated_at: stored.updated_at,
  };
}

export async function saveExportMapping(
  db: Sequelize,
  actor: Actor,
  target: ExportTarget,
  body: ExportMappingBody,
): Promise<ExportMappingAnswer> {
  const mapping: PostingMapping = {
    tax: body.tax_mapping as TaxCodeMap,
    expenseAccount: body.accounts.expense,
    revenueAccount: body.accounts.revenue,
    cisAccount: body.accounts.cis ?? '',
  };
  await db.query(
    `INSERT INTO accounting_export_mappings (company_id, target, mapping, updated_by, updated_at)
     VALUES (:companyId, :target, CAST(:mapping AS jsonb), :userId, now())
     ON CONFLICT (company_id, target)
     DO UPDATE SET mapping = EXCLUDED.mapping, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    {
      replacements: {
        companyId: actor.companyId,
        target,
        mapping: JSON.stringify(mapping),
        userId: actor.userId,
      },
    },
  );
  return mappingAnswer(target, await mappingOf(db, actor.companyId, target));
}

// ---- the documents of a range ----

/** The range asked for, or this month to date; in order and at most a year and a day. */
export function rangeOf(query: ExportRangeQuery, today = londonDate()): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw ValidationError.single('from', RANGE_ORDER);
  if (addDays(from, EXPORT_RANGE_MAX_DAYS - 1) < to) throw ValidationError.single('to', RANGE_TOO_LONG);
  return { from, to };
}

interface SourceRow {
  type: Exclude<PostingSourceType, 'purchase_order'>;
  id: string;
  record: string;
  contact: string | null;
  email: string | null;
}

/**
 * The records a set holds, by their document date in the range: supplier invoices approved (or paid since),
 * labour invoices approved (or exported or paid since), applications certified (or paid since) — what a
 * connection posts. In date order, then by reference, so two exports of one range are the same file.
 */
function sourcesOf(db: Sequelize, companyId: string, set: DocumentSet, from: string, to: string) {
  const sql =
    set === 'bills'
      ? `SELECT 'supplier_invoice' AS type, i.id, 'Supplier invoice ' || i.supplier_reference AS record,
                s.name AS contact, s.email, i.invoice_date AS day, i.supplier_reference AS ref
           FROM supplier_invoices i JOIN suppliers s ON s.id = i.supplier_id AND s.company_id = i.company_id
          WHERE i.company_id = :companyId AND i.status IN ('approved', 'paid')
            AND i.invoice_date BETWEEN :from AND :to
         UNION ALL
         SELECT 'labour_invoice', i.id, 'Labour invoice ' || i.reference || ' (' || i.supplier_reference || ')',
                s.name, s.email, i.invoice_date, i.reference
           FROM labour_invoices i JOIN suppliers s ON s.id = i.supplier_id AND s.company_id = i.company_id
          WHERE i.company_id = :companyId AND i.status IN ('approved', 'exported', 'paid')
            AND i.invoice_date BETWEEN :from AND :to
         ORDER BY day, ref, id`
      : `SELECT 'application' AS type, a.id,
                'Application ' || p.project_number || ' application ' || a.number AS record,
                NULL AS contact, NULL AS email, COALESCE(a.claim_date, a.submitted_on, a.valuation_date) AS day
           FROM applications a JOIN projects p ON p.id = a.project_id AND p.company_id = a.company_id
          WHERE a.company_id = :companyId AND a.status IN ('certified', 'part_paid', 'paid')
            AND COALESCE(a.claim_date, a.submitted_on, a.valuation_date) BETWEEN :from AND :to
         ORDER BY day, p.project_number, a.number`;
  return q<SourceRow>(db, sql, { companyId, from, to });
}

interface ExportDocument {
  built: BuiltDocument;
  contact: string;
  email: string | null;
}

async function documentsOf(
  db: Sequelize,
  companyId: string,
  set: DocumentSet,
  range: { from: string; to: string },
  mapping: PostingMapping,
) {
  const documents: ExportDocument[] = [];
  const leftOut: ExportSummary['files'][number]['left_out'] = [];
  for (const source of await sourcesOf(db, companyId, set, range.from, range.to)) {
    try {
      const built = await buildDocument(db, companyId, source, mapping);
      if (!built) continue;
      const contact = built.contact.kind === 'customer' ? built.contact.name : source.contact;
      const email = built.contact.kind === 'customer' ? (built.contact.email ?? null) : source.email;
      documents.push({ built, contact: contact ?? '', email });
    } catch (err) {
      if (!(err instanceof MappingIncompleteError) && !(err instanceof RecordNotPostableError)) throw err;
      leftOut.push({
        source_type: source.type,
        source_id: source.id,
        record: source.record,
        reason: err.message,
      });
    }
  }
  return { documents, leftOut };
}

// ---- the files ----

/**
 * A cell: text, or an amount in pence (numbers are only ever amounts: quantities travel as text), so csv-stringify's
 * formula guard leaves amounts alone (a CIS line is negative) and its cast writes them as pounds.
 */
type Cell = string | number;
const day = (d: string | null | undefined) => (d ? ukDateText(d) : '');

/** Xero's import templates (Business → Bills to pay / Invoices → Import): the headers as Xero writes them. */
// prettier-ignore
const XERO_BILL_HEADERS = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4',
  'POCity', 'PORegion', 'POPostalCode', 'POCountry', '*InvoiceNumber', '*InvoiceDate', '*DueDate', 'Total',
  'InventoryItemCode', 'Description', '*Quantity', '*UnitAmount', '*AccountCode', '*TaxType', 'TaxAmount',
  'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency',
];
// prettier-ignore
const XERO_INVOICE_HEADERS = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4',
  'POCity', 'PORegion', 'POPostalCode', 'POCountry', '*InvoiceNumber', 'Reference', '*InvoiceDate', '*DueDate',
  'Total', 'InventoryItemCode', '*Description', '*Quantity', '*UnitAmount', 'Discount', '*AccountCode',
  '*TaxType', 'TaxAmount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2', 'Currency',
  'BrandingTheme',
];
/** QuickBooks Online's imports (Settings → Import data → Bills / Invoices), UK edition. */
// prettier-ignore
const QBO_BILL_HEADERS = [
  'Bill No.', 'Supplier', 'Bill Date', 'Due Date', 'Terms', 'Location', 'Memo', 'Account', 'Line Description',
  'Line Amount', 'Line Tax Code', 'Line Tax Amount', 'Currency Code',
];
// prettier-ignore
const QBO_INVOICE_HEADERS = [
  'Invoice No.', 'Customer', 'Invoice Date', 'Due Date', 'Terms', 'Location', 'Memo', 'Item(Product/Service)',
  'Item Description', 'Item Quantity', 'Item Rate', 'Item Amount', 'Item Tax Code', 'Item Tax Amount',
  'Currency Code', 'Service Date',
];

const blanks = (n: number) => Array<string>(n).fill('');

function rowsOf(file: ExportFile, { built, contact, email }: ExportDocument): Cell[][] {
  const d = built.document;
  return d.lines.map((l) => {
    switch (file) {
      case 'xero-bills':
        // prettier-ignore
        return [
          contact, email ?? '', ...blanks(8), d.number, day(d.date), day(d.dueDate), '', '', l.description,
          l.quantity, l.unitAmountPence, l.accountCode, l.taxCode, l.vatPence, ...blanks(4), 'GBP',
        ];
      case 'xero-sales-invoices':
        // prettier-ignore
        return [
          contact, email ?? '', ...blanks(8), d.number, d.reference ?? '', day(d.date), day(d.dueDate), '', '',
          l.description, l.quantity, l.unitAmountPence, '', l.accountCode, l.taxCode, l.vatPence,
          ...blanks(4), 'GBP', '',
        ];
      case 'quickbooks-bills':
        // prettier-ignore
        return [
          qboDocNumber(d.number), contact, day(d.date), day(d.dueDate), '', '', d.reference ?? '',
          l.accountCode, l.description, l.netPence, l.taxCode, l.vatPence, 'GBP',
        ];
      case 'quickbooks-invoices':
        // prettier-ignore
        return [
          qboDocNumber(d.number), contact, day(d.date), day(d.dueDate), '', '', d.reference ?? '',
          l.accountCode, l.description, l.quantity, l.unitAmountPence, l.netPence, l.taxCode,
          l.vatPence, 'GBP', '',
        ];
    }
  });
}

const HEADERS: Record<ExportFile, string[]> = {
  'xero-bills': XERO_BILL_HEADERS,
  'xero-sales-invoices': XERO_INVOICE_HEADERS,
  'quickbooks-bills': QBO_BILL_HEADERS,
  'quickbooks-invoices': QBO_INVOICE_HEADERS,
};

/**
 * The file: UTF-8 with a BOM (both importers read £ and accents right), CRLF, amounts as plain decimals, dates
 * dd/mm/yyyy as the UK editions read them.
 */
export async function exportFile(
  db: Sequelize,
  actor: Actor,
  file: ExportFile,
  query: ExportRangeQuery,
): Promise<FileResult> {
  const { target, set } = FILES[file];
  const range = rangeOf(query);
  const { mapping } = await mappingOf(db, actor.companyId, target);
  const { documents } = await documentsOf(db, actor.companyId, set, range, mapping);
  const rows = [HEADERS[file], ...documents.flatMap((document) => rowsOf(file, document))];
  // As the list exports write CSV (kit/export.ts): text a spreadsheet would run as a formula is quoted with an
  // apostrophe by csv-stringify; every number is money in pence, written as pounds.
  const text = stringify(rows, {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { number: (pence) => poundsText(pence) },
  });
  return {
    bytes: Buffer.from(text, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: `${file}-${range.from}-to-${range.to}.csv`,
  };
}

/** What each file of the range would hold (counts, totals, what is left out and why) and the mappings used. */
export async function exportSummary(
  db: Sequelize,
  actor: Actor,
  query: ExportRangeQuery,
): Promise<ExportSummary> {
  const range = rangeOf(query);
  const stored = Object.fromEntries(
    await Promise.all(EXPORT_TARGETS.map(async (t) => [t, await mappingOf(db, actor.companyId, t)] as const)),
  ) as Record<ExportTarget, StoredMapping>;
  const files: ExportSummary['files'] = [];
  for (const file of EXPORT_FILES) {
    const { target, set, label } = FILES[file];
    const { documents, leftOut } = await documentsOf(db, actor.companyId, set, range, stored[target].mapping);
    const totals = documents.map((d) => d.built.document.totals);
    files.push({
      file,
      target,
      label,
      documents: documents.length,
      net_pence: sumPence(totals.map((t) => t.netPence)),
      vat_pence: sumPence(totals.map((t) => t.vatPence)),
      gross_pence: sumPence(totals.map((t) => t.grossPence)),
      left_out: leftOut,
    });
  }
  return {
    ...range,
    files,
    mappings: EXPORT_TARGETS.map((t) => mappingAnswer(t, stored[t])),
  };
}
