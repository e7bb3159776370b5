// Accounting and cloud-drive integrations (spec §1). No screen of its own yet: the provider choice lives in
// Settings. The integrations module adds its routes here (e.g. an OAuth callback page) and nowhere else.
import { defineFeature } from '../../lib/route-manifest';

export const integrationsFeature = defineFeature({
  name: 'integrations',
  routes: [],
});
