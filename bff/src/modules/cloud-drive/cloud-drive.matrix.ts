// The cloud-drive module's rows of the GraphQL role × operation matrix: each root field, the core-api route it
// calls, a document and its variables. Outcomes come from the route's x-min-role (admin); `expect` lists the
// cells that differ: the matrix's world configures no provider, so a connect is refused as bad input, a state
// nobody started likewise, and the company has no connection for the picker, the test or a disconnect (404);
// "foreign" (another company's admin) acts on its own company, which is in the same state.
import { defineOperations } from '../../security/matrix.js';

export const operations = defineOperations({
  cloudDrive: { rest: 'GET /cloud-drive', document: 'query { cloudDrive { token_key_configured } }' },
  cloudDriveRoots: {
    rest: 'GET /cloud-drive/roots',
    document: 'query { cloudDriveRoots { not_listed } }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  cloudDriveFolders: {
    rest: 'GET /cloud-drive/folders',
    document: 'query { cloudDriveFolders(parent_id: "root") { parent_id } }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  connectCloudDrive: {
    rest: 'POST /cloud-drive/connect',
    document: 'mutation { connectCloudDrive(input: { provider: "google_drive" }) { authorization_url } }',
    expect: { admin: 'BAD_USER_INPUT', foreign: 'BAD_USER_INPUT' },
  },
  completeCloudDriveConnection: {
    rest: 'POST /cloud-drive/callback',
    document: 'mutation { completeCloudDriveConnection(input: { state: "nobody", code: "c" }) { status } }',
    expect: { admin: 'BAD_USER_INPUT', foreign: 'BAD_USER_INPUT' },
  },
  chooseCloudDriveRoot: {
    rest: 'PUT /cloud-drive/root',
    document: 'mutation { chooseCloudDriveRoot(root_id: "root") { status } }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  testCloudDrive: {
    rest: 'POST /cloud-drive/test',
    document: 'mutation { testCloudDrive { ok } }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
  disconnectCloudDrive: {
    rest: 'DELETE /cloud-drive',
    document: 'mutation { disconnectCloudDrive }',
    expect: { admin: 'NOT_FOUND', foreign: 'NOT_FOUND' },
  },
});
