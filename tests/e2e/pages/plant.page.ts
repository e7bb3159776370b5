// Page object for /app/plant: the request form, a request's dialog and its moves, selected by role and label.
import { expect, type Page } from '@playwright/test';

/** dd/mm/yyyy of today plus `days` (the browser's and the server's London dates agree away from midnight). */
export function ukDate(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

export class PlantPage {
  constructor(private readonly page: Page) {}

  form() {
    return this.page.getByRole('dialog', { name: 'New plant request' });
  }

  request(reference: string) {
    return this.page.getByRole('dialog', { name: new RegExp(`^${reference} `) });
  }

  async fillRequest(input: { project: string; what: string; from: string; until: string; notes?: string }) {
    const form = this.form();
    await form.getByLabel('Project').selectOption({ label: input.project });
    await form.getByLabel('What plant').fill(input.what);
    await form.getByLabel('Needed from', { exact: true }).fill(input.from);
    await form.getByLabel('Needed until', { exact: true }).fill(input.until);
    if (input.notes) await form.getByLabel('Notes').fill(input.notes);
  }

  /**
   * A worker's plant request from the phone's quick actions: filled (with an operator when asked), sent, and the
   * form closed; answers its reference and id.
   */
  async requestFromQuickActions(
    input: Parameters<PlantPage['fillRequest']>[0] & { withOperator?: boolean },
  ): Promise<{ reference: string; id: string }> {
    await this.page.getByRole('button', { name: 'Quick actions' }).click();
    await this.page.getByRole('menuitem', { name: 'New Plant Request' }).click();
    await this.fillRequest(input);
    if (input.withOperator) await this.form().getByLabel('With operator').check();
    const sent = await this.send();
    await this.page.keyboard.press('Escape');
    return sent;
  }

  /** Sends the form; answers the new request's reference and id (from the toast and the URL). */
  async send(): Promise<{ reference: string; id: string }> {
    await this.form().getByRole('button', { name: 'Send request' }).click();
    const toast = this.page.getByText(/^PR-\d{4} requested$/);
    await expect(toast).toBeVisible();
    const reference = (await toast.textContent())!.replace(' requested', '');
    await expect(this.page).toHaveURL(/request_id=/);
    const id = new URL(this.page.url()).searchParams.get('request_id')!;
    return { reference, id };
  }
}
