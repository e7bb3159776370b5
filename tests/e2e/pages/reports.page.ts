// Page object for /app/reports: the report switch, the applications report's filters and tables, and the
// downloads (Export menu and PDF), selected by role and label as a person would.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

export class ReportsPage {
  constructor(readonly page: Page) {}

  async openFromHeader() {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Reports' }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  }

  report(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name });
  }

  applications(): Locator {
    return this.page.getByRole('table', { name: 'Applications in the report' });
  }

  projectTotals(): Locator {
    return this.page.getByRole('table', { name: 'Totals by project' });
  }

  totals(): Locator {
    return this.page.getByRole('region', { name: 'Report totals' });
  }

  filter(label: 'Project' | 'Status' | 'Overdue'): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Downloads through a button or the Export menu; the file's name and bytes. */
  async download(what: 'PDF' | 'CSV' | 'Excel (.xlsx)') {
    const download = this.page.waitForEvent('download');
    if (what === 'PDF') await this.page.getByRole('button', { name: 'PDF' }).click();
    else {
      await this.page.getByRole('button', { name: 'Export' }).click();
      await this.page.getByRole('menuitem', { name: what }).click();
    }
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  }
}
