// The api-keys module's public file: a company's API keys for external tools and widgets (company admins).
import type { BffModule } from '../../lib/module.js';
import { ApiKeysResolver } from './api-keys.resolver.js';

export const apiKeysModule: BffModule = { name: 'api-keys', resolvers: [ApiKeysResolver] };
