// Company users and profile: a manager invites a worker (shown as Invited until they choose a password) who
// signs in; a fresh user edits their profile and changes their password (a fresh user, so other specs' demo
// logins keep working).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LoginPage, signInAs } from './pages/login.page';
import { choosePassword } from './pages/superadmin.page';
import { UsersPage, type InviteValues } from './pages/users.page';

// Each flow signs in several people (argon2 per sign-in and password choice): more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function invite(page: Page, values: InviteValues) {
  const users = new UsersPage(page);
  await users.goto();
  return (await users.invite(values)).link;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a manager invites a worker, who sets a password and signs in', async ({ page, browser }) => {
  const tag = randomUUID().slice(0, 8);
  const email = `worker-${tag}@demo.example`;
  await signInAs(page, 'manager');
  // A manager is never offered the admin role.
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  await expect(page.getByRole('dialog').getByRole('option', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const link = await invite(page, { first: 'Iolo', last: 'Rees', email, role: 'worker' });
  await page.getByLabel('Search users').fill(tag);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');

  const worker = await freshPage(browser);
  await choosePassword(worker.page, link, 'WorkerPass1');
  await expect(worker.page).toHaveURL(/\/app\/(worker-)?dashboard$/);
  // Accepting made the account: the row is now an active user with the usual controls.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
  await worker.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const login = new LoginPage(worker.page);
  await login.goto();
  await login.signIn(email, 'WorkerPass1');
  await expect(worker.page).toHaveURL(/\/app\/worker-dashboard$/);

  // Deactivation ends the worker's session at once.
  await page.getByRole('button', { name: 'Deactivate Iolo Rees' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Inactive');
  await worker.page.goto('/app/projects');
  await expect(worker.page).toHaveURL(/\/login$/);
  await worker.context.close();
});

test('a user edits their profile and changes their password', async ({ page, browser }) => {
  const tag = randomUUID().slice(0, 8);
  const email = `profile-${tag}@demo.example`;
  await signInAs(page, 'manager');
  const link = await invite(page, { first: 'Nia', last: 'Hughes', email, role: 'supervisor' });

  const user = await freshPage(browser);
  const p = user.page;
  await choosePassword(p, link, 'FirstPass1');
  await expect(p).toHaveURL(/\/app\/dashboard$/);

  await p.goto('/app/profile');
  await expect(p.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await p.getByLabel('First name').fill('Nerys');
  await p.getByLabel('Phone').fill('07700 900123');
  await p.getByRole('button', { name: 'Save profile' }).click();
  await expect(p.getByText('Profile updated')).toBeVisible();
  await p.reload();
  await expect(p.getByLabel('First name')).toHaveValue('Nerys');
  await expect(p.getByLabel('Phone')).toHaveValue('07700 900123');

  // Dark mode toggles and is remembered.
  await p.getByRole('button', { name: 'Toggle dark mode' }).click();
  expect(await p.evaluate(() => localStorage.getItem('dark_mode'))).toBe('true');

  await p.getByLabel('Current password', { exact: true }).fill('WrongPass1');
  await p.getByLabel('New password', { exact: true }).fill('SecondPass2');
  await p.getByLabel('Confirm new password').fill('SecondPass2');
  await p.getByRole('button', { name: 'Change password' }).click();
  await expect(p.getByText('Current password is incorrect')).toBeVisible();
  await p.getByLabel('Current password', { exact: true }).fill('FirstPass1');
  await p.getByRole('button', { name: 'Change password' }).click();
  await expect(p.getByText('Password changed')).toBeVisible();
  // Still signed in with the fresh token.
  await p.goto('/app/profile');
  await expect(p.getByLabel('First name')).toHaveValue('Nerys');

  await user.context.close();

  // On another device (no session cookie, nothing stored): the old password is refused, the new one works. The
  // same browser still holds a live session, and /login may take it straight back to the page it was on.
  const other = await freshPage(browser);
  const login = new LoginPage(other.page);
  await login.goto();
  await login.signIn(email, 'FirstPass1');
  await expect(other.page.getByText('Incorrect email or password')).toBeVisible();
  await login.goto();
  await login.signIn(email, 'SecondPass2');
  await expect(other.page).toHaveURL(/\/app\/dashboard$/);
  await other.context.close();
});
