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

export async function signInAs(page: Page, role: 'worker' | 'supervisor' | 'manager' | 'admin') {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(`${role}@demo.example`);
  const target = role === 'worker' ? '/app/worker-dashboard' : '/app/dashboard';
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}
