// The whole route table of spec §2 with the minimum roles of §6.
import { Suspense, lazy } from 'react';
import { Outlet, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SuperadminLoginPage } from '../features/superadmin/SuperadminLoginPage';
import { PENDING_PAGES, PendingPage } from '../features/pending/PendingPage';
import { WrapperBridge } from '../features/notifications/WrapperBridge';
import { RouteErrorFallback } from './ErrorBoundary';
import { AppShell } from './StandardLayout';
import {
  FullPageSpinner,
  PublicOnly,
  RedirectKeepingQuery,
  RequireAuth,
  RequireRole,
  RoleHomeRedirect,
} from './guards';

// The landing page is the largest public screen and no signed-in user sees it: its own chunk.
const HomePage = lazy(() =>
  import('../features/home/HomePage').then((module) => ({ default: module.HomePage })),
);

function Landing() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <HomePage />
    </Suspense>
  );
}

function pending(path: string, key: keyof typeof PENDING_PAGES): RouteObject {
  return { path, element: <PendingPage {...PENDING_PAGES[key]} /> };
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
              pending('projects', 'projects'),
              {
                path: 'projects/archived',
                element: <RedirectKeepingQuery to="/app/projects?view=archived" />,
              },
              pending('projects/:id', 'project'),
              { path: 'estimates', element: <RedirectKeepingQuery to="/app/enquiries" /> },
              pending('forms', 'forms'),
              pending('forms/:id', 'form'),
              pending('plant', 'plant'),
              pending('materials', 'materials'),
              pending('labour', 'labour'),
              pending('labour/:labour_id', 'labourDetail'),
              pending('labour/invoices/:invoice_id', 'labourInvoice'),
              pending('profile', 'profile'),
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
                  pending('users', 'users'),
                  pending('settings', 'settings'),
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
