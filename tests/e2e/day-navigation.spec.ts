// Issue 35, point 1 and 2: nobody gets stuck between modules. Supervisors, managers and admins reach Plant,
// Materials and Forms from the desktop header at 1280px and at 768px (the rest under "More" there); a count on the
// dashboard opens the list behind it, filtered to exactly what it counted; a worker on a phone opens "My
// timesheet" and sees their own week, nobody else's.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';

// Each walk opens three pages (one sign-in, three lazy pages): more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const OFFICE = ['supervisor', 'manager', 'admin'] as const;
const MODULES = [
  { name: 'Plant', path: '/app/plant', heading: 'Plant' },
  { name: 'Materials', path: '/app/materials', heading: 'Materials' },
  { name: 'Forms', path: '/app/forms', heading: 'Forms' },
] as const;

/** Opens a module from the header: its inline link, or the "More" menu when the width put it there. */
async function openFromHeader(page: Page, name: string) {
  const header = page.getByRole('navigation', { name: 'Main navigation' });
  const inline = header.getByRole('link', { name, exact: true });
  const more = header.getByRole('button', { name: 'More' });
  // The shell has rendered once one of the two is there (isVisible does not wait).
  await expect(inline.or(more).first()).toBeVisible();
  if (await inline.isVisible()) {
    await inline.click();
  } else {
    await more.click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
}

/** Monday of this week in Europe/London as dd/mm/yyyy (the page's "Week commencing"). */
function thisMonday(): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/London' }));
  today.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  const dd = String(today.getDate()).padStart(2, '0');
  const mm = String(today.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${today.getFullYear()}`;
}

for (const role of OFFICE) {
  for (const width of [1280, 768]) {
    test(`a ${role} reaches Plant, Materials and Forms from the header at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, role);
      for (const module of MODULES) {
        await openFromHeader(page, module.name);
        await expect(page).toHaveURL(new RegExp(`${module.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: module.heading })).toBeVisible();
      }
      // The header fits: nothing in it runs past the right-hand edge.
      const banner = (await page.getByRole('banner').boundingBox())!;
      expect(banner.x + banner.width).toBeLessThanOrEqual(width);
      const userMenu = (await page.getByRole('button', { name: 'User menu' }).boundingBox())!;
      expect(userMenu.x + userMenu.width).toBeLessThanOrEqual(width);
    });
  }
}

test('at 1280px every module is inline; at 768px the less used ones are under More', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  const header = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Dashboard', 'Projects', 'Plant', 'Materials', 'Forms', 'Labour', 'Users']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: 'More' })).toHaveCount(0);
  await page.setViewportSize({ width: 768, height: 800 });
  await header.getByRole('button', { name: 'More' }).click();
  for (const name of ['Forms', 'Suppliers', 'Users']) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
});

test('a count on the dashboard opens exactly the records it counted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'supervisor');
  const timesheets = page.getByRole('link', { name: /^Timesheets awaiting approval: \d+$/ });
  // The board computes every module's figures: on a loaded machine that takes longer than expect's 7 s.
  await expect(timesheets).toBeVisible({ timeout: 20_000 });
  const counted = Number((await timesheets.textContent())!.trim());
  expect(counted).toBeGreaterThan(0);
  await timesheets.click();
  await expect(page).toHaveURL(/\/app\/labour\?status=submitted$/);
  await expect(page.getByTestId('timesheet-filter')).toContainText('Submitted timesheets, every week');
  const sheets = page.getByRole('group', { name: /^Timesheet / });
  await expect(sheets).toHaveCount(counted);
  for (const sheet of await sheets.all()) await expect(sheet).toContainText('Submitted');

  await page.goto('/app/dashboard');
  const plant = page.getByRole('link', { name: /^Plant requests awaiting approval: \d+$/ });
  await expect(plant).toBeVisible({ timeout: 20_000 });
  await plant.click();
  await expect(page).toHaveURL(/\/app\/plant\?status=requested$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plant' })).toBeVisible();
});

test('a worker on a phone opens My timesheet and sees their own week', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'worker');
  // From the worker dashboard's quick actions…
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'My timesheet' })
    .click();
  await expect(page).toHaveURL(/\/app\/labour\/my-timesheet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My timesheet' })).toBeVisible();
  await expect(page.getByTestId('my-week')).toHaveText(`Week commencing ${thisMonday()}`);
  // The demo worker is linked to Gareth Price: his sheet, and nobody else's.
  await expect(page.getByText('Gareth Price').first()).toBeVisible();
  const sheets = page.getByRole('group', { name: /^Timesheet / });
  await expect(sheets.first()).toBeVisible();
  for (const sheet of await sheets.all()) {
    await expect(sheet).toHaveAttribute('aria-label', 'Timesheet Gareth Price');
  }
  await expect(page.getByText('Tom Pryce')).toHaveCount(0);

  // …and from the quick-action menu in the bottom bar.
  await page.goto('/app/worker-dashboard');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'My timesheet' }).click();
  await expect(page).toHaveURL(/\/app\/labour\/my-timesheet$/);
  await expect(page.getByTestId('my-week')).toHaveText(`Week commencing ${thisMonday()}`);
});

test('the notification list stays on a 390px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'worker');
  await page.getByRole('button', { name: /Notifications/ }).click();
  const list = page.getByRole('menu', { name: 'Notifications' });
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('a worker on a desktop gets side navigation and a column, not a stretched phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'worker');
  const side = page.getByRole('navigation', { name: 'Side navigation' });
  await expect(side).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeHidden();
  await side.getByRole('link', { name: 'My timesheet' }).click();
  await expect(page).toHaveURL(/\/app\/labour\/my-timesheet$/);
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.width).toBeLessThan(900);
});
