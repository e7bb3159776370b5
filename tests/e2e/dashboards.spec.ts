// Dashboards that update live, two browsers: a manager creates a project and changes another's status; the
// supervisor's dashboard shows both without a reload (how fast — within 1 s at the 95th percentile — is
// `npm run bench`'s live board row, on a quiet machine: decision 0093). Also the budget table view, full screen, and
// the worker's phone dashboard (quick actions, their projects, their notifications).
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { signInAs } from './pages/login.page';
import { apiAddTeamMember, apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 90_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: join(screens, 'dashboards', name), fullPage: true });
}

test('the supervisor’s dashboard shows another user’s changes live, without a reload', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const other = await apiCreateProject(request, manager.token, { name: `Signal Box ${suffix}` });

  const supervisorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const board = await supervisorContext.newPage();
  await signInAs(board, 'supervisor');
  await expect(board).toHaveURL(/\/app\/dashboard$/);
  await expect(board.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(board.getByText(/^Live · updated/)).toBeVisible({ timeout: 10_000 });
  // Marks this page: a reload would lose it.
  await board.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const activity = board.locator('[data-figure="activity.recent"]');
  await shot(board, 'dashboard-1280.png');

  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await managerContext.newPage();
  await signInAs(office, 'manager', '/app/projects');
  await office.getByRole('button', { name: 'New project' }).click();
  const form = office.getByRole('dialog');
  const name = `Harbour Steps ${suffix}`;
  await form.getByLabel('Project name').fill(name);
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(activity.getByText(new RegExp(`created project P-\\d{4} ${name}$`))).toBeVisible();

  await office.goto(`/app/projects/${other.id}`);
  await office.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = office.getByRole('dialog');
  await edit.getByLabel('Status').selectOption({ label: 'Active' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    activity.getByText(
      new RegExp(`moved project ${other.project_number} Signal Box ${suffix} from \\w[\\w ]* to Active$`),
    ),
  ).toBeVisible();
  // The status counts moved too, and the page was never reloaded.
  await expect(board.getByRole('link', { name: /^Active: \d+$/ })).toBeVisible();
  expect(await board.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await supervisorContext.close();
  await managerContext.close();
});

test('budget as a table, and full screen for the site office', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'manager');
  const budget = page.locator('[data-figure="projects.budget_vs_committed"]');
  await expect(budget.getByRole('img', { name: /^Budget against committed spend\./ })).toBeVisible();
  await budget.getByText('Table', { exact: true }).click();
  const table = budget.getByRole('table', { name: 'Budget against committed spend' });
  await expect(table.getByRole('columnheader', { name: 'Committed' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('£');
  await shot(page, 'dashboard-table-1280.png');

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

  // On a phone the cards stack and the budget opens as a table; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Budget against committed spend' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'dashboard-390.png');
});

test('a worker’s phone dashboard: quick actions, their projects, their notifications', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const project = await apiCreateProject(request, manager.token, { name: `Pen-y-Bryn Depot ${suffix}` });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInAs(page, 'worker');
  await expect(page).toHaveURL(/\/app\/worker-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: 'New Plant Request' })).toHaveAttribute(
    'href',
    '/app/plant?create=true',
  );
  const mine = page.locator('[data-figure="projects.mine"]');
  await expect(
    mine.getByRole('link', { name: `${project.project_number} Pen-y-Bryn Depot ${suffix}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My notifications' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'worker-dashboard-390.png');
  await mine.getByRole('link', { name: `${project.project_number} Pen-y-Bryn Depot ${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${project.id}$`));
  await context.close();
});
