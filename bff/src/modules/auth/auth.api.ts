// core-api's /auth endpoints, as the auth resolvers need them. Bodies pass through in the contract's shape.
import type { CoreApiClient } from '../../lib/core-api-client.js';
import type { AuthPayload, ChangePasswordPayload, MessagePayload, User } from './auth.type.js';
import type {
  ChangePasswordInput,
  LoginInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from './auth.input.js';

/** GraphQL hands inputs over as class instances with undefined keys; core-api gets plain JSON. */
export function plain<T extends object>(input: T): Record<string, unknown> {
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

  requestPasswordReset(email: string): Promise<MessagePayload> {
    return this.client.post('/auth/forgot-password', { email });
  }

  resetPassword(input: ResetPasswordInput): Promise<AuthPayload> {
    return this.client.post('/auth/reset-password', plain(input));
  }

  async logout(deviceId?: string | null): Promise<void> {
    await this.client.post('/auth/logout', deviceId ? { device_id: deviceId } : {});
  }
}
