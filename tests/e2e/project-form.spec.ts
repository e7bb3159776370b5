// The project form in a new user's first hour (issue 12) at 1280px: an emptied optional number is empty, not
// invalid; dates typed as dd/mm/yyyy or picked from an en-GB calendar; the dialog is a card, not the window's
// full height. (New projects starting from the company's defaults: settings.spec.ts, on a company of its own.)
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { ProjectDetailPage, uniqueSuffix } from './pages/projects.page';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 60_000 });

test('clearing Retention and Payment due days after typing saves: an emptied field is empty', async ({
  page,
}) => {
  const name = `Emptied Terms ${uniqueSuffix()}`;
  await signInAs(page, 'manager', '/app/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Project name').fill(name);
  const retention = form.getByLabel('Retention (%)');
  const due = form.getByLabel('Payment due (days after valuation)');
  await retention.fill('150');
  await due.fill('400');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form.getByText('Retention must be between 0 and 100')).toBeVisible();
  await retention.fill('');
  await due.fill('');
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  // The company's defaults filled the emptied terms.
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText(/^\d+(\.\d+)?%$/)).toBeVisible();

  await new ProjectDetailPage(page).button('Edit').click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Retention (%)').fill('');
  await edit.getByLabel('Final date for payment (days after due)').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Project updated')).toBeVisible();
  await expect(edit).toBeHidden();
});

test('dates are typed as dd/mm/yyyy or picked from an en-GB calendar', async ({ page }) => {
  const name = `Calendar Court ${uniqueSuffix()}`;
  await signInAs(page, 'manager', '/app/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Project name').fill(name);
  // Keyboard entry stays: 05/01/2026 is 5 January.
  await form.getByLabel('Start date').fill('05/01/2026');
  await form.getByRole('button', { name: 'Open calendar (start)' }).click();
  const calendar = form.getByRole('grid');
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAccessibleName('January 2026');
  // Weeks start on Monday: 1 January 2026 is a Thursday, so the first week holds Thursday to Sunday.
  await expect(calendar.getByRole('row').first().getByRole('gridcell')).toHaveCount(4);
  await expect(calendar.getByRole('gridcell', { name: 'Monday, 5 January 2026, selected' })).toBeVisible();
  await form.getByRole('button', { name: 'Open calendar (end)' }).click();
  const endCalendar = form.getByRole('grid');
  await endCalendar.getByRole('button', { name: /28/ }).first().click();
  await expect(form.getByLabel('End date')).toHaveValue(/^28\/\d{2}\/\d{4}$/);
  await form.getByLabel('End date').fill('30/09/2026');
  await form.getByRole('button', { name: 'Create project' }).click();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('05/01/2026')).toBeVisible({ timeout: 15_000 });
  await expect(overview.getByText('30/09/2026')).toBeVisible();
});

test('desktop dialogs are cards, not the full window height', async ({ page }) => {
  await signInAs(page, 'manager', '/app/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const box = (await page.getByRole('dialog').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(32);
  expect(box.y + box.height).toBeLessThanOrEqual(800 - 32);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/app/projects?create=note');
  const note = (await page.getByRole('dialog', { name: 'Add Project Note' }).boundingBox())!;
  expect(note.height).toBeLessThan(600);
});
