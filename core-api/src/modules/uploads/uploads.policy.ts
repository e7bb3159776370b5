// Owns who may see and delete a file. A project's files follow the project (its visibility and, while it is
// archived, its lock: projects' policy); a company-level file (no project) is seen by its uploader and by
// supervisors and up, and deleted by its uploader or a manager and up. Anything else is 404 or 403.
// On top of that, a document filed from a record (an application's PDF, an estimate's, a priced order's) is
// read as that record is: its `min_role` (decision 0052). Below it the file does not exist for the reader — not
// listed, not counted, 404 on read, download and delete — as the record itself answers them.
import { roleAtLeast, rolesUpTo, type Actor } from '../../lib/auth.js';
import type { Role } from '../../models/index.js';
import { AuthorizationError } from '../../lib/errors.js';
import { canDeleteFile } from '../projects/index.js';

export const ONLY_UPLOADER_OR_MANAGER = 'Only the uploader or a manager can delete this file';
export const ONLY_MANAGER_DELETES_RECORD_FILES =
  'Only a manager can delete a document filed from a record or a form’s photo or signature';

/**
 * A file a record or a form made (a filed PDF, a form's photo or signature: `source_type` set) belongs to that
 * record: its uploader may not delete it, only a manager and up (decision 0066).
 */
export function isRecordFile(file: { source_type?: string | null }): boolean {
  return !!file.source_type;
}

/** Whether `actor`'s role reaches the file's floor (a filed document's record's read role; worker for uploads). */
export function meetsFileRole(actor: Actor, file: { min_role: Role }): boolean {
  return roleAtLeast(actor.role, file.min_role);
}

/** The floors `actor` reaches: what a list or count of files keeps (`min_role IN (...)`). */
export function readableFileRoles(actor: Actor): Role[] {
  return rolesUpTo(actor.role);
}

/** Whether `actor` sees every company-level file, not only the ones they uploaded. */
export function seesCompanyFiles(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'supervisor');
}

/** Whether `actor` may see a company-level file (one with no project). */
export function maySeeCompanyFile(actor: Actor, file: { uploaded_by: string | null }): boolean {
  return file.uploaded_by === actor.userId || seesCompanyFiles(actor);
}

/**
 * What a file row offers the reader: delete, for its uploader or a manager and up (a record's or form's file:
 * a manager and up only), while its project is live.
 */
export function mayDeleteFile(
  actor: Actor,
  file: { uploaded_by: string | null; source_type?: string | null },
  project?: { is_archived: boolean } | null,
): boolean {
  if (isRecordFile(file) && !roleAtLeast(actor.role, 'manager')) return false;
  return canDeleteFile(actor, file, project);
}

/** Refuses (403) a delete by anyone but the uploader or a manager and up; the archived lock is checked apart. */
export function authorizeDelete(
  actor: Actor,
  file: { uploaded_by: string | null; source_type?: string | null },
): void {
  if (isRecordFile(file) && !roleAtLeast(actor.role, 'manager')) {
    throw new AuthorizationError(ONLY_MANAGER_DELETES_RECORD_FILES);
  }
  if (!canDeleteFile(actor, file)) throw new AuthorizationError(ONLY_UPLOADER_OR_MANAGER);
}
