// Security-suite description of the uploads module: `{uploadId}` is a company-level file the world's worker
// uploaded (its bytes stored on the suites' drive when a route reads them).
import { Upload } from '../../models/index.js';
import { defineSecurity, securityDrive } from '../../security/harness.js';
import { makeUploadRow } from '../../security/world.js';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

export const security = defineSecurity({
  params: { uploadId: async (w) => (await makeUploadRow(w.company, w.users.worker, null)).id },
  cases: {
    'POST /uploads': { file: { bytes: PDF, name: 'plan.pdf' } },
    'GET /uploads': {},
    'GET /uploads/{uploadId}': {},
    'GET /uploads/{uploadId}/content': {
      params: {
        uploadId: async (w) => {
          const row = await makeUploadRow(w.company, w.users.worker, null);
          const { key } = await securityDrive().putFile({
            companyId: w.company.id,
            folderId: null,
            name: row.id,
            bytes: PDF,
          });
          await Upload.update({ storage_key: key }, { where: { id: row.id } });
          return row.id;
        },
      },
    },
    // The worker uploaded it: the uploader or a manager and up may delete it.
    'DELETE /uploads/{uploadId}': { expect: { supervisor: 403 } },
  },
});
