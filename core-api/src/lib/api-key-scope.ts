// Owns refusing an API key a route its scopes do not open (decision 0082): 403 with the scope it would need, or
// that no key may call it at all (people's and admins' own routes: users, settings, keys, accounting…).
import { ANY_KEY, requiredScope, type ApiScope, type ScopedRoute } from './api-keys.js';
import { AuthorizationError } from './errors.js';

export const NOT_FOR_API_KEYS = 'API keys cannot use this';
export const scopeMissing = (scope: ApiScope) => `This API key needs the ${scope} scope`;

export function requireKeyScope(route: ScopedRoute, scopes: readonly ApiScope[]): void {
  const needed = requiredScope(route);
  if (!needed) throw new AuthorizationError(NOT_FOR_API_KEYS);
  if (needed === ANY_KEY) return;
  if (!scopes.includes(needed)) throw new AuthorizationError(scopeMissing(needed));
}
