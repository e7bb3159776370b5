// core-api's /users and /invitations endpoints (manager and up), typed from core-api's OpenAPI document.
import { CoreApiDataSource, plain } from '../../lib/core-api-client.js';
import type { Role } from '../../lib/role.js';
import type { CompanyUsersArgs, InviteUserInput } from './users.input.js';

export class UsersApi extends CoreApiDataSource {
  list(args: CompanyUsersArgs) {
    const query = {
      search: args.search || undefined,
      role: args.role ?? undefined,
      status: args.status ?? undefined,
      page: args.page != null ? String(args.page) : undefined,
      size: args.size != null ? String(args.size) : undefined,
    };
    return this.call((init) => this.api.GET('/users', { params: { query }, ...init }));
  }

  invite(input: InviteUserInput) {
    return this.call((init) => this.api.POST('/users', { body: plain(input), ...init }));
  }

  changeRole(userId: string, role: Role) {
    return this.call((init) =>
      this.api.PATCH('/users/{userId}/role', { params: { path: { userId } }, body: { role }, ...init }),
    );
  }

  setActive(userId: string, active: boolean) {
    const path = active ? '/users/{userId}/reactivate' : '/users/{userId}/deactivate';
    return this.call((init) => this.api.POST(path, { params: { path: { userId } }, ...init }));
  }

  resetPassword(userId: string) {
    return this.call((init) =>
      this.api.POST('/users/{userId}/reset-password', { params: { path: { userId } }, ...init }),
    );
  }

  resendInvitation(invitationId: string) {
    return this.call((init) =>
      this.api.POST('/invitations/{invitationId}/resend', { params: { path: { invitationId } }, ...init }),
    );
  }

  cancelInvitation(invitationId: string) {
    return this.call((init) =>
      this.api.POST('/invitations/{invitationId}/cancel', { params: { path: { invitationId } }, ...init }),
    );
  }
}
