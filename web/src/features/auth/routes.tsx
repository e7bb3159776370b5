// Signing in and the signed-in user's own account (spec §2, §7 "Authentication"): sign-in (prerendered),
// the closed registration, password reset, and the profile with its password change.
import { defineFeature, lazyPage } from '../../lib/route-manifest';

// Signs in with fetchGraphQL, not Apollo, and needs only the first load's recipes: the page a worker opens most
// stays light (issue 13, decision 0040).
const LoginPage = lazyPage(() => import('./LoginPage').then((m) => m.LoginPage), {
  apollo: false,
  fullTheme: false,
});
const RegisterPage = lazyPage(() => import('./RegisterPage').then((m) => m.RegisterPage), { apollo: false });
// As light as the sign-in page (issue 36, decision 0072).
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage), {
  apollo: false,
  fullTheme: false,
});
const ResetPasswordPage = lazyPage(() => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage), {
  apollo: false,
  fullTheme: false,
});
const ProfilePage = lazyPage(() => import('./ProfilePage').then((m) => m.ProfilePage));

export const authFeature = defineFeature({
  name: 'auth',
  routes: [
    { path: '/login', access: 'guest', page: LoginPage, prerender: true },
    { path: '/register', access: 'guest', page: RegisterPage },
    { path: '/forgot-password', access: 'public', page: ForgotPasswordPage },
    { path: '/reset-password', access: 'public', page: ResetPasswordPage },
    {
      path: '/app/profile',
      access: 'worker',
      page: ProfilePage,
      nav: [{ slot: 'userMenu', label: 'Your Profile', order: 10 }],
    },
  ],
});
