// Owns plant utilisation's answer (decision 0086): per hire (each item on hire in the range) its days on hire,
// off-hire against the date it was wanted until, hire cost in the range and to date; per project the same summed
// with the plant budget; and the report's totals. Money is whole pence, dates YYYY-MM-DD.
import { z } from 'zod';
import { isoDate, pence } from '../../lib/wire.js';

const projectRef = z
  .object({ id: z.uuid(), project_number: z.string(), name: z.string() })
  .meta({ id: 'PlantReportProjectRef' });

const figures = {
  /** Calendar days on hire within the range (on-hire day to collection day, both included, clipped). */
  days_on_hire: z.number().int(),
  /** Working days charged within the range (the hire-cost rule, decision 0027). */
  chargeable_days: z.number().int(),
  /** Hire cost charged within the range: hire, delivery on its day, collection on its day. */
  cost_in_range_pence: pence,
  /** Hire cost from the on-hire date to the report's as-of date. */
  cost_to_date_pence: pence,
};

export const plantReportRowSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    project: projectRef,
    category: z.string(),
    /** The register item: allocated (owned plant), or the hired item entered in the register; null when none. */
    item: z.object({ asset_number: z.string(), description: z.string() }).nullable(),
    supplier: z.string().nullable(),
    fulfilment: z.enum(['hire', 'allocation']),
    quantity: z.number().int(),
    on_hire_date: isoDate,
    /** The collection date; null while still on site. */
    off_hire_date: isoDate.nullable(),
    /** The date the plant was wanted until: off-hire after it is late. */
    expected_end: isoDate,
    /** On site at the as-of date. */
    on_hire_at_end: z.boolean(),
    /** Collected after its expected end, or still on site past it at the as-of date. */
    late: z.boolean(),
    days_late: z.number().int(),
    ...figures,
  })
  .meta({ id: 'PlantReportRow' });
export type PlantReportRow = z.output<typeof plantReportRowSchema>;

const totals = {
  hires: z.number().int(),
  late_count: z.number().int(),
  ...figures,
};

export const plantReportProjectSchema = z
  .object({
    project: projectRef,
    ...totals,
    /** The project's plant budget (from its accepted estimate, or as entered on the project); 0 when none. */
    budget_pence: pence,
    /** Budget less hire cost to date (negative: over budget). */
    budget_remaining_pence: pence,
  })
  .meta({ id: 'PlantReportProject' });
export type PlantReportProject = z.output<typeof plantReportProjectSchema>;

export const plantReportSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    /** The range's end or today (Europe/London), whichever is earlier: what "to date" and "still on hire" mean. */
    as_of: isoDate,
    rows: z.array(plantReportRowSchema),
    projects: z.array(plantReportProjectSchema),
    totals: z
      .object({ ...totals, budget_pence: pence, budget_remaining_pence: pence })
      .meta({ id: 'PlantReportTotals' }),
  })
  .meta({ id: 'PlantReport' });
export type PlantReportJson = z.output<typeof plantReportSchema>;
