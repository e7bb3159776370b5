// Security-suite description of the dashboards module: two boards, the widget figures and their live streams
// (asked to end at once: timeout=0), no records in the path; the widget figures asked for the world's project.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: {
    'GET /dashboard': {},
    'GET /dashboard/worker': {},
    'GET /dashboard/stream': { query: 'timeout=0' },
    'GET /dashboard/worker/stream': { query: 'timeout=0' },
    // One project of the world's company: another company's admin finds no such project.
    'GET /dashboard/figures': {
      query: async (_world, get) => `period=this_month&by_project=true&project_id=${await get('projectId')}`,
      expect: { foreign: 404 },
    },
    'GET /dashboard/figures/catalogue': {},
    'GET /dashboard/figures/stream': { query: 'timeout=0&period=last_30_days' },
  },
});
