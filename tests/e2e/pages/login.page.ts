// Page object for /login: selects by role and label, as a person would.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(path = '/login') {
    await this.page.goto(path);
  }

  email() {
    return this.page.getByLabel('Email');
  }

  password() {
    return this.page.getByLabel('Password', { exact: true });
  }

  submit() {
    return this.page.getByRole('button', { name: 'Sign in' });
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  async expectError(text: string) {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }
}

type DemoRole = 'worker' | 'supervisor' | 'manager' | 'admin';

/**
 * The session each demo role's first sign-in in this Playwright worker left in the browser (what the app keeps in
 * sessionStorage: its token and user), reused by the worker's later `signInAs` calls (decision 0093).
 */
const kept = new Map<DemoRole, { token: string; user: string }>();

/** True when core-api still accepts `token` (sign-out, a password change or deactivation revoke sessions). */
async function stillValid(page: Page, token: string): Promise<boolean> {
  const res = await page.request.post('/graphql', {
    data: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok()) return false;
  const body = (await res.json()) as { data?: { me?: { id?: string } }; errors?: unknown[] };
  return !body.errors?.length && typeof body.data?.me?.id === 'string';
}

/**
 * Opens `at` (else the role's dashboard) signed in as a demo user. The first time in a Playwright worker, through
 * the sign-in page, the way a person follows a link while signed out: the app sends them to /login, keeps the
 * page they wanted and takes them straight there after sign-in (auth.spec.ts proves the form, the redirect and the
 * kept page and query string on their own). After that the worker reuses the role's session, as a person whose tab
 * is still signed in opens a link: the stored session, then the page — one load of the app instead of the sign-in
 * page, a sign-in and then the page (~0.5 CPU-s of the two-core machine per call; decision 0093). A session that
 * is no longer valid (another test signed it out) is replaced by signing in again.
 */
export async function signInAs(page: Page, role: DemoRole, at?: string) {
  // The page may tidy its query string once it has opened what it names: the path is what sign-in decides.
  const target = at ?? (role === 'worker' ? '/app/worker-dashboard' : '/app/dashboard');
  const targetPath = new URL(target, 'http://localhost').pathname;
  const session = kept.get(role);
  if (session && (await stillValid(page, session.token))) {
    // Any same-origin document gives the tab its storage: the BFF's health answer is the lightest.
    await page.goto('/health');
    await page.evaluate((s) => {
      localStorage.removeItem('access_token');
      localStorage.removeItem('user');
      sessionStorage.setItem('access_token', s.token);
      sessionStorage.setItem('user', s.user);
    }, session);
    await page.goto(target);
    await expect(page).toHaveURL((url) => url.pathname === targetPath);
    return;
  }
  kept.delete(role);
  const login = new LoginPage(page);
  if (at) {
    await page.goto(at);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  } else {
    await login.goto();
  }
  await login.signIn(`${role}@demo.example`);
  await expect(page).toHaveURL((url) => url.pathname === targetPath);
  const stored = await page.evaluate(() => ({
    token: sessionStorage.getItem('access_token'),
    user: sessionStorage.getItem('user'),
  }));
  if (stored.token && stored.user) kept.set(role, { token: stored.token, user: stored.user });
}
