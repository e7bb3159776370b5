// Owns reading plant utilisation (decision 0086): every item on hire on the company's projects at some point in a
// date range — hired from a supplier or allocated from the register — with its days on hire in the range (on-hire
// day to collection day, or to the as-of date while still on site, clipped to the range), whether it went back
// late (collected after the date it was wanted until, or still on site past it), its hire cost within the range
// and to date (the plant module's hire-cost rule, hireCostWithin: working days, weekly rates pro rata, delivery
// and collection on their days), and per project the same summed against the project's plant budget. One
// statement whatever the span: every hire of the company (or project) on hire by the as-of date, with its
// project's budget; the hire cost is worked per hire by the plant module's rule (bank holidays per part of the UK).
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { num, q } from '../../lib/sql.js';
import { HIRED_STATUSES, hireCostWithin, monthOf, regionOf, termsOf } from '../plant/index.js';
import { visibleProjectsWhere } from '../projects/index.js';
import type { PlantReportJson, PlantReportProject, PlantReportRow } from './plant-report.presenter.js';
import type { PlantReportQuery } from './plant-report.schema.js';
import { assertReportProject } from './report-project.js';
import { REPORT_RANGE_MAX_DAYS } from './report-range.js';

interface HireRow {
  id: string;
  reference: string;
  project_id: string;
  project_number: string;
  project_name: string;
  site_postcode: string | null;
  budget_plant_pence: string | null;
  category: string;
  quantity: number;
  fulfilment: 'hire' | 'allocation';
  required_until: string;
  on_hire_date: string;
  off_hire_date: string | null;
  rate_pence: string | null;
  rate_unit: 'day' | 'week' | null;
  delivery_pence: string | null;
  collection_pence: string | null;
  asset_number: string | null;
  item_description: string | null;
  supplier_name: string | null;
}

/** Whole days from `a` to `b` (YYYY-MM-DD): 0 on the same day. */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * The range asked for (Europe/London): neither end, this month; only To, from the first of its month; only From,
 * to today (at most a year and a day on), or to the end of its month when it is still to come.
 */
export function plantRange(query: PlantReportQuery, now = new Date()) {
  const today = londonDate(now);
  const from = query.from ?? monthOf(query.to ?? today).from;
  const yearOn = addDays(from, REPORT_RANGE_MAX_DAYS - 1);
  const to = query.to ?? (query.from && from <= today ? (today < yearOn ? today : yearOn) : monthOf(from).to);
  return { from, to, as_of: to < today ? to : today };
}

const zero = () => ({ days_on_hire: 0, chargeable_days: 0, cost_in_range_pence: 0, cost_to_date_pence: 0 });

export async function plantReport(
  db: Sequelize,
  actor: Actor,
  query: PlantReportQuery,
  now = new Date(),
): Promise<PlantReportJson> {
  if (query.project_id) await assertReportProject(db, actor, query.project_id);
  const range = plantRange(query, now);
  const hires = await q<HireRow>(
    db,
    `SELECT r.id, r.reference, r.project_id, p.project_number, p.name AS project_name, p.site_postcode,
            p.budget_plant_pence, r.category, r.quantity, r.fulfilment, r.required_until, r.on_hire_date,
            r.off_hire_date, r.rate_pence, r.rate_unit, r.delivery_pence, r.collection_pence,
            i.asset_number, i.description AS item_description, s.name AS supplier_name
       FROM plant_requests r
       JOIN projects p ON p.id = r.project_id AND p.company_id = r.company_id
       LEFT JOIN plant_items i ON i.id = r.plant_item_id AND i.company_id = r.company_id
       LEFT JOIN suppliers s ON s.id = r.supplier_id AND s.company_id = r.company_id
      WHERE r.company_id = :companyId AND r.status IN (:hired) AND r.on_hire_date <= :asOf
        AND r.fulfilment IN ('hire', 'allocation')
        AND ${visibleProjectsWhere(actor, 'r.project_id')}
        ${query.project_id ? 'AND r.project_id = :projectId' : ''}
      ORDER BY p.project_number, p.id, r.on_hire_date, r.reference, r.id`,
    {
      companyId: actor.companyId,
      hired: HIRED_STATUSES,
      asOf: range.as_of,
      projectId: query.project_id ?? null,
    },
  );
  const rows: PlantReportRow[] = [];
  const projects = new Map<string, PlantReportProject>();
  for (const h of hires) {
    const terms = termsOf(h);
    const region = regionOf(h.site_postcode);
    const period = { on_hire_date: h.on_hire_date, off_hire_date: h.off_hire_date };
    const toDate = terms ? hireCostWithin(terms, period, { to: range.as_of }, region).total_pence : 0;
    const project = { id: h.project_id, project_number: h.project_number, name: h.project_name };
    let sum = projects.get(h.project_id);
    const budget = num(h.budget_plant_pence);
    if (!sum) {
      sum = {
        project,
        hires: 0,
        late_count: 0,
        ...zero(),
        budget_pence: budget,
        budget_remaining_pence: budget,
      };
      projects.set(h.project_id, sum);
    }
    // A hire over before the range still counts in the project's cost to date.
    sum.cost_to_date_pence += toDate;
    sum.budget_remaining_pence -= toDate;
    const collectedBy = h.off_hire_date && h.off_hire_date <= range.as_of ? h.off_hire_date : null;
    if (collectedBy && collectedBy < range.from) continue;
    const first = h.on_hire_date > range.from ? h.on_hire_date : range.from;
    const last = collectedBy ?? range.as_of;
    const inRange = terms
      ? hireCostWithin(terms, period, { from: range.from, to: range.as_of }, region)
      : null;
    const lateUntil = collectedBy ?? range.as_of;
    const daysLate = Math.max(0, daysBetween(h.required_until, lateUntil));
    const row: PlantReportRow = {
      id: h.id,
      reference: h.reference,
      project,
      category: h.category,
      item: h.asset_number ? { asset_number: h.asset_number, description: h.item_description ?? '' } : null,
      supplier: h.supplier_name,
      fulfilment: h.fulfilment,
      quantity: h.quantity,
      on_hire_date: h.on_hire_date,
      off_hire_date: h.off_hire_date,
      expected_end: h.required_until,
      on_hire_at_end: !collectedBy,
      late: daysLate > 0,
      days_late: daysLate,
      days_on_hire: last >= first ? daysBetween(first, last) + 1 : 0,
      chargeable_days: inRange?.chargeable_days ?? 0,
      cost_in_range_pence: inRange?.total_pence ?? 0,
      cost_to_date_pence: toDate,
    };
    rows.push(row);
    sum.hires += 1;
    sum.late_count += row.late ? 1 : 0;
    sum.days_on_hire += row.days_on_hire;
    sum.chargeable_days += row.chargeable_days;
    sum.cost_in_range_pence += row.cost_in_range_pence;
  }
  // Projects with a hire in the range; a project whose hires all ended before it is not in the report.
  const shown = [...projects.values()].filter((p) => p.hires > 0);
  const totals = {
    hires: 0,
    late_count: 0,
    ...zero(),
    budget_pence: 0,
    budget_remaining_pence: 0,
  };
  for (const p of shown) {
    totals.hires += p.hires;
    totals.late_count += p.late_count;
    totals.days_on_hire += p.days_on_hire;
    totals.chargeable_days += p.chargeable_days;
    totals.cost_in_range_pence += p.cost_in_range_pence;
    totals.cost_to_date_pence += p.cost_to_date_pence;
    totals.budget_pence += p.budget_pence;
    totals.budget_remaining_pence += p.budget_remaining_pence;
  }
  return { ...range, rows, projects: shown, totals };
}
