// Approvals at the end of the day (issue 35, points 8 and 9): a supervisor ticks several submitted timesheets
// and approves them at once; the one whose operative's CSCS card had expired is refused with core-api's message
// while the others are approved; a manager then approves that one over the expired card with a reason, which
// stays on the sheet. The material requests list offers the same tick boxes to buyers. Screens at 1280 and
// 390px go to SCREENS_DIR/day-approvals.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';
import { apiCreateOperative, apiCreateSubcontractor, apiSubmitWeek, thisMonday } from './pages/labour.page';

test.describe.configure({ timeout: 180_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'day-approvals'), { recursive: true });
  await page.screenshot({ path: join(screens, 'day-approvals', name), fullPage: true });
}

test('bulk approval: the expired CSCS card is refused with the reason, then a manager overrides it', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  // The admin enters the weeks, so neither the supervisor nor the manager approves a week they entered.
  const admin = await apiSignIn(request, 'admin');
  const project = await apiCreateProject(request, admin.token, {
    name: `Heol Fach ${suffix}`,
    status: 'active',
  });
  const supplierId = await apiCreateSubcontractor(request, admin.token, `Dyfed Groundworks ${suffix}`, 'net');
  const week = thisMonday();
  const valid = [`Owain Dig ${suffix}`, `Gareth Dig ${suffix}`];
  const expired = `Emlyn Dig ${suffix}`;
  for (const name of valid) {
    const op = await apiCreateOperative(request, admin.token, name, supplierId, 180_00);
    await apiSubmitWeek(request, admin.token, op, project.id, week);
  }
  const lapsed = await apiCreateOperative(request, admin.token, expired, supplierId, 180_00, '2025-10-31');
  await apiSubmitWeek(request, admin.token, lapsed, project.id, week);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/labour?week=${week}`);
  await expect(s.getByRole('heading', { level: 1, name: 'Labour' })).toBeVisible();
  const blocked = s.getByRole('group', { name: `Timesheet ${expired}` });
  await expect(blocked.getByText(/CSCS card expired on 31\/10\/2025/)).toBeVisible();
  // The supervisor is not offered an approval they may not give.
  await expect(blocked.getByRole('button', { name: `Approve timesheet for ${expired}` })).toHaveCount(0);
  for (const name of [...valid, expired]) {
    await s.getByRole('checkbox', { name: `Select ${name} ${project.project_number}` }).check();
  }
  const bar = s.getByRole('region', { name: 'Selected' });
  await expect(bar).toContainText('3 timesheets selected');
  await shot(s, 'timesheets-ticked-1280.png');
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  const report = s.getByRole('status', { name: 'Bulk result' });
  await expect(report).toContainText('2 of 3 approved, 1 refused');
  await expect(report).toContainText(
    `${expired} (${project.project_number}): ${expired}’s CSCS card expired`,
  );
  await expect(report).toContainText('a manager must override it with a reason to approve this timesheet');
  for (const name of valid) {
    await expect(s.getByRole('group', { name: `Timesheet ${name}` }).getByText('Approved')).toBeVisible();
  }
  await expect(blocked.getByText('Submitted')).toBeVisible();
  await shot(s, 'timesheets-bulk-result-1280.png');

  // The same list on a phone: tick boxes on the cards.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = await phone.newPage();
  await signInAs(p, 'supervisor', `/app/labour?week=${week}`);
  await p.getByRole('checkbox', { name: `Select ${expired} ${project.project_number}` }).check();
  await expect(p.getByRole('region', { name: 'Selected' })).toContainText('1 timesheet selected');
  await shot(p, 'timesheets-ticked-390.png');
  await phone.close();

  // The manager approves it over the expired card, giving the reason.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const m = await office.newPage();
  await signInAs(m, 'manager', `/app/labour?week=${week}`);
  const card = m.getByRole('group', { name: `Timesheet ${expired}` });
  await card.getByRole('button', { name: `Approve with override timesheet for ${expired}` }).click();
  const dialog = m.getByRole('alertdialog', { name: 'Approve over an expired CSCS card' });
  await expect(dialog).toContainText('CSCS card expired on 31/10/2025');
  await shot(m, 'override-dialog-1280.png');
  await dialog
    .getByLabel('Reason')
    .fill('Renewed card seen at the gate on Monday; CSCS record to be updated');
  await dialog.getByRole('button', { name: 'Approve with override' }).click();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card).toContainText(
    'Approved over an expired CSCS card: Renewed card seen at the gate on Monday; CSCS record to be updated',
  );
  await shot(m, 'override-approved-1280.png');
  await m.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shot(m, 'override-approved-390.png');
  await office.close();
  await desk.close();
});

test('buyers tick material requests awaiting approval, at 1280 and 390 px', async ({ browser }) => {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', '/app/materials?status=requested');
  const table = s.getByRole('table', { name: 'Material requests' });
  await expect(table).toBeVisible();
  const ticks = table.getByRole('checkbox', { name: /^Select MR-/ });
  await expect(ticks.first()).toBeVisible();
  await ticks.first().check();
  await expect(s.getByRole('region', { name: 'Selected' })).toContainText('1 request selected');
  await shot(s, 'materials-ticked-1280.png');
  await s.setViewportSize({ width: 390, height: 844 });
  await expect(s.getByRole('list', { name: 'Material requests' })).toBeVisible();
  await shot(s, 'materials-ticked-390.png');
  await desk.close();
});

test('plant rates show the self-drive and the with-operator price; the demo excavator has both', async ({
  browser,
}) => {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const m = await desk.newPage();
  await signInAs(m, 'manager', '/app/plant?tab=rates');
  const table = m.getByRole('table', { name: 'Supplier rates' });
  await expect(table.getByRole('columnheader', { name: 'With operator' })).toBeVisible();
  const excavator = table.getByRole('row', { name: /3t Excavator.*Morgan Groundworks/ }).filter({
    hasText: '£85.00 / day',
  });
  await expect(excavator).toContainText('£245.00 / day');
  await shot(m, 'plant-rates-1280.png');
  await m.setViewportSize({ width: 390, height: 844 });
  await expect(m.getByRole('list', { name: 'Supplier rates' })).toBeVisible();
  await shot(m, 'plant-rates-390.png');
  await desk.close();
});
