// Page object for Settings → API access: the section, its "Create API key" form, the new key shown once, and a
// key's row in the list (a table row from 768px up).
import { expect, type Locator, type Page } from '@playwright/test';

export class ApiAccessSection {
  readonly region: Locator;
  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'API access' });
  }

  async goto() {
    await this.page.goto('/app/settings');
    await expect(this.region).toBeVisible();
  }

  get form(): Locator {
    return this.region.getByRole('form', { name: 'Create API key' });
  }

  /** The new key's panel: shown once, after creating. */
  get secret(): Locator {
    return this.region.getByRole('region', { name: 'New API key' });
  }

  /** Opens the form, names the key and ticks its scopes (not yet submitted). */
  async fillCreate(name: string, scopes: string[]) {
    await this.region.getByRole('button', { name: 'Create API key' }).click();
    await this.form.getByRole('textbox', { name: 'Name' }).fill(name);
    for (const scope of scopes) await this.form.getByRole('checkbox', { name: scope }).check();
  }

  /** The key's row in the table. */
  row(name: string): Locator {
    return this.region.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
  }
}
