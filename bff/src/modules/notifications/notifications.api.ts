// core-api's /notifications calls, typed from core-api's OpenAPI document.
import { CoreApiDataSource } from '../../lib/core-api-client.js';

export class NotificationsApi extends CoreApiDataSource {
  list(args: { page?: number | null; size?: number | null; unread?: boolean | null }) {
    const query = {
      page: args.page != null ? String(args.page) : undefined,
      size: args.size != null ? String(args.size) : undefined,
      unread: args.unread != null ? (String(args.unread) as 'true' | 'false') : undefined,
    };
    return this.call((init) => this.api.GET('/notifications', { params: { query }, ...init }));
  }

  get(notificationId: string) {
    return this.call((init) =>
      this.api.GET('/notifications/{notificationId}', { params: { path: { notificationId } }, ...init }),
    );
  }

  async unreadCount(): Promise<number> {
    return (await this.call((init) => this.api.GET('/notifications/unread-count', init))).unread;
  }

  markRead(notificationId: string) {
    return this.call((init) =>
      this.api.POST('/notifications/{notificationId}/read', {
        params: { path: { notificationId } },
        ...init,
      }),
    );
  }

  async markAllRead(): Promise<number> {
    return (await this.call((init) => this.api.POST('/notifications/read-all', init))).updated;
  }
}
