// Owns what a project converted from a won enquiry inherits for its schedule of works (decision 0061): the
// accepted estimate's lines at selling price (sellingAmounts: cost shared up to the net, so they add up to
// the project's contract value to the penny), numbered by section ("1.1", "1.2", "2.1"…) and named with their
// section, for the applications module's new-template defaults.
import type { Transaction } from 'sequelize';
import { Enquiry } from './enquiry.model.js';
import { ESTIMATE_SECTIONS } from './estimate-line.model.js';
import { Estimate } from './estimate.model.js';
import { SECTION_LABELS } from './estimate.pdf.js';
import { sellingAmounts } from './estimate-totals.js';
import { estimateLinesOf } from './estimates.service.js';

const MAX_TEMPLATE_LINES = 200;

export interface EstimateScheduleLine {
  reference: string;
  description: string;
  contract_value_pence: number;
}

export interface EstimateSchedule {
  /** "EST-0001 v2": the accepted estimate the lines come from. */
  estimate: string;
  net_pence: number;
  lines: EstimateScheduleLine[];
}

/** The accepted estimate's schedule of the enquiry converted into `projectId`, or null when there is none. */
export async function acceptedEstimateSchedule(
  companyId: string,
  projectId: string,
  transaction?: Transaction,
): Promise<EstimateSchedule | null> {
  const enquiry = await Enquiry.findOne({
    where: { company_id: companyId, project_id: projectId },
    transaction,
  });
  if (!enquiry) return null;
  const estimate = await Estimate.findOne({
    where: { company_id: companyId, enquiry_id: enquiry.id, status: 'accepted' },
    order: [['version', 'DESC']],
    transaction,
  });
  if (!estimate) return null;
  const lines = await estimateLinesOf(estimate.id, transaction);
  const net = Number(estimate.net_pence);
  const selling = sellingAmounts(
    lines.map((l) => Number(l.net_pence)),
    net,
  );
  const schedule: EstimateScheduleLine[] = [];
  const bySection: EstimateScheduleLine[] = [];
  let sectionNumber = 0;
  for (const section of ESTIMATE_SECTIONS) {
    const rows = lines.flatMap((l, i) => (l.section === section ? [{ line: l, amount: selling[i]! }] : []));
    if (rows.length === 0) continue;
    sectionNumber += 1;
    rows.forEach(({ line, amount }, i) =>
      schedule.push({
        reference: `${sectionNumber}.${i + 1}`,
        description: `${SECTION_LABELS[section]}: ${line.description}`.slice(0, 500),
        contract_value_pence: amount,
      }),
    );
    bySection.push({
      reference: String(sectionNumber),
      description: SECTION_LABELS[section],
      contract_value_pence: rows.reduce((s, r) => s + r.amount, 0),
    });
  }
  return {
    estimate: `${estimate.reference} v${estimate.version}`,
    net_pence: net,
    // A template holds up to 200 lines: a longer estimate starts from its sections' totals instead.
    lines: schedule.length <= MAX_TEMPLATE_LINES ? schedule : bySection,
  };
}
