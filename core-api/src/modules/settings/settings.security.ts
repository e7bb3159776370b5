// Security-suite description of the settings module.
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  cases: {
    'GET /settings/defaults': {},
    'GET /settings': {},
    'PATCH /settings': { body: { retention_percent: 3 } },
  },
});
