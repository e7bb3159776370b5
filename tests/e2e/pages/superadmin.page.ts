// Page object for the superadmin screens: sign-in, company setup and status changes.
import { expect, type Page } from '@playwright/test';

export const SUPERADMIN_PASSWORD = process.env.SUPERADMIN_PASSWORD ?? 'Super1234!';

export class SuperadminPage {
  constructor(private readonly page: Page) {}

  async signIn(username = 'superadmin', password = SUPERADMIN_PASSWORD) {
    await this.page.goto('/superadmin');
    await expect(this.page).toHaveURL(/\/superadmin\/login$/);
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.page).toHaveURL(/\/superadmin\/dashboard$/);
  }

  /**
   * Chooses a tab and waits until it is the selected one. A click that lands before the page has hydrated only
   * focuses the server-drawn tab (seen once on a busy machine), so the click is repeated until it takes.
   */
  async openTab(name: string) {
    const tab = this.page.getByRole('tab', { name });
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass();
  }

  /** Sets up a company and returns the first admin's one-time set-password link as shown on screen. */
  async setUpCompany(values: { company: string; first: string; last: string; email: string }) {
    await this.openTab('Set up company');
    await this.page.getByLabel('Company name').fill(values.company);
    await this.page.getByLabel('VAT number').fill('GB123456789');
    await this.page.getByLabel('Admin first name').fill(values.first);
    await this.page.getByLabel('Admin last name').fill(values.last);
    await this.page.getByLabel('Admin email').fill(values.email);
    await this.page.getByRole('button', { name: 'Set up company' }).click();
    const link = this.page.getByLabel('Set-password link');
    await expect(link).toHaveValue(/\/reset-password\?token=/);
    return link.inputValue();
  }

  async changeStatus(company: string, status: 'active' | 'suspended' | 'cancelled') {
    await this.openTab('Companies');
    await this.page.getByLabel('Search companies').fill(company);
    const select = this.page.getByLabel(`Change status of ${company}`);
    await expect(select).toBeVisible();
    await select.selectOption(status);
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog.getByText('Change company status?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
}

/**
 * Opens a set-password link (absolute, as shown) on this app and chooses a password. An invitation's link
 * welcomes the person first and words the form for a first password; a reset link asks for a new one.
 */
export async function choosePassword(page: Page, link: string, password: string) {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel(/^(New password|Choose a password)$/).fill(password);
  await page.getByLabel(/^Confirm (new )?password$/).fill(password);
  await page.getByRole('button', { name: /^(Reset Password|Set password and sign in)$/ }).click();
}
