// The contact module's public file: the public contact form.
import type { BffModule } from '../../lib/module.js';
import { ContactResolver } from './contact.resolver.js';

export const contactModule: BffModule = { name: 'contact', resolvers: [ContactResolver] };
