// Digital forms end to end (issue 19 Proof). At 390px a worker files a Delay Notice with two photos and a
// signature (the filler first says what is missing); a supervisor returns it with a comment; the worker fixes
// and resubmits it; it is approved and its PDFs are among the project's files. Offline: with the browser
// context offline, a worker fills and sends a Site Issue Report with a photo, reloads (the app shell comes from
// the service worker), goes back online — and exactly one submission arrives, with its photo. Screens at 1280
// and 390px go to SCREENS_DIR/forms.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FormsPage } from './pages/forms.page';
import { signInAs } from './pages/login.page';
import { apiAddTeamMember, apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';

test.describe.configure({ timeout: 180_000 });
// The app shell's service worker serves these pages with no signal (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'forms'), { recursive: true });
  await page.screenshot({ path: join(screens, 'forms', name), fullPage: true });
}

test('delay notice with two photos and a signature at 390px: returned, fixed, resubmitted, approved, PDF filed', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const name = `Heol Fawr Flats ${suffix}`;
  const project = await apiCreateProject(request, manager.token, { name, status: 'active' });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);

  // The worker, on a phone: quick action → New Form → Delay Notice.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await phone.newPage();
  const forms = new FormsPage(w);
  await signInAs(w, 'worker');
  await w.getByRole('button', { name: /quick action/i }).click();
  await w.getByRole('menuitem', { name: 'New Form' }).click();
  await expect(w).toHaveURL(/\/app\/forms\?create=true/);
  await shot(w, 'picker-390.png');
  await forms.pick('Delay Notice');
  await w.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  await forms.field('Date of occurrence').fill('18/11/2026');
  await forms.field('Cause or relevant event').fill('Exceptionally adverse weather');
  await forms.field('Description').fill(`Storm closed the tower crane ${suffix}`);
  await forms.field('Activities affected').fill('Steel erection, level 3');
  await forms.field('Estimated delay (days)').fill('2');
  await forms.addPhotos(['crane.png', 'anemometer.png'], ['Crane jib tied down', 'Anemometer reading']);
  await forms.sign();
  // Party notified is still empty: the filler says so against the field.
  await w.getByRole('button', { name: 'Send' }).click();
  await expect(w.getByText('Party notified is required')).toBeVisible();
  await shot(w, 'filler-390.png');
  await forms.field('Party notified').fill('Contract administrator');
  await w.getByRole('button', { name: 'Send' }).click();
  await expect(w).toHaveURL(/submission_id=/);
  const heading = w.getByRole('heading', { level: 2, name: /^FRM-\d{4} Delay Notice$/ });
  await expect(heading).toBeVisible();
  const reference = (await heading.textContent())!.replace(' Delay Notice', '').trim();
  await expect(forms.status('Submitted')).toBeVisible();
  await expect(w.getByText('Crane jib tied down')).toBeVisible();
  await expect(w.getByText(/^Signed by Callum Davies on/)).toBeVisible();
  const submissionUrl = new URL(w.url());
  await shot(w, 'submission-390.png');

  // The supervisor returns it with a comment.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/forms${submissionUrl.search}`);
  await s.getByLabel('Comment for the submitter').fill('Add the programme activity IDs');
  await shot(s, 'review-1280.png');
  await s.getByRole('button', { name: 'Return with comment' }).click();
  await expect(s.getByText('Returned', { exact: true }).first()).toBeVisible();

  // The worker fixes it and resubmits.
  await w.reload();
  await expect(w.getByText('Returned with: Add the programme activity IDs')).toBeVisible();
  await w.getByRole('button', { name: 'Fix and resubmit' }).click();
  await forms.field('Activities affected').fill('Steel erection, level 3 (A1040 to A1060)');
  await w.getByRole('button', { name: 'Resubmit' }).click();
  await expect(forms.status('Resubmitted')).toBeVisible();
  await expect(w.getByText('Steel erection, level 3 (A1040 to A1060)')).toBeVisible();

  // The supervisor approves it and downloads the PDF.
  await s.reload();
  await s.getByRole('button', { name: 'Approve' }).click();
  await expect(s.getByText('Approved', { exact: true }).first()).toBeVisible();
  const [download] = await Promise.all([
    s.waitForEvent('download'),
    s.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${reference}(-2)?\\.pdf$`));
  await shot(s, 'submission-1280.png');

  // Both PDFs (sent, resubmitted) are among the project's files.
  await s.goto(`/app/projects/${project.id}`);
  // The PDFs are filed in the project's "04 Site Forms" folder, which the Files section shows as a folder.
  const filesRegion = s.getByRole('region', { name: 'Files' });
  const files = filesRegion.getByRole('list', { name: '04 Site Forms' });
  await expect
    .poll(
      async () => {
        await s.reload();
        await filesRegion.getByRole('button', { name: /^Open folder 04 Site Forms/ }).click();
        return (await files.textContent()) ?? '';
      },
      { timeout: 30_000 },
    )
    .toContain(`${reference}-2.pdf`);
  await expect(files).toContainText(`${reference}.pdf`);

  // The list: filters by form, project, status, severity.
  await s.goto('/app/forms');
  await s.getByLabel('Project filter').selectOption({ label: `${project.project_number} ${name}` });
  const table = s.getByRole('table', { name: 'Forms' });
  await expect(table).toContainText(reference);
  await shot(s, 'list-1280.png');
  await w.goto(`/app/forms?project_id=${project.id}`);
  await expect(w.getByText(`${reference} Delay Notice`)).toBeVisible();
  await shot(w, 'list-390.png');

  // A manager's template builder (looked at, not saved: the demo company's forms stay as they are).
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const m = await office.newPage();
  await signInAs(m, 'manager', '/app/forms?templates=true');
  await expect(m.getByRole('heading', { name: 'Form templates' })).toBeVisible();
  await m.getByRole('button', { name: 'Edit Delay Notice' }).click();
  await expect(m.getByText(/^Saving makes version \d+/)).toBeVisible();
  await expect(m.getByRole('group', { name: 'Question 1' }).getByLabel('Question')).toHaveValue(
    'Date of occurrence',
  );
  await shot(m, 'template-builder-1280.png');
  await phone.close();
  await desk.close();
  await office.close();
});

test('offline at 390px: a site issue report with a photo is kept, survives a reload and is sent once', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const name = `Cae Du Barns ${suffix}`;
  const project = await apiCreateProject(request, manager.token, { name, status: 'active' });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await phone.newPage();
  const forms = new FormsPage(w);
  await signInAs(w, 'worker', '/app/forms');
  // The app shell's service worker is installed and in control before the signal goes.
  await w.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await w.reload();
  await expect.poll(() => w.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await w.goto('/app/forms?create=true');
  await forms.pick('Site Issue Report');

  await phone.setOffline(true);
  await w.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  await forms.field('Location on site').fill('Barn 2 gable');
  await forms.field('Issue type').selectOption('Health and safety');
  await forms.field('Description').fill(`Loose roof sheet ${suffix}`);
  await forms.field('Severity').selectOption('high');
  await forms.addPhotos(['roof.png'], ['Loose sheet from below']);
  await w.getByRole('button', { name: 'Send' }).click();
  const outbox = w.getByRole('region', { name: 'Saved on this phone' });
  await expect(outbox).toContainText('Site Issue Report');
  await expect(outbox.getByText('Waiting to send', { exact: true })).toBeVisible();
  await shot(w, 'offline-waiting-390.png');

  // Closing and opening the app with no signal keeps it.
  await w.reload();
  await expect(w.getByRole('region', { name: 'Saved on this phone' })).toContainText('Site Issue Report');

  await phone.setOffline(false);
  await expect(w.getByRole('region', { name: 'Saved on this phone' })).toHaveCount(0, { timeout: 20_000 });

  // Exactly one submission arrived, with its photo.
  const found = await request.post('/graphql', {
    headers: { authorization: `Bearer ${worker.token}` },
    data: {
      query: `query F($p: ID) { formSubmissions(project_id: $p, size: 100) { total items { id reference } } }`,
      variables: { p: project.id },
    },
  });
  const page = (await found.json()).data.formSubmissions as { total: number; items: { id: string }[] };
  expect(page.total).toBe(1);
  await w.goto(`/app/forms?submission_id=${page.items[0]!.id}`);
  await expect(w.getByText(`Loose roof sheet ${suffix}`)).toBeVisible();
  await expect(w.getByRole('img', { name: 'Loose sheet from below' })).toBeVisible();
  await phone.close();
});
