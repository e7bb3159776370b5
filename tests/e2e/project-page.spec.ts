// The project page in a new user's first hour (issue 12), each at the width where it was seen: no sideways
// scroll on a phone, what site staff use first, commercial terms for supervisors and up only, the permission
// table (archive supervisor+, delete manager+), an archived project read-only, the team Remove confirmed,
// note levels limited to the writer's, note delete in the app's dialog with an (edited) mark, History by level,
// and the manager picker.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import {
  apiAddNote,
  apiAddTeamMember,
  apiArchiveProject,
  apiCreateProject,
  apiSignIn,
  pageScrollWidth,
  ProjectDetailPage,
  toast,
  uniqueSuffix,
} from './pages/projects.page';

// Each test signs in (argon2) and drives several screens; leave room on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const COMMERCIAL = {
  client_contact_name: 'Gwen Price',
  client_email: 'gwen.price@client.example',
  contract_value_pence: 123_456_789_012,
  contract_form: 'JCT_DB',
  budget: { labour: 98_765_432_100, materials: 1_234_500 },
};

/** A project with the demo worker on its team. */
async function teamProject(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const manager = await apiSignIn(page.request, 'manager');
  const worker = await apiSignIn(page.request, 'worker');
  const project = await apiCreateProject(page.request, manager.token, { name, ...extra });
  await apiAddTeamMember(page.request, manager.token, project.id, worker.userId);
  return { project, manager, worker };
}

async function top(page: Page, region: string): Promise<number> {
  const box = await page.getByRole('region', { name: region, exact: true }).boundingBox();
  if (!box) throw new Error(`${region} is not on the page`);
  return box.y;
}

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a 190-character name does not make the project page scroll sideways', async ({ page }) => {
    const name = `Llanfairpwllgwyngyll${'Gogerychwyrndrobwllllantysiliogogogoch'.repeat(5)}`.slice(0, 190);
    const { project } = await teamProject(page, name, {
      ...COMMERCIAL,
      client_name: 'C'.repeat(150),
      site_address: `Unit 4, ${'Y'.repeat(150)}`,
      description: 'Z'.repeat(400),
    });
    await signInAs(page, 'manager');
    const detail = new ProjectDetailPage(page);
    await detail.goto(project.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('list', { name: 'Budget vs committed' })).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
    // The budget fits: every card inside the screen.
    for (const card of await page
      .getByRole('list', { name: 'Budget vs committed' })
      .getByRole('listitem')
      .all()) {
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });

  test('notes, team and files come before the overview, stats and history on a phone', async ({ page }) => {
    const { project } = await teamProject(page, `Phone Order ${uniqueSuffix()}`, COMMERCIAL);
    await signInAs(page, 'worker', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    const order = [
      await top(page, 'Notes'),
      await top(page, 'Team'),
      await top(page, 'Files'),
      await top(page, 'Overview'),
      await top(page, 'Stats'),
      await top(page, 'History'),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390);
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a worker sees no contract value, budget, payment terms or client contact', async ({ page }) => {
    const name = `Commercial Wharf ${uniqueSuffix()}`;
    const { project } = await teamProject(page, name, COMMERCIAL);
    await signInAs(page, 'worker', '/app/projects');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(table.getByRole('link', { name })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Contract value' })).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: 'Sort' }).locator('option', { hasText: 'Contract value' }),
    ).toHaveCount(0);

    await new ProjectDetailPage(page).goto(project.id);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Client');
    for (const hidden of [
      'Contract value',
      'Contract form',
      'Retention',
      'Payment terms',
      'Budget',
      'Client contact',
    ]) {
      await expect(overview.getByText(hidden, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('region', { name: 'Stats' })).toBeVisible();
    await expect(page.getByLabel('Budget vs committed')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('£');
    await expect(page.locator('main')).not.toContainText('gwen.price@client.example');
  });

  test('a supervisor archives and restores a project and is offered no Delete', async ({ page }) => {
    const { project } = await teamProject(page, `Archive Yard ${uniqueSuffix()}`, COMMERCIAL);
    await signInAs(page, 'supervisor');
    const detail = new ProjectDetailPage(page);
    await detail.goto(project.id);
    // Supervisors see the commercial terms (labels, never codes).
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('£1,234,567,890.12');
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('JCT Design and Build');
    await expect(page.getByRole('table', { name: 'Budget vs committed' })).toBeVisible();
    await expect(detail.button('Delete')).toHaveCount(0);
    await detail.confirmWithReason('Archive', 'Practical completion');
    await expect(page.getByText('Project archived')).toBeVisible();
    await expect(detail.button('Archive')).toHaveCount(0);
    await detail.confirmWithReason('Restore', 'Snagging visit');
    await expect(detail.button('Archive')).toBeVisible();
    await expect(detail.history()).toContainText('Restored');
  });

  test('an archived project is read-only: no note form, team changes, uploads or folders', async ({
    page,
  }) => {
    const { project, manager } = await teamProject(page, `Locked Depot ${uniqueSuffix()}`);
    await apiAddNote(page.request, manager.token, project.id, 'Written before archiving');
    await apiArchiveProject(page.request, manager.token, project.id);
    await signInAs(page, 'manager', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    await expect(page.getByRole('note')).toContainText('The project is locked');
    await expect(page.getByRole('list', { name: 'Project notes' })).toContainText('Written before archiving');
    await expect(page.getByLabel('New note')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add note' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Choose files' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create folder structure' })).toHaveCount(0);
    const note = page.getByRole('list', { name: 'Project notes' }).getByRole('listitem');
    await expect(note.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(note.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Restore', exact: true })).toBeVisible();
  });

  test('Remove asks before taking someone off the team', async ({ page }) => {
    const { project } = await teamProject(page, `Team Confirm ${uniqueSuffix()}`);
    await signInAs(page, 'manager', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    const team = page.getByRole('list', { name: 'Team members' });
    await page.getByRole('button', { name: 'Remove Callum Davies' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Callum Davies?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(team).toContainText('Callum Davies');
    await page.getByRole('button', { name: 'Remove Callum Davies' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, 'Team member removed')).toBeVisible();
    await expect(page.getByText('No one is on this project yet.')).toBeVisible();
  });

  test('the note visibility select offers only the levels the writer may choose', async ({ page }) => {
    const { project } = await teamProject(page, `Levels ${uniqueSuffix()}`);
    await signInAs(page, 'supervisor', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    await expect(page.getByLabel('Note visibility').locator('option')).toHaveText([
      'All Team Members',
      'Supervisors & Above',
    ]);
    await page.goto('/app/projects?create=note');
    await expect(page.getByRole('dialog').getByLabel('Visibility').locator('option')).toHaveText([
      'All Team Members',
      'Supervisors & Above',
    ]);
  });

  test('a note is deleted through the app’s dialog, and an edited note says so', async ({ page }) => {
    const { project } = await teamProject(page, `Note Dialog ${uniqueSuffix()}`);
    page.on('dialog', (d) => {
      throw new Error(`a browser ${d.type()}() appeared: ${d.message()}`);
    });
    await signInAs(page, 'manager', `/app/projects/${project.id}`);
    await new ProjectDetailPage(page).loaded();
    await page.getByLabel('New note').fill('Skip on site until Friday');
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = page.getByRole('list', { name: 'Project notes' }).getByRole('listitem').first();
    await expect(note).toContainText('Skip on site until Friday');
    await expect(note).not.toContainText('(edited)');
    await note.getByRole('button', { name: 'Edit' }).click();
    await note.getByLabel('Edit note').fill('Skip on site until Monday');
    await note.getByRole('button', { name: 'Save note' }).click();
    await expect(note).toContainText('Skip on site until Monday');
    await expect(note).toContainText('(edited)');
    await note.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this note?' });
    await dialog.getByRole('button', { name: 'Delete note' }).click();
    await expect(toast(page, 'Note deleted')).toBeVisible();
    await expect(page.getByText('No notes yet.')).toBeVisible();
  });

  test('History shows a worker no “Note added” for notes above their level', async ({ page }) => {
    const { project, manager } = await teamProject(page, `History Levels ${uniqueSuffix()}`);
    await apiAddNote(page.request, manager.token, project.id, 'Commercial position', 'manager');
    await signInAs(page, 'worker');
    const detail = new ProjectDetailPage(page);
    await detail.goto(project.id);
    await expect(detail.history()).toContainText('Team member added');
    await expect(detail.history()).not.toContainText('Note added');
    await apiAddNote(page.request, manager.token, project.id, 'Site induction at 8am', 'worker');
    await page.reload();
    await expect(detail.history().getByText('Note added')).toHaveCount(1);
  });

  test('the project manager is chosen in create and edit', async ({ page }) => {
    const name = `Managed Quay ${uniqueSuffix()}`;
    await signInAs(page, 'manager', '/app/projects');
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Project name').fill(name);
    await form.getByLabel('Project manager').selectOption({ label: 'Siân Evans' });
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Siân Evans');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Project manager')).toHaveValue(/[0-9a-f-]{36}/);
    await edit.getByLabel('Project manager').selectOption({ label: 'Gareth Thompson' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(overview).toContainText('Gareth Thompson');
  });
});
