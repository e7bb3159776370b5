// The company's books (issue 38): an admin of a freshly set-up company (the demo company stays unconnected for
// the other specs) connects Xero through its consent page — our fake on 127.0.0.1, started by the run's global
// setup — is sent back to Settings connected, and confirms the tax codes and accounts suggested from the
// organisation's own rates. A manager then orders, takes delivery and enters the supplier's invoice; the admin
// approves it on the order's page, which shows the bill posted to Xero, unpaid, with a link that opens it there;
// Settings lists it among the latest postings.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { E2E_XERO_APP_URL } from '../support/accounting-env';
import { AccountingSection, apiInviteManager, apiInvoicedOrder } from './pages/accounting.page';
import { graphql } from './pages/projects.page';
import { SuperadminPage, choosePassword } from './pages/superadmin.page';

test.describe.configure({ timeout: 120_000 });

/** With SCREENS_DIR set (as tests/e2e/screens.spec.ts), the section at 1280 and 390 px wide, for a look. */
async function shoot(page: Page, section: Locator, name: string) {
  const dir = process.env.SCREENS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const dayPattern = /\d{2}\/\d{2}\/\d{4}/;
/** The queue picks a posting up within seconds; on a busy two-core machine with two workers, allow more. */
const POSTED_WITHIN = 45_000;

test('an admin connects Xero, confirms the tax codes, and an approved supplier invoice is posted as a bill', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 8);
  const superadmin = new SuperadminPage(page);
  await superadmin.signIn();
  const adminEmail = `books-${tag}@e2e.example`;
  const link = await superadmin.setUpCompany({
    company: `Books Co ${tag}`,
    first: 'Ada',
    last: 'Ledger',
    email: adminEmail,
  });
  const context = await browser.newContext();
  const p = await context.newPage();
  await choosePassword(p, link, 'LedgerPass12');
  await expect(p).toHaveURL(/\/app\/dashboard$/);

  // Not connected: the service this server offers, and what its connection may do.
  const accounting = new AccountingSection(p);
  await accounting.goto();
  await expect(accounting.region.getByText(/sends bills, sales invoices and purchase orders/)).toBeVisible();
  await expect(accounting.region.getByText(/Permissions: .*accounting\.invoices/)).toBeVisible();
  await expect(
    accounting.region.getByText(/does not let other software record a bill as a CIS bill/),
  ).toBeVisible();
  await shoot(p, accounting.region, 'settings-accounting-connect');

  // Xero's consent page (the fake's), then back to our callback page and on to Settings.
  await accounting.connect('Xero');
  await expect(p.getByText('Xero connected')).toBeVisible();
  await expect(accounting.region.getByText('Connected', { exact: true })).toBeVisible();
  await expect(accounting.region.getByText('Organisation: Demo Contractors Ltd')).toBeVisible();
  await expect(accounting.region.getByText(/^Connected by Ada Ledger on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // The mapping, suggested from the organisation's own rates: confirmed as it stands.
  await expect(accounting.select('Purchases', 'Standard rate 20%')).toHaveValue('INPUT2');
  await expect(accounting.select('Purchases', 'Domestic reverse charge 20%')).toHaveValue(/^DRCHARGE/);
  await expect(accounting.select('Sales', 'Standard rate 20%')).toHaveValue('OUTPUT2');
  await expect(accounting.select('Accounts', 'Expense account')).toHaveValue('310');
  await expect(accounting.select('Accounts', 'Sales account')).toHaveValue('200');
  await expect(
    accounting.select('Accounts', 'CIS deductions account').locator('option', { hasText: 'CIS Liability' }),
  ).toBeDisabled();
  await shoot(p, accounting.region, 'settings-accounting-mapping');
  await accounting.mapping.getByRole('button', { name: 'Confirm tax codes and accounts' }).click();
  await expect(p.getByText('Tax codes and accounts confirmed')).toBeVisible();
  await expect(accounting.region.getByText(new RegExp(`^Confirmed on ${dayPattern.source}`))).toBeVisible();

  // A manager of the company orders, takes delivery and enters the supplier's invoice (through the app's API).
  const { login } = await graphql<{ login: { access_token: string } }>(
    context.request,
    'mutation L($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email: adminEmail, password: 'LedgerPass12' } },
  );
  const managerToken = await apiInviteManager(context.request, login.access_token, {
    first: 'Mo',
    last: 'Buyer',
    email: `buyer-${tag}@e2e.example`,
    password: 'BuyerPass12',
  });
  const reference = `BLK-${tag}`;
  const { poId } = await apiInvoicedOrder(context.request, managerToken, {
    supplier: `Blockworks ${tag}`,
    project: `Mill Lane ${tag}`,
    reference,
  });

  // The admin approves it on the order's page (segregation of duties: not the one who entered it). Posting runs
  // in the background (the job queue, then Xero): the page says "Waiting to post" and asks again until it goes.
  await p.goto(`/app/materials?po_id=${poId}`);
  const order = p.getByRole('status', { name: /^In the books: Purchase order/ });
  await expect(order).toContainText('Posted to Xero', { timeout: POSTED_WITHIN });
  const invoice = p.getByRole('group', { name: `Invoice ${reference}` });
  await invoice.getByRole('button', { name: 'Approve invoice' }).click();
  const bill = invoice.getByRole('status', { name: /^In the books: Supplier invoice/ });
  await expect(bill).toContainText('Posted to Xero · Unpaid', { timeout: POSTED_WITHIN });
  await expect(bill.getByRole('link', { name: 'Open in Xero' })).toHaveAttribute(
    'href',
    new RegExp(`^${E2E_XERO_APP_URL.replace(/[.]/g, '\\.')}/`),
  );
  await shoot(p, invoice, 'purchase-order-accounting');

  // Settings lists it among the latest postings, with its amount (40 × £2.10 + VAT = £100.80).
  await accounting.goto();
  const row = accounting.postings.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Posted');
  await expect(row).toContainText('Unpaid');
  await expect(row).toContainText('£100.80');
  await expect(row.getByRole('link', { name: 'Open in Xero' })).toBeVisible();
  await expect(accounting.region.getByRole('group', { name: 'Postings by state' })).toContainText('Posted2');
  await shoot(p, accounting.region, 'settings-accounting-connected');

  // The same bill in the CSV file Xero imports (for books kept without connecting): this month's bills, counted
  // and totalled, downloaded as the file with the supplier's number, its tax name and its amounts.
  const exportsRegion = p.getByRole('region', { name: 'Accounting exports' });
  const xeroFiles = exportsRegion.getByRole('region', { name: 'Xero files' });
  await expect(xeroFiles).toContainText('1 bill · £100.80 (VAT £16.80)');
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    xeroFiles.getByRole('button', { name: 'Download Xero bills CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^xero-bills-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('*ContactName,EmailAddress');
  expect(csv).toContain(`Blockworks ${tag}`);
  expect(csv).toContain(`,${reference},`);
  expect(csv).toContain(',310,20% (VAT on Expenses),16.80,');
  // The admin names the CIS deductions account the files use.
  await xeroFiles.getByRole('button', { name: 'Tax names and accounts for Xero' }).click();
  await xeroFiles.getByRole('textbox', { name: 'CIS deductions account' }).fill('2100');
  await shoot(p, exportsRegion, 'settings-accounting-exports');
  await xeroFiles.getByRole('button', { name: 'Save Xero names' }).click();
  await expect(xeroFiles).toContainText('CIS deductions go to 2100.');
  await context.close();
});
