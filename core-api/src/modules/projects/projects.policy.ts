// Owns who may do what to a project, its notes and its files: ONE table (PROJECT_RULES) that both enforces the
// rules (authorize → 403 for the role, 409 for the project's state) and tells the UI what to show (abilitiesFor),
// so the two can never disagree. Company and team visibility are resolved by the caller before these are asked.
//
// The rule in words: reversible changes (archive, restore) are for supervisors and up; irreversible ones (delete,
// force delete) for managers and up. An archived project is locked: nothing on it changes (details, team, notes,
// files, folders) until it is restored. Commercial terms are for supervisors and up.
import type { Actor } from '../../lib/auth.js';
import { roleAtLeast } from '../../lib/auth.js';
import { AuthorizationError, ConflictError } from '../../lib/errors.js';
import { ROLES, type ProjectNote, type ProjectStatus, type Role } from '../../models/index.js';
import { PROJECT_ARCHIVE, PROJECT_STATUS, archiveStateOf } from './projects.transitions.js';

export type ProjectAction =
  | 'create'
  | 'view_commercial'
  | 'edit'
  | 'delete'
  | 'force_delete'
  | 'manage_team'
  | 'add_note'
  | 'upload'
  | 'create_folders';

interface Rule {
  /** The lowest role allowed (spec §6 order: worker < supervisor < manager < admin). */
  minRole: Role;
  /** `live`: the action needs a project that is not archived (an archived project is locked). */
  state?: 'live';
  /** The 403 detail when the role is too low. */
  denied: string;
}

/**
 * The permission table. Read it as: action → lowest role, and whether an archived project refuses it. Moves
 * between states (status, archive, restore) are the transition tables in projects.transitions.ts.
 */
export const PROJECT_RULES: Record<ProjectAction, Rule> = {
  create: { minRole: 'supervisor', denied: 'Only supervisors and above can create projects' },
  view_commercial: {
    minRole: 'supervisor',
    denied: 'Commercial details are visible to supervisors and above',
  },
  edit: { minRole: 'supervisor', state: 'live', denied: 'Only supervisors and above can edit a project' },
  delete: { minRole: 'manager', denied: 'Only managers and admins can delete a project' },
  force_delete: { minRole: 'manager', denied: 'Only managers and admins can force delete a project' },
  manage_team: {
    minRole: 'supervisor',
    state: 'live',
    denied: 'Only supervisors and above can change the team',
  },
  add_note: { minRole: 'worker', state: 'live', denied: 'You cannot add notes to this project' },
  upload: { minRole: 'worker', state: 'live', denied: 'You cannot add files to this project' },
  create_folders: {
    minRole: 'supervisor',
    state: 'live',
    denied: 'Only supervisors and above can create the project folders',
  },
};

/** The 409 detail for any write to an archived project. */
export const ARCHIVED_LOCKED = 'This project is archived. Restore it before making changes.';

/** What the state rule needs of a project: whether it is archived. */
type ProjectState = { is_archived: boolean };

function stateAllows(rule: Rule, project?: ProjectState): boolean {
  return !rule.state || !project || !project.is_archived;
}

/** Whether the actor may do `action` (to `project`, when given: its state counts too). */
export function can(actor: Actor, action: ProjectAction, project?: ProjectState): boolean {
  const rule = PROJECT_RULES[action];
  return roleAtLeast(actor.role, rule.minRole) && stateAllows(rule, project);
}

/**
 * Throws 403 when the actor's role is below what the action needs, then 409 when the project's state refuses
 * it (an archived project is locked). Call it after the
 * visibility check, so an invisible project is 404 first.
 */
export function authorize(actor: Actor, action: ProjectAction, project?: ProjectState): void {
  const rule = PROJECT_RULES[action];
  if (!roleAtLeast(actor.role, rule.minRole)) throw new AuthorizationError(rule.denied);
  if (project && !stateAllows(rule, project)) {
    throw new ConflictError(ARCHIVED_LOCKED);
  }
}

/** 409 when the project is archived: every write to what hangs off a project (notes, files, team) asks this. */
export function assertNotArchived(project: ProjectState): void {
  if (project.is_archived) throw new ConflictError(ARCHIVED_LOCKED);
}

export interface ProjectAbilities {
  can_edit: boolean;
  can_archive: boolean;
  can_restore: boolean;
  can_delete: boolean;
  can_force_delete: boolean;
  can_manage_team: boolean;
  can_add_note: boolean;
  can_upload: boolean;
  can_create_folders: boolean;
  can_view_commercial: boolean;
  /** The statuses the actor may move the project to now (none while it is archived). */
  status_moves: ProjectStatus[];
}

export function abilitiesFor(
  actor: Actor,
  project: ProjectState & { status: ProjectStatus },
): ProjectAbilities {
  const archive = archiveStateOf(project);
  return {
    can_edit: can(actor, 'edit', project),
    can_archive: PROJECT_ARCHIVE.can(actor, archive, 'archived'),
    can_restore: PROJECT_ARCHIVE.can(actor, archive, 'live'),
    can_delete: can(actor, 'delete', project),
    can_force_delete: can(actor, 'force_delete', project),
    can_manage_team: can(actor, 'manage_team', project),
    can_add_note: can(actor, 'add_note', project),
    can_upload: can(actor, 'upload', project),
    can_create_folders: can(actor, 'create_folders', project),
    can_view_commercial: can(actor, 'view_commercial'),
    status_moves: can(actor, 'edit', project) ? PROJECT_STATUS.allowed(actor, project.status) : [],
  };
}

/** Whether the actor sees commercial terms (contract value and form, budget, retention, payment, DRC, client contact). */
export function seesCommercial(actor: Actor): boolean {
  return can(actor, 'view_commercial');
}

/** Whether the actor sees every project of their company (supervisor and up); a worker sees their teams'. */
export function seesAllProjects(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/** Whether someone of `role` may read what is written at `level` (a note, its notification). */
export function readsLevel(role: Role, level: Role): boolean {
  return roleAtLeast(role, level);
}

/** Note levels the actor may read: their role and every one below it. */
export function visibleLevels(actor: Actor): Role[] {
  return ROLES.slice(0, ROLES.indexOf(actor.role) + 1);
}

/** Note levels the actor may give a note: the same set (never above their own role). */
export const choosableLevels = visibleLevels;

export function canSeeNote(actor: Actor, note: Pick<ProjectNote, 'visibility_level'>): boolean {
  return roleAtLeast(actor.role, note.visibility_level);
}

/** The author or a manager and up, on a live project. */
export function canModifyNote(
  actor: Actor,
  note: Pick<ProjectNote, 'author_id' | 'visibility_level'>,
  project?: ProjectState,
): boolean {
  if (project?.is_archived) return false;
  return canSeeNote(actor, note) && (note.author_id === actor.userId || roleAtLeast(actor.role, 'manager'));
}

/** The uploader or a manager and up, and not on an archived project. */
export function canDeleteFile(
  actor: Actor,
  file: { uploaded_by: string | null },
  project?: ProjectState | null,
): boolean {
  if (project?.is_archived) return false;
  return file.uploaded_by === actor.userId || roleAtLeast(actor.role, 'manager');
}
