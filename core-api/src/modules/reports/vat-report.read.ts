// Owns reading the VAT summary (decision 0086): for a VAT period of the company's stagger (or a from/to range),
// the documents whose tax point falls in it — sales: applications certified (or part paid or paid since) at their
// notified sum, dated by their claim date, the sales invoice the accounting module posts; purchases: supplier
// invoices approved (or paid), labour and subcontract invoices approved (or exported or paid), plant hire
// invoices recorded (or paid), by invoice date — laid out as the VAT return's boxes 1, 4, 6 and 7 take them
// (VAT Notice 700/12; the domestic reverse charge, VAT Notice 735): box 1 the VAT charged on sales plus the
// reverse-charge VAT on purchases, box 4 the VAT charged on purchases plus that same reverse-charge VAT, box 6
// net sales (reverse-charged sales included), box 7 net purchases (reverse-charged ones included). Each
// document's VAT and treatment are its own, as stored when it was made (the 5% disregard included, decision 0044).
// Two statements whatever the span: the boxes' lines (one GROUP BY over the documents) and the documents.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { sumPence } from '../../lib/money.js';
import { num, q } from '../../lib/sql.js';
import { CompanySettings, type VatQuarterEnds } from '../../models/index.js';
import { NOTIFIED_SUMS_SQL, PAYABLE_SQL } from '../applications/index.js';
import { ValidationError } from '../../lib/errors.js';
import { recentVatPeriods, vatPeriodEnding, vatPeriodOf } from './vat-periods.js';
import {
  VAT_BOX_TITLES,
  type VatBoxKey,
  type VatReportBox,
  type VatReportDocument,
  type VatReportJson,
} from './vat-report.presenter.js';
import { VAT_MESSAGES, type VatReportQuery } from './vat-report.schema.js';

/** A sale's net: the notified sum (pay less, else payment notice), else the application's amount due. */
const SALE_NET = 'coalesce(ns.amount_pence, a.amount_due_pence)';

/**
 * Every document with a tax point in [:start, :end], one row each, in the shape of VatReportDocument. A supplier
 * invoice's reverse-charge VAT is its reverse-charged lines' (their order line's code), half away from zero.
 */
const DOCUMENTS_SQL = `
  SELECT 'application' AS kind, a.id, 'sale' AS side,
         p.project_number || ' application ' || a.number AS reference, NULL AS supplier_reference,
         p.client_name AS counterparty, p.project_number,
         COALESCE(a.claim_date, a.submitted_on, a.valuation_date) AS tax_date,
         CASE a.vat_treatment WHEN 'standard' THEN 'charged' WHEN 'drc' THEN 'reverse_charge' ELSE 'no_vat' END
           AS treatment,
         ${SALE_NET} AS net_pence, ${PAYABLE_SQL} - ${SALE_NET} AS vat_pence,
         CASE WHEN a.vat_treatment = 'drc' THEN round(${SALE_NET} * 0.2) ELSE 0 END AS reverse_charge_vat_pence
    FROM applications a
    JOIN projects p ON p.id = a.project_id AND p.company_id = a.company_id
    LEFT JOIN ${NOTIFIED_SUMS_SQL} ns ON ns.application_id = a.id
   WHERE a.company_id = :companyId AND a.status IN ('certified', 'part_paid', 'paid')
     AND COALESCE(a.claim_date, a.submitted_on, a.valuation_date) BETWEEN :start AND :end
  UNION ALL
  SELECT 'supplier_invoice', i.id, 'purchase', po.reference, i.supplier_reference, s.name, p.project_number,
         i.invoice_date,
         CASE WHEN rc.lines > 0 THEN 'reverse_charge' ELSE 'charged' END,
         i.net_pence, i.vat_pence, rc.pence
    FROM supplier_invoices i
    JOIN purchase_orders po ON po.id = i.purchase_order_id AND po.company_id = i.company_id
    JOIN suppliers s ON s.id = i.supplier_id AND s.company_id = i.company_id
    LEFT JOIN projects p ON p.id = po.project_id AND p.company_id = i.company_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS lines,
             coalesce(sum(round((l.value->>'net_pence')::bigint
                                * CASE ol.vat_code WHEN 'drc' THEN 0.2 ELSE 0.05 END)), 0) AS pence
        FROM jsonb_array_elements(i.lines) l
        JOIN purchase_order_lines ol ON ol.id = (l.value->>'line_id')::uuid AND ol.company_id = i.company_id
       WHERE ol.vat_code IN ('drc', 'drc_reduced')) rc
   WHERE i.company_id = :companyId AND i.status IN ('approved', 'paid')
     AND i.invoice_date BETWEEN :start AND :end
  UNION ALL
  SELECT 'labour_invoice', i.id, 'purchase', i.reference, i.supplier_reference, s.name, NULL, i.invoice_date,
         CASE WHEN i.reverse_charge_vat_pence <> 0 THEN 'reverse_charge'
              WHEN NOT i.supplier_vat_registered THEN 'no_vat' ELSE 'charged' END,
         i.net_pence, i.vat_pence, i.reverse_charge_vat_pence
    FROM labour_invoices i JOIN suppliers s ON s.id = i.supplier_id AND s.company_id = i.company_id
   WHERE i.company_id = :companyId AND i.status IN ('approved', 'exported', 'paid')
     AND i.invoice_date BETWEEN :start AND :end
  UNION ALL
  SELECT 'plant_hire_invoice', i.id, 'purchase', r.reference, i.supplier_reference, s.name, p.project_number,
         i.invoice_date,
         CASE i.vat_treatment WHEN 'reverse_charge' THEN 'reverse_charge' WHEN 'not_registered' THEN 'no_vat'
              ELSE 'charged' END,
         i.net_pence, i.vat_pence, i.reverse_charge_vat_pence
    FROM plant_hire_invoices i
    JOIN plant_requests r ON r.id = i.plant_request_id AND r.company_id = i.company_id
    JOIN suppliers s ON s.id = i.supplier_id AND s.company_id = i.company_id
    LEFT JOIN projects p ON p.id = r.project_id AND p.company_id = i.company_id
   WHERE i.company_id = :companyId AND i.status IN ('recorded', 'paid')
     AND i.invoice_date BETWEEN :start AND :end`;

type Row = Omit<VatReportDocument, 'net_pence' | 'vat_pence' | 'reverse_charge_vat_pence'> & {
  net_pence: string;
  vat_pence: string;
  reverse_charge_vat_pence: string;
};
type SumRow = { side: 'sale' | 'purchase'; kind: string; treatment: string; n: string } & Record<
  'net' | 'vat' | 'rc',
  string
>;

/** The period asked for: a named period of the stagger, a range, or the period today falls in. */
export async function vatPeriodAsked(db: Sequelize, actor: Actor, query: VatReportQuery, now = new Date()) {
  const settings = await CompanySettings.findOne({
    where: { company_id: actor.companyId },
    attributes: ['vat_quarter_ends', 'vat_registered'],
  });
  const stagger: VatQuarterEnds = settings?.vat_quarter_ends ?? 'mar_jun_sep_dec';
  const today = londonDate(now);
  let shown: VatReportJson['period'];
  if (query.from && query.to) {
    shown = { kind: 'range', period_end: query.to.slice(0, 7), start: query.from, end: query.to };
  } else {
    const named = query.period_end ? vatPeriodEnding(stagger, query.period_end) : vatPeriodOf(stagger, today);
    if (!named) throw ValidationError.single('period_end', VAT_MESSAGES.periodNotOnStagger);
    shown = { kind: 'period', ...named };
  }
  return {
    shown,
    stagger,
    vat_registered: settings?.vat_registered ?? false,
    periods: recentVatPeriods(stagger, today),
  };
}

const SALE_LABEL: Record<string, string> = {
  charged: 'Sales with VAT charged',
  reverse_charge: 'Sales under the domestic reverse charge (the customer accounts for the VAT)',
  no_vat: 'Sales with no VAT (not VAT-registered)',
};
const PURCHASE_KIND: Record<string, string> = {
  supplier_invoice: 'Supplier invoices',
  labour_invoice: 'Labour and subcontract invoices',
  plant_hire_invoice: 'Plant hire invoices',
};
const PURCHASE_LABEL: Record<string, string> = {
  charged: 'VAT charged',
  reverse_charge: 'domestic reverse charge',
  no_vat: 'supplier not VAT-registered',
};

function boxOf(key: VatBoxKey, lines: VatReportBox['lines']): VatReportBox {
  const pence = sumPence(lines.map((l) => l.pence));
  // Boxes 6 and 7 take whole pounds: the pence are left off (toward zero).
  const wholePounds = key === 'box_6' || key === 'box_7';
  const return_pence = wholePounds ? Math.trunc(pence / 100) * 100 : pence;
  return { title: VAT_BOX_TITLES[key], pence, return_pence, lines };
}

export async function vatReport(
  db: Sequelize,
  actor: Actor,
  query: VatReportQuery,
  now = new Date(),
): Promise<VatReportJson> {
  const asked = await vatPeriodAsked(db, actor, query, now);
  const params = { companyId: actor.companyId, start: asked.shown.start, end: asked.shown.end };
  const [sums, rows] = await Promise.all([
    q<SumRow>(
      db,
      `SELECT side, kind, treatment, count(*) AS n, sum(net_pence) AS net, sum(vat_pence) AS vat,
              sum(reverse_charge_vat_pence) AS rc
         FROM (${DOCUMENTS_SQL}) d
        GROUP BY side, kind, treatment
        ORDER BY side DESC, kind, treatment`,
      params,
    ),
    q<Row>(
      db,
      `SELECT * FROM (${DOCUMENTS_SQL}) d ORDER BY tax_date, side DESC, kind, reference, id`,
      params,
    ),
  ]);
  const sales = sums.filter((s) => s.side === 'sale');
  const purchases = sums.filter((s) => s.side === 'purchase');
  const purchaseLabel = (s: SumRow) => `${PURCHASE_KIND[s.kind]}: ${PURCHASE_LABEL[s.treatment]}`;
  const line = (label: string, pence: string, documents: string) => ({
    label,
    pence: num(pence),
    documents: num(documents),
  });
  const rcPurchases = purchases.filter((s) => num(s.rc) !== 0);
  const rcLines = rcPurchases.map((s) =>
    line(`Reverse charge on ${PURCHASE_KIND[s.kind]!.toLowerCase()}`, s.rc, s.n),
  );
  const box_1 = boxOf('box_1', [
    ...sales.filter((s) => num(s.vat) !== 0).map((s) => line('VAT charged on sales', s.vat, s.n)),
    ...rcLines,
  ]);
  const box_4 = boxOf('box_4', [
    ...purchases
      .filter((s) => num(s.vat) !== 0)
      .map((s) => line(`VAT charged on ${PURCHASE_KIND[s.kind]!.toLowerCase()}`, s.vat, s.n)),
    ...rcLines,
  ]);
  const box_6 = boxOf(
    'box_6',
    sales.map((s) => line(SALE_LABEL[s.treatment]!, s.net, s.n)),
  );
  const box_7 = boxOf(
    'box_7',
    purchases.map((s) => line(purchaseLabel(s), s.net, s.n)),
  );
  return {
    period: asked.shown,
    vat_quarter_ends: asked.stagger,
    periods: asked.periods,
    vat_registered: asked.vat_registered,
    boxes: { box_1, box_4, box_6, box_7 },
    net_vat_pence: box_1.pence - box_4.pence,
    documents: rows.map((r) => ({
      ...r,
      net_pence: num(r.net_pence),
      vat_pence: num(r.vat_pence),
      reverse_charge_vat_pence: num(r.reverse_charge_vat_pence),
    })),
  };
}
