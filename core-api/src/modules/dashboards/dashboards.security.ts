// Security-suite description of the dashboards module: two boards and their live streams (asked to end at once:
// timeout=0), no records in the path.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: {
    'GET /dashboard': {},
    'GET /dashboard/worker': {},
    'GET /dashboard/stream': { query: 'timeout=0' },
    'GET /dashboard/worker/stream': { query: 'timeout=0' },
  },
});
