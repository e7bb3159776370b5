// core-api's /auth endpoints, as the auth resolvers need them, typed from core-api's OpenAPI document.
import { CoreApiDataSource, plain } from '../../lib/core-api-client.js';
import type {
  ChangePasswordInput,
  LoginInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from './auth.input.js';

export class AuthApi extends CoreApiDataSource {
  login(input: LoginInput) {
    return this.call((init) => this.api.POST('/auth/login', { body: plain(input), ...init }));
  }

  me() {
    return this.call((init) => this.api.GET('/auth/me', init));
  }

  updateProfile(input: UpdateProfileInput) {
    return this.call((init) => this.api.PUT('/auth/me', { body: plain(input), ...init }));
  }

  changePassword(input: ChangePasswordInput) {
    return this.call((init) => this.api.POST('/auth/change-password', { body: plain(input), ...init }));
  }

  refresh() {
    return this.call((init) => this.api.POST('/auth/refresh', init));
  }

  requestPasswordReset(email: string) {
    return this.call((init) => this.api.POST('/auth/forgot-password', { body: { email }, ...init }));
  }

  invitationWelcome(token: string) {
    return this.call((init) => this.api.POST('/auth/invitation', { body: { token }, ...init }));
  }

  resetPassword(input: ResetPasswordInput) {
    return this.call((init) => this.api.POST('/auth/reset-password', { body: plain(input), ...init }));
  }

  async logout(deviceId?: string | null): Promise<void> {
    await this.call((init) =>
      this.api.POST('/auth/logout', { body: deviceId ? { device_id: deviceId } : {}, ...init }),
    );
  }
}
