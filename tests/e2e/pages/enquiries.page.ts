// Page objects for /app/enquiries, /app/enquiries/{id} and the estimate editor at /app/estimates/{id}, selected
// by role and label as a person would.
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
