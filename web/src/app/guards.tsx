// Route guards and redirects (spec §2, §6). Every redirect keeps the current query string.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import type { Role } from '../features/auth';
import { useAuth } from '../features/auth';
import { hasRole, homeForRole } from '../features/auth';

/** Redirects to `to`, carrying over the current query string (and merging any query `to` already has). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  const [pathname = '/', ownQuery = ''] = to.split('?');
  const params = new URLSearchParams(ownQuery);
  new URLSearchParams(search).forEach((value, key) => {
    if (!params.has(key)) params.append(key, value);
  });
  const query = params.toString();
  return <Navigate to={{ pathname, search: query ? `?${query}` : '' }} replace />;
}

/** Requires a signed-in user; otherwise goes to /login remembering the wanted page (path + query). */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unauthenticated') {
    return (
      <Navigate
        to={{ pathname: '/login', search: location.search }}
        state={{ from: { pathname: location.pathname, search: location.search } }}
        replace
      />
    );
  }
  return <Outlet />;
}

/** Admits `role` and above; others go to their own dashboard. */
export function RequireRole({ role }: { role: Role }) {
  const { user } = useAuth();
  if (!hasRole(user?.role, role)) return <RedirectKeepingQuery to={homeForRole(user?.role)} />;
  return <Outlet />;
}

/** Public pages: signed-in users are sent to the dashboard for their role. */
export function PublicOnly() {
  const { status, user } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <RedirectKeepingQuery to={homeForRole(user?.role)} />;
  return <Outlet />;
}

/** /dashboard and the /app index: the dashboard for the signed-in user's role. */
export function RoleHomeRedirect() {
  const { user } = useAuth();
  return <RedirectKeepingQuery to={homeForRole(user?.role)} />;
}
