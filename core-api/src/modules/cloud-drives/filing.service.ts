// Owns the filing side's reads and writes for people (decision 0076): a project's filings as the reader may
// see them (files above their role left out), a failed filing sent again, a project's tree in the drive and
// its queueing (from the folders state machine and on project creation), and the archive/restore moves.
import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { ActivityHandler } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { JobQueue } from '../../lib/jobs.js';
import { withTransaction } from '../../lib/transaction.js';
import type { Project } from '../../models/index.js';
import { Upload } from '../../models/index.js';
import { getProjectFolderTemplate } from '../settings/index.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveFiling } from './cloud-drive-filing.model.js';
import { CloudDriveFolder } from './cloud-drive-folder.model.js';
import { CloudDriveTree } from './cloud-drive-tree.model.js';
import { sendPump } from './filing.jobs.js';
import { mayRetryFiling, readableFilingRoles } from './filing.policy.js';
import { presentFiling, presentTree, type CloudTree } from './filing.presenter.js';

export const FILING_NOT_FOUND = 'Filing not found';
export const ONLY_FAILED_RETRIES = 'Only a filing that failed can be retried';

/** The company's connection with a root picked (where trees and filings go), or null. */
export function connectionWithRoot(companyId: string, transaction?: Transaction) {
  return CloudDriveConnection.findOne({
    where: { company_id: companyId, root_id: { [Op.ne]: null } },
    transaction,
  });
}

/** Whether the company has a drive connected with a root (project creation starts the folders then). */
export async function hasCloudDrive(companyId: string, transaction?: Transaction) {
  return (await connectionWithRoot(companyId, transaction)) !== null;
}

/**
 * Queues the project's tree in the company's drive (a no-op without a connection, or when it is queued or made
 * already), with the pump, inside `transaction`.
 */
export async function queueCloudTree(
  jobs: JobQueue,
  project: Pick<Project, 'id' | 'company_id' | 'is_archived' | 'archive_reason'>,
  transaction?: Transaction,
) {
  const connection = await connectionWithRoot(project.company_id, transaction);
  if (!connection) return;
  const where = { connection_id: connection.id, root_id: connection.root_id!, project_id: project.id };
  const [tree, made] = await CloudDriveTree.findOrCreate({
    where,
    defaults: {
      ...where,
      company_id: project.company_id,
      wanted_placement: project.is_archived ? 'archived' : 'live',
      placement_reason: project.is_archived ? (project.archive_reason ?? null) : null,
    },
    transaction,
  });
  if (!made && tree.status !== 'failed') return;
  if (!made)
    await tree.update(
      { status: 'queued', attempts: 0, error: null, next_attempt_at: new Date() },
      { transaction },
    );
  await sendPump(jobs, project.company_id, { transaction });
}

/** The project's tree in the company's drive, or null when no drive is connected. */
export async function cloudTreeOf(companyId: string, projectId: string): Promise<CloudTree | null> {
  const connection = await connectionWithRoot(companyId);
  if (!connection) return null;
  const where = { connection_id: connection.id, root_id: connection.root_id!, project_id: projectId };
  const [tree, folders, template] = await Promise.all([
    CloudDriveTree.findOne({ where }),
    CloudDriveFolder.findAll({ where }),
    getProjectFolderTemplate(companyId),
  ]);
  return presentTree(connection, tree, folders, template);
}

/** Archive and restore move the project's folder (the pump does it; the reason goes in a note beside it). */
export function placementHandler(deps: { jobs: JobQueue }): ActivityHandler {
  return async (activity, transaction) => {
    if (activity.entity_type !== 'project') return;
    if (activity.action !== 'archived' && activity.action !== 'restored') return;
    const [moved] = await CloudDriveTree.update(
      {
        wanted_placement: activity.action === 'archived' ? 'archived' : 'live',
        placement_reason: activity.reason,
        next_attempt_at: new Date(),
      },
      { where: { company_id: activity.company_id, project_id: activity.entity_id }, transaction },
    );
    if (moved) await sendPump(deps.jobs, activity.company_id, { transaction });
  };
}

/**
 * The project's filings the reader may see (files above their role left out), newest first. The caller has
 * checked the reader may see the project (the projects module's route does).
 */
export async function projectFilings(db: Sequelize, actor: Actor, projectId: string) {
  const connection = await CloudDriveConnection.findOne({ where: { company_id: actor.companyId } });
  if (!connection) return [];
  const filings = await CloudDriveFiling.findAll({
    where: {
      company_id: actor.companyId,
      connection_id: connection.id,
      project_id: projectId,
      upload_id: {
        [Op.in]: db.literal(
          `(SELECT id FROM uploads WHERE project_id = ${db.escape(projectId)} AND min_role IN (${readableFilingRoles(
            actor,
          )
            .map((r) => db.escape(r))
            .join(', ')}))`,
        ),
      },
    },
    order: [['created_at', 'DESC']],
  });
  return filings.map((f) => presentFiling(f, connection, actor));
}

/**
 * The filings of these documents (company-level ones too: kept CIS statements) by upload id, as the reader may
 * see them: documents above their role are left out.
 */
export async function filingsOfUploads(actor: Actor, uploadIds: string[]) {
  const out = new Map<string, ReturnType<typeof presentFiling>>();
  if (!uploadIds.length) return out;
  const connection = await CloudDriveConnection.findOne({ where: { company_id: actor.companyId } });
  if (!connection) return out;
  const readable = await Upload.findAll({
    where: {
      id: { [Op.in]: uploadIds },
      company_id: actor.companyId,
      min_role: { [Op.in]: readableFilingRoles(actor) },
    },
    attributes: ['id'],
  });
  if (!readable.length) return out;
  const filings = await CloudDriveFiling.findAll({
    where: { connection_id: connection.id, upload_id: { [Op.in]: readable.map((u) => u.id) } },
  });
  for (const f of filings) out.set(f.upload_id, presentFiling(f, connection, actor));
  return out;
}

export class FilingService {
  constructor(
    private readonly db: Sequelize,
    private readonly jobs: JobQueue,
  ) {}

  /** Sends a failed filing again (supervisors and up); another company's, or one of a file above them, is 404. */
  async retry(actor: Actor, filingId: string) {
    return withTransaction(this.db, async (transaction) => {
      const filing = await CloudDriveFiling.findOne({
        where: { id: filingId, company_id: actor.companyId },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      const upload =
        filing &&
        (await Upload.findOne({
          where: { id: filing.upload_id, min_role: { [Op.in]: readableFilingRoles(actor) } },
          transaction,
        }));
      if (!filing || !upload) throw new NotFoundError(FILING_NOT_FOUND);
      if (!mayRetryFiling(actor)) throw new AuthorizationError();
      if (filing.status !== 'failed') throw new ConflictError(ONLY_FAILED_RETRIES);
      await filing.update(
        { status: 'queued', attempts: 0, error: null, next_attempt_at: new Date() },
        { transaction },
      );
      await sendPump(this.jobs, actor.companyId, { transaction });
      const connection = await CloudDriveConnection.findByPk(filing.connection_id, { transaction });
      return presentFiling(filing, connection!, actor);
    });
  }
}
