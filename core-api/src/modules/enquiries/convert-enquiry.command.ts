// Owns turning a won enquiry with an accepted estimate into a project, in one transaction. The project itself is
// made by the projects module's creator (the same one POST /projects uses: role check, number, default terms,
// budget, `created` activity), inside this command's transaction, so the link back to the enquiry, its
// `converted` activity and the job filing the estimate's PDF commit with the project or not at all.
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError } from '../../lib/errors.js';
import type { JobQueue } from '../../lib/jobs.js';
import { withTransaction } from '../../lib/transaction.js';
import { BUDGET_CATEGORIES, type BudgetCategory } from '../../models/index.js';
import { createProject } from '../projects/index.js';
import { Estimate } from './estimate.model.js';
import { presentEnquiry, type EnquiryJson } from './enquiries.presenter.js';
import {
  CONFLICTS,
  FILE_ESTIMATE_PDF_JOB,
  enquiryLink,
  findEnquiry,
  lockEnquiry,
} from './enquiries.service.js';
import { estimateLinesOf } from './estimates.service.js';

export interface EnquiryConversion {
  project_id: string;
  enquiry: EnquiryJson;
}

/**
 * A won enquiry with an accepted estimate becomes a project: name, client and site from the enquiry, contract
 * value the estimate's net, budget per cost category its sections' subtotals; the enquiry is linked (a second
 * call finds the link: 409). The estimate's PDF is filed in the project's files by a job queued in the same
 * transaction.
 */
export async function convertEnquiry(
  deps: { sequelize: Sequelize; jobs?: JobQueue },
  actor: Actor,
  id: string,
): Promise<EnquiryConversion> {
  const projectId = await withTransaction(deps.sequelize, async (transaction) => {
    const enquiry = await lockEnquiry(actor, id, transaction);
    if (enquiry.project_id) throw new ConflictError(CONFLICTS.alreadyConverted);
    if (enquiry.status !== 'won') throw new ConflictError(CONFLICTS.notWon);
    const estimate = await Estimate.findOne({
      where: { enquiry_id: enquiry.id, status: 'accepted' },
      order: [['version', 'DESC']],
      transaction,
    });
    if (!estimate) throw new ConflictError(CONFLICTS.noAccepted);
    const budget = Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c, 0])) as Record<BudgetCategory, number>;
    for (const l of await estimateLinesOf(estimate.id, transaction)) budget[l.section] += Number(l.net_pence);
    const project = await createProject(
      deps.sequelize,
      actor,
      {
        name: enquiry.title,
        description: enquiry.description,
        client_name: enquiry.client_name,
        client_contact_name: enquiry.client_contact_name,
        client_email: enquiry.client_email,
        client_phone: enquiry.client_phone,
        site_address: enquiry.site_address,
        site_postcode: enquiry.site_postcode,
        contract_value_pence: Number(estimate.net_pence),
        start_date: undefined, // a project's dates are set once it is planned
        end_date: undefined,
        budget,
      },
      {
        transaction,
        details: { from_enquiry: enquiry.reference, estimate: `${estimate.reference} v${estimate.version}` },
      },
    );
    await enquiry.update({ project_id: project.id, converted_at: new Date() }, { transaction });
    await recordActivity({
      actor,
      entityType: 'enquiry',
      entityId: enquiry.id,
      action: 'converted',
      details: { project_id: project.id, project_number: project.project_number },
      label: `${enquiry.reference} ${enquiry.title}`,
      link: enquiryLink(enquiry.id),
      transaction,
    });
    await deps.jobs?.send(
      FILE_ESTIMATE_PDF_JOB,
      { estimateId: estimate.id, projectId: project.id, companyId: actor.companyId, actorId: actor.userId },
      { transaction },
    );
    return project.id;
  });
  return { project_id: projectId, enquiry: presentEnquiry(await findEnquiry(actor, id), actor) };
}
