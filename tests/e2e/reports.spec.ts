// Reports (issue 40, decision 0084): the demo manager opens Reports from the header, reads applications by
// project over the demo company's applications, narrows it to the paid ones (the filter lands in the URL and the
// table follows), downloads it as Excel, CSV (exactly the rows on screen, with the totals) and PDF with that
// filter, asks for the overdue only, then switches to the CIS summary for a tax month and the whole tax year and
// downloads its spreadsheet. A supervisor sees only applications by project. Screenshots at 1280
// and 390 px go to SCREENS_DIR when it is set.
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

test('a manager filters applications by project, downloads it, then reads the CIS summary', async ({
  page,
}) => {
  await signInAs(page, 'manager');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await expect(reports.report('Applications by project')).toHaveAttribute('aria-current', 'page');
  await expect(reports.applications()).toBeVisible();
  const all = await reports.applications().getByRole('row').count();
  expect(all).toBeGreaterThan(1);
  await expect(reports.projectTotals()).toBeVisible();
  await shoot(page, 'reports-applications');

  await reports.filter('Status').selectOption({ label: 'Paid' });
  await expect(page).toHaveURL(/status=paid/);
  await expect(reports.applications().getByText('Submitted')).toHaveCount(0);
  await expect(reports.applications().getByText('Paid', { exact: true }).first()).toBeVisible();
  const paidRows = (await reports.applications().getByRole('row').count()) - 1;

  const xlsx = await reports.download('Excel (.xlsx)');
  expect(xlsx.name).toMatch(/^applications-by-project-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  const csv = await reports.download('CSV');
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Project number,Project,Application,/);
  expect(lines.at(-1)).toMatch(/^Total,All projects,/);
  // The paid applications on screen, and a totals row for each project and the report.
  const applicationLines = lines.slice(1).filter((l) => !l.startsWith('Total') && !/^[^,]*,"?Total /.test(l));
  expect(applicationLines).toHaveLength(paidRows);
  expect(applicationLines.every((l) => l.includes(',Paid,'))).toBe(true);
  const pdf = await reports.download('PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Overdue only: what is past its final date and still owed (the demo company's may be none).
  await reports.filter('Status').selectOption({ label: 'Every status' });
  await reports.filter('Overdue').selectOption({ label: 'Overdue only' });
  await expect(page).toHaveURL(/overdue=true/);
  await expect(
    reports
      .totals()
      .getByText(/past the final date/)
      .or(page.getByText('No applications match these filters')),
  ).toBeVisible();

  await reports.report('CIS summary').click();
  await expect(page).toHaveURL(/report=cis/);
  await expect(page.getByRole('heading', { name: 'By subcontractor' })).toBeVisible();
  const month = page.getByLabel('Tax month', { exact: true });
  await month.selectOption({ label: 'Month 3: 6 June to 5 July' });
  await expect(page).toHaveURL(/month=3/);
  await expect(page.getByText(/Tax year \d{4}-\d{2}, month 3:/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'By tax month' })).toHaveCount(0);
  await month.selectOption({ label: 'The whole tax year' });
  await expect(page.getByRole('table', { name: 'By tax month' })).toBeVisible();
  await shoot(page, 'reports-cis');
  const cis = await reports.download('CSV');
  expect(cis.name).toMatch(/^cis-summary-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(cis.bytes.toString('utf8')).toContain('Tax month 12:');
});

test('a supervisor reads applications by project and no CIS summary', async ({ page }) => {
  await signInAs(page, 'supervisor');
  const reports = new ReportsPage(page);
  await reports.openFromHeader();
  await expect(reports.applications()).toBeVisible();
  await expect(reports.report('CIS summary')).toHaveCount(0);
});
