// The Add Project Note flow from the mobile quick action at 390px (spec §2, §5, §8), as a worker on the team.
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiAddTeamMember, apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';

// Each test signs in (argon2) and drives several screens; leave room on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('a worker adds a note from the quick action at 390px', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const mine = await apiCreateProject(request, manager.token, { name: `Canal Side ${suffix}` });
  const notMine = await apiCreateProject(request, manager.token, { name: `Hidden Yard ${suffix}` });
  await apiAddTeamMember(request, manager.token, mine.id, worker.userId);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'worker');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'New Project Note' }).click();
  await expect(page).toHaveURL(/\/app\/projects\?create=note$/);

  const dialog = page.getByRole('dialog', { name: 'Add Project Note' });
  const submit = dialog.getByRole('button', { name: 'Add Note' });
  await expect(submit).toBeDisabled();
  const select = dialog.getByLabel('Project');
  await expect(
    select.locator('option', { hasText: `${mine.project_number} — Canal Side ${suffix}` }),
  ).toHaveCount(1);
  await expect(select.locator('option', { hasText: notMine.project_number })).toHaveCount(0);

  await select.focus();
  await dialog.getByLabel('Note').focus();
  await expect(dialog.getByText('Please select a project')).toBeVisible();
  await dialog.getByLabel('Note').fill('   ');
  await select.selectOption({ label: `${mine.project_number} — Canal Side ${suffix}` });
  await expect(dialog.getByText('Please enter note content')).toBeVisible();
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Note').fill('Scaffold inspection booked for Monday 8am.');
  await expect(dialog.getByLabel('Visibility')).toHaveValue('worker');
  await submit.click();
  await expect(page.getByText('Project note added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Below 768px the list is cards, not a table; a worker sees only the projects they are on.
  const cards = page.getByRole('list', { name: 'Projects' });
  await expect(cards.getByRole('link', { name: `Canal Side ${suffix}` })).toBeVisible();
  await expect(cards.getByRole('link', { name: `Hidden Yard ${suffix}` })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Projects' })).toBeHidden();

  await page.goto(`/app/projects/${mine.id}`);
  const notes = page.getByRole('list', { name: 'Project notes' });
  await expect(notes).toContainText('Scaffold inspection booked for Monday 8am.');
  await expect(notes).toContainText('All Team Members');
});
