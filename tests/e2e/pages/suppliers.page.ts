// Page object for /app/suppliers: the list kit's search and filters, the add/edit dialog and the row actions,
// selected by role and label as a person would.
import { expect, type Locator, type Page } from '@playwright/test';

export interface SupplierValues {
  name?: string;
  kinds?: string[];
  contact?: string;
  email?: string;
  phone?: string;
  cisStatus?: string;
  utr?: string;
  verification?: string;
}

export class SuppliersPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/app/suppliers');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByLabel('Search suppliers').fill(text);
  }

  async filterKind(label: string) {
    await this.page.getByLabel('Kind filter').selectOption({ label });
  }

  async filterStatus(label: string) {
    await this.page.getByLabel('Status filter').selectOption({ label });
  }

  async fill(values: SupplierValues) {
    const dialog = this.dialog();
    if (values.name !== undefined) await dialog.getByLabel('Supplier name').fill(values.name);
    for (const kind of values.kinds ?? []) await dialog.getByRole('checkbox', { name: kind }).check();
    if (values.contact !== undefined) await dialog.getByLabel('Contact name').fill(values.contact);
    if (values.email !== undefined) await dialog.getByLabel('Email').fill(values.email);
    if (values.phone !== undefined) await dialog.getByLabel('Phone').fill(values.phone);
    if (values.cisStatus !== undefined)
      await dialog.getByLabel('CIS status').selectOption({ label: values.cisStatus });
    if (values.utr !== undefined) await dialog.getByLabel('UTR').fill(values.utr);
    if (values.verification !== undefined)
      await dialog.getByLabel('Verification number').fill(values.verification);
  }

  async add(values: SupplierValues) {
    await this.page.getByRole('button', { name: 'Add supplier' }).click();
    await this.fill(values);
    await this.dialog().getByRole('button', { name: 'Add supplier' }).click();
  }
}
