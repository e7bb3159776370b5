// Security-suite description of the dashboards module: two boards, no records in the path.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: { 'GET /dashboard': {}, 'GET /dashboard/worker': {} },
});
