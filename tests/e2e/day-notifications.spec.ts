// Issue 35, point 3 — approvers are told, and tapping a notification opens the item (decision 0060): a worker on a
// 390px phone raises a plant request; the supervisor, at a desk, finds it under the bell, clicks it and lands on
// the request itself (the notification is read now), approves it; the worker's bell then says it was approved,
// and a tap opens the request. With SCREENS_DIR set, the bell's list at 1280 and 390px.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { Bell, latestNotifications } from './pages/notifications.page';
import { apiProjectWithWorker, apiSignIn, graphql, uniqueSuffix } from './pages/projects.page';
import { PlantPage, ukDate } from './pages/plant.page';

test.describe.configure({ timeout: 150_000 });

const screens = process.env.SCREENS_DIR ? join(process.env.SCREENS_DIR, 'day-notifications') : null;
async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: join(screens, `${name}.png`) });
}

test('worker raises a plant request → supervisor is told, clicks through, approves → worker is told', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const supervisor = await apiSignIn(request, 'supervisor');
  const {
    project,
    label: projectLabel,
    worker,
  } = await apiProjectWithWorker(request, 'manager', {
    name: `Harbour Row ${suffix.slice(-4)}`,
    site_postcode: 'CF10 4AA',
  });

  // The worker, on a phone, asks for a telehandler from the quick action.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, 'worker');
  const { reference, id } = await new PlantPage(phone).requestFromQuickActions({
    project: projectLabel,
    what: 'Telehandler',
    from: ukDate(1),
    until: ukDate(10),
    notes: `Blocks to the second lift ${suffix}`,
  });
  const itemPath = `/app/plant?request_id=${id}`;

  // The supervisor is told — not the worker who asked.
  const askTitle = `Plant request ${reference} needs approval: Telehandler for ${project.project_number}`;
  await expect
    .poll(async () =>
      (await latestNotifications(request, supervisor.token)).find((n) => n.title === askTitle),
    )
    .toMatchObject({ link: itemPath, read: false });
  expect((await latestNotifications(request, worker.token)).some((n) => n.title === askTitle)).toBe(false);

  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await signInAs(desk, 'supervisor');
  const deskBell = new Bell(desk);
  await deskBell.openUnread();
  const asked = deskBell.item(askTitle);
  await expect(asked).toBeVisible();
  // Human words: who asked, for which project, the dates in dd/mm/yyyy — no system keys.
  await expect(asked).toContainText(`asked for it for ${projectLabel}, ${ukDate(1)} to ${ukDate(10)}.`);
  await expect(asked).not.toContainText('plant_request');
  await shot(desk, 'bell-supervisor-1280');
  await asked.click();

  // The click opens the request itself, and the notification is read now.
  await expect(desk).toHaveURL(new RegExp(`/app/plant\\?request_id=${id}$`));
  const deskDialog = new PlantPage(desk).request(reference);
  await expect(deskDialog).toBeVisible();
  await expect
    .poll(
      async () =>
        (await latestNotifications(request, supervisor.token)).find((n) => n.title === askTitle)?.read,
    )
    .toBe(true);

  // The supervisor approves it as a hire from the cheapest supplier.
  await deskDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    deskDialog.getByRole('radiogroup', { name: 'Supplier rate' }).getByRole('radio').first(),
  ).toBeChecked();
  await deskDialog.getByRole('button', { name: 'Approve hire' }).click();
  await expect(desk.getByText(`${reference} approved`)).toBeVisible();

  // The worker is told the outcome under the bell (reloaded: other specs share the demo worker's live feed).
  const outcome = `Plant request ${reference} (Telehandler) was approved`;
  await expect
    .poll(async () => (await latestNotifications(request, worker.token)).find((n) => n.title === outcome))
    .toMatchObject({ link: itemPath, read: false });
  await phone.goto('/app/worker-dashboard');
  const phoneBell = new Bell(phone);
  await phoneBell.openUnread();
  const told = phoneBell.item(outcome);
  await expect(told).toBeVisible();
  // The menu fits the phone's screen: nothing runs off its edges.
  const box = (await phoneBell.menu().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(phone, 'bell-worker-390');
  await told.click();
  await expect(phone).toHaveURL(new RegExp(`/app/plant\\?request_id=${id}$`));
  await expect(
    new PlantPage(phone).request(reference).getByText('Approved', { exact: true }).first(),
  ).toBeVisible();

  // The worker dashboard's list says it too, in the same words.
  await phone.goto('/app/worker-dashboard');
  const inList = phone.getByRole('button', { name: outcome });
  await expect(inList).toBeVisible();
  await phone.getByRole('heading', { name: 'My notifications' }).scrollIntoViewIfNeeded();
  await shot(phone, 'worker-dashboard-list-390');

  await phoneContext.close();
  await deskContext.close();
});

/** The Monday `weeks` weeks from this one, YYYY-MM-DD (a new project each run, so no week is taken). */
function monday(weeks: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + weeks * 7);
  return d.toISOString().slice(0, 10);
}

test('a timesheet sent for approval → the supervisor’s click opens its week with the sheet picked out → approved → the worker is told', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const supervisor = await apiSignIn(request, 'supervisor');
  const { project, worker } = await apiProjectWithWorker(request, 'manager', {
    name: `Dock Gate ${suffix.slice(-4)}`,
  });
  // The demo worker is linked to the operative Gareth Price and sends their own week.
  const { operatives } = await graphql<{ operatives: { items: { id: string; name: string }[] } }>(
    request,
    'query { operatives(search: "Gareth Price", size: 5) { items { id name } } }',
    {},
    worker.token,
  );
  const week = monday(-1);
  const { createTimesheet: sheet } = await graphql<{ createTimesheet: { id: string } }>(
    request,
    'mutation T($input: TimesheetInput!) { createTimesheet(input: $input) { id } }',
    {
      input: {
        operative_id: operatives.items[0]!.id,
        project_id: project.id,
        week_commencing: week,
        hours: [8, 8, 8, 8, 6, 0, 0],
        submit: true,
      },
    },
    worker.token,
  );
  const wc = week.split('-').reverse().join('/');
  const askTitle = `Timesheet for Gareth Price w/c ${wc} needs approval`;
  const link = `/app/labour?tab=timesheets&week=${week}&timesheet_id=${sheet.id}`;
  await expect
    .poll(async () => (await latestNotifications(request, supervisor.token)).find((n) => n.link === link))
    .toMatchObject({ title: askTitle, read: false });

  const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await signInAs(desk, 'supervisor');
  const deskBell = new Bell(desk);
  await deskBell.openUnread();
  // Other specs' workers may send the same operative's week: this project's sheet is the one.
  const asked = deskBell.item(askTitle, project.project_number);
  await expect(asked).toContainText(`sent 38 hours on ${project.project_number}`);
  await asked.click();
  await expect(desk).toHaveURL(
    new RegExp(`/app/labour\\?tab=timesheets&week=${week}&timesheet_id=${sheet.id}$`),
  );
  await expect(desk.getByText(`Week commencing ${wc}`)).toBeVisible();
  const picked = desk.locator('[aria-current="true"]');
  await expect(picked).toHaveAccessibleName('Timesheet Gareth Price');
  await expect(picked).toContainText(project.project_number);
  await shot(desk, 'timesheet-picked-1280');
  await picked.getByRole('button', { name: 'Approve timesheet for Gareth Price' }).click();
  await expect(picked.getByText('Approved', { exact: true })).toBeVisible();

  const outcome = `Timesheet for Gareth Price w/c ${wc} was approved`;
  await expect
    .poll(async () => (await latestNotifications(request, worker.token)).find((n) => n.title === outcome))
    .toMatchObject({ link, read: false });
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signInAs(phone, 'worker');
  const phoneBell = new Bell(phone);
  await phoneBell.openUnread();
  await phoneBell.item(outcome, project.project_number).click();
  await expect(phone).toHaveURL(new RegExp(`timesheet_id=${sheet.id}$`));
  const mine = phone.locator('[aria-current="true"]');
  await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
  await shot(phone, 'timesheet-picked-390');

  await deskContext.close();
  await phoneContext.close();
});
