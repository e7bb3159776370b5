// core-api's /users endpoints (manager and up).
import type { CoreApiClient } from '../../lib/core-api-client.js';
import { plain } from '../auth/auth.api.js';
import type { Role } from '../auth/auth.type.js';
import type { CreateCompanyUserInput } from './users.input.js';
import type { CompanyUser, CompanyUserPage, UserLinkResult } from './users.type.js';

export interface UserListParams {
  search?: string | null;
  role?: Role | null;
  status?: string | null;
  page?: number | null;
  size?: number | null;
}

export class UsersApi {
  constructor(private readonly client: CoreApiClient) {}

  list(params: UserListParams): Promise<CompanyUserPage> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return this.client.get(`/users${text ? `?${text}` : ''}`);
  }

  create(input: CreateCompanyUserInput): Promise<UserLinkResult> {
    return this.client.post('/users', plain(input));
  }

  changeRole(id: string, role: Role): Promise<CompanyUser> {
    return this.client.request('PATCH', `/users/${encodeURIComponent(id)}/role`, { role });
  }

  setActive(id: string, active: boolean): Promise<CompanyUser> {
    return this.client.post(`/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`);
  }

  resetPassword(id: string): Promise<UserLinkResult> {
    return this.client.post(`/users/${encodeURIComponent(id)}/reset-password`);
  }
}
