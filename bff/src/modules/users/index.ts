// The users module's public file: company user management (manager and up).
import type { BffModule } from '../../lib/module.js';
import { UsersResolver } from './users.resolver.js';

export const usersModule: BffModule = { name: 'users', resolvers: [UsersResolver] };
