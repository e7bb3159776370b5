import { describe, expect, it } from 'vitest';
import { Company } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import type { Role } from '../../models/index.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import { companyVatRegistered, getProjectDefaults, getProjectFolderTemplate } from './settings.service.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

async function authFor(company: Company, role: Role) {
  const user = await createUser(company, { role });
  const res = await request.post('/api/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD });
  return { Authorization: `Bearer ${res.body.access_token as string}` };
}

const CONTRACT_DEFAULT = [
  '01 Contracts & Tender',
  '02 Drawings',
  '03 RAMS & H&S',
  '04 Site Forms',
  '05 Photos',
  '06 Orders & Deliveries',
  '07 Plant',
  '08 Labour',
  '09 Applications & Valuations',
  '10 Correspondence',
];

describe('/api/settings', () => {
  it('401 without a token; 403 below manager (GET and PATCH); supervisors read defaults only', async () => {
    expect((await request.get('/api/settings')).status).toBe(401);
    const company = await createCompany();
    for (const role of ['worker', 'supervisor'] as const) {
      const auth = await authFor(company, role);
      expect((await request.get('/api/settings').set(auth)).status).toBe(403);
      expect((await request.patch('/api/settings').set(auth).send({ name: 'X' })).status).toBe(403);
    }
    expect((await request.get('/api/settings/defaults').set(await authFor(company, 'worker'))).status).toBe(
      403,
    );
    const defaults = await request.get('/api/settings/defaults').set(await authFor(company, 'supervisor'));
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      retention_percent: 5,
      payment_due_days: 30,
      payment_final_days: 14,
      folder_template: CONTRACT_DEFAULT,
    });
  });

  it('starts from the defaults of docs/contract-projects.md and only `local` / `none` providers', async () => {
    const company = await createCompany({ name: 'Fresh Co' });
    const res = await request.get('/api/settings').set(await authFor(company, 'manager'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company_id: company.id,
      name: 'Fresh Co',
      address: null,
      vat_number: null,
      cis_utr: null,
      retention_percent: 5,
      payment_due_days: 30,
      folder_template: CONTRACT_DEFAULT,
      folder_template_is_default: true,
      drive_provider: 'local',
      accounting_provider: 'none',
      available_drive_providers: ['local'],
      available_accounting_providers: ['none'],
    });
    expect([...DEFAULT_FOLDER_TEMPLATE]).toEqual(CONTRACT_DEFAULT);
  });

  it('saves details, defaults and the folder template; other companies are untouched', async () => {
    const company = await createCompany();
    const other = await createCompany();
    const auth = await authFor(company, 'manager');
    const res = await request
      .patch('/api/settings')
      .set(auth)
      .send({
        name: 'Renamed Ltd',
        address: '2 Station Road, Cardiff',
        vat_number: 'gb123456789012',
        cis_utr: '12345 67890',
        retention_percent: 3.5,
        payment_due_days: 45,
        folder_template: ['Drawings', 'Photos', 'Orders'],
        drive_provider: 'local',
        accounting_provider: 'none',
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed Ltd',
      vat_number: 'GB123456789012',
      cis_utr: '1234567890',
      retention_percent: 3.5,
      payment_due_days: 45,
      folder_template: ['Drawings', 'Photos', 'Orders'],
      folder_template_is_default: false,
    });
    expect(await getProjectFolderTemplate(company.id)).toEqual(['Drawings', 'Photos', 'Orders']);
    expect(await getProjectDefaults(company.id)).toEqual({
      retention_percent: 3.5,
      payment_due_days: 45,
      payment_final_days: 14,
    });
    expect(await getProjectFolderTemplate(other.id)).toEqual(CONTRACT_DEFAULT);
    expect((await Company.findByPk(other.id))?.name).toBe(other.name);
    // Clearing optional details.
    const cleared = await request.patch('/api/settings').set(auth).send({ vat_number: '', address: null });
    expect(cleared.body).toMatchObject({ vat_number: null, address: null, cis_utr: '1234567890' });
  });

  it('rejects bad VAT, UTR, defaults, folder templates and providers with clear messages', async () => {
    const company = await createCompany();
    const auth = await authFor(company, 'admin');
    const cases: Array<[object, string]> = [
      [{ vat_number: 'GB12345678' }, 'VAT number must be GB followed by 9 or 12 digits, or 9 digits'],
      [{ vat_number: 'FR123456789' }, 'VAT number must be GB followed by 9 or 12 digits, or 9 digits'],
      [{ cis_utr: '123456789' }, 'CIS contractor UTR must be 10 digits'],
      [{ retention_percent: 101 }, 'Retention must be between 0 and 100'],
      [{ payment_due_days: 10.5 }, 'Payment due days must be a whole number of days'],
      [{ payment_final_days: -1 }, 'Final date for payment days must be between 0 and 365 days'],
      [{ folder_template: [] }, 'Folder template needs at least one folder'],
      [{ folder_template: ['A', ' '] }, 'Folder name is required'],
      [{ folder_template: ['A', 'a'] }, 'Folder names must be unique'],
      [{ folder_template: ['A/B'] }, 'Folder name cannot contain slashes'],
      [{ folder_template: ['x'.repeat(101)] }, 'Folder name must be at most 100 characters'],
      [{ drive_provider: 'google' }, 'Drive provider must be one of: local'],
      [{ accounting_provider: 'xero' }, 'Accounting provider must be one of: none'],
      [{ name: '' }, 'Company name is required'],
    ];
    for (const [body, message] of cases) {
      const res = await request.patch('/api/settings').set(auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toEqual([message]);
    }
    expect((await request.get('/api/settings').set(auth)).body.folder_template).toEqual(CONTRACT_DEFAULT);
  });
});

describe('VAT registration: one company setting (decision 0043)', () => {
  it('starts not registered; registering needs the VAT number; clearing the number ends it; others read it', async () => {
    const company = await createCompany();
    const auth = await authFor(company, 'manager');
    expect((await request.get('/api/settings').set(auth)).body.vat_registered).toBe(false);
    const refused = await request.patch('/api/settings').set(auth).send({ vat_registered: true });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('A VAT-registered company needs its VAT number');
    expect(await companyVatRegistered(sequelize, company.id)).toBe(false);

    const both = await request
      .patch('/api/settings')
      .set(auth)
      .send({ vat_number: 'GB 123 4567 89', vat_registered: true });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ vat_number: 'GB123456789', vat_registered: true });
    expect(await companyVatRegistered(sequelize, company.id)).toBe(true);

    const off = await request.patch('/api/settings').set(auth).send({ vat_registered: false });
    expect(off.body).toMatchObject({ vat_number: 'GB123456789', vat_registered: false });
    await request.patch('/api/settings').set(auth).send({ vat_registered: true });
    const cleared = await request.patch('/api/settings').set(auth).send({ vat_number: '' });
    expect(cleared.body).toMatchObject({ vat_number: null, vat_registered: false });
    expect(await companyVatRegistered(sequelize, company.id)).toBe(false);
    expect((await request.patch('/api/settings').set(auth).send({ vat_registered: 'yes' })).status).toBe(400);
  });
});
