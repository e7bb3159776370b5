// Security-suite description of the superadmin module: a fresh company for status changes.
import { randomUUID } from 'node:crypto';
import { defineSecurity } from '../../security/harness.js';
import { DEFAULT_PASSWORD } from '../../security/world.js';
import { createCompany } from '../../test/factories.js';

const unique = () => randomUUID().slice(0, 8);

export const security = defineSecurity({
  params: { companyId: async () => (await createCompany()).id },
  cases: {
    'POST /superadmin/login': {
      body: (w) => ({ username: w.superadmin.username, password: DEFAULT_PASSWORD }),
    },
    'GET /superadmin/me': {},
    'GET /superadmin/companies': {},
    'GET /superadmin/stats': {},
    'POST /superadmin/companies/setup': {
      body: () => ({
        company_name: `Setup ${unique()} Ltd`,
        admin_first_name: 'Ffion',
        admin_last_name: 'Rees',
        admin_email: `admin-${unique()}@test.example`,
      }),
    },
    'PATCH /superadmin/companies/{companyId}/status': {
      body: { status: 'suspended', reason: 'Unpaid invoices' },
    },
    'GET /superadmin/contact-messages': {},
    'GET /superadmin/audit-log': {},
  },
});
