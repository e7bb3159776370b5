// The one place core-api tests import their helpers from: a database and an app per file (context.ts),
// factories for companies and users, and bearer headers for a user.
import { signAccessToken } from '../lib/tokens.js';
import type { User } from '../models/index.js';
import { TEST_JWT_SECRET } from './secret.js';

export { TEST_JWT_SECRET, testApp, testDatabase } from './context.js';
export {
  DEFAULT_PASSWORD,
  createCompany,
  createCompanyWithUser,
  createUser,
  type UserAttrs,
} from './factories.js';
export { isolatedDatabase } from './isolated-db.js';

/** `Bearer <token>` for a company user, signed with the test secret (1 hour unless said otherwise). */
export function bearer(user: Pick<User, 'id' | 'company_id' | 'role' | 'token_version'>, ttlSeconds = 3600) {
  return `Bearer ${signAccessToken(TEST_JWT_SECRET, user, ttlSeconds).access_token}`;
}
