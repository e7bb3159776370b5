// Owns who may do what to a project or note (the role rules of docs/contract-projects.md). Company and
// team visibility are resolved by the service before these are asked; this module only answers for roles.
import type { Actor } from '../../lib/auth.js';
import { roleAtLeast } from '../../lib/auth.js';
import { AuthorizationError } from '../../lib/errors.js';
import { ROLES, type Project, type ProjectNote, type Role } from '../../models/index.js';

export type ProjectAction =
  | 'create'
  | 'edit'
  | 'archive'
  | 'restore'
  | 'delete'
  | 'force_delete'
  | 'manage_team'
  | 'add_note'
  | 'create_folders';

const MIN_ROLE: Record<ProjectAction, Role> = {
  create: 'supervisor',
  edit: 'supervisor',
  archive: 'manager',
  restore: 'manager',
  delete: 'supervisor',
  force_delete: 'manager',
  manage_team: 'supervisor',
  add_note: 'worker',
  create_folders: 'supervisor',
};

const DENIED: Partial<Record<ProjectAction, string>> = {
  force_delete: 'Only managers and admins can force delete a project',
};

export function can(actor: Actor, action: ProjectAction, project?: Project): boolean {
  if (!roleAtLeast(actor.role, MIN_ROLE[action])) return false;
  if (action === 'edit' && project?.is_archived) return false;
  return true;
}

/** Throws 403 when the actor's role is below what the action needs (state rules answer 409 elsewhere). */
export function authorize(actor: Actor, action: ProjectAction, _project?: Project): void {
  if (!roleAtLeast(actor.role, MIN_ROLE[action])) throw new AuthorizationError(DENIED[action]);
}

export interface ProjectAbilities {
  can_edit: boolean;
  can_archive: boolean;
  can_delete: boolean;
  can_force_delete: boolean;
  can_manage_team: boolean;
  can_add_note: boolean;
  can_create_folders: boolean;
}

export function abilitiesFor(actor: Actor, project: Project): ProjectAbilities {
  return {
    can_edit: can(actor, 'edit', project),
    can_archive: can(actor, project.is_archived ? 'restore' : 'archive', project),
    can_delete: can(actor, 'delete', project),
    can_force_delete: can(actor, 'force_delete', project),
    can_manage_team: can(actor, 'manage_team', project),
    can_add_note: can(actor, 'add_note', project),
    can_create_folders: can(actor, 'create_folders', project),
  };
}

/** Note levels the actor may read: their role and every one below it. */
export function visibleLevels(actor: Actor): Role[] {
  return ROLES.slice(0, ROLES.indexOf(actor.role) + 1);
}

export function canSeeNote(actor: Actor, note: Pick<ProjectNote, 'visibility_level'>): boolean {
  return roleAtLeast(actor.role, note.visibility_level);
}

export function canModifyNote(
  actor: Actor,
  note: Pick<ProjectNote, 'author_id' | 'visibility_level'>,
): boolean {
  return canSeeNote(actor, note) && (note.author_id === actor.userId || roleAtLeast(actor.role, 'manager'));
}
