// Owns reading the CIS summary (decision 0084): for a tax month or a whole tax year, per subcontractor the total
// payments excluding VAT, the direct cost of materials and the CIS deducted, and per tax month the same totals
// with the CIS300's due date. The figures are the labour module's CIS300 figures (cisPaymentsBetween, the query
// its CIS month reads: labour invoices and wet plant hire paid under CIS), read once for the whole period — two
// statements whatever the span — so a month here always equals that month's CIS300 return.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { CompanySettings } from '../../models/index.js';
import { cisPaymentsBetween, taxMonthOf } from '../labour/index.js';
import type { CisPaymentRow } from '../suppliers/index.js';
import type { CisReportJson, CisReportMonth, CisReportRow } from './reports.presenter.js';
import type { CisReportQuery } from './reports.schema.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of tax month `month` (1 = April) of the tax year starting in `startYear`. */
export function taxMonthStart(startYear: number, month: number): string {
  const calendarMonth = ((month + 2) % 12) + 1;
  return `${calendarMonth >= 4 ? startYear : startYear + 1}-${pad(calendarMonth)}-06`;
}

/** The period asked for: a tax month, or the whole tax year (today's when none is named). */
export function cisPeriod(query: CisReportQuery, now = new Date()) {
  const taxYear = query.tax_year ?? taxMonthOf(londonDate(now)).tax_year;
  const startYear = Number(taxYear.slice(0, 4));
  const months = (query.month ? [query.month] : [...Array(12).keys()].map((i) => i + 1)).map((m) =>
    taxMonthOf(taxMonthStart(startYear, m)),
  );
  return {
    tax_year: taxYear,
    month_number: query.month ?? null,
    start: months[0]!.start,
    end: months[months.length - 1]!.end,
    months,
  };
}

type Figures = Pick<
  CisPaymentRow,
  'invoice_count' | 'gross_pence' | 'materials_cost_pence' | 'deduction_pence'
>;
const zero = (): Figures => ({
  invoice_count: 0,
  gross_pence: 0,
  materials_cost_pence: 0,
  deduction_pence: 0,
});
function addTo(sum: Figures, r: Figures): void {
  sum.invoice_count += r.invoice_count;
  sum.gross_pence += r.gross_pence;
  sum.materials_cost_pence += r.materials_cost_pence;
  sum.deduction_pence += r.deduction_pence;
}

export async function cisReport(
  db: Sequelize,
  actor: Actor,
  query: CisReportQuery,
  now = new Date(),
): Promise<CisReportJson> {
  const period = cisPeriod(query, now);
  const [payments, settings] = await Promise.all([
    cisPaymentsBetween(db, actor.companyId, period),
    CompanySettings.findOne({ where: { company_id: actor.companyId }, attributes: ['cis_utr'] }),
  ]);
  const bySupplier = new Map<string, CisReportRow>();
  const byMonth = new Map<string, Figures>(period.months.map((m) => [m.start, zero()]));
  const totals = zero();
  for (const p of payments) {
    let row = bySupplier.get(p.supplier_id);
    if (!row) {
      row = {
        supplier: { id: p.supplier_id, name: p.name },
        utr: p.utr,
        verification_number: p.verification_number,
        cis_status: p.cis_status,
        ...zero(),
      };
      bySupplier.set(p.supplier_id, row);
    }
    addTo(row, p);
    addTo(byMonth.get(p.tax_month_start)!, p);
    addTo(totals, p);
  }
  const months: CisReportMonth[] = period.months.map((m) => ({
    month_number: m.month_number,
    start: m.start,
    end: m.end,
    return_due: m.return_due,
    ...byMonth.get(m.start)!,
  }));
  return {
    tax_year: period.tax_year,
    month_number: period.month_number,
    start: period.start,
    end: period.end,
    contractor_utr: settings?.cis_utr ?? null,
    // cisPaymentsBetween answers in name order; a supplier's first row placed it.
    rows: [...bySupplier.values()],
    months,
    totals,
  };
}
