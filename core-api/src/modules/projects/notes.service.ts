// Owns project notes: a reader sees a note only when their role is at or above its visibility level (enforced
// in every query here), only the author or a manager and up edits or deletes one, and nobody may make a note
// visible only above their own role. Each change is recorded in the project's history.
import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { ProjectDependent } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { ProjectNote, ROLES, User, type Role } from '../../models/index.js';
import { countRowsByProject, findVisibleProject, recordProjectActivity } from './project-access.js';
import { assertNotArchived, authorize, canModifyNote, canSeeNote, visibleLevels } from './projects.policy.js';
import type { Project } from '../../models/index.js';

export const NOTE_NOT_FOUND = 'Note not found';
const AUTHOR = { model: User, as: 'author', attributes: ['id', 'first_name', 'last_name'] };

/** The notes at or below the caller's level, newest first, of a project they may see (the first `limit`). */
export function visibleNotesOf(actor: Actor, projectId: string, limit?: number): Promise<ProjectNote[]> {
  return ProjectNote.findAll({
    where: { project_id: projectId, visibility_level: { [Op.in]: visibleLevels(actor) } },
    include: [AUTHOR],
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    ...(limit === undefined ? {} : { limit }),
  });
}

/** Notes as a project dependent: counted before a delete (all levels), removed by a forced one. */
export const notesDependent: ProjectDependent = {
  key: 'notes',
  label: ['note', 'notes'],
  count: (projectIds, options) => countRowsByProject('project_notes', projectIds, options),
  destroy: async (projectId, { transaction }) => {
    await ProjectNote.destroy({ where: { project_id: projectId }, transaction });
  },
};

function assertLevelAllowed(actor: Actor, level: Role | undefined): void {
  if (level && ROLES.indexOf(level) > ROLES.indexOf(actor.role)) {
    throw ValidationError.single(
      'visibility_level',
      'You cannot make a note visible only above your own role',
    );
  }
}

export class NotesService {
  constructor(private readonly sequelize: Sequelize) {}

  async list(
    actor: Actor,
    projectId: string,
    limit?: number,
  ): Promise<{ project: Project; notes: ProjectNote[] }> {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    return { project, notes: await visibleNotesOf(actor, projectId, limit) };
  }

  private async load(actor: Actor, projectId: string, noteId: string, transaction?: Transaction) {
    const note = await ProjectNote.findOne({
      where: { id: noteId, project_id: projectId, company_id: actor.companyId },
      include: [AUTHOR],
      transaction,
    });
    if (!note || !canSeeNote(actor, note)) throw new NotFoundError(NOTE_NOT_FOUND);
    return note;
  }

  async add(actor: Actor, projectId: string, input: { content: string; visibility_level?: Role }) {
    assertLevelAllowed(actor, input.visibility_level);
    let project: Project | undefined;
    const noteId = await withTransaction(this.sequelize, async (t) => {
      project = await findVisibleProject(actor, projectId, { transaction: t, withManager: false });
      authorize(actor, 'add_note', project); // 409 on an archived project
      const note = await ProjectNote.create(
        {
          company_id: actor.companyId,
          project_id: projectId,
          author_id: actor.userId,
          content: input.content,
          visibility_level: input.visibility_level ?? 'worker',
        },
        { transaction: t },
      );
      await recordProjectActivity(actor, projectId, 'note_added', {
        details: { note_id: note.id, visibility_level: note.visibility_level },
        transaction: t,
      });
      return note.id;
    });
    return { project: project!, note: await this.load(actor, projectId, noteId) };
  }

  async update(
    actor: Actor,
    projectId: string,
    noteId: string,
    input: { content?: string; visibility_level?: Role },
  ) {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    assertLevelAllowed(actor, input.visibility_level);
    await withTransaction(this.sequelize, async (t) => {
      const note = await this.load(actor, projectId, noteId, t);
      if (!canModifyNote(actor, note)) {
        throw new AuthorizationError('Only the author or a manager can edit this note');
      }
      assertNotArchived(project);
      const changes: Partial<Pick<ProjectNote, 'content' | 'visibility_level'>> = {};
      if (input.content !== undefined) changes.content = input.content;
      if (input.visibility_level !== undefined) changes.visibility_level = input.visibility_level;
      await note.update(changes, { transaction: t });
      await recordProjectActivity(actor, projectId, 'note_updated', {
        details: { note_id: note.id, visibility_level: note.visibility_level },
        transaction: t,
      });
    });
    return { project, note: await this.load(actor, projectId, noteId) };
  }

  async remove(actor: Actor, projectId: string, noteId: string): Promise<void> {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    await withTransaction(this.sequelize, async (t) => {
      const note = await this.load(actor, projectId, noteId, t);
      if (!canModifyNote(actor, note)) {
        throw new AuthorizationError('Only the author or a manager can delete this note');
      }
      assertNotArchived(project);
      await note.destroy({ transaction: t });
      await recordProjectActivity(actor, projectId, 'note_deleted', {
        details: { note_id: note.id, visibility_level: note.visibility_level },
        transaction: t,
      });
    });
  }
}
