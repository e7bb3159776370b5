// Suppliers: a manager adds a subcontractor with its CIS status and UTR, finds it by search and by the kind
// filter, edits it and deactivates it; a supervisor sees it read-only; a worker cannot open the page. The demo
// seed's suppliers are there too. Names carry a run tag, so reruns and parallel specs never collide.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { SuppliersPage } from './pages/suppliers.page';

test.describe.configure({ timeout: 90_000 });

test('a manager adds, finds, edits and deactivates a subcontractor; a supervisor only reads', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tag = randomUUID().slice(0, 6);
  const name = `Pryce Brickwork ${tag}`;
  await signInAs(page, 'manager');
  await page.getByRole('banner').getByRole('link', { name: 'Suppliers' }).click();
  const suppliers = new SuppliersPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  // The demo seed's suppliers are listed by name.
  await expect(suppliers.row('Valleys Plant Hire Ltd')).toBeVisible();

  // Field checks in core-api's words before anything is sent.
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await suppliers.fill({ name, kinds: ['Subcontractor'], utr: '12345' });
  await suppliers.dialog().getByRole('button', { name: 'Add supplier' }).click();
  await expect(
    suppliers.dialog().getByText('CIS status is required for labour agencies and subcontractors'),
  ).toBeVisible();
  await expect(suppliers.dialog().getByText('UTR must be 10 digits')).toBeVisible();
  await suppliers.fill({
    cisStatus: 'Net (20%)',
    utr: '58392 04716',
    verification: 'V6045128397',
    contact: 'Tom Pryce',
    phone: '07700 900815',
  });
  await suppliers.dialog().getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  await expect(suppliers.dialog()).toHaveCount(0);

  // Found by search and by the kind filter.
  await suppliers.search(`Pryce Brickwork ${tag}`);
  await expect(suppliers.row(name)).toContainText('Net (20%)');
  await expect(suppliers.row(name)).toContainText('UTR 5839204716');
  await suppliers.search('');
  await suppliers.filterKind('Subcontractor');
  await expect(page).toHaveURL(/kind=subcontractor/);
  await expect(suppliers.row(name)).toBeVisible();
  await expect(suppliers.row('Valleys Plant Hire Ltd')).toHaveCount(0);
  await suppliers.filterKind('Plant hire');
  await expect(suppliers.row(name)).toHaveCount(0);
  await suppliers.filterKind('All kinds');
  await suppliers.search(tag);

  // Edited: gross status now.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(suppliers.dialog().getByLabel('UTR')).toHaveValue('5839204716');
  await suppliers.fill({ cisStatus: 'Gross (0%)' });
  await suppliers.dialog().getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} updated`)).toBeVisible();
  await expect(suppliers.row(name)).toContainText('Gross (0%)');

  // A supervisor reads it, with no controls.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const supervisorPage = await context.newPage();
  await signInAs(supervisorPage, 'supervisor');
  const asSupervisor = new SuppliersPage(supervisorPage);
  await asSupervisor.goto();
  await asSupervisor.search(tag);
  await expect(asSupervisor.row(name)).toContainText('Gross (0%)');
  await expect(supervisorPage.getByRole('button', { name: 'Add supplier' })).toHaveCount(0);
  await expect(supervisorPage.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(supervisorPage.getByRole('button', { name: `Deactivate ${name}` })).toHaveCount(0);

  // Deactivated: gone from the active list, there under Inactive.
  await page.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name} deactivated`)).toBeVisible();
  await expect(suppliers.row(name)).toHaveCount(0);
  await suppliers.filterStatus('Inactive');
  await expect(suppliers.row(name)).toContainText('Inactive');
  await expect(page.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();

  await asSupervisor.filterStatus('Active and inactive');
  await expect(asSupervisor.row(name)).toContainText('Inactive');
  await context.close();
});

test('a worker cannot open Suppliers and is not offered it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'worker', '/app/plant');
  await expect(page.getByRole('heading', { level: 1, name: 'Plant' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suppliers' })).toHaveCount(0);
  await page.goto('/app/suppliers');
  await expect(page).toHaveURL(/\/app\/worker-dashboard$/);
});

test('the plant, materials and labour setup screens link to Suppliers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  for (const path of ['/app/plant', '/app/materials', '/app/labour/setup']) {
    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: 'Suppliers' }).click();
    await expect(page).toHaveURL(/\/app\/suppliers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  }
});
