// The platform operator's day: sign in, set up a company, its new admin signs in, then suspending the company
// throws that admin out on their next call.
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LoginPage } from './pages/login.page';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';

// Each flow signs in several people (argon2 per sign-in and password choice): more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('superadmin sets up a company, its admin signs in, and suspension ends the admin’s session', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const company = `E2E Builders ${tag}`;
  const email = `owner-${tag}@e2e.example`;

  await page.goto('/superadmin/login');
  await expect(page.getByText('Restricted area. All actions are logged and monitored.')).toBeVisible();
  await expect(page.getByText(/© 2024/)).toBeVisible();
  await page.getByLabel('Username').fill('superadmin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');

  const superadmin = new SuperadminPage(page);
  await superadmin.signIn();
  await expect(page.getByRole('region', { name: 'System stats' })).toBeVisible();
  const link = await superadmin.setUpCompany({ company, first: 'Owen', last: 'Pryce', email });

  // The new admin, in their own browser, chooses a password by the link, then signs in with it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await choosePassword(adminPage, link, 'OwnerPass123');
  await expect(adminPage).toHaveURL(/\/app\/dashboard$/);
  await adminPage.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const login = new LoginPage(adminPage);
  await login.goto();
  await login.signIn(email, 'OwnerPass123');
  await expect(adminPage).toHaveURL(/\/app\/dashboard$/);
  await adminPage.goto('/app/users');
  await expect(adminPage.getByRole('cell', { name: email })).toBeVisible();

  // The company appears with its counts; suspending it is confirmed in a dialog.
  await page.getByRole('tab', { name: 'Companies' }).click();
  await page.getByLabel('Search companies').fill(company);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('Active');
  await superadmin.changeStatus(company, 'suspended');
  await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Suspended');

  // The admin's next call fails and lands them on /login; signing in again is refused.
  await adminPage.reload();
  await expect(adminPage).toHaveURL(/\/login$/);
  await login.signIn(email, 'OwnerPass123');
  await expect(adminPage.getByText('Your account is not active. Contact your administrator.')).toBeVisible();

  // The audit log shows what happened.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'Company status changed' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Company set up' }).first()).toBeVisible();
  await adminContext.close();
});

test('a superadmin session whose token is rejected is cleared with "Authentication expired"', async ({
  page,
}) => {
  await page.goto('/superadmin/login');
  await page.evaluate(() => {
    localStorage.setItem('superadmin_token', 'not-a-real-token');
    localStorage.setItem('superadmin_user', JSON.stringify({ id: 'x', username: 'superadmin' }));
  });
  await page.goto('/superadmin/dashboard');
  await expect(page.getByText('Authentication expired').first()).toBeVisible();
  await expect(page).toHaveURL(/\/superadmin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('superadmin_token'))).toBeNull();
});
