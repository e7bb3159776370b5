// Security-suite description of the push-tokens module. A device id is the caller's own device, not a record
// of the company: everyone signed in may forget one, so it is outside tenant isolation.
import { randomUUID } from 'node:crypto';
import { defineSecurity } from '../../security/harness.js';

export const security = defineSecurity({
  params: { deviceId: async () => `device-${randomUUID().slice(0, 8)}` },
  cases: {
    'POST /push-tokens': {
      body: () => ({ token: 'tok', platform: 'ios', device_id: `device-${randomUUID().slice(0, 8)}` }),
    },
    'DELETE /push-tokens/{deviceId}': { expect: { foreign: 204 } },
  },
  notCompanyRecords: ['DELETE /push-tokens/{deviceId}'],
});
