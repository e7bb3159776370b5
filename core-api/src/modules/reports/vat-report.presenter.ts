// Owns the VAT summary's answer (decision 0086): the period, the VAT return's boxes 1, 4, 6 and 7 with the lines
// each is made of, and every document behind them. Money is whole pence, dates YYYY-MM-DD.
import { z } from 'zod';
import { isoDate, pence } from '../../lib/wire.js';
import { VAT_QUARTER_ENDS } from '../../models/index.js';

export const VAT_DOCUMENT_KINDS = [
  'application',
  'supplier_invoice',
  'labour_invoice',
  'plant_hire_invoice',
] as const;
export type VatDocumentKind = (typeof VAT_DOCUMENT_KINDS)[number];

/** How a document's VAT was treated: charged (any rate, zero included), the domestic reverse charge, or none. */
export const VAT_DOCUMENT_TREATMENTS = ['charged', 'reverse_charge', 'no_vat'] as const;

const period = z
  .object({ period_end: z.string(), start: isoDate, end: isoDate })
  .meta({ id: 'VatReportPeriod' });

export const vatReportDocumentSchema = z
  .object({
    kind: z.enum(VAT_DOCUMENT_KINDS),
    id: z.uuid(),
    /** Sales (applications, as invoiced) or purchases. */
    side: z.enum(['sale', 'purchase']),
    /** Ours (P-0001 application 3, LI-0004) and the supplier's own reference where there is one. */
    reference: z.string(),
    supplier_reference: z.string().nullable(),
    /** The customer (project's client) or the supplier. */
    counterparty: z.string().nullable(),
    project_number: z.string().nullable(),
    /** The document's tax point: a sale's claim date, a purchase's invoice date. */
    tax_date: isoDate,
    treatment: z.enum(VAT_DOCUMENT_TREATMENTS),
    net_pence: pence,
    /** VAT charged on the document (box 1 for a sale, box 4 for a purchase). */
    vat_pence: pence,
    /** VAT under the domestic reverse charge: the customer accounts for it (a purchase: boxes 1 and 4). */
    reverse_charge_vat_pence: pence,
  })
  .meta({ id: 'VatReportDocument' });
export type VatReportDocument = z.output<typeof vatReportDocumentSchema>;

/** The boxes' titles, as the VAT return (VAT Notice 700/12) names them. */
export const VAT_BOX_TITLES = {
  box_1: 'Box 1: VAT due on sales and other outputs',
  box_4: 'Box 4: VAT reclaimed on purchases and other inputs',
  box_6: 'Box 6: Total value of sales and all other outputs excluding any VAT',
  box_7: 'Box 7: Total value of purchases and all other inputs excluding any VAT',
} as const;
export type VatBoxKey = keyof typeof VAT_BOX_TITLES;

const box = z
  .object({
    title: z.string(),
    /** In pence, to tie to the documents. */
    pence,
    /** What the return takes: boxes 6 and 7 are whole pounds (pence left off); boxes 1 and 4 are pence. */
    return_pence: pence,
    lines: z.array(
      z.object({ label: z.string(), pence, documents: z.number().int() }).meta({ id: 'VatReportBoxLine' }),
    ),
  })
  .meta({ id: 'VatReportBox' });
export type VatReportBox = z.output<typeof box>;

export const vatReportSchema = z
  .object({
    period: period.extend({ kind: z.enum(['period', 'range']) }).meta({ id: 'VatReportShown' }),
    vat_quarter_ends: z.enum(VAT_QUARTER_ENDS),
    /** The company's VAT periods, the one today falls in first: what the page offers. */
    periods: z.array(period),
    vat_registered: z.boolean(),
    boxes: z.object({ box_1: box, box_4: box, box_6: box, box_7: box }).meta({ id: 'VatReportBoxes' }),
    /** Box 1 less box 4: to pay (positive) or to reclaim (negative), before boxes 2 and 3. */
    net_vat_pence: pence,
    documents: z.array(vatReportDocumentSchema),
  })
  .meta({ id: 'VatReport' });
export type VatReportJson = z.output<typeof vatReportSchema>;
