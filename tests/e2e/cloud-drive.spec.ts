// The company's own cloud drive (issue 37): an admin of a freshly set-up company (the demo company stays
// unconnected for the other specs) connects Google Drive through the provider's consent page — our fake on
// 127.0.0.1, started by the run's global setup — and is sent back to Settings connected: who connected it and
// when, the folder project folders go in, a test that passes — and a project created then has its folder tree
// in the drive, shown on its page with a link to each folder.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiCreateProject, graphql } from './pages/projects.page';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';

test.describe.configure({ timeout: 120_000 });

/** With SCREENS_DIR set (as tests/e2e/screens.spec.ts), the section at 1280 and 390 px wide, for a look. */
async function shoot(page: Page, section: Locator, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an admin connects Google Drive through its consent page, chooses the folder and tests it', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const superadmin = new SuperadminPage(page);
  await superadmin.signIn();
  const link = await superadmin.setUpCompany({
    company: `Drive Co ${tag}`,
    first: 'Nia',
    last: 'Pryce',
    email: `drive-${tag}@e2e.example`,
  });
  const context = await browser.newContext();
  const p = await context.newPage();
  await choosePassword(p, link, 'DrivePass12');
  await expect(p).toHaveURL(/\/app\/dashboard$/);

  await p.goto('/app/settings');
  const drive = p.getByRole('region', { name: 'Cloud drive' });
  await expect(drive.getByText(/only the folders and files it creates/)).toBeVisible();
  await drive.getByRole('button', { name: 'Connect Google Drive' }).click();

  // The provider's consent page (the fake's), then back to our callback page and on to Settings.
  await expect(p.getByRole('heading', { name: 'Google (test fake)' })).toBeVisible();
  await expect(p.getByText('drive.file')).toBeVisible();
  await p.getByRole('button', { name: 'Allow' }).click();
  await expect(p).toHaveURL(/\/app\/settings$/);
  await expect(p.getByText('Google Drive connected')).toBeVisible();
  await expect(drive.getByText('Connected', { exact: true })).toBeVisible();
  await expect(drive.getByText('Account: Alex Admin (admin@example.co.uk)')).toBeVisible();
  await expect(drive.getByText(/^Connected by Nia Pryce on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(drive.getByText('Not chosen yet — choose a folder to start filing.')).toBeVisible();

  await drive.getByRole('button', { name: 'Choose folder' }).click();
  await expect(drive.getByText(/Shared drives are not listed/)).toBeVisible();
  await drive.getByRole('button', { name: /^My Drive/ }).click();
  await expect(drive.getByText('No folders inside. Project folders can go straight in here.')).toBeVisible();
  await drive.getByRole('button', { name: 'Use “My Drive”' }).click();
  await expect(p.getByText('Project folders will go in “My Drive”')).toBeVisible();
  await expect(drive.getByRole('button', { name: 'Change folder' })).toBeVisible();

  await drive.getByRole('button', { name: 'Test connection' }).click();
  await expect(drive.getByText('Google Drive is working.')).toBeVisible();

  // Settings remembers it: a reload shows the same connection, and the last test.
  await p.reload();
  await expect(drive.getByText(/^Connected by Nia Pryce/)).toBeVisible();
  await expect(drive.getByText(/Last tested .*: working/)).toBeVisible();
  await shoot(p, drive, 'settings-cloud-drive');

  // A project created now gets its folders in the drive at once; its page shows the tree there, with links.
  const { login } = await graphql<{ login: { access_token: string } }>(
    context.request,
    'mutation L($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email: `drive-${tag}@e2e.example`, password: 'DrivePass12' } },
  );
  const project = await apiCreateProject(context.request, login.access_token, {
    name: `Harbour Wall ${tag}`,
  });
  await p.goto(`/app/projects/${project.id}`);
  const folders = p.getByRole('region', { name: 'In Google Drive' });
  await expect(folders.getByRole('status', { name: 'Google Drive folders' })).toHaveText('Made');
  await expect(folders.getByRole('link', { name: 'Open in Google Drive' })).toHaveAttribute(
    'href',
    /^https:\/\/drive\.google\.com\/drive\/folders\//,
  );
  const tree = folders.getByRole('list', { name: 'Folders' });
  await expect(tree.getByRole('link', { name: '04 Site Forms' })).toBeVisible();
  await expect(tree.getByRole('link')).toHaveCount(10);
  await shoot(p, folders, 'project-cloud-tree');
  await context.close();
});
