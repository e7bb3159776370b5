// The auth feature's public face (what other features and the shell may use): the session provider, its
// context and hook, the role rules of spec §6 and the user types. Pages are reached through routes.tsx.
// Keep this file light: the shell imports it, so everything here is in every page's first load.
export { AuthProvider } from './AuthProvider';
export { AuthContext, useAuth } from './auth-context';
export type { AuthContextValue, AuthStatus } from './auth-context';
export {
  DEFAULT_POST_LOGIN_PATH,
  MAIN_DASHBOARD_PATH,
  ROLE_LABELS,
  ROLE_ORDER,
  WORKER_DASHBOARD_PATH,
  hasRole,
  homeForRole,
  isWorker,
  roleRank,
} from './roles';
export type { AuthUser, Role } from './auth.api';
