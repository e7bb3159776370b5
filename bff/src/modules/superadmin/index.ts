// The superadmin module's public file: the platform operator's sign-in, companies, stats, inbox and audit log.
import type { BffModule } from '../../lib/module.js';
import { SuperadminResolver } from './superadmin.resolver.js';

export const superadminModule: BffModule = { name: 'superadmin', resolvers: [SuperadminResolver] };
