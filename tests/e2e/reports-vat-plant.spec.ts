// The VAT summary and plant utilisation (issue 40, decision 0086): the demo manager opens Reports, reads the VAT
// summary for the current VAT period (the four boxes, box 1 less box 4, the documents behind them), picks the
// period before from the select (it lands in the URL), asks for a from/to range instead, and downloads the
// spreadsheet (the boxes, then the documents), Excel and the PDF; then plant utilisation over the last two months,
// narrowed to one project, with its downloads. A supervisor gets plant utilisation and no VAT summary.
// Screenshots at 1280 and 390 px go to SCREENS_DIR when it is set.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { ReportsPage } from './pages/reports.page';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 90_000 });

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const ukDate = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);

test('a manager reads the VAT summary by VAT period and by range, and downloads it', async ({ page }) => {
  await signInAs(page, 'manager');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await reports.report('VAT summary').click();
  await expect(page).toHaveURL(/report=vat/);
  for (const box of [
    'Box 1: VAT due on sales and other outputs',
    'Box 4: VAT reclaimed on purchases and other inputs',
    'Box 6: Total value of sales and all other outputs excluding any VAT',
    'Box 7: Total value of purchases and all other inputs excluding any VAT',
  ]) {
    await expect(page.getByRole('region', { name: box })).toBeVisible();
  }
  await expect(page.getByText(/^Box 1 less box 4: −?£[\d,]+\.\d{2}/)).toBeVisible();
  await expect(page.getByText(/^VAT period \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await shoot(page, 'reports-vat');

  // The period before, from the select: it lands in the URL and the report follows.
  const period = page.getByLabel('VAT period', { exact: true });
  const options = await period.locator('option').allTextContents();
  expect(options.length).toBe(8);
  await period.selectOption({ index: 1 });
  await expect(page).toHaveURL(/period_end=\d{4}-\d{2}/);
  await expect(page.getByText(`VAT period ${options[1]}.`, { exact: false })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Documents' })
      .or(page.getByText('No documents with a tax point in this period.')),
  ).toBeVisible();

  const csv = await reports.download('CSV');
  expect(csv.name).toMatch(/^vat-summary-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Line,Box amount \(£\),On the return \(£\),Reference,/);
  expect(lines[1]).toMatch(/^Box 1: VAT due on sales and other outputs,-?\d+\.\d{2},-?\d+\.\d{2},/);
  const xlsx = await reports.download('Excel (.xlsx)');
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  const pdf = await reports.download('PDF');
  expect(pdf.name).toMatch(/^vat-summary-.*\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A range instead of a period: both ends typed as dd/mm/yyyy.
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  await page.getByLabel('Or from', { exact: true }).fill(ukDate(monthAgo));
  await page.getByLabel('To', { exact: true }).fill(ukDate(today));
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}|to=.*from=/);
  await expect(
    page.getByText(new RegExp(`^From ${ukDate(monthAgo).replace(/\//g, '\\/')} to`)),
  ).toBeVisible();
});

test('a manager reads plant utilisation over two months and for one project, and downloads it', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await reports.report('Plant utilisation').click();
  await expect(page).toHaveURL(/report=plant/);
  const from = new Date(Date.now() - 60 * 86_400_000);
  await page.getByLabel('From', { exact: true }).fill(ukDate(from));
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  const totals = page.getByRole('region', { name: 'Plant totals' });
  await expect(totals.or(page.getByText('No plant on hire in this range'))).toBeVisible();
  if (await totals.isVisible()) {
    await expect(totals.getByText('Cost to date')).toBeVisible();
    const firstProject = page.getByRole('table', { name: /^Hires on / }).first();
    await expect(firstProject).toBeVisible();
    await shoot(page, 'reports-plant');
    const csv = await reports.download('CSV');
    expect(csv.name).toMatch(/^plant-utilisation-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Project,Hire,Quantity,On hire,Off hire,Expected end,Late,Days on hire,/);
    expect(lines.at(-1)).toMatch(/^Total,/);
    // One project: its hires only.
    const name = (await firstProject.getAttribute('aria-label'))!.replace('Hires on ', '');
    const project = page.getByLabel('Project', { exact: true });
    const option = (await project.locator('option').allTextContents()).find((o) => o.startsWith(`${name} `))!;
    await project.selectOption({ label: option });
    await expect(page).toHaveURL(/project_id=/);
    await expect(page.getByRole('table', { name: /^Hires on / })).toHaveCount(1);
  } else {
    await shoot(page, 'reports-plant');
  }
  const pdf = await reports.download('PDF');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a supervisor reads plant utilisation and no VAT summary', async ({ page }) => {
  await signInAs(page, 'supervisor');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await expect(reports.report('Plant utilisation')).toBeVisible();
  await expect(reports.report('VAT summary')).toHaveCount(0);
});
