// Issue 12 ("the first hour of a new user") against real Postgres: commercial terms per role (JSON and PDF),
// the permission table, the archived lock, History filtered by note level, company defaults for new projects,
// the manager picker and the PDF's labels and fonts.
import { bearer } from '../../test/support.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, User } from '../../models/index.js';
import { testApp, testDatabase } from '../../test/context.js';
import { createCompany, createUser } from '../../test/factories.js';
import { pdfText } from '../../test/pdf-text.js';
import { LocalDriveAdapter } from '../../lib/drive.js';
import { drawable, MISSING_GLYPH } from '../../lib/pdf.js';
import { PROJECT_RULES } from './projects.policy.js';
import { PROJECT_ARCHIVE } from './projects.transitions.js';

const sequelize = testDatabase({ own: true });
let driveRoot: string;
let request: ReturnType<typeof testApp>['request'];
const ROLES: Role[] = ['worker', 'supervisor', 'manager', 'admin'];
const users = {} as Record<Role, User>;
let inactive: User;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const COMMERCIAL = {
  client_contact_name: 'Gwen Price',
  client_email: 'gwen.price@client.example',
  client_phone: '029 2000 0000',
  contract_value_pence: 987_654_321,
  contract_form: 'JCT_DB',
  retention_percent: 3,
  payment_due_days: 21,
  payment_final_days: 17,
  drc_applies: true,
  budget: { labour: 12_345_600, materials: 6_543_200 },
};

async function pdfOf(projectId: string, user: User): Promise<string> {
  const res = await request
    .get(`/api/projects/${projectId}/export`)
    .set('Authorization', bearer(user))
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return pdfText(res.body as Buffer);
}

async function newProject(body: Record<string, unknown> = {}) {
  const res = await request
    .post('/api/projects')
    .set('Authorization', bearer(users.manager))
    .send({ name: 'Castle Quay', ...body });
  expect(res.status).toBe(201);
  await request
    .post(`/api/projects/${res.body.id}/team`)
    .set('Authorization', bearer(users.manager))
    .send({ user_id: users.worker.id })
    .expect(201);
  return res.body as { id: string; project_number: string };
}

beforeAll(async () => {
  driveRoot = await mkdtemp(path.join(tmpdir(), 'sitebase-first-hour-'));
  request = testApp(sequelize, { drive: new LocalDriveAdapter(driveRoot) }).request;
  const company = await createCompany();
  for (const role of ROLES) users[role] = await createUser(company, { role, last_name: `Y${role}` });
  inactive = await createUser(company, { role: 'supervisor', is_active: false });
});

afterAll(async () => {
  await rm(driveRoot, { recursive: true, force: true });
});

describe('commercial terms are for supervisors and up', () => {
  it('a worker’s JSON (project, list, batch, stats) does not carry them; a supervisor’s does', async () => {
    const p = await newProject({ name: 'Commercial Wharf', ...COMMERCIAL, manager_id: users.manager.id });
    const get = (role: Role, url: string) => request.get(url).set('Authorization', bearer(users[role]));
    const fields = [
      'client_contact_name',
      'client_email',
      'client_phone',
      'contract_value_pence',
      'contract_form',
      'retention_percent',
      'payment_due_days',
      'payment_final_days',
      'drc_applies',
      'budget',
      'budget_total_pence',
    ];
    for (const role of ROLES) {
      const one = await get(role, `/api/projects/${p.id}`);
      const list = await get(role, '/api/projects?size=100');
      const batch = await get(role, `/api/projects/batch?ids=${p.id}`);
      const inList = (list.body.items as { id: string }[]).find((x) => x.id === p.id)!;
      // The list presents plain rows of its own SELECT; the record, a model instance: the same answer.
      expect(inList, role).toEqual(one.body);
      for (const body of [one.body, inList, batch.body.items[0]]) {
        for (const field of fields) {
          if (role === 'worker') expect(body, `${role} ${field}`).not.toHaveProperty(field);
          else expect(body, `${role} ${field}`).toHaveProperty(field);
        }
        expect(body.abilities.can_view_commercial).toBe(role !== 'worker');
        // The project's name, client and site stay visible to everyone on it.
        expect(body).toMatchObject({ name: 'Commercial Wharf', site_postcode: null });
      }
      const raw = JSON.stringify([one.body, list.body, batch.body]);
      if (role === 'worker') {
        expect(raw).not.toContain('987654321');
        expect(raw).not.toContain('gwen.price@client.example');
        expect(raw).not.toContain('JCT_DB');
      } else {
        expect(one.body).toMatchObject({ contract_value_pence: 987_654_321, payment_final_days: 17 });
      }
      const stats = await get(role, `/api/projects/${p.id}/stats`);
      expect(stats.body.budget_total_pence, role).toBe(role === 'worker' ? undefined : 18_888_800);
    }
    // Sorting by a figure the worker cannot see would leak its order.
    const sorted = await get('worker', '/api/projects?sort_by=contract_value_pence');
    expect(sorted.status).toBe(400);
    expect(sorted.body.detail).toEqual(['Sorting by contract value is for supervisors and above']);
    expect((await get('supervisor', '/api/projects?sort_by=contract_value_pence')).status).toBe(200);
  });

  it('the PDF prints labels, not codes, and leaves commercial terms out of a worker’s copy', async () => {
    const p = await newProject({ name: 'Label Yard', ...COMMERCIAL, status: 'active' });
    const supervisor = await pdfOf(p.id, users.supervisor);
    expect(supervisor).toContain('JCT Design and Build');
    expect(supervisor).not.toContain('JCT_DB');
    expect(supervisor).toContain('£9,876,543.21');
    expect(supervisor).toContain('gwen.price@client.example');
    expect(supervisor).toContain('Domestic reverse charge applies');
    expect(supervisor).toContain('Budget vs committed');
    expect(supervisor).toContain('Materials');
    expect(supervisor).toContain('Active');
    expect(supervisor).toMatch(/Worker/); // the team member's role, as a word

    const worker = await pdfOf(p.id, users.worker);
    expect(worker).toContain('Label Yard');
    for (const hidden of [
      'JCT Design and Build',
      '£9,876,543.21',
      'gwen.price@client.example',
      'Gwen Price',
      'Budget vs committed',
      'Contract value',
      'Retention',
      'Payment terms',
      'reverse charge',
    ]) {
      expect(worker, hidden).not.toContain(hidden);
    }
  });

  it('Welsh and Polish names come back intact; emoji become a placeholder, never garbage', async () => {
    const name = 'Tŷ Ŵyn Łódź Żółć — Dŵr';
    const p = await newProject({ name, client_name: 'Cyngor Caerdydd' });
    await request
      .post(`/api/projects/${p.id}/notes`)
      .set('Authorization', bearer(users.worker))
      .send({ content: 'Crane arrived 🏗️👍🏽 — ŷ ŵ ł ż ą ę' })
      .expect(201);
    const text = await pdfOf(p.id, users.manager);
    expect(text).toContain(name);
    expect(text).toContain('Cyngor Caerdydd');
    expect(text).toContain(`Crane arrived ${MISSING_GLYPH}${MISSING_GLYPH} — ŷ ŵ ł ż ą ę`);
    // Unit: one placeholder per emoji sequence (skin tone, joiners, variation selectors folded in).
    const all = () => true;
    expect(drawable('a👩‍👩‍👧b👍🏽c✅️', all)).toBe(`a${MISSING_GLYPH}b${MISSING_GLYPH}c${MISSING_GLYPH}`);
    expect(drawable('中文', (cp) => cp < 0x3000)).toBe(`${MISSING_GLYPH}${MISSING_GLYPH}`);
  });
});

describe('the permission table', () => {
  it('reversible archive/restore for supervisors and up; irreversible delete for managers and up', () => {
    expect(PROJECT_ARCHIVE.rule('live', 'archived')?.minRole).toBe('supervisor');
    expect(PROJECT_ARCHIVE.rule('archived', 'live')?.minRole).toBe('supervisor');
    expect(PROJECT_RULES.delete.minRole).toBe('manager');
    expect(PROJECT_RULES.force_delete.minRole).toBe('manager');
  });

  it('each role’s abilities match what the API then allows', async () => {
    for (const role of ROLES) {
      const p = await newProject({ name: `Abilities ${role}` });
      const me = await request.get(`/api/projects/${p.id}`).set('Authorization', bearer(users[role]));
      const a = me.body.abilities;
      const archive = await request
        .post(`/api/projects/${p.id}/archive`)
        .set('Authorization', bearer(users[role]))
        .send({ reason: 'Practical completion' });
      expect(archive.status === 200, `${role} archive`).toBe(a.can_archive);
      if (archive.status === 200) {
        expect(archive.body.abilities.can_restore).toBe(true);
        const restore = await request
          .post(`/api/projects/${p.id}/restore`)
          .set('Authorization', bearer(users[role]))
          .send({ reason: 'Back on' });
        expect(restore.status).toBe(200);
      }
      const del = await request.delete(`/api/projects/${p.id}`).set('Authorization', bearer(users[role]));
      // The team makes a delete a 409 for those allowed to try; 403 for those who may not.
      expect(del.status, `${role} delete`).toBe(a.can_delete ? 409 : 403);
      expect(a.note_levels).toEqual(ROLES.slice(0, ROLES.indexOf(role) + 1));
    }
  });
});

describe('an archived project is locked', () => {
  it('notes, team, files and folders refuse every write with 409 and a clear detail; reads still work', async () => {
    const p = await newProject({ name: 'Locked Depot' });
    const note = await request
      .post(`/api/projects/${p.id}/notes`)
      .set('Authorization', bearer(users.worker))
      .send({ content: 'Before archiving' });
    const upload = await request
      .post('/api/uploads')
      .set('Authorization', bearer(users.worker))
      .field('project_id', p.id)
      .attach('file', PDF, 'before.pdf');
    expect(upload.status).toBe(201);
    expect(upload.body.can_delete).toBe(true);
    await request
      .post(`/api/projects/${p.id}/archive`)
      .set('Authorization', bearer(users.supervisor))
      .send({ reason: 'Handed over' })
      .expect(200);

    const m = bearer(users.manager);
    const writes = [
      request.post(`/api/projects/${p.id}/notes`).set('Authorization', m).send({ content: 'After' }),
      request
        .put(`/api/projects/${p.id}/notes/${note.body.id}`)
        .set('Authorization', m)
        .send({ content: 'x' }),
      request.delete(`/api/projects/${p.id}/notes/${note.body.id}`).set('Authorization', m),
      request.post(`/api/projects/${p.id}/team`).set('Authorization', m).send({ user_id: users.admin.id }),
      request.delete(`/api/projects/${p.id}/team/${users.worker.id}`).set('Authorization', m),
      request
        .post('/api/uploads')
        .set('Authorization', m)
        .field('project_id', p.id)
        .attach('file', PDF, 'a.pdf'),
      request.delete(`/api/uploads/${upload.body.id}`).set('Authorization', m),
      request.post(`/api/projects/${p.id}/create-folder-structure`).set('Authorization', m),
      request.put(`/api/projects/${p.id}`).set('Authorization', m).send({ description: 'x' }),
    ];
    for (const [i, write] of writes.entries()) {
      const res = await write;
      expect(res.status, `write ${i}`).toBe(409);
      expect(res.body.detail).toBe('This project is archived. Restore it before making changes.');
    }
    const notes = await request.get(`/api/projects/${p.id}/notes`).set('Authorization', m);
    expect(notes.body).toMatchObject([{ content: 'Before archiving', can_edit: false, can_delete: false }]);
    const files = await request.get(`/api/uploads?project_id=${p.id}`).set('Authorization', m);
    expect(files.body).toMatchObject([{ filename: 'before.pdf', can_delete: false }]);
    const team = await request.get(`/api/projects/${p.id}/team`).set('Authorization', m);
    expect(team.body).toHaveLength(1);
  });

  it('files: the uploader or a manager and up may delete, and the delete stays in the history', async () => {
    const p = await newProject({ name: 'File Rights' });
    const upload = await request
      .post('/api/uploads')
      .set('Authorization', bearer(users.worker))
      .field('project_id', p.id)
      .attach('file', PDF, 'survey.pdf');
    const asSupervisor = await request
      .get(`/api/uploads?project_id=${p.id}`)
      .set('Authorization', bearer(users.supervisor));
    expect(asSupervisor.body[0].can_delete).toBe(false);
    const asManager = await request
      .get(`/api/uploads?project_id=${p.id}`)
      .set('Authorization', bearer(users.manager));
    expect(asManager.body[0].can_delete).toBe(true);
    expect(
      (await request.delete(`/api/uploads/${upload.body.id}`).set('Authorization', bearer(users.supervisor)))
        .status,
    ).toBe(403);
    expect(
      (await request.delete(`/api/uploads/${upload.body.id}`).set('Authorization', bearer(users.worker)))
        .status,
    ).toBe(204);
    const history = await request
      .get(`/api/projects/${p.id}/activity`)
      .set('Authorization', bearer(users.worker));
    expect(history.body.items[0]).toMatchObject({
      action: 'file_deleted',
      details: { filename: 'survey.pdf' },
    });
  });
});

describe('History follows note visibility', () => {
  it('a reader never sees activity about notes above their level', async () => {
    const p = await newProject({ name: 'History Levels' });
    for (const level of ROLES) {
      await request
        .post(`/api/projects/${p.id}/notes`)
        .set('Authorization', bearer(users.admin))
        .send({ content: `For ${level}`, visibility_level: level })
        .expect(201);
    }
    for (const [i, role] of ROLES.entries()) {
      const res = await request
        .get(`/api/projects/${p.id}/activity?size=100`)
        .set('Authorization', bearer(users[role]));
      const levels = (res.body.items as { action: string; details: { visibility_level?: string } }[])
        .filter((a) => a.action === 'note_added')
        .map((a) => a.details.visibility_level);
      expect(levels.sort(), role).toEqual(ROLES.slice(0, i + 1).sort());
      expect(res.body.total, role).toBe(2 + (i + 1)); // created + team member added + readable notes
    }
  });
});

describe('company defaults for new projects', () => {
  it('settings hold one default per project term; new projects and emptied fields take them', async () => {
    const company = await createCompany();
    const admin = await createUser(company, { role: 'admin' });
    const auth = bearer(admin);
    const saved = await request
      .patch('/api/settings')
      .set('Authorization', auth)
      .send({ retention_percent: 3, payment_due_days: 28, payment_final_days: 10 });
    expect(saved.body).toMatchObject({ retention_percent: 3, payment_due_days: 28, payment_final_days: 10 });
    const defaults = await request.get('/api/settings/defaults').set('Authorization', auth);
    expect(defaults.body).toMatchObject({
      retention_percent: 3,
      payment_due_days: 28,
      payment_final_days: 10,
    });

    const created = await request.post('/api/projects').set('Authorization', auth).send({ name: 'Defaults' });
    expect(created.body).toMatchObject({
      retention_percent: 3,
      payment_due_days: 28,
      payment_final_days: 10,
    });
    // An emptied field (null) is "the company's terms", not an error — on create and on edit.
    const emptied = await request
      .post('/api/projects')
      .set('Authorization', auth)
      .send({ name: 'Emptied', retention_percent: null, payment_due_days: null, payment_final_days: null });
    expect(emptied.status).toBe(201);
    expect(emptied.body).toMatchObject({
      retention_percent: 3,
      payment_due_days: 28,
      payment_final_days: 10,
    });
    const own = await request
      .put(`/api/projects/${created.body.id}`)
      .set('Authorization', auth)
      .send({ retention_percent: 5, payment_due_days: 14 });
    expect(own.body).toMatchObject({ retention_percent: 5, payment_due_days: 14, payment_final_days: 10 });
    const reset = await request
      .put(`/api/projects/${created.body.id}`)
      .set('Authorization', auth)
      .send({ retention_percent: null, payment_due_days: null });
    expect(reset.body).toMatchObject({ retention_percent: 3, payment_due_days: 28 });

    // Emptying a settings default goes back to the standard one.
    const cleared = await request
      .patch('/api/settings')
      .set('Authorization', auth)
      .send({ retention_percent: null, payment_due_days: null, payment_final_days: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      retention_percent: 5,
      payment_due_days: 30,
      payment_final_days: 14,
    });
    const bad = await request
      .patch('/api/settings')
      .set('Authorization', auth)
      .send({ payment_final_days: 400 });
    expect(bad.body.detail).toEqual(['Final date for payment days must be between 0 and 365 days']);
  });
});

describe('the manager picker', () => {
  it('lists the company’s active users for supervisors and up', async () => {
    const url = '/api/projects/manager-candidates';
    expect((await request.get(url).set('Authorization', bearer(users.worker))).status).toBe(403);
    const res = await request.get(url).set('Authorization', bearer(users.supervisor));
    expect(res.status).toBe(200);
    const ids = (res.body as { id: string }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining(ROLES.map((r) => users[r].id)));
    expect(ids).not.toContain(inactive.id);
    const searched = await request
      .get(`${url}?search=ymanager`)
      .set('Authorization', bearer(users.supervisor));
    expect((searched.body as { id: string }[]).map((u) => u.id)).toEqual([users.manager.id]);
    const p = await newProject({ name: 'Managed', manager_id: users.supervisor.id });
    const edited = await request
      .put(`/api/projects/${p.id}`)
      .set('Authorization', bearer(users.supervisor))
      .send({ manager_id: users.manager.id });
    expect(edited.body.manager).toMatchObject({ id: users.manager.id });
  });
});
