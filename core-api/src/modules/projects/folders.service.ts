// Owns a project's folder state machine: not_created → creating → created | failed (a retry from failed runs
// again). The `creating` claim is a conditional UPDATE, so two concurrent calls never both build the tree.
import { Op } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { ConflictError } from '../../lib/errors.js';
import { Project } from '../../models/index.js';
import { getProjectFolderTemplate } from '../settings/settings.service.js';
import type { DriveAdapter } from './drive.js';
import { authorize } from './projects.policy.js';
import type { ProjectService } from './projects.service.js';

/** A `creating` claim older than this is treated as abandoned (process died mid-way) and may be retried. */
const STALE_CREATING_MS = 2 * 60_000;

export class FolderService {
  constructor(
    private readonly projects: ProjectService,
    private readonly drive: DriveAdapter,
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
    };
  }

  async status(actor: Actor, id: string) {
    return this.present(await this.projects.findVisible(actor, id));
  }

  async create(actor: Actor, id: string) {
    const project = await this.projects.findVisible(actor, id);
    authorize(actor, 'create_folders', project);
    if (project.folder_status === 'created') return this.present(project);
    const [claimed] = await Project.update(
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
      },
    );
    if (!claimed) {
      const now = await this.projects.findVisible(actor, id);
      if (now.folder_status === 'created') return this.present(now);
      throw new ConflictError('Folder creation is already in progress');
    }
    try {
      const subfolders = await getProjectFolderTemplate(actor.companyId);
      const { folderId } = await this.drive.createProjectTree({
        companyId: actor.companyId,
        projectId: id,
        folderName: `${project.project_number} ${project.name}`,
        subfolders,
      });
      await Project.update(
        {
          folder_status: 'created',
          folder_error: null,
          drive_folder_id: folderId,
          drive_provider: this.drive.provider,
          folder_updated_at: new Date(),
        },
        { where: { id } },
      );
      await this.projects.record(actor, id, 'folders_created', {
        details: { provider: this.drive.provider },
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await Project.update(
        { folder_status: 'failed', folder_error: message.slice(0, 1000), folder_updated_at: new Date() },
        { where: { id } },
      );
      await this.projects.record(actor, id, 'folders_failed', { reason: message.slice(0, 1000) });
    }
    return this.status(actor, id);
  }
}
