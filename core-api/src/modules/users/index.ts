// Public surface of the users module: the module, and what platform set-up reuses (email rules, set-password
// links, unusable password hashes).
export { usersModule } from './users.module.js';
export { emailSchema } from './users.schema.js';
export { createSetPasswordLink, mailSetPasswordLink } from './set-password-link.js';
export { unusablePasswordHash } from './users.service.js';
export { EMAIL_TAKEN } from './users.policy.js';
