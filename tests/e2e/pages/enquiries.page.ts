// Page objects for /app/enquiries, /app/enquiries/{id} and the estimate editor at /app/estimates/{id}, selected
// by role and label as a person would.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export class EnquiriesPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/app/enquiries');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async create(values: {
    title: string;
    client: string;
    postcode: string;
    received: string;
    tenderDue: string;
  }) {
    await this.page.getByRole('button', { name: 'New enquiry' }).click();
    const d = this.dialog();
    await d.getByLabel('Title').fill(values.title);
    await d.getByLabel('Client name').fill(values.client);
    await d.getByLabel('Postcode').fill(values.postcode);
    await d.getByLabel('Received date').fill(values.received);
    await d.getByLabel('Tender due date').fill(values.tenderDue);
    await d.getByRole('button', { name: 'Save enquiry' }).click();
  }
}

export class EstimateEditor {
  constructor(readonly page: Page) {}

  async addLine(
    section: string,
    n: number,
    line: { description: string; quantity: string; unit: string; unitCost: string },
  ) {
    await this.page.getByRole('button', { name: `Add ${section.toLowerCase()} line` }).click();
    await this.page.getByLabel(`Line ${n} description`).fill(line.description);
    await this.page.getByLabel(`Line ${n} quantity`).fill(line.quantity);
    await this.page.getByLabel(`Line ${n} unit`, { exact: true }).fill(line.unit);
    await this.page.getByLabel(`Line ${n} unit cost`).fill(line.unitCost);
  }

  total(label: string): Locator {
    return this.page.getByLabel(`${label} total`, { exact: true });
  }
}

export interface EstimateLine {
  section: string;
  description: string;
  quantity: string;
  unit: string;
  unitCost: string;
}

/**
 * The sales walk of one contractor's day (issue 35, decision 0061), step by step for the specs that walk it:
 * an enquiry and its priced estimate, the client's quotation, issue (the enquiry follows to Submitted), accept
 * (Won, converting offered at once), convert (asked first) and the application template the estimate starts.
 */
export class SalesWalk {
  enquiryUrl = '';
  estimateUrl = '';
  readonly editor: EstimateEditor;

  constructor(readonly page: Page) {
    this.editor = new EstimateEditor(page);
  }

  /** The enquiry page's status badge, beside its heading. */
  enquiryStatus(): Locator {
    return this.page.locator('h1').locator('xpath=following-sibling::*[1]');
  }

  /** A new enquiry (New); its estimate started (the enquiry estimating), priced, saved and totalled. */
  async priceEstimate(e: {
    title: string;
    client: string;
    postcode: string;
    lines: readonly EstimateLine[];
    overhead: string;
    profit: string;
    net: string;
    gross: string;
  }) {
    const { page } = this;
    const list = new EnquiriesPage(page);
    await list.goto();
    await list.create({
      title: e.title,
      client: e.client,
      postcode: e.postcode,
      received: '',
      tenderDue: '',
    });
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(e.title) })).toBeVisible();
    this.enquiryUrl = page.url();
    await expect(this.enquiryStatus()).toHaveText('New');
    // Starting the estimate makes the enquiry estimating.
    await page.getByRole('button', { name: 'Start estimate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Estimate EST-\d+ v1/ })).toBeVisible();
    this.estimateUrl = page.url();
    await expect(page.getByLabel('Enquiry status')).toContainText('Estimating');
    for (const [i, { section, ...line }] of e.lines.entries())
      await this.editor.addLine(section, i + 1, line);
    await page.getByLabel('Overhead %').fill(e.overhead);
    await page.getByLabel('Profit %').fill(e.profit);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Estimate saved')).toBeVisible();
    await expect(this.editor.total('Net')).toHaveText(e.net);
    await expect(this.editor.total('Gross')).toHaveText(e.gross);
  }

  /** The print menu (which also offers the internal costed estimate): the client's quotation as PDF bytes. */
  async downloadQuotation(): Promise<Buffer> {
    const { page } = this;
    await page.getByRole('button', { name: 'Print PDF' }).click();
    await expect(page.getByRole('menuitem', { name: 'Internal costed estimate' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Client quotation (section totals)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^EST-\d+-v1-quotation\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    return bytes;
  }

  /** Issue, asked first: the enquiry follows to Submitted. */
  async issue() {
    const { page } = this;
    await page.getByRole('button', { name: 'Issue estimate' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('moves to Submitted');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Issue estimate' }).click();
    await expect(page.getByText('Estimate issued')).toBeVisible();
    await expect(page.getByLabel('Enquiry status')).toContainText('Submitted');
  }

  /** The client accepts, asked first (the dialog names the gross): Won, and converting is offered at once. */
  async accept(gross: string) {
    const { page } = this;
    await page.getByRole('button', { name: 'Mark accepted' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(gross);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark accepted' }).click();
    await expect(page.getByText('Estimate accepted')).toBeVisible();
    await expect(page.getByLabel('Enquiry status')).toContainText('Won');
    await expect(page.getByRole('button', { name: 'Convert to project' })).toBeVisible();
  }

  /** Back on the enquiry's own page, showing `status`. */
  async openEnquiry(status: string) {
    await this.page.goto(this.enquiryUrl);
    await expect(this.enquiryStatus()).toHaveText(status);
  }

  /** Convert, asked first and naming the contract value (the net); the project titled `title` opens. */
  async convert(net: string, title: string) {
    const { page } = this;
    await page.getByRole('button', { name: 'Convert to project' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(net);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Convert to project' }).click();
    await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  }

  /** The project's application template, started from the accepted estimate at its contract sum. */
  async openTemplate(contractSum: string) {
    const { page } = this;
    await page.getByRole('link', { name: 'Applications for payment' }).click();
    await expect(page.getByRole('heading', { name: 'Create Application Template' })).toBeVisible();
    await expect(page.getByText(/Started from the accepted estimate EST-\d+ v1/)).toBeVisible();
    await expect(page.getByLabel('Contract sum')).toHaveText(`Contract sum ${contractSum}`);
  }
}
