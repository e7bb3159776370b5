// The whole route table of spec §2 with the minimum roles of §6.
import { Outlet, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import type { PENDING_PAGES } from '../features/pending/PendingPage';
import { WrapperBridge } from '../features/notifications/WrapperBridge';
import { RouteErrorFallback } from './ErrorBoundary';
import { lazyPage } from './lazy-page';
import { PublicOnly, RedirectKeepingQuery, RequireAuth, RequireRole, RoleHomeRedirect } from './guards';

// Every page is its own chunk (docs/decisions/0012-web-code-splitting.md): the first load carries only the
// shell (React, the router, Chakra, the guards) and the page opened. `apollo: false` marks pages that render
// no GraphQL hook at once, so Apollo Client stays out of their first load.
const HomePage = lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage), {
  apollo: false,
});
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage), {
  apollo: false,
});
const LoginPage = lazyPage(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const SuperadminLoginPage = lazyPage(() =>
  import('../features/superadmin/SuperadminLoginPage').then((m) => m.SuperadminLoginPage),
);
const SuperadminDashboardPage = lazyPage(() =>
  import('../features/superadmin/SuperadminDashboardPage').then((m) => m.SuperadminDashboardPage),
);
const AppShell = lazyPage(() => import('./StandardLayout').then((m) => m.AppShell), { apollo: false });
const UsersPage = lazyPage(() => import('../features/users/UsersPage').then((m) => m.UsersPage));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage));
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));
const ProjectsPage = lazyPage(() => import('../features/projects/ProjectsPage').then((m) => m.ProjectsPage));
const ProjectDetailPage = lazyPage(() =>
  import('../features/projects/ProjectDetailPage').then((m) => m.ProjectDetailPage),
);

function Landing() {
  return <HomePage />;
}

/** Pages whose HTML is prerendered into index.html (scripts/prerender.mjs), by path. */
const PRERENDERED_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '/': HomePage,
  '/home': HomePage,
  '/login': LoginPage,
};

/**
 * Starts loading the page for `pathname` when it is one of the prerendered ones; resolves when it has arrived
 * (at once otherwise). main.tsx waits for it so React's first render is that page, not the loading spinner.
 */
export function preloadPrerenderedPage(pathname: string): Promise<unknown> {
  const page = PRERENDERED_PAGES[pathname.replace(/\/+$/, '') || '/'];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

type PendingKey = keyof typeof PENDING_PAGES;

// The placeholder screens (and their texts) load with their route, like every page.
const PendingRoute = lazyPage<{ page: PendingKey }>(
  () =>
    import('../features/pending/PendingPage').then(({ PENDING_PAGES: pages, PendingPage }) => {
      function PendingRoutePage({ page }: { page: PendingKey }) {
        return <PendingPage {...pages[page]} />;
      }
      return PendingRoutePage;
    }),
  { apollo: false },
);

function pending(path: string, key: PendingKey): RouteObject {
  return { path, element: <PendingRoute page={key} /> };
}

function Root() {
  return (
    <AuthProvider>
      <Outlet />
      <WrapperBridge />
    </AuthProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/', element: <Landing /> },
          { path: '/home', element: <Landing /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
        ],
      },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/superadmin', element: <RedirectKeepingQuery to="/superadmin/login" /> },
      { path: '/superadmin/login', element: <SuperadminLoginPage /> },
      { path: '/superadmin/dashboard', element: <SuperadminDashboardPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <RoleHomeRedirect /> },
          {
            element: <RequireRole role="manager" />,
            children: [{ path: '/settings', element: <RedirectKeepingQuery to="/app/settings" /> }],
          },
          {
            path: '/app',
            element: <AppShell />,
            children: [
              { index: true, element: <RoleHomeRedirect /> },
              pending('worker-dashboard', 'workerDashboard'),
              { path: 'projects', element: <ProjectsPage /> },
              {
                path: 'projects/archived',
                element: <RedirectKeepingQuery to="/app/projects?view=archived" />,
              },
              { path: 'projects/:id', element: <ProjectDetailPage /> },
              { path: 'estimates', element: <RedirectKeepingQuery to="/app/enquiries" /> },
              pending('forms', 'forms'),
              pending('forms/:id', 'form'),
              pending('plant', 'plant'),
              pending('materials', 'materials'),
              pending('labour', 'labour'),
              pending('labour/:labour_id', 'labourDetail'),
              pending('labour/invoices/:invoice_id', 'labourInvoice'),
              { path: 'profile', element: <ProfilePage /> },
              {
                element: <RequireRole role="supervisor" />,
                children: [
                  pending('dashboard', 'dashboard'),
                  pending('enquiries', 'enquiries'),
                  pending('enquiries/:id', 'enquiry'),
                  pending('estimates/:id', 'estimate'),
                  pending('applications', 'applications'),
                  pending('applications/templates/create/:projectId', 'applicationTemplateCreate'),
                  pending('applications/templates/edit/:templateId', 'applicationTemplateEdit'),
                  pending('applications/create/:templateId', 'applicationCreate'),
                  pending('applications/:applicationId', 'application'),
                ],
              },
              {
                element: <RequireRole role="manager" />,
                children: [
                  { path: 'users', element: <UsersPage /> },
                  { path: 'settings', element: <SettingsPage /> },
                  pending('labour/setup', 'labourSetup'),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <RedirectKeepingQuery to="/" /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
