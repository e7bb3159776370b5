// Page object for /app/users: the list (users and invitations), the invite form and the one-time link dialog.
import { expect, type Locator, type Page } from '@playwright/test';

export interface InviteValues {
  first: string;
  last: string;
  email: string;
  role: string;
}

/** What the link dialog showed: its title and text, and the link. */
export interface ShownLink {
  title: string;
  description: string;
  link: string;
}

export class UsersPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/app/users');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  }

  /** Fills the invite form and submits it (the dialog stays open when a field is refused). */
  async submitInvite(values: InviteValues) {
    await this.page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('First name').fill(values.first);
    await dialog.getByLabel('Last name').fill(values.last);
    await dialog.getByLabel('Email').fill(values.email);
    await dialog.getByLabel('Role').selectOption(values.role);
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    return dialog;
  }

  /** Invites someone and returns what the link dialog showed, then closes it. */
  async invite(values: InviteValues): Promise<ShownLink> {
    await this.submitInvite(values);
    return this.takeLink('Invitation sent');
  }

  /** Reads the open link dialog (title given) and closes it with Done. */
  async takeLink(title: string): Promise<ShownLink> {
    const dialog = this.page.getByRole('dialog', { name: title });
    const field = dialog.getByLabel('Set-password link');
    await expect(field).toHaveValue(/\/reset-password\?token=/);
    const shown = {
      title: (await dialog.getByRole('heading').first().textContent()) ?? '',
      description: (await dialog.getByText(/is invited|new one-time link/).textContent()) ?? '',
      link: await field.inputValue(),
    };
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    return shown;
  }

  async search(text: string) {
    await this.page.getByLabel('Search users').fill(text);
  }

  /** The list's row (table row or phone card) holding `text`. */
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
