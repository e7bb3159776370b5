// Owns the hire-cost rule (docs/decisions/0027-plant-hire-cost.md): hire cost to date = chargeable days × day
// rate × quantity, plus delivery and collection. Chargeable days are the working days (Monday to Friday, bank
// holidays of the project's part of the UK excluded, from the shared calendar) from the on-hire date to the
// collection date — or to today while the plant is still on site — both included. A weekly rate is pro rata
// over 5 working days: each chargeable day costs a fifth of the week, rounded half up to the penny once on the
// total (never per day). Delivery is charged from the on-hire date, collection once collected. Integer pence.
// Also what a request costs to date, and the hire cost per project read in SQL (the module's project costs).
import type { Sequelize, Transaction } from 'sequelize';
import {
  addDays,
  countWorkingDays,
  londonDate,
  regionForPostcode,
  type UkRegion,
} from '../../lib/calendar.js';
import { lineNet, sumPence, type Pence } from '../../lib/money.js';
import { q } from '../../lib/sql.js';
import type { RateUnit } from './plant-rate.model.js';
import type { PlantRequest, RequestStatus } from './plant-request.model.js';

/**
 * The rate a hire is priced at (decision 0064): with an operator (wet hire) the supplier's operated rate, else
 * the self-drive rate; null when the request wants an operator and the rate offers none.
 */
export function hireRate(
  rate: { rate_pence: string | number; operated_rate_pence?: string | number | null },
  withOperator: boolean,
): Pence | null {
  if (!withOperator) return Number(rate.rate_pence);
  return rate.operated_rate_pence == null ? null : Number(rate.operated_rate_pence);
}

export const NO_OPERATED_RATE =
  'This rate has no price with an operator: choose a rate with an operator, or add the operated rate to it';

export interface HireTerms {
  rate_pence: Pence;
  rate_unit: RateUnit;
  delivery_pence: Pence;
  collection_pence: Pence;
  quantity: number;
}

export interface HirePeriod {
  /** The day the plant arrived on site (null: not yet on hire). */
  on_hire_date: string | null;
  /** The supplier's collection date (null: still on site). */
  off_hire_date: string | null;
}

export interface HireCost {
  chargeable_days: number;
  hire_pence: Pence;
  delivery_pence: Pence;
  collection_pence: Pence;
  total_pence: Pence;
}

export const ZERO_COST: HireCost = {
  chargeable_days: 0,
  hire_pence: 0,
  delivery_pence: 0,
  collection_pence: 0,
  total_pence: 0,
};

/** The project's part of the UK for bank holidays (England and Wales when the postcode does not say). */
export function regionOf(sitePostcode: string | null | undefined): UkRegion {
  return regionForPostcode(sitePostcode) ?? 'england-and-wales';
}

/** `days` × `quantity` × the rate, a weekly rate pro rata over 5 working days (rounded half up once). */
export function hireCharge(
  days: number,
  terms: Pick<HireTerms, 'rate_pence' | 'rate_unit' | 'quantity'>,
): Pence {
  const units = days * terms.quantity;
  if (terms.rate_unit === 'day') return lineNet(units, terms.rate_pence);
  // units / 5 has at most one decimal: written exactly as text so no float rounding creeps in.
  const fifths = `${Math.floor(units / 5)}.${(units % 5) * 2}`;
  return lineNet(fifths, terms.rate_pence);
}

/**
 * The cost of a hire charged within [from, to] (both included): chargeable days of the hire inside the window,
 * delivery when the on-hire date is inside it, collection when the collection date is. `to` is normally today.
 */
export function hireCostWithin(
  terms: HireTerms,
  period: HirePeriod,
  window: { from?: string | null; to: string },
  region: UkRegion,
): HireCost {
  if (!period.on_hire_date || period.on_hire_date > window.to) return { ...ZERO_COST };
  const hireEnd = period.off_hire_date && period.off_hire_date < window.to ? period.off_hire_date : window.to;
  const first = window.from && window.from > period.on_hire_date ? window.from : period.on_hire_date;
  const days = hireEnd >= first ? countWorkingDays(first, hireEnd, region) : 0;
  const inWindow = (date: string | null) =>
    date != null && date <= window.to && (!window.from || date >= window.from);
  const hire = hireCharge(days, terms);
  const delivery = inWindow(period.on_hire_date) ? terms.delivery_pence : 0;
  const collection = inWindow(period.off_hire_date) ? terms.collection_pence : 0;
  return {
    chargeable_days: days,
    hire_pence: hire,
    delivery_pence: delivery,
    collection_pence: collection,
    total_pence: sumPence([hire, delivery, collection]),
  };
}

/** Hire cost to date (`today`, a London date): everything charged from the on-hire date up to today. */
export function hireCostToDate(
  terms: HireTerms,
  period: HirePeriod,
  today: string,
  region: UkRegion,
): HireCost {
  return hireCostWithin(terms, period, { to: today }, region);
}

/**
 * What a rate would cost over a requested period (from and until both included, delivered on the first day
 * and collected on the last): how rates are compared when one is suggested.
 */
export function estimateHire(terms: HireTerms, from: string, until: string, region: UkRegion): HireCost {
  return hireCostWithin(terms, { on_hire_date: from, off_hire_date: until }, { to: until }, region);
}

/** The first of the month of a date (YYYY-MM-01), and its last day. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The statuses in which a request has been on hire, and so costs (or cost) money. */
export const HIRED_STATUSES: RequestStatus[] = ['on_hire', 'off_hire_requested', 'off_hired'];

export function termsOf(
  request: Pick<
    PlantRequest,
    'fulfilment' | 'rate_pence' | 'rate_unit' | 'delivery_pence' | 'collection_pence' | 'quantity'
  >,
): HireTerms | null {
  if (request.fulfilment !== 'hire' || request.rate_pence == null || !request.rate_unit) return null;
  return {
    rate_pence: Number(request.rate_pence),
    rate_unit: request.rate_unit,
    delivery_pence: Number(request.delivery_pence ?? 0),
    collection_pence: Number(request.collection_pence ?? 0),
    quantity: request.quantity,
  };
}

/** Hire cost to date of a request (zero until on hire); allocations count days but cost nothing here. */
export function costOf(request: PlantRequest, sitePostcode: string | null, today: string): HireCost {
  if (!HIRED_STATUSES.includes(request.status)) return { ...ZERO_COST };
  const region = regionOf(sitePostcode);
  const period = { on_hire_date: request.on_hire_date ?? null, off_hire_date: request.off_hire_date ?? null };
  const terms = termsOf(request) ?? {
    rate_pence: 0,
    rate_unit: 'day' as const,
    delivery_pence: 0,
    collection_pence: 0,
    quantity: request.quantity,
  };
  return hireCostToDate(terms, period, today, region);
}

/**
 * Hire cost per project among `projectIds` (hired plant only), up to today or within [from, to]: the module's
 * contribution to project costs and the dashboards.
 */
export async function plantCostsByProject(
  db: Sequelize,
  projectIds: string[] | null,
  options: { transaction?: Transaction; companyId?: string; window?: { from: string; to: string } } = {},
): Promise<Map<string, { total: number; days: number }>> {
  if (projectIds && !projectIds.length) return new Map();
  const rows = await q<{
    project_id: string;
    site_postcode: string | null;
    quantity: number;
    rate_pence: string;
    rate_unit: 'day' | 'week';
    delivery_pence: string | null;
    collection_pence: string | null;
    on_hire_date: string | null;
    off_hire_date: string | null;
  }>(
    db,
    `SELECT r.project_id, p.site_postcode, r.quantity, r.rate_pence, r.rate_unit, r.delivery_pence,
            r.collection_pence, r.on_hire_date, r.off_hire_date
       FROM plant_requests r JOIN projects p ON p.id = r.project_id
      WHERE r.fulfilment = 'hire' AND r.status IN ('on_hire', 'off_hire_requested', 'off_hired')
        AND r.rate_pence IS NOT NULL
        ${projectIds ? 'AND r.project_id IN (:projectIds)' : ''}
        ${options.companyId ? 'AND r.company_id = :companyId' : ''}`,
    { projectIds: projectIds ?? [], companyId: options.companyId ?? null },
    options.transaction,
  );
  const today = londonDate();
  const out = new Map<string, { total: number; days: number }>();
  for (const r of rows) {
    const terms: HireTerms = {
      rate_pence: Number(r.rate_pence),
      rate_unit: r.rate_unit,
      delivery_pence: Number(r.delivery_pence ?? 0),
      collection_pence: Number(r.collection_pence ?? 0),
      quantity: r.quantity,
    };
    const window = options.window
      ? { from: options.window.from, to: options.window.to < today ? options.window.to : today }
      : { to: today };
    const cost = hireCostWithin(terms, r, window, regionOf(r.site_postcode));
    const entry = out.get(r.project_id) ?? { total: 0, days: 0 };
    entry.total += cost.total_pence;
    entry.days += cost.chargeable_days;
    out.set(r.project_id, entry);
  }
  return out;
}
