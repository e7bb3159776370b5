// Issue 35, points 9 and 10 (decision 0066): what people read is words, not system keys — the dashboard's
// activity lines are sentences (the histories: shared/src/wording.test.ts and the web and core-api tests), the
// win rate is "50%", superadmin dates are dd/mm/yyyy; the budget chart has a legend; an invitation link
// welcomes the person by name; a project's files show in their drive folders, and a worker sees no Delete on a
// form's photos. Screens at 1280 and 390 px are saved for review.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAs } from './pages/login.page';
import { apiSignIn, graphql, ProjectDetailPage } from './pages/projects.page';
import { SuperadminPage } from './pages/superadmin.page';
import { UsersPage } from './pages/users.page';

// People sign in and choose passwords (argon2 each): more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A system key left in text people read: snake_case words, or an arrow between raw states ("— → new"). */
const RAW_SYSTEM_TEXT = /\b[a-z]+(?:_[a-z]+)+\b|→/;
/** A date written as "27 Nov 2026" rather than 27/11/2026. */
const WORDY_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

async function freshPage(browser: Browser, width = 1280, height = 800) {
  const context = await browser.newContext({ viewport: { width, height } });
  return { context, page: await context.newPage() };
}

/** A demo project the worker is on whose files include a form's photos (filed in "05 Photos"). */
async function projectWithFormPhotos(page: Page): Promise<{ id: string; photos: number }> {
  const { token } = await apiSignIn(page.request, 'worker');
  const list = await graphql<{ projects: { items: { id: string }[] } }>(
    page.request,
    'query { projects(page: 1, size: 50) { items { id } } }',
    {},
    token,
  );
  for (const { id } of list.projects.items) {
    const files = await graphql<{ project: { files: { folder: string | null }[] } }>(
      page.request,
      'query F($id: ID!) { project(id: $id) { files { folder } } }',
      { id },
      token,
    );
    const photos = files.project.files.filter((f) => f.folder === '05 Photos').length;
    if (photos > 0) return { id, photos };
  }
  throw new Error('no demo project with form photos');
}

test('the activity feed and the figures read as words; the chart has a legend', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  const feed = page.locator('[data-figure="activity.recent"]');
  const lines = feed.getByRole('listitem');
  // The board computes every module's figures at once: the first board after start-up can take a while.
  await expect(lines.first()).toBeVisible({ timeout: 45_000 });
  const texts = await lines.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text, text).not.toMatch(RAW_SYSTEM_TEXT);
    // "Alex Morgan created project P-0001 …": a person, a verb, the record.
    expect(text, text).toMatch(/^(Someone|\p{Lu}[\p{L}'’-]+ \p{Lu}[\p{L}'’-]+) \p{Ll}/u);
  }
  const winRate = page.getByTestId('figure-enquiries.win_rate');
  await expect(winRate).toHaveText(/^(\d+%|—)$/);

  // The chart says what its colours mean.
  const chart = page.locator('[data-figure="projects.budget_vs_committed"]');
  const legend = chart.getByRole('list', { name: 'Legend' });
  await expect(legend.getByText('Budget', { exact: true })).toBeVisible();
  await expect(legend.getByText('Committed', { exact: true })).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-chart-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await chart.scrollIntoViewIfNeeded();
  await expect(legend).toBeVisible();
  await shot(page, 'dashboard-chart-390');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('superadmin pages write dates as dd/mm/yyyy and actions as words', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const superadmin = new SuperadminPage(page);
  await superadmin.signIn();
  const stats = page.getByRole('region', { name: 'System stats' });
  await expect(stats).toBeVisible();
  await expect(stats).not.toContainText(/\b1 new companies\b|\b1 contact messages\b/);
  await expect(stats).toContainText(/\d+ new compan(y|ies)/);

  await page.getByRole('tab', { name: 'Companies' }).click();
  const companies = page.getByRole('tabpanel');
  await expect(companies.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  expect(await companies.innerText()).not.toMatch(WORDY_DATE);

  await page.getByRole('tab', { name: /Audit/ }).click();
  const audit = page.getByRole('tabpanel');
  await expect(audit.getByText('Signed in').first()).toBeVisible();
  const auditText = await audit.innerText();
  expect(auditText).not.toMatch(WORDY_DATE);
  expect(auditText).not.toMatch(/\b(login|company_setup|company_status_changed)\b/);
  expect(auditText).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test('an invitation link welcomes the person by name, says who invited them, then signs them in', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `welcome-${tag}@demo.example`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager');
  const users = new UsersPage(page);
  await users.goto();
  const { link } = await users.invite({ first: 'Ffion', last: 'Jones', email, role: 'worker' });
  const path = new URL(link);

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const invitee = await freshPage(browser, width, height);
    await invitee.page.goto(`${path.pathname}${path.search}`);
    await expect(
      invitee.page.getByRole('heading', { level: 1, name: /^Welcome to .+, Ffion$/ }),
    ).toBeVisible();
    await expect(invitee.page.getByText(/invited you to join .+ on SiteBase as a worker\./)).toBeVisible();
    await expect(invitee.page.getByText(/Choose a password to finish setting up your account/)).toBeVisible();
    await shot(invitee.page, `invitation-${width}`);
    if (width === 1280) {
      await invitee.page.getByLabel('Choose a password').fill('FfionPass12');
      await invitee.page.getByLabel('Confirm password').fill('FfionPass12');
      await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click();
      await expect(invitee.page).toHaveURL(/\/app\/worker-dashboard$/);
    }
    await invitee.context.close();
  }
});

test('project files show in their folders; a worker sees no Delete on a form’s photos, a manager does', async ({
  page,
  browser,
}) => {
  const { id, photos } = await projectWithFormPhotos(page);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    const worker = await freshPage(browser, width, height);
    await signInAs(worker.page, 'worker', `/app/projects/${id}`);
    await new ProjectDetailPage(worker.page).loaded();
    const files = worker.page.getByRole('region', { name: 'Files' });
    const folder = files.getByRole('button', {
      name: `Open folder 05 Photos, ${photos} file${photos === 1 ? '' : 's'}`,
    });
    await expect(folder).toBeVisible();
    await folder.scrollIntoViewIfNeeded();
    await shot(worker.page, `project-files-${width}`);
    await folder.click();
    const inFolder = files.getByRole('list', { name: '05 Photos' });
    await expect(inFolder.getByRole('listitem')).toHaveCount(photos);
    await expect(inFolder.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    await expect(inFolder.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(files.getByRole('navigation', { name: 'Folder path' })).toContainText('05 Photos');
    await shot(worker.page, `project-files-folder-${width}`);
    await worker.context.close();
  }

  // A manager may delete them (and core-api refuses the worker: see forms.test.ts).
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'manager', `/app/projects/${id}`);
  await new ProjectDetailPage(page).loaded();
  const files = page.getByRole('region', { name: 'Files' });
  await files.getByRole('button', { name: /^Open folder 05 Photos/ }).click();
  await expect(
    files.getByRole('list', { name: '05 Photos' }).getByRole('button', { name: /^Delete / }),
  ).toHaveCount(photos);
});
