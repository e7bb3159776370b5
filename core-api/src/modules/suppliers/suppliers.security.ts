// Security-suite description of the suppliers module: `{supplierId}` is an active subcontractor of the world's
// company (reactivate gets an inactive one). Supervisors and up read, managers and up change; the kit checks the
// id before the role, so another company's supplier is 404 for every caller.
import { randomUUID } from 'node:crypto';
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeSupplier } from './suppliers.fixtures.js';

const activeSupplier: FixtureMaker = async (w) => (await makeSupplier(w.company)).id;
const inactiveSupplier: FixtureMaker = async (w) => (await makeSupplier(w.company, { is_active: false })).id;

export const security = defineSecurity({
  params: { supplierId: activeSupplier },
  cases: {
    // The list answers every company user at supervisor and up (another company's admin sees their own).
    'GET /suppliers': { query: 'page=1&size=20&kind=subcontractor&status=all&search=fixture' },
    'POST /suppliers': {
      body: () => ({
        name: `Matrix Brickwork ${randomUUID().slice(0, 8)}`,
        kinds: ['subcontractor'],
        cis_status: 'net',
        utr: '1234567890',
        verification_number: 'V1234567890',
      }),
    },
    'GET /suppliers/{supplierId}': {},
    'PATCH /suppliers/{supplierId}': { body: { contact_name: 'Edited contact' } },
    'POST /suppliers/{supplierId}/deactivate': {},
    'POST /suppliers/{supplierId}/reactivate': { params: { supplierId: inactiveSupplier } },
    'DELETE /suppliers/{supplierId}': {},
  },
  attackBodies: {
    'PATCH /suppliers/{supplierId}': { name: 'Pwned Ltd', kinds: ['plant'], email: 'pwned@example.com' },
    'POST /suppliers/{supplierId}/deactivate': {},
    'POST /suppliers/{supplierId}/reactivate': {},
  },
});
