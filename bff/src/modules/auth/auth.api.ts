// core-api's /auth endpoints, as the auth resolvers need them. Bodies pass through in the contract's shape.
import type { CoreApiClient } from '../../lib/core-api-client.js';
import type { AuthPayload, ChangePasswordPayload, User } from './auth.type.js';
import type { ChangePasswordInput, LoginInput, UpdateProfileInput } from './auth.input.js';

/** GraphQL hands inputs over as class instances with undefined keys; core-api gets plain JSON. */
function plain<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export class AuthApi {
  constructor(private readonly client: CoreApiClient) {}

  login(input: LoginInput): Promise<AuthPayload> {
    return this.client.post('/auth/login', plain(input));
  }

  me(): Promise<User> {
    return this.client.get('/auth/me');
  }

  updateProfile(input: UpdateProfileInput): Promise<User> {
    return this.client.put('/auth/me', plain(input));
  }

  changePassword(input: ChangePasswordInput): Promise<ChangePasswordPayload> {
    return this.client.post('/auth/change-password', plain(input));
  }

  refresh(): Promise<AuthPayload> {
    return this.client.post('/auth/refresh');
  }
}
