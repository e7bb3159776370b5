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

/**
 * Signs in through the sign-in page as a demo user. With `at`, the way a person follows a link while signed out:
 * the app sends them to /login, keeps the page they wanted and takes them straight there after sign-in — one load
 * of the app instead of the dashboard first and then the page (auth.spec.ts proves the wanted page is kept).
 */
export async function signInAs(page: Page, role: 'worker' | 'supervisor' | 'manager' | 'admin', at?: string) {
  const login = new LoginPage(page);
  if (at) {
    await page.goto(at);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  } else {
    await login.goto();
  }
  await login.signIn(`${role}@demo.example`);
  // The page may tidy its query string once it has opened what it names: the path is what sign-in decides.
  const target = at
    ? new URL(at, 'http://localhost').pathname
    : role === 'worker'
      ? '/app/worker-dashboard'
      : '/app/dashboard';
  await expect(page).toHaveURL((url) => url.pathname === target);
}
