// The reports page's state in the URL (so a report with its filters can be bookmarked and shared): which report,
// and each report's filters, read by one set of list params; the GraphQL variables each report asks with, and
// the query string its downloads send (the same filters, core-api's names).
import type { ReportApplicationStatus } from '../../generated/graphql';
import type { ListParamsOptions, ListQueryParams } from '../../components/list';

export type ReportFilter =
  | 'report'
  | 'project_id'
  | 'from'
  | 'to'
  | 'status'
  | 'overdue'
  | 'tax_year'
  | 'month'
  // The CVR's and cost to complete's month, YYYY-MM (`month` is the CIS summary's tax month number).
  | 'period'
  // The VAT summary's period, by the month it ends in (YYYY-MM).
  | 'period_end';

export const REPORT_PARAMS: ListParamsOptions<ReportFilter> = {
  filters: {
    report: '',
    project_id: '',
    from: '',
    to: '',
    status: '',
    overdue: '',
    tax_year: '',
    month: '',
    period_end: '',
    period: '',
  },
};

type Params = Pick<ListQueryParams<ReportFilter>, 'filters' | 'page' | 'size'>;

export function applicationsReportVariables({ filters: f, page, size }: Params) {
  return {
    project_id: f.project_id || null,
    from: f.from || null,
    to: f.to || null,
    status: (f.status || null) as ReportApplicationStatus | null,
    overdue: f.overdue === 'true' ? true : null,
    page,
    size,
  };
}

export function cisReportVariables({ filters: f }: Params) {
  const month = Number(f.month);
  return { tax_year: f.tax_year || null, month: Number.isInteger(month) && month >= 1 ? month : null };
}

/** The VAT summary's (decision 0086): a VAT period by the month it ends, or a from/to range. */
export function vatReportVariables({ filters: f }: Params) {
  const range = !!(f.from && f.to);
  return {
    period_end: range ? null : f.period_end || null,
    from: range ? f.from : null,
    to: range ? f.to : null,
  };
}

/** Plant utilisation's (decision 0086): a project and a date range (none: this month). */
export function plantReportVariables({ filters: f }: Params) {
  return { project_id: f.project_id || null, from: f.from || null, to: f.to || null };
}

/** The filters as core-api's query string takes them (paging left out): for the PDF and the spreadsheet. */
export function downloadQuery(variables: Record<string, string | number | boolean | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(variables)) {
    if (name === 'page' || name === 'size' || value == null || value === '') continue;
    query.set(name, String(value));
  }
  return query.toString();
}

/** The tax year a date (YYYY-MM-DD) falls in: 6 April to 5 April, written 2026-27. */
export function taxYearOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const start = m > 4 || (m === 4 && d >= 6) ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Tax month n (1 = April) of a tax year, as people name it: "6 Apr to 5 May". */
export const TAX_MONTH_NAMES = [
  '6 April to 5 May',
  '6 May to 5 June',
  '6 June to 5 July',
  '6 July to 5 August',
  '6 August to 5 September',
  '6 September to 5 October',
  '6 October to 5 November',
  '6 November to 5 December',
  '6 December to 5 January',
  '6 January to 5 February',
  '6 February to 5 March',
  '6 March to 5 April',
] as const;
