// The auth module's public file: sign-in, profile, password change and reset, refresh and logout.
import type { BffModule } from '../../lib/module.js';
import { AuthResolver } from './auth.resolver.js';

export const authModule: BffModule = { name: 'auth', resolvers: [AuthResolver] };
