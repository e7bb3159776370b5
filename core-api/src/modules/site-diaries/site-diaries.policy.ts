// Owns who may do what with a project's site diary. Anyone who may see the project reads its diary: the site
// team's workers included (project visibility, 404 otherwise), as they read its forms and notes — the diary is
// the team's record of the day and holds no money. The site manager — supervisor and up — writes, signs and
// corrects it; a signed diary is locked (corrections are addenda); an archived project takes no writes.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import type { Role } from '../../models/index.js';

export const DIARY_READ_ROLE: Role = 'worker';
export const DIARY_WRITE_ROLE: Role = 'supervisor';

export const DIARY_SIGNED_LOCKED = 'This diary is signed and locked. Add an addendum to correct it.';
export const DIARY_CHANGED =
  'This diary was changed by someone else since you opened it. Reload it to see their changes.';
export const DIARY_NOT_SIGNED = 'Only a signed diary takes an addendum. Edit the draft instead.';
export const DIARY_ALREADY_SIGNED = 'This diary is already signed';
export const DIARY_FUTURE = 'A diary cannot be written for a day that has not started';
export const PHOTO_NOT_FOUND = 'Photo not found on this project';

type DiaryState = { status: 'draft' | 'signed' } | null;
type ProjectState = { is_archived: boolean };

export function writesDiary(actor: Pick<Actor, 'role'>): boolean {
  return roleAtLeast(actor.role, DIARY_WRITE_ROLE);
}

export function mayEditDiary(actor: Pick<Actor, 'role'>, project: ProjectState, diary: DiaryState): boolean {
  return writesDiary(actor) && !project.is_archived && diary?.status !== 'signed';
}

export function maySignDiary(actor: Pick<Actor, 'role'>, project: ProjectState, diary: DiaryState): boolean {
  return mayEditDiary(actor, project, diary);
}

export function mayAddAddendum(
  actor: Pick<Actor, 'role'>,
  project: ProjectState,
  diary: DiaryState,
): boolean {
  return writesDiary(actor) && !project.is_archived && diary?.status === 'signed';
}
