// The bell (decision 0060) as the day specs use it: its menu and items by title, opened until an item shows (the
// demo users' feeds are shared with parallel specs, so a reload may be needed), and a user's latest
// notifications from the API, for what the bell's first page may not show.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphql } from './projects.page';

export class Bell {
  constructor(readonly page: Page) {}

  /** The bell's button; `unread` asks for one that announces unread notifications. */
  button(unread = false): Locator {
    return this.page.getByRole('button', { name: unread ? /^Notifications, \d+ unread/ : /^Notifications/ });
  }

  menu(): Locator {
    return this.page.getByRole('menu', { name: 'Notifications' });
  }

  /** The notification holding `title` (and `also`, where other specs may raise the same title). */
  item(title: string, also?: string): Locator {
    const titled = this.menu().getByRole('menuitem').filter({ hasText: title });
    return also ? titled.filter({ hasText: also }) : titled;
  }

  /** Opens the bell, which announces unread notifications. */
  async openUnread() {
    await this.button(true).click();
  }

  /** Opens the bell and answers the item holding `title` (and `also`), reloading until it is there. */
  async find(title: string, also?: string): Promise<Locator> {
    const item = this.item(title, also);
    await expect(async () => {
      await this.page.keyboard.press('Escape');
      await this.page.reload();
      await this.button().click();
      await expect(item).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    return item;
  }
}

export interface Listed {
  title: string;
  link: string;
  read: boolean;
}

/** The user's latest notifications, from the API (other specs notify the same demo users meanwhile). */
export async function latestNotifications(request: APIRequestContext, token: string): Promise<Listed[]> {
  const data = await graphql<{ notifications: { items: Listed[] } }>(
    request,
    'query { notifications(page: 1, size: 50) { items { title link read } } }',
    {},
    token,
  );
  return data.notifications.items;
}
