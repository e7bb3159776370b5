// Issue 35 point 7, a worker's day with no signal (decision 0063). On a 390×844 phone inside the mobile
// wrapper (?wrapper=true), with the browser context offline, the worker raises a plant request, a material
// request and a project note from the quick-action menu and enters a week of hours (after a reload with no
// signal: the app shell comes from the service worker, the choices from the phone). Each is "Saved on this
// phone"; nothing has reached the server. Back online, each is sent once — the supervisor's lists show exactly
// one of each, still one after another reload — and the banner clears. At 1280px the same banner holds a plant
// request until the signal returns. Screens go to SCREENS_DIR/day-offline.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LoginPage, signInAs } from './pages/login.page';
import { thisMonday } from './pages/labour.page';
import { ukDate } from './pages/plant.page';
import { apiAddTeamMember, apiCreateProject, apiSignIn, graphql, uniqueSuffix } from './pages/projects.page';
import type { APIRequestContext } from '@playwright/test';

test.describe.configure({ timeout: 240_000 });
// The app shell's service worker serves these pages with no signal (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The toast each quick action shows when it is kept on the phone. */
const SAVED_TOAST = 'Saved on this phone. It will be sent when there is a signal.';

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'day-offline'), { recursive: true });
  await page.screenshot({ path: join(screens, 'day-offline', name), fullPage: true });
}

/** The app shell's service worker is in control, and the quick actions' choices are kept on the phone. */
async function readyForNoSignal(page: Page, kept: number) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The app is open again (its shell is a lazy chunk) before the signal is taken away.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Counted without creating the database (idb-keyval makes its store when it first opens it).
  const keptAnswers = () =>
    page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes('sitebase-offline')) return 0;
      return new Promise<number>((resolve) => {
        const open = indexedDB.open('sitebase-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) return resolve(0);
          const count = db.transaction('answers', 'readonly').objectStore('answers').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
        open.onerror = () => resolve(0);
      });
    });
  await expect.poll(keptAnswers, { timeout: 20_000 }).toBeGreaterThanOrEqual(kept);
}

/** What the supervisor's lists hold for the project: one count per quick action. */
async function supervisorCounts(request: APIRequestContext, token: string, projectId: string, week: string) {
  const data = await graphql<{
    plantRequests: { total: number };
    materialRequests: { total: number };
    timesheets: { total: number };
    project: { notes: { content: string }[] };
  }>(
    request,
    `
      query C($p: ID!, $w: String) {
        plantRequests(project_id: $p, scope: all, size: 100) {
          total
        }
        materialRequests(project_id: $p, size: 100) {
          total
        }
        timesheets(project_id: $p, week: $w, size: 100) {
          total
        }
        project(id: $p) {
          notes(first: 100) {
            content
          }
        }
      }
    `,
    { p: projectId, w: week },
    token,
  );
  return {
    plant: data.plantRequests.total,
    materials: data.materialRequests.total,
    timesheets: data.timesheets.total,
    notes: data.project.notes.length,
  };
}

/**
 * Chooses a quick action. The menu loads on first use and takes focus once open; an item clicked in between
 * was once not chosen (a busy machine: the menu stayed open and the dialog never came), so the choice is made
 * again until the menu has closed on it.
 */
async function quickAction(page: Page, name: string) {
  const menu = page.getByRole('menu', { name: 'Quick actions' });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Quick actions' }).click();
    await expect(menu).toBeFocused({ timeout: 2_000 });
    await menu.getByRole('menuitem', { name }).click();
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('offline at 390px in the wrapper: plant and material requests, a note and a week are kept and sent once', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const supervisor = await apiSignIn(request, 'supervisor');
  const name = `Pant Glas Barns ${suffix}`;
  const project = await apiCreateProject(request, manager.token, { name, status: 'active' });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);
  const week = thisMonday();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await phone.newPage();
  const login = new LoginPage(w);
  await login.goto('/login?wrapper=true');
  await login.signIn('worker@demo.example');
  await expect(w).toHaveURL(/\/app\/worker-dashboard$/);
  await expect(w.locator('[data-wrapper]')).toHaveCount(1);
  await readyForNoSignal(w, 4);

  await phone.setOffline(true);
  await expect(w.getByText(/^No signal\. What you send is saved on this phone/)).toBeVisible();

  // A plant request from the quick actions.
  await quickAction(w, 'New Plant Request');
  const plant = w.getByRole('dialog', { name: 'New plant request' });
  await plant.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  await plant.getByLabel('What plant').fill('Telehandler');
  await plant.getByLabel('Needed from', { exact: true }).fill(ukDate(7));
  await plant.getByLabel('Needed until', { exact: true }).fill(ukDate(11));
  await plant.getByLabel('Notes').fill(`Yard gate B ${suffix}`);
  await plant.getByRole('button', { name: 'Send request' }).click();
  await expect(plant).toHaveCount(0);
  const banner = w.getByRole('region', { name: 'Saved on this phone' });
  await expect(banner).toContainText(`Plant request: Telehandler · ${project.project_number}`);

  // A material request.
  await quickAction(w, 'New Material Request');
  await expect(w.getByRole('heading', { name: 'New material request' })).toBeVisible();
  await w.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  const line = w.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Description').fill(`Type 1 sub-base ${suffix}`);
  await line.getByLabel('Quantity').fill('6');
  await line.getByLabel('Unit').fill('tonne');
  await w.getByRole('button', { name: 'Send request' }).click();
  await expect(banner).toContainText(`Material request · ${project.project_number} · 1 line`);

  // A project note.
  await quickAction(w, 'New Project Note');
  const note = w.getByRole('dialog', { name: 'Add Project Note' });
  await note.getByLabel('Project').selectOption({ label: `${project.project_number} — ${name}` });
  await note.getByLabel('Note').fill(`Gate to the yard left open ${suffix}`);
  await note.getByRole('button', { name: 'Add Note' }).click();
  await expect(note).toHaveCount(0);
  await expect(banner).toContainText(`Project note · ${project.project_number}`);

  // A week of hours, after opening the app again with no signal.
  await w.goto('/app/labour?create=true');
  await expect(w.getByRole('heading', { name: 'Enter a week' })).toBeVisible();
  await expect(w.getByLabel('Operative')).toHaveValue(/.+/);
  await w.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  await w.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(w.getByRole('heading', { name: 'Enter a week' })).toHaveCount(0);

  await expect(banner.getByRole('listitem')).toHaveCount(4);
  await expect(banner).toContainText(/Timesheet: .+ · .+ · w\/c \d{2}\/\d{2}\/\d{4}/);
  await expect(banner.getByText('Waiting to send', { exact: true })).toHaveCount(4);
  await expect(banner.getByText('Sent by itself when there is a signal.')).toBeVisible();
  await expect(w.getByText(SAVED_TOAST)).toHaveCount(0, { timeout: 15_000 });
  await shot(w, 'banner-390.png');
  // Nothing has reached the server.
  expect(await supervisorCounts(request, supervisor.token, project.id, week)).toEqual({
    plant: 0,
    materials: 0,
    timesheets: 0,
    notes: 0,
  });

  // The signal returns: each is sent, once, and the banner clears.
  await phone.setOffline(false);
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  const once = { plant: 1, materials: 1, timesheets: 1, notes: 1 };
  expect(await supervisorCounts(request, supervisor.token, project.id, week)).toEqual(once);
  // Opening the app again sends nothing twice.
  await w.reload();
  await expect(w.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await supervisorCounts(request, supervisor.token, project.id, week)).toEqual(once);

  // The supervisor's list shows the worker's request, once.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/materials?search=${encodeURIComponent(name)}`);
  await expect(s.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
  await expect(s.getByRole('row').filter({ hasText: `${project.project_number} ${name}` })).toHaveCount(1);
  await s.goto(`/app/plant?search=${encodeURIComponent(suffix)}`);
  await expect(s.getByRole('row').filter({ hasText: 'Telehandler' })).toHaveCount(1);
  await desk.close();
  await phone.close();
});

test('at 1280px the banner holds a plant request until the signal returns', async ({ browser, request }) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const worker = await apiSignIn(request, 'worker');
  const supervisor = await apiSignIn(request, 'supervisor');
  const name = `Ty Isaf ${suffix}`;
  const project = await apiCreateProject(request, manager.token, { name, status: 'active' });
  await apiAddTeamMember(request, manager.token, project.id, worker.userId);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const w = await desk.newPage();
  await signInAs(w, 'worker');
  await readyForNoSignal(w, 4);
  await w.goto('/app/plant?create=true');
  const plant = w.getByRole('dialog', { name: 'New plant request' });
  await expect(plant.getByRole('option', { name: `${project.project_number} ${name}` })).toBeAttached();
  await desk.setOffline(true);
  await plant.getByLabel('Project').selectOption({ label: `${project.project_number} ${name}` });
  await plant.getByLabel('What plant').fill('3t Excavator');
  await plant.getByLabel('Needed from', { exact: true }).fill(ukDate(3));
  await plant.getByLabel('Needed until', { exact: true }).fill(ukDate(4));
  await plant.getByRole('button', { name: 'Send request' }).click();
  const banner = w.getByRole('region', { name: 'Saved on this phone' });
  await expect(banner).toContainText(`Plant request: 3t Excavator · ${project.project_number}`);
  await expect(w.getByText(SAVED_TOAST)).toHaveCount(0, { timeout: 15_000 });
  await shot(w, 'banner-1280.png');

  await desk.setOffline(false);
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  const found = await graphql<{ plantRequests: { total: number } }>(
    request,
    `
      query P($p: ID!) {
        plantRequests(project_id: $p, scope: all, size: 100) {
          total
        }
      }
    `,
    { p: project.id },
    supervisor.token,
  );
  expect(found.plantRequests.total).toBe(1);
  await desk.close();
});
