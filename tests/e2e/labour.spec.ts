// Labour end to end (issue 20 Proof): a supervisor approves a subcontract gang's submitted week on the
// timesheets tab; a manager enters the subcontractor's invoice for that week, which matches the approved
// timesheets, and matches it; the admin approves it (segregation of duties, issue 32: not the one who entered
// it); the manager marks it exported and records its payment; the CIS month then shows the
// subcontractor's payments and the 20% deduction, and its CSV downloads with them. Screens at 1280 and 390px
// go to SCREENS_DIR/labour.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { apiCreateProject, apiSignIn, uniqueSuffix } from './pages/projects.page';
import {
  apiCreateOperative,
  apiCreateSubcontractor,
  apiSubmitWeek,
  thisMonday,
  ukDate,
} from './pages/labour.page';

test.describe.configure({ timeout: 180_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (!screens) return;
  mkdirSync(join(screens, 'labour'), { recursive: true });
  await page.screenshot({ path: join(screens, 'labour', name), fullPage: true });
}

test('a week approved → the subcontractor’s invoice matched and approved → the CIS month and its CSV', async ({
  browser,
  request,
}) => {
  const suffix = uniqueSuffix();
  const manager = await apiSignIn(request, 'manager');
  const project = await apiCreateProject(request, manager.token, {
    name: `Maes Y Coed ${suffix}`,
    status: 'active',
  });
  const subbie = `Pryce Brickwork ${suffix}`;
  const supplierId = await apiCreateSubcontractor(request, manager.token, subbie, 'net');
  const gang = [`Huw Brick ${suffix}`, `Rhys Brick ${suffix}`];
  const week = thisMonday();
  const operativeIds: string[] = [];
  for (const name of gang) {
    const op = await apiCreateOperative(request, manager.token, name, supplierId, 200_00);
    operativeIds.push(op);
    await apiSubmitWeek(request, manager.token, op, project.id, week);
  }

  // The supervisor approves the gang's week.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const s = await desk.newPage();
  await signInAs(s, 'supervisor', `/app/labour?week=${week}`);
  await expect(s.getByRole('heading', { level: 1, name: 'Labour' })).toBeVisible();
  for (const name of gang) {
    const card = s.getByRole('group', { name: `Timesheet ${name}` });
    await expect(card.getByText('Submitted')).toBeVisible();
    await card.getByRole('button', { name: `Approve timesheet for ${name}` }).click();
    await expect(card.getByText('Approved')).toBeVisible();
    await expect(card.getByText(/cost £1,000\.00/)).toBeVisible();
  }
  await shot(s, 'timesheets-1280.png');
  await desk.close();

  // The manager enters the subcontractor's invoice for the week.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const m = await office.newPage();
  await signInAs(m, 'manager', '/app/labour?tab=invoices');
  await m.getByRole('button', { name: 'Enter invoice' }).click();
  await m.getByLabel('Supplier', { exact: true }).selectOption({ label: subbie });
  await m.getByLabel('Supplier’s invoice number').fill(`PB-${suffix}`);
  await m.getByLabel('Invoice date').fill(ukDate(week));
  await m.getByLabel('Period from').fill(ukDate(week));
  const end = new Date(`${week}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  await m.getByLabel('Period to').fill(ukDate(end.toISOString().slice(0, 10)));
  for (const [i, name] of gang.entries()) {
    if (i > 0) await m.getByRole('button', { name: 'Add line' }).click();
    const line = m.getByRole('group', { name: `Line ${i + 1}` });
    await line.getByLabel('Operative').selectOption({ label: name });
    await line
      .getByLabel('Project')
      .selectOption({ label: `${project.project_number} Maes Y Coed ${suffix}` });
    await line.getByLabel('Quantity').fill('5');
    await expect(line.getByLabel('Rate (£)')).toHaveValue('200.00');
  }
  await shot(m, 'invoice-form-1280.png');
  await m.getByRole('button', { name: 'Save invoice' }).click();
  await expect(m).toHaveURL(/\/app\/labour\/invoices\//);
  const invoicePath = new URL(m.url()).pathname;
  const lines = m.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByText('Matches')).toHaveCount(2);
  const sums = m.getByRole('table', { name: 'CIS and VAT arithmetic' });
  await expect(sums.getByRole('row', { name: /CIS deduction at 20% \(net\)/ })).toContainText('£400.00');
  await expect(sums.getByRole('row', { name: /Net payable to the supplier/ })).toBeVisible();
  await m.getByRole('button', { name: 'Match to timesheets' }).click();
  await expect(m.getByText('Matched', { exact: true })).toBeVisible();
  // Segregation of duties (issue 32): the manager who entered the invoice is not offered Approve; the admin
  // approves it.
  await expect(m.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await admin.newPage();
  await signInAs(a, 'admin');
  await a.goto(invoicePath);
  await a.getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByText('Approved', { exact: true })).toBeVisible();
  await admin.close();
  await m.reload();
  await expect(m.getByText('Approved', { exact: true })).toBeVisible();
  await shot(m, 'invoice-1280.png');
  await m.getByRole('button', { name: 'Mark exported' }).click();
  await expect(m.getByText('Exported', { exact: true })).toBeVisible();
  await m.getByRole('button', { name: 'Record payment' }).click();
  await m.getByRole('button', { name: 'Record payment' }).click();
  await expect(m.getByText('Paid', { exact: true })).toBeVisible();

  // The CIS month shows the deduction, and its CSV downloads.
  await m.goto('/app/labour?tab=cis');
  const month = m.getByRole('table', { name: 'CIS month' });
  const row = month.getByRole('row', { name: new RegExp(subbie) });
  await expect(row).toContainText('£2,000.00');
  await expect(row).toContainText('£400.00');
  await expect(m.getByText(/CIS300 return due by \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await shot(m, 'cis-month-1280.png');
  const [download] = await Promise.all([
    m.waitForEvent('download'),
    m.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cis-\d{4}-\d{2}-month-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`${subbie},4837261950,V1234567890,net,2000.00,0.00,400.00`);

  await m.goto('/app/labour/setup');
  await expect(m.getByRole('heading', { level: 1, name: 'Labour setup' })).toBeVisible();
  await shot(m, 'setup-1280.png');
  await m.goto(`/app/labour/${operativeIds[0]}`);
  await expect(m.getByRole('heading', { level: 1, name: gang[0] })).toBeVisible();
  await shot(m, 'operative-1280.png');
  await office.close();

  // On a phone: the week grid, the timesheets, the invoice and the CIS month.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = await phone.newPage();
  await signInAs(p, 'manager');
  await p.goto(invoicePath);
  await expect(p.getByRole('table', { name: 'CIS and VAT arithmetic' })).toBeVisible();
  await shot(p, 'invoice-390.png');
  await p.goto('/app/labour?tab=cis');
  await expect(p.getByRole('table', { name: 'CIS month' })).toBeVisible();
  await shot(p, 'cis-month-390.png');
  await p.goto(`/app/labour?create=true&week=${week}`);
  await expect(p.getByRole('heading', { name: 'Enter a week' })).toBeVisible();
  await shot(p, 'week-grid-390.png');
  await p.goto(`/app/labour?week=${week}`);
  await expect(p.getByRole('group', { name: `Timesheet ${gang[0]}` })).toBeVisible();
  await shot(p, 'timesheets-390.png');
  await phone.close();
});
