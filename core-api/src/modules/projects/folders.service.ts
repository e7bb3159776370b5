// Owns a project's folder state machine: not_created → creating → created | failed (a retry from failed runs
// again). The `creating` claim is a conditional UPDATE, so two concurrent calls never both build the tree; the
// building itself is a background job (queued in the claim's transaction), retried with backoff, and the call
// that asked waits for it within the spec's 30 seconds, answering `creating` if it is not done by then.
import { Op, type Sequelize } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import type { ActivityHandler } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import type { DriveAdapter } from '../../lib/drive.js';
import { ConflictError } from '../../lib/errors.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs.js';
import { withTransaction } from '../../lib/transaction.js';
import { Project } from '../../models/index.js';
import { cloudTreeOf, hasCloudDrive, queueCloudTree } from '../cloud-drives/index.js';
import { getProjectFolderTemplate } from '../settings/index.js';
import { findVisibleProject, recordProjectActivity } from './project-access.js';
import { authorize } from './projects.policy.js';

export const FOLDER_FAILED =
  'The project folders could not be created in the cloud drive. Try again; if it keeps failing, contact support.';
export const CREATE_FOLDERS_JOB = 'project.create-folders';

/** A `creating` claim older than this is treated as abandoned (every attempt lost) and may be claimed again. */
const STALE_CREATING_MS = 10 * 60_000;
/** How long the asking call waits for the job (the web's timeout for this call is 30 s). */
const WAIT_MS = 25_000;

interface CreateFoldersJob {
  projectId: string;
  companyId: string;
  actorId: string;
}

/**
 * The job that builds a project's folder tree in our storage and, with a cloud drive connected, queues the same
 * tree there (decision 0076: the cloud tree is made folder by folder by the filing pump, its progress in
 * folder-status).
 */
export function createFoldersJob(
  deps: Pick<AppDeps, 'drive' | 'logger' | 'sequelize' | 'jobs'>,
): JobDefinition<CreateFoldersJob> {
  const actorOf = (job: CreateFoldersJob) => ({ userId: job.actorId, companyId: job.companyId });
  return {
    name: CREATE_FOLDERS_JOB,
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 120,
    async handler(job) {
      const project = await Project.findOne({ where: { id: job.projectId, company_id: job.companyId } });
      if (!project || project.folder_status !== 'creating') return; // deleted, or done by another attempt
      const subfolders = await getProjectFolderTemplate(job.companyId);
      const { folderId } = await deps.drive.createProjectTree({
        companyId: job.companyId,
        projectId: project.id,
        folderName: `${project.project_number} ${project.name}`,
        subfolders,
      });
      await withTransaction(deps.sequelize, async (transaction) => {
        await project.update(
          {
            folder_status: 'created',
            folder_error: null,
            drive_folder_id: folderId,
            drive_provider: deps.drive.provider,
            folder_updated_at: new Date(),
          },
          { transaction },
        );
        await recordProjectActivity(actorOf(job), project.id, 'folders_created', {
          details: { provider: deps.drive.provider },
          transaction,
        });
        await queueCloudTree(deps.jobs, project, transaction);
      });
    },
    // The provider's own words can carry server paths or system errors: they went to the log with each
    // attempt; team members see a reason they can act on.
    async onFailed(job, err) {
      deps.logger.error({ err, projectId: job.projectId }, 'project folder creation failed');
      await withTransaction(deps.sequelize, async (transaction) => {
        const [changed] = await Project.update(
          { folder_status: 'failed', folder_error: FOLDER_FAILED, folder_updated_at: new Date() },
          { where: { id: job.projectId, folder_status: 'creating' }, transaction },
        );
        if (changed) {
          await recordProjectActivity(actorOf(job), job.projectId, 'folders_failed', {
            reason: FOLDER_FAILED,
            transaction,
          });
        }
      });
    },
  };
}

/**
 * A project created while the company has a cloud drive connected gets its folders at once (spec: "automatic
 * cloud-drive folders"): the claim and the job in the creating transaction, so creation never waits on a drive.
 * Without a connection, folders are made when someone asks, as before.
 */
export function startFoldersOnCreate(deps: Pick<AppDeps, 'jobs'>): ActivityHandler {
  return async (activity, transaction) => {
    if (activity.entity_type !== 'project' || activity.action !== 'created' || !activity.actor_id) return;
    if (!(await hasCloudDrive(activity.company_id, transaction))) return;
    const [claimed] = await Project.update(
      { folder_status: 'creating', folder_error: null, folder_updated_at: new Date() },
      { where: { id: activity.entity_id, folder_status: 'not_created' }, transaction },
    );
    if (!claimed) return;
    const job: CreateFoldersJob = {
      projectId: activity.entity_id,
      companyId: activity.company_id,
      actorId: activity.actor_id,
    };
    await deps.jobs.send(CREATE_FOLDERS_JOB, job, { transaction });
  };
}

export class FolderService {
  constructor(
    private readonly db: Sequelize,
    private readonly drive: DriveAdapter,
    private readonly jobs: JobQueue,
  ) {}

  private async present(project: Project) {
    return {
      project_id: project.id,
      status: project.folder_status,
      error: project.folder_error ?? null,
      drive_folder_id: project.drive_folder_id ?? null,
      provider: project.drive_provider ?? this.drive.provider,
      // The company's template (settings): what was, or will be, created.
      folders: await getProjectFolderTemplate(project.company_id),
      // The same tree in the company's cloud drive, when one is connected (decision 0076).
      cloud: await cloudTreeOf(project.company_id, project.id),
    };
  }

  async status(actor: Actor, id: string) {
    return this.present(await findVisibleProject(actor, id, { withManager: false }));
  }

  async create(actor: Actor, id: string) {
    const project = await findVisibleProject(actor, id, { withManager: false });
    authorize(actor, 'create_folders', project); // 403 below supervisor, 409 on an archived project
    if (project.folder_status === 'created') {
      // Made here before a drive was connected, or its cloud tree failed: the cloud tree is (re)queued.
      await withTransaction(this.db, (transaction) => queueCloudTree(this.jobs, project, transaction));
      return this.present(project);
    }
    const claimed = await withTransaction(this.db, async (transaction) => {
      const [count] = await Project.update(
        { folder_status: 'creating', folder_error: null, folder_updated_at: new Date() },
        {
          where: {
            id,
            company_id: actor.companyId,
            [Op.or]: [
              { folder_status: { [Op.in]: ['not_created', 'failed'] } },
              {
                folder_status: 'creating',
                folder_updated_at: { [Op.lt]: new Date(Date.now() - STALE_CREATING_MS) },
              },
            ],
          },
          transaction,
        },
      );
      if (count) {
        const job: CreateFoldersJob = { projectId: id, companyId: actor.companyId, actorId: actor.userId };
        await this.jobs.send(CREATE_FOLDERS_JOB, job, { transaction });
      }
      return count > 0;
    });
    if (!claimed) {
      const now = await findVisibleProject(actor, id, { withManager: false });
      if (now.folder_status === 'created') return this.present(now);
      throw new ConflictError('Folder creation is already in progress');
    }
    return this.present(await this.settled(actor, id));
  }

  /** The project once its folders are created or failed, or still `creating` when that takes too long. */
  private async settled(actor: Actor, id: string): Promise<Project> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const project = await findVisibleProject(actor, id, { withManager: false });
      if (project.folder_status !== 'creating' || Date.now() > until) return project;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
