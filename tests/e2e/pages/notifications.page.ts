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

/**
 * Resolves once `page` has asked the server, over its live socket, for the subscription `field` (a graphql-ws
 * `subscribe` message naming it). Call it before the page loads or reloads; it stands in for a fixed wait for the
 * subscription to start.
 */
export function listening(page: Page, field: string, timeout = 15_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the page did not subscribe to ${field} within ${timeout} ms`)),
      timeout,
    );
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"type":"subscribe"') && text.includes(field)) {
          clearTimeout(timer);
          resolve();
        }
      }),
    );
  });
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
