// The push-tokens module's public file: the mobile wrapper's device tokens.
import type { BffModule } from '../../lib/module.js';
import { PushTokenResolver } from './push-tokens.resolver.js';

export const pushTokensModule: BffModule = { name: 'push-tokens', resolvers: [PushTokenResolver] };
