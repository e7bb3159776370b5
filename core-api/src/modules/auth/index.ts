// Public surface of the auth module.
export { authModule } from './auth.module.js';
export { userSchema, presentUser } from './auth.presenter.js';
export { hashResetToken } from './password-reset.service.js';
