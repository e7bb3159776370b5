// The app shell: navigation by role, the mobile bottom tabs, dark mode, legacy redirects.
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';

test('the desktop header shows items by role', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'supervisor');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Enquiries' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('a manager sees Users, and the old settings paths redirect', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Users' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/app\/settings$/);
  await page.goto('/app/projects/archived');
  await expect(page).toHaveURL(/\/app\/projects\?view=archived$/);
  await page.goto('/app/estimates');
  await expect(page).toHaveURL(/\/app\/enquiries$/);
});

test('a 390px viewport shows the bottom tabs and the quick actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'worker');
  const tabs = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(tabs).toBeVisible();
  for (const name of ['Dashboard', 'Projects', 'Forms', 'Plant', 'Materials']) {
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Quick actions' }).click();
  for (const name of ['New Form', 'New Plant Request', 'New Material Request', 'New Project Note']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
});

test('dark mode survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /dark mode/i }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});
