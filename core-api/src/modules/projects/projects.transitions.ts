// Owns how a project moves between states, on the shared transitions kit (lib/transitions.ts): the status table
// (planning → active → completed …) and the archive table (live ⇄ archived, each way with a reason). The
// service applies them (409 naming both states, 403 for a role below the move, 400 without a needed reason, an
// activity row per move); the policy turns them into the project's abilities (`status_moves`, `can_archive`,
// `can_restore`), so the select in the web app offers exactly the moves core-api accepts.
import { defineTransitions } from '../../lib/transitions.js';
import type { ProjectStatus } from '../../models/index.js';

/**
 * Project status: from → to, the lowest role, whether a reason is required. Every status move is a reversible
 * edit (a cancelled project can be replanned, a completed one reopened), so, like editing, supervisors and up.
 * States are named as they are on the wire ("Cannot change status from active to planning", the contract's
 * words).
 */
export const PROJECT_STATUS = defineTransitions<ProjectStatus>('project', [
  { from: 'planning', to: 'active', minRole: 'supervisor' },
  { from: ['planning', 'active'], to: 'on_hold', minRole: 'supervisor' },
  { from: 'on_hold', to: 'active', minRole: 'supervisor' },
  { from: ['active', 'on_hold'], to: 'completed', minRole: 'supervisor' },
  { from: ['planning', 'active', 'on_hold'], to: 'cancelled', minRole: 'supervisor' },
  { from: 'completed', to: 'active', minRole: 'supervisor' },
  { from: 'cancelled', to: 'planning', minRole: 'supervisor' },
]);

/** Whether a project is archived, as a state of the archive table. */
export type ArchiveState = 'live' | 'archived';

export function archiveStateOf(project: { is_archived: boolean }): ArchiveState {
  return project.is_archived ? 'archived' : 'live';
}

/**
 * Archive and restore: reversible, so supervisors and up, and both need a reason (spec: "archived with a reason
 * and restored with a reason"). Archiving what is already archived, or restoring what is live, keeps the
 * contract's words.
 */
export const PROJECT_ARCHIVE = defineTransitions<ArchiveState>(
  'project',
  [
    { from: 'live', to: 'archived', minRole: 'supervisor', reasonRequired: true, action: 'archived' },
    { from: 'archived', to: 'live', minRole: 'supervisor', reasonRequired: true, action: 'restored' },
  ],
  {
    alreadyIn: (state) => (state === 'archived' ? 'Project is already archived' : 'Project is not archived'),
  },
);
