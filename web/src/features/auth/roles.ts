// Role order (spec §6) and where each role lands: the single source for guards and navigation.
import type { Role } from './auth.api';

export const ROLE_ORDER: readonly Role[] = ['worker', 'supervisor', 'manager', 'admin'];

/** Each role's name (spec §6). */
export const ROLE_LABELS: Record<string, string> = {
  worker: 'Worker',
  supervisor: 'Supervisor',
  manager: 'Manager',
  admin: 'Admin',
};

export const WORKER_DASHBOARD_PATH = '/app/worker-dashboard';
export const MAIN_DASHBOARD_PATH = '/app/dashboard';
export const DEFAULT_POST_LOGIN_PATH = '/dashboard';

export function roleRank(role: Role): number {
  return ROLE_ORDER.indexOf(role);
}

/** A route needing `required` admits that role and any higher one. Unknown roles are admitted nowhere. */
export function hasRole(role: Role | undefined, required: Role): boolean {
  if (!role) return false;
  const rank = roleRank(role);
  return rank >= 0 && rank >= roleRank(required);
}

/** Workers live on the worker dashboard; everyone else on the main dashboard. */
export function homeForRole(role: Role | undefined): string {
  return role === 'worker' ? WORKER_DASHBOARD_PATH : MAIN_DASHBOARD_PATH;
}

export function isWorker(role: Role | undefined): boolean {
  return role === 'worker';
}
