// Cost value reconciliation and cost to complete (issue 40, decision 0085): the demo manager opens Reports, picks
// the CVR for one project and this month, enters a QS adjustment (it shows with its amount), closes the month
// (the adjustment can no longer be changed and the month reads as closed), downloads the spreadsheet and the
// PDF, then reads the cost to complete. A supervisor is offered neither report. Screenshots at 1280 and 390 px
// go to SCREENS_DIR when it is set.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { ReportsPage } from './pages/reports.page';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const thisMonth = () =>
  new Date().toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });

test('a manager enters an adjustment, closes the month and downloads the CVR', async ({ page }) => {
  await signInAs(page, 'manager');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await reports.report('Cost value reconciliation').click();
  await expect(page).toHaveURL(/report=cvr/);
  await expect(page.getByRole('region', { name: 'CVR totals' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By project' })).toBeVisible();

  await reports.filter('Project').selectOption({ index: 1 });
  await expect(page).toHaveURL(/project_id=/);
  await expect(page.getByRole('heading', { name: `Adjustments entered in ${thisMonth()}` })).toBeVisible();

  await page.getByRole('button', { name: 'Add adjustment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kind').selectOption({ label: 'Unagreed variations' });
  await dialog.getByLabel('Amount (£)').fill('1250.50');
  await dialog.getByLabel('Note').fill('VO-12 extra drainage, awaiting instruction');
  await dialog.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(dialog).toHaveCount(0);
  const adjustments = page.getByRole('table', { name: 'Adjustments' });
  await expect(adjustments.getByText('£1,250.50')).toBeVisible();
  await expect(adjustments.getByText('VO-12 extra drainage, awaiting instruction')).toBeVisible();
  await shoot(page, 'reports-cvr');

  await page.getByRole('button', { name: `Close ${thisMonth()}` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Close ${thisMonth()}` })
    .click();
  await expect(page.getByText(/closed — the figures as they were kept/)).toBeVisible();
  await expect(adjustments.getByText('Month closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add adjustment' })).toHaveCount(0);

  const xlsx = await reports.download('Excel (.xlsx)');
  expect(xlsx.name).toMatch(/^cvr-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  const pdf = await reports.download('PDF');
  expect(pdf.name).toMatch(/^cvr-\d{4}-\d{2}-P-\d+\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await reports.report('Cost to complete').click();
  await expect(page).toHaveURL(/report=cost_to_complete/);
  await expect(page.getByRole('region', { name: 'Cost to complete totals' })).toBeVisible();
  await reports.filter('Project').selectOption({ index: 0 });
  await expect(page.getByRole('table', { name: 'By project' })).toBeVisible();
  await shoot(page, 'reports-cost-to-complete');
  const csv = await reports.download('CSV');
  expect(csv.name).toMatch(/^cost-to-complete-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.bytes.toString('utf8')).toMatch(/\r\nTotal,/);
});

test('a supervisor is offered neither the CVR nor the cost to complete', async ({ page }) => {
  await signInAs(page, 'supervisor');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await expect(reports.report('Applications by project')).toBeVisible();
  await expect(reports.report('Cost value reconciliation')).toHaveCount(0);
  await expect(reports.report('Cost to complete')).toHaveCount(0);
});
