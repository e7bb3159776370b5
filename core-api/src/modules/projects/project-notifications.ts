// Owns who hears about changes to a project: the people on its team (never the one who made the change) —
// a new note if their role may read it (type `project_note`), and the project's status, details, archive and
// restore (type `project_updated`). Both deep-link to the project.
import { QueryTypes, type Transaction } from 'sequelize';
import type { NotificationDraft, NotificationRule } from '../../kit/module.js';
import { roleAtLeast } from '../../lib/auth.js';
import { Project, ProjectNote, type Role } from '../../models/index.js';

const UPDATES: Record<string, (name: string, to: string | null | undefined) => string> = {
  status_changed: (name, to) => `${name} is now ${(to ?? '').replace('_', ' ')}`,
  updated: (name) => `${name} was updated`,
  archived: (name) => `${name} was archived`,
  restored: (name) => `${name} was restored`,
};

async function teamOfProject(projectId: string, transaction?: Transaction) {
  return Project.sequelize!.query<{ id: string; role: Role }>(
    `SELECT u.id, u.role FROM project_team_members t JOIN users u ON u.id = t.user_id
      WHERE t.project_id = :projectId AND u.is_active`,
    { type: QueryTypes.SELECT, replacements: { projectId }, transaction },
  );
}

export const projectNotificationRule: NotificationRule = async (activity, { transaction }) => {
  if (activity.entity_type !== 'project') return [];
  const isNote = activity.action === 'note_added';
  const update = UPDATES[activity.action];
  if (!isNote && !update) return [];
  const project = await Project.findByPk(activity.entity_id, {
    attributes: ['id', 'project_number', 'name'],
    transaction,
  });
  if (!project) return [];
  const name = `${project.project_number} ${project.name}`;
  let team = await teamOfProject(project.id, transaction);
  let draft: Omit<NotificationDraft, 'user_id'>;
  if (isNote) {
    const level = activity.min_role ?? 'worker';
    team = team.filter((member) => roleAtLeast(member.role, level));
    const noteId = activity.details?.note_id;
    const note =
      typeof noteId === 'string'
        ? await ProjectNote.findByPk(noteId, { attributes: ['content'], transaction })
        : null;
    const content = note?.content ?? '';
    draft = {
      type: 'project_note',
      title: `New note on ${name}`,
      body: content.length > 200 ? `${content.slice(0, 199)}…` : content,
      payload: { project_id: project.id },
    };
  } else {
    draft = {
      type: 'project_updated',
      title: update!(name, activity.to_state),
      body: activity.reason ?? null,
      payload: { project_id: project.id },
    };
  }
  return team.map((member) => ({ ...draft, user_id: member.id }));
};
