// The forms module's public file: templates and submissions over GraphQL, plus the photo upload and PDF
// pass-throughs.
import type { BffModule } from '../../lib/module.js';
import { formFileRoutes } from './forms.files.js';
import { FormsResolver } from './forms.resolver.js';

export const formsModule: BffModule = {
  name: 'forms',
  resolvers: [FormsResolver],
  routes: [{ path: '/files', create: (deps) => formFileRoutes(deps) }],
};
