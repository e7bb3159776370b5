// Projects end to end (issue 4): search and filter; create, edit, archive with a reason, find it in the
// archive, restore; delete refused then forced; PDF export; folder structure.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAs } from './pages/login.page';
import {
  apiAddTeamMember,
  apiCreateProject,
  apiSignIn,
  ProjectDetailPage,
  ProjectsListPage,
  uniqueSuffix,
} from './pages/projects.page';

test.use({ viewport: { width: 1280, height: 800 } });
// Each test signs in (argon2) and drives several screens; leave room on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test('search narrows the list and the status filter narrows it further', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const { token } = await apiSignIn(request, 'manager');
  await apiCreateProject(request, token, { name: `Quay Alpha ${suffix}`, status: 'active' });
  await apiCreateProject(request, token, { name: `Quay Beta ${suffix}`, status: 'planning' });

  await signInAs(page, 'manager');
  const list = new ProjectsListPage(page);
  await list.goto();
  await list.search().fill(suffix);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  const table = list.table();
  await expect(table.getByRole('link', { name: `Quay Alpha ${suffix}` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Quay Beta ${suffix}` })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3); // header + two projects

  await list.statusFilter().selectOption({ label: 'Active' });
  await expect(table.getByRole('link', { name: `Quay Beta ${suffix}` })).toHaveCount(0);
  await expect(table.getByRole('link', { name: `Quay Alpha ${suffix}` })).toBeVisible();

  await list.search().fill(`nothing-matches-${suffix}`);
  await expect(page.getByText('No projects match your search')).toBeVisible();
});

test('create, edit, archive with a reason, find it archived, restore', async ({ page }) => {
  test.setTimeout(90_000); // a long journey through six screens and dialogs
  const name = `Harbour View ${uniqueSuffix()}`;
  await signInAs(page, 'manager');
  const list = new ProjectsListPage(page);
  await list.goto();
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Project name').fill(name);
  await form.getByLabel('Client', { exact: true }).fill('Cardiff Council');
  await form.getByLabel('Site postcode').fill('not a postcode');
  await form.getByLabel('Contract value (£)').fill('1250000');
  await form.getByLabel('Start date').fill('05/01/2026');
  await form.getByLabel('End date').fill('30/09/2026');
  // A click while the dialog was still filling its pickers was once not taken (a busy machine): click again until
  // the form answers.
  await expect(async () => {
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(form.getByText('Postcode must be a valid UK postcode')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Site postcode').fill('cf10 1aa');
  await form.getByRole('button', { name: 'Create project' }).click();

  const detail = new ProjectDetailPage(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}$/);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('£1,250,000.00')).toBeVisible();
  await expect(overview.getByText('05/01/2026')).toBeVisible();
  await expect(overview.getByText('CF10 1AA')).toBeVisible();

  await detail.button('Edit').click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Client', { exact: true }).fill('Newport Homes Ltd');
  await edit.getByLabel('Status').selectOption({ label: 'Active' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(overview.getByText('Newport Homes Ltd')).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  await detail.confirmWithReason('Archive', 'Client paused the scheme');
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Client paused the scheme');
  await expect(detail.button('Edit')).toHaveCount(0);

  await list.goto('?view=archived');
  await expect(page.getByRole('heading', { name: 'Archived projects' })).toBeVisible();
  await list.search().fill(name);
  await list.table().getByRole('link', { name }).click();

  await detail.confirmWithReason('Restore', 'Work restarts in spring');
  await expect(detail.button('Archive')).toBeVisible();
  await expect(detail.history()).toContainText('Restored');
  await expect(detail.history()).toContainText('Client paused the scheme');

  await list.goto();
  await list.search().fill(name);
  await expect(list.table().getByRole('link', { name })).toBeVisible();
});

test('delete is refused while the project has a team, then forced by a manager', async ({
  page,
  request,
}) => {
  const name = `Depot Road ${uniqueSuffix()}`;
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const project = await apiCreateProject(request, manager.token, { name });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);

  await signInAs(page, 'manager');
  const detail = new ProjectDetailPage(page);
  await detail.goto(project.id);
  await detail.button('Delete').click();
  const dialog = detail.dialog();
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Project ${project.project_number} has 1 team member`,
  );
  await dialog.getByRole('button', { name: 'Force delete' }).click();
  await expect(page).toHaveURL(/\/app\/projects$/);
  await expect(page.getByText(`Project ${project.project_number} deleted`)).toBeVisible();

  await page.goto(`/app/projects/${project.id}`);
  await expect(page.getByText('Project not found').first()).toBeVisible();
});

test('export downloads a PDF, and the folder structure is created and shown', async ({ page, request }) => {
  const name = `Export Wharf ${uniqueSuffix()}`;
  const { token } = await apiSignIn(request, 'manager');
  const project = await apiCreateProject(request, token, { name, client_name: 'Swansea Marina Ltd' });

  await signInAs(page, 'manager');
  const detail = new ProjectDetailPage(page);
  await detail.goto(project.id);

  const downloadPromise = page.waitForEvent('download');
  await detail.button('Export PDF').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${project.project_number}-.*\\.pdf$`));
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

  const folders = page.getByRole('region', { name: 'Project folders' });
  await expect(folders.getByRole('status')).toContainText('Not created');
  await folders.getByRole('button', { name: 'Create folder structure' }).click();
  await expect(folders.getByRole('status')).toContainText('Created');
  await expect(folders).toContainText('02 Drawings');
  await expect(folders.getByRole('button', { name: 'Create folder structure' })).toHaveCount(0);
  await expect(detail.history()).toContainText('Folders created');

  const files = page.getByRole('region', { name: 'Files' });
  await files.getByLabel('Choose files').setInputFiles({
    name: 'site-survey.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n'),
  });
  await files.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('site-survey.pdf uploaded')).toBeVisible();
  await expect(files.getByRole('list', { name: 'Project files' })).toContainText('site-survey.pdf');
});
