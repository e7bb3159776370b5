// The enquiries module's public file: tender enquiries and their versioned estimates over GraphQL, plus the
// estimate PDF pass-through GraphQL cannot carry.
import type { BffModule } from '../../lib/module.js';
import { estimateFileRoutes } from './enquiries.files.js';
import { EnquiryResolver, EstimateResolver } from './enquiries.resolver.js';

export const enquiriesModule: BffModule = {
  name: 'enquiries',
  resolvers: [EnquiryResolver, EstimateResolver],
  routes: [{ path: '/files', create: (deps) => estimateFileRoutes(deps) }],
};
