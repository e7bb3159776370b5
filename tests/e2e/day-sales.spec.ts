// One contractor's day, the sales part (issue 35, decision 0061): a manager records an enquiry, prices its
// estimate in the editor (which fits 1280 px with every line's remove button in view, and stays usable at
// 390 px), prints the client's quotation, issues the estimate (asked first) — the enquiry shows Submitted —
// records the client's acceptance (asked first) — the enquiry shows Won with "Convert to project" offered at
// once, no status clicked by hand — converts it (asked first), and the project's application template starts
// from the estimate's figures at selling price. Screens at 1280 and 390 px go to SCREENS_DIR/day-sales when
// it is set.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './pages/login.page';
import { SalesWalk } from './pages/enquiries.page';

test.describe.configure({ timeout: 180_000 });

const screens = process.env.SCREENS_DIR;
async function shot(page: Page, name: string) {
  if (screens) await page.screenshot({ path: join(screens, 'day-sales', name), fullPage: true });
}

/** Nothing on the page is wider than the window: no sideways scrolling, no table scrolling inside its frame. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const doc = document.documentElement;
    const frames = [...document.querySelectorAll('table')].map((t) => t.parentElement!);
    return {
      page: doc.scrollWidth - doc.clientWidth,
      tables: Math.max(0, ...frames.map((f) => f.scrollWidth - f.clientWidth)),
    };
  });
  expect(overflow).toEqual({ page: 0, tables: 0 });
}

test('enquiry → estimate → issue → Submitted → accept → Won → convert → template from the estimate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tag = randomUUID().slice(0, 6);
  const title = `Garage conversion ${tag}`;
  await signInAs(page, 'manager');
  const walk = new SalesWalk(page);
  // Lines £1,899.99, overhead £142.50, profit £102.12: net £2,144.61, VAT £428.92, total £2,573.53.
  await walk.priceEstimate({
    title,
    client: `Patel ${tag}`,
    postcode: 'CF5 2LD',
    lines: [
      {
        section: 'Preliminaries',
        description: 'Site set-up and welfare',
        quantity: '1',
        unit: 'item',
        unitCost: '1850.00',
      },
      { section: 'Labour', description: 'Bricklayer', quantity: '2.5', unit: 'day', unitCost: '3.33' },
      { section: 'Materials', description: 'Blocks', quantity: '3.333', unit: 'm2', unitCost: '12.50' },
    ],
    overhead: '7.5',
    profit: '5',
    net: '£2,144.61',
    gross: '£2,573.53',
  });

  // The editor fits 1280 px: no sideways scroll, every remove button in view.
  await expectNoSidewaysScroll(page);
  for (const n of [1, 2, 3]) {
    const button = page.getByLabel(`Remove line ${n}`);
    await button.scrollIntoViewIfNeeded(); // down the page, never sideways
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await shot(page, 'estimate-editor-1280.png');
  // At 390 px the lines scroll inside their frame, with the remove button pinned in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Line 1 description')).toBeVisible();
  const remove = page.getByLabel('Remove line 1');
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  // Pinned: in reach without scrolling the lines' frame sideways.
  expect(await remove.evaluate((el) => el.closest('table')!.parentElement!.scrollLeft)).toBe(0);
  const box = (await remove.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'estimate-editor-390.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The print menu: the client's quotation downloads as a PDF.
  await walk.downloadQuotation();

  // Issue: asked first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Issue estimate' }).click();
  const issue = page.getByRole('alertdialog');
  await expect(issue).toContainText('moves to Submitted');
  await issue.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel('Enquiry status')).toContainText('Estimating');
  await walk.issue();
  await walk.openEnquiry('Submitted');
  await expect(page.getByRole('button', { name: 'Convert to project' })).toHaveCount(0);

  // Accept: asked first; the enquiry is won and converting is offered at once, here and on the estimate.
  await page.goto(walk.estimateUrl);
  await walk.accept('£2,573.53');
  await shot(page, 'estimate-accepted-1280.png');
  await walk.openEnquiry('Won');
  await expect(page.getByRole('button', { name: 'Mark won' })).toHaveCount(0);
  await shot(page, 'enquiry-won-1280.png');

  // Convert: asked first, naming the contract value; then the project opens.
  await walk.convert('£2,144.61', title);

  // The application template starts from the estimate at selling price, adding up to the contract value.
  await walk.openTemplate('£2,144.61');
  await expect(page.getByLabel('Line 1 reference')).toHaveValue('1.1');
  await expect(page.getByLabel('Line 1 description')).toHaveValue('Preliminaries: Site set-up and welfare');
  await expect(page.getByLabel('Line 1 contract value')).toHaveValue('2088.19');
  await expect(page.getByLabel('Line 2 contract value')).toHaveValue('9.40');
  await expect(page.getByLabel('Line 3 description')).toHaveValue('Materials: Blocks');
  await expect(page.getByLabel('Line 3 contract value')).toHaveValue('47.02');
  await shot(page, 'template-from-estimate-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'template-from-estimate-390.png');
});
