// The push-tokens module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables. Expected outcomes come from
// that route's OpenAPI x-min-role; `expect` lists only the cells that differ, with why.
import { defineOperations, u } from '../../security/matrix.js';

export const operations = defineOperations({
  registerPushToken: {
    rest: 'POST /push-tokens',
    document:
      'mutation R($d: String!) { registerPushToken(input: { token: "tok", platform: "ios", device_id: $d }) }',
    variables: async () => ({ d: u() }),
  },
  unregisterPushToken: {
    rest: 'DELETE /push-tokens/{deviceId}',
    document: 'mutation R($d: String!) { unregisterPushToken(device_id: $d) }',
    variables: async () => ({ d: u() }),
    // The device id is the caller's own device, not a record of the company.
    expect: { foreign: 'OK' },
  },
});
