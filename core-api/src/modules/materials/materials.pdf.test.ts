// The purchase order PDF is fit to send (issue 35, point 6): where to deliver is never blank (the order's
// address, else the project's site address and postcode), the site's delivery notes from the request are
// printed, the status is in words ("Part delivered", never "part_delivered" or lower-case "issued"), and an
// order still in draft says DRAFT on every page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfPages, pdfText } from '../../test/pdf-text.js';
import { makePo, makeRequest } from './materials.fixtures.js';

const sequelize = testDatabase();
const { request } = testApp(sequelize);

let company: Company;
let project: Project;
let supervisor: User;

beforeAll(async () => {
  company = await createCompany();
  supervisor = await createUser(company, { role: 'supervisor' });
  project = await makeProject(company);
  await project.update({ site_address: '14 Quarry Lane, Bristol', site_postcode: 'BS1 4DJ' });
});

async function poPdf(poId: string): Promise<Buffer> {
  const res = await request
    .get(`/api/purchase-orders/${poId}/pdf`)
    .set('Authorization', bearer(supervisor))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

describe('purchase order PDF', () => {
  it('an order without its own address goes to the project’s site, with the request’s delivery notes', async () => {
    const req = await makeRequest(project, 'ordered');
    await req.update({ delivery_notes: 'Deliver to the compound; forklift on site until 3pm' });
    const { po } = await makePo(project, 'part_delivered', 4);
    await po.update({ request_id: req.id, delivery_date: '2026-12-03' });
    const text = await pdfText(await poPdf(po.id));
    expect(text).toContain('Delivery address 14 Quarry Lane, Bristol, BS1 4DJ');
    expect(text).toContain('Delivery notes Deliver to the compound; forklift on site until 3pm');
    expect(text).toContain('Delivery date 03/12/2026');
    expect(text).toContain('Status Part delivered');
    expect(text).not.toMatch(/part_delivered|part delivered/);
    expect(text).not.toContain('DRAFT');
  });

  it('the order’s own delivery address wins; an issued order reads "Issued"', async () => {
    const { po } = await makePo(project, 'issued');
    await po.update({ delivery_address: 'Site gate 2, Temple Way' });
    const text = await pdfText(await poPdf(po.id));
    expect(text).toContain('Delivery address Site gate 2, Temple Way');
    expect(text).toContain('Status Issued');
    expect(text).not.toMatch(/Status issued/);
    expect(text).not.toContain('Delivery notes'); // no request, no notes: no empty row
  });

  it('a draft order carries DRAFT on every page', async () => {
    const { po } = await makePo(project, 'draft');
    const pages = await pdfPages(await poPdf(po.id));
    for (const page of pages) expect(page).toContain('DRAFT');
    expect(pages.join('\n')).toContain('Status Draft');
  });
});
