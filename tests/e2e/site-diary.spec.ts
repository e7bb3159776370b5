// Issue 41, the site diary that writes itself: the site manager's day on a 390×844 phone. The supervisor opens a
// project whose day already holds hours on a timesheet, an item of plant on site, a delivery, a form and a Site
// Induction Record — the "Site diary" link near the top of the page jumps to the diary, which lists them (the
// inducted operative by name) before anything is typed. With no signal, the morning's weather, a delay and a
// photo (a thumbnail) are "Saved on this phone" and nothing reaches the server; back online the save is sent
// once, the photo with it. The diary is signed, locked, and its PDF filed; then the week's PDF is filed and
// downloaded (decision 0090). Screens at 390 and 1280 px go to SCREENS_DIR/site-diary (when set), with the PDFs
// beside them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';
import {
  apiDiary,
  apiDiaryDay,
  apiInduction,
  diarySection,
  londonMonday,
  londonToday,
  sitePhotoPng,
} from './pages/site-diary.page';

test.describe.configure({ timeout: 180_000 });
// The app shell's service worker serves these pages with no signal (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SAVED_ON_PHONE = 'Saved on this phone. It will be sent when there is a signal.';
const screens = process.env.SCREENS_DIR;
const dir = screens ? join(screens, 'site-diary') : null;
/** The page, and the diary section on its own (at the foot of a long page on a phone). */
async function shot(page: Page, name: string) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // The section first: a full-page shot resizes the viewport, and the page lays its columns out again.
  await diarySection(page).screenshot({ path: join(dir, name.replace('.png', '-section.png')) });
  await page.screenshot({ path: join(dir, name), fullPage: true });
}

test('a site manager’s day on a phone: drafted from the records, written offline, signed and filed', async ({
  page,
  context,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const supervisor = await apiSignIn(request, 'supervisor');
  const project = await apiCreateProject(request, manager.token, {
    name: `Diary Wharf ${suffix}`,
    status: 'active',
  });
  const admin = await apiSignIn(request, 'admin');
  const day = await apiDiaryDay(request, manager.token, project.id, suffix, admin.token);
  const inductionRef = await apiInduction(
    request,
    manager.token,
    project.id,
    day.operativeId,
    `Diary Gangs ${suffix}`,
  );
  const today = londonToday();
  const monday = londonMonday();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'supervisor');
  // The worker dashboard leads a site manager to the diary.
  await page.goto('/app/worker-dashboard');
  await expect(page.getByRole('link', { name: 'Today’s site diary' })).toBeVisible();
  await page.goto(`/app/projects/${project.id}`);
  const diary = diarySection(page);
  // The diary is at the foot of a long page on a phone: the link near the top brings it up.
  await page.getByRole('link', { name: 'Site diary', exact: true }).click();
  await expect(page).toHaveURL(/#diary$/);
  await expect(diary.getByRole('heading', { name: 'Site diary', exact: true })).toBeInViewport();
  await expect(
    diary.getByRole('heading', { name: `Diary for ${today.split('-').reverse().join('/')}` }),
  ).toBeVisible();
  // Already written before anything is typed: the day's labour, plant, deliveries and forms.
  await expect(
    diary.getByText(new RegExp(`${day.operative} · Subcontract \\(Diary Gangs ${suffix}\\)`)),
  ).toBeVisible();
  await expect(diary.getByText('Labour on site (1 operative, 8 h)')).toBeVisible();
  await expect(diary.getByText(new RegExp(day.plant))).toBeVisible();
  await expect(diary.getByText('Arrived')).toBeVisible();
  await expect(diary.getByText(new RegExp(`${day.orderReference} ·`))).toBeVisible();
  await expect(diary.getByText(`40 pallet Blocks ${suffix}`)).toBeVisible();
  await expect(diary.getByText(new RegExp(`${day.formReference} Site Issue Report`))).toBeVisible();
  // The day's Site Induction Record: among the forms by its kind, and the operative inducted by name.
  await expect(diary.getByText(new RegExp(`${inductionRef} Site Induction Record`))).toBeVisible();
  await expect(diary.getByText('Site induction', { exact: true })).toBeVisible();
  await expect(diary.getByText('Inducted today (1)')).toBeVisible();
  await expect(diary.getByText(new RegExp(`^${day.operative} · Diary Gangs ${suffix}`))).toBeVisible();
  await diary.scrollIntoViewIfNeeded();
  await shot(page, 'diary-390-drafted.png');

  // No signal: the weather and a delay are kept on the phone; the server has nothing yet.
  await context.setOffline(true);
  await diary.getByLabel('Morning conditions').fill('Heavy rain');
  await diary.getByLabel('Morning temperature (°C)').fill('6');
  await diary.getByLabel('Morning: weather stopped work').check();
  await diary.getByRole('button', { name: 'Add delay' }).click();
  await diary.getByLabel('Delay 1 reason').fill('Heavy rain stopped bricklaying');
  await diary.getByLabel('Delay 1 hours lost').fill('3');
  // A photo with no signal: kept on the phone, shown as a thumbnail.
  await diary
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'blockwork-plot-4.png', mimeType: 'image/png', buffer: sitePhotoPng() });
  const photos = diary.getByRole('list', { name: 'Diary photos' });
  await expect(photos.getByRole('img', { name: 'blockwork-plot-4.png' })).toBeVisible();
  await expect(photos.getByText('On this phone: sent when there is a signal')).toBeVisible();
  await expect(diary.getByRole('status').getByText(SAVED_ON_PHONE)).toBeVisible({ timeout: 15_000 });
  await expect(diary.getByRole('button', { name: 'Sign off diary' })).toBeDisabled();
  expect((await apiDiary(request, supervisor.token, project.id, today)).version).toBe(0);
  await shot(page, 'diary-390-offline.png');

  // The signal returns: the one save is sent.
  await context.setOffline(false);
  await expect(diary.getByRole('status').getByText('Saved', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(async () => {
      const d = await apiDiary(request, supervisor.token, project.id, today);
      return { morning: d.weather.morning, delays: d.delays };
    })
    .toEqual({
      morning: { conditions: 'Heavy rain', temperature_c: 6, stopped_work: true },
      delays: [{ reason: 'Heavy rain stopped bricklaying', lost_hours: 3 }],
    });
  // Sent once: one save (version 1) carrying the photo, uploaded to the project's files.
  const sent = await apiDiary(request, supervisor.token, project.id, today);
  expect(sent.version).toBe(1);
  expect(sent.photos.map((p) => p.filename)).toEqual(['blockwork-plot-4.png']);
  await expect(photos.getByText('On this phone: sent when there is a signal')).toHaveCount(0);
  await expect(photos.getByText('blockwork-plot-4.png', { exact: true })).toBeVisible();

  // Signed: locked, and its PDF filed in the project's files.
  await diary.getByRole('button', { name: 'Sign off diary' }).click();
  await expect(diary.getByText('Signed', { exact: true })).toBeVisible();
  await expect(diary.getByText(/^Signed by /)).toBeVisible();
  await expect(diary.getByLabel('Morning conditions')).toHaveCount(0);
  await expect
    .poll(async () => (await apiDiary(request, supervisor.token, project.id, today)).pdf_upload_id, {
      timeout: 30_000,
    })
    .not.toBeNull();
  await page.reload();
  await expect(
    diarySection(page).getByText('Its PDF is filed in the project’s files (04 Site Forms).'),
  ).toBeVisible();
  await shot(page, 'diary-390-signed.png');

  // The week: every diary of it signed, the site manager files the week's PDF, and downloads it.
  const week = diarySection(page).getByRole('region', { name: 'Diary week' });
  await expect(week.getByText('1 of 1 diary signed this week.')).toBeVisible();
  await week.getByRole('button', { name: 'File the week’s PDF', exact: true }).click();
  await expect(
    week.getByText(/The week’s PDF was filed in the project’s files \(04 Site Forms\)/),
  ).toBeVisible({
    timeout: 30_000,
  });
  const download = page.waitForEvent('download');
  await week.getByRole('button', { name: 'Week’s PDF', exact: true }).click();
  expect((await download).suggestedFilename()).toBe(
    `Site diary ${project.project_number} week ${monday}.pdf`,
  );
  await shot(page, 'diary-390-week-filed.png');
  const weekPdf = await request.get(`/files/projects/${project.id}/diary-weeks/${monday}/pdf`, {
    headers: { authorization: `Bearer ${supervisor.token}` },
  });
  expect(weekPdf.status()).toBe(200);
  expect(weekPdf.headers()['content-type']).toContain('application/pdf');
  if (dir) writeFileSync(join(dir, 'diary-week.pdf'), await weekPdf.body());

  const pdf = await request.get(`/files/projects/${project.id}/diary/${today}/pdf`, {
    headers: { authorization: `Bearer ${supervisor.token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  if (dir) writeFileSync(join(dir, 'diary.pdf'), await pdf.body());

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(diarySection(page).getByText('Signed', { exact: true })).toBeVisible();
  await expect(diarySection(page).getByText('Labour on site (1 operative, 8 h)')).toBeVisible();
  await expect(diarySection(page).getByText('Inducted today (1)')).toBeVisible();
  await shot(page, 'diary-1280-signed.png');
});
