// Enquiries and estimates (issue 16): a manager records an enquiry (overdue tender highlighted in the list),
// moves it new → estimating, prices its estimate with lines in three sections (live totals equal to the
// server's to the penny), is stopped from leaving with unsaved changes, issues it (read-only), accepts it (which
// wins the enquiry) and converts it into a project that shows the contract value and budget. Screens at 1280 and
// 390px go to SCREENS_DIR/enquiries when it is set.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { EnquiriesPage, EstimateEditor } from './pages/enquiries.page';

test.describe.configure({ timeout: 120_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: join(screens, 'enquiries', name), fullPage: true });
}

test('an enquiry is priced, issued, accepted, won and converted into a project', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tag = randomUUID().slice(0, 6);
  const title = `Rear extension ${tag}`;
  await signInAs(page, 'manager');
  await page.getByRole('banner').getByRole('link', { name: 'Enquiries' }).click();
  const list = new EnquiriesPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();

  // The form checks before sending; then the new enquiry opens.
  await page.getByRole('button', { name: 'New enquiry' }).click();
  await list.dialog().getByRole('button', { name: 'Save enquiry' }).click();
  await expect(list.dialog().getByText('Title is required')).toBeVisible();
  await list.dialog().getByRole('button', { name: 'Cancel' }).click();
  await list.create({
    title,
    client: `Hughes ${tag}`,
    postcode: 'cf5 2ld',
    received: '20/10/2026',
    tenderDue: '01/11/2026',
  });
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await expect(page.getByText('01/11/2026 (overdue)')).toBeVisible();
  const enquiryUrl = page.url();
  // Details are edited while the enquiry is open.
  await page.getByRole('button', { name: 'Edit details' }).click();
  await list.dialog().getByLabel('Source').fill('Website form');
  await list.dialog().getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/ENQ-\d+ updated/)).toBeVisible();
  await expect(page.getByText('Website form')).toBeVisible();

  // The list shows it, overdue highlighted, under the New tab.
  await list.goto();
  await page.getByRole('tab', { name: 'New' }).click();
  await expect(page).toHaveURL(/status=new/);
  await page.getByLabel('Search enquiries').fill(tag);
  await expect(list.row(title)).toContainText('01/11/2026 (overdue)');
  await expect(list.row(title)).toContainText('New');
  await shot(page, 'list-1280.png');

  // new → estimating, then the estimate.
  await list.row(title).getByRole('link').click();
  await page.getByRole('button', { name: 'Start estimating' }).click();
  await expect(page.getByText('is now estimating')).toBeVisible();
  await page.getByRole('button', { name: 'Start estimate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Estimate EST-\d+ v1/ })).toBeVisible();
  const editor = new EstimateEditor(page);
  await editor.addLine('Preliminaries', 1, {
    description: 'Site set-up and welfare',
    quantity: '1',
    unit: 'item',
    unitCost: '1850.00',
  });
  await editor.addLine('Labour', 2, {
    description: 'Bricklayer',
    quantity: '2.5',
    unit: 'day',
    unitCost: '3.33',
  });
  await editor.addLine('Materials', 3, {
    description: 'Blocks',
    quantity: '3.333',
    unit: 'm2',
    unitCost: '12.50',
  });
  await page.getByLabel('Overhead %').fill('7.5');
  await page.getByLabel('Profit %').fill('5');
  // Live totals: lines £1,899.99; overhead 7.5% £142.50; profit 5% of £2,042.49 = £102.12; net £2,144.61;
  // VAT 20% £428.92; total £2,573.53 (decision 0029).
  await expect(editor.total('Lines')).toHaveText('£1,899.99');
  await expect(editor.total('Overhead')).toHaveText('£142.50');
  await expect(editor.total('Profit')).toHaveText('£102.12');
  await expect(editor.total('Net')).toHaveText('£2,144.61');
  await expect(editor.total('Gross')).toHaveText('£2,573.53');

  // Reorder within a section is offered; leaving with unsaved changes asks first.
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('alertdialog').getByText('Leave without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Estimate saved')).toBeVisible();
  await expect(editor.total('Gross')).toHaveText('£2,573.53');
  await shot(page, 'estimate-draft-1280.png');

  // Issue and accept each ask first (issue 35).
  await page.getByRole('button', { name: 'Issue estimate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue estimate' }).click();
  await expect(page.getByText(/is issued and can no longer be edited/)).toBeVisible();
  await expect(page.getByLabel('Line 1 description')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark accepted' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark accepted' }).click();
  await expect(page.getByText('Estimate accepted')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'estimate-accepted-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The server's totals on the enquiry page equal the editor's.
  await page.goto(enquiryUrl);
  await expect(page.getByRole('table', { name: 'Estimate versions' })).toContainText('£2,573.53');
  await expect(page.getByRole('table', { name: 'Estimate versions' })).toContainText('£2,144.61');
  // The estimate's acceptance won the enquiry (decision 0061): converting is offered at once, asked first.
  await expect(page.getByRole('button', { name: 'Mark won' })).toHaveCount(0);
  await shot(page, 'enquiry-won-1280.png');
  await page.getByRole('button', { name: 'Convert to project' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Convert to project' }).click();

  // The new project: contract value the estimate's net, budget per category from its sections.
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await expect(page.getByText('£2,144.61').first()).toBeVisible();
  await expect(page.getByText('£1,899.99').first()).toBeVisible();
  const budget = page.getByRole('table', { name: 'Budget vs committed' });
  await expect(budget.getByRole('row').filter({ hasText: 'Preliminaries' })).toContainText('£1,850.00');
  await expect(budget.getByRole('row').filter({ hasText: 'Labour' })).toContainText('£8.33');
  await expect(budget.getByRole('row').filter({ hasText: 'Materials' })).toContainText('£41.66');
  await shot(page, 'project-converted-1280.png');

  // Converted once: the button is gone and the enquiry links the project.
  await page.goto(enquiryUrl);
  await expect(page.getByRole('button', { name: 'Convert to project' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open project' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await list.goto();
  await shot(page, 'list-390.png');
});

test('a new enquiry entered by mistake is deleted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `Mistake ${randomUUID().slice(0, 6)}`;
  await signInAs(page, 'supervisor');
  const list = new EnquiriesPage(page);
  await list.goto();
  await list.create({ title, client: 'Nobody Ltd', postcode: '', received: '', tenderDue: '' });
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/app\/enquiries$/);
  await page.getByLabel('Search enquiries').fill(title);
  await expect(page.getByText('No enquiries match')).toBeVisible();
});
