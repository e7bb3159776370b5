// /api forms on real Postgres: 401 signed out, 404 for another company's forms, for workers off the project and
// for another person's draft, 403 for the wrong role, 400 with the messages; template versioning (a change is a
// new version and past forms keep theirs); photos checked by content, re-encoded without EXIF/GPS, resized and
// size-limited; the whole walk — a Delay Notice with two photos and a signature is sent, its PDF (answers,
// captions, signature) is filed in the project's "04 Site Forms", returned with a comment, fixed, resubmitted
// and approved — with the notifications and the status table (every pair it lacks is 409); signatures are the
// signer's own (another person's upload is 400, a reused one 409, a named signatory is printed as witnessed).
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalDriveAdapter } from '../../lib/drive.js';
import { BACKFILL_SIGNATURES } from '../../db/migrations/202611271110-form-signatures.js';
import { allocateReference } from '../../lib/numbering.js';
import { Activity, Upload, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { FormSignature } from './form-signature.model.js';
import { FormSubmission, SUBMISSION_STATUSES, type SubmissionStatus } from './form-submission.model.js';
import { SITE_ISSUE_ANSWERS, builtin, makeSubmission, testJpeg, testPng } from './forms.fixtures.js';
import { buildSubmissionPdf } from './forms.pdf.js';
import { BUILTIN_TEMPLATES } from './forms.fields.js';
import { NOT_AN_IMAGE } from './forms.photos.js';
import { SIGNATURE_NOT_YOURS, SIGNATURE_USED } from './forms.service.js';
import { SUBMISSION_STATUS } from './forms.transitions.js';
import { ONLY_MANAGER_DELETES_RECORD_FILES } from '../uploads/index.js';

// Its jobs file PDFs in this file's drive: on the shared database another file's app could take them.
const sequelize = testDatabase({ own: true });
const driveRoot = mkdtempSync(path.join(tmpdir(), 'forms-drive-'));
const drive = new LocalDriveAdapter(driveRoot);
const { request } = testApp(sequelize, { drive, uploadMaxBytes: 300_000 });

let company: Company;
let project: Project;
let offProject: Project;
const u = {} as Record<'worker' | 'other' | 'supervisor' | 'manager', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.other = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  project = await makeProject(company, [u.worker.id, u.other.id]);
  offProject = await makeProject(company, [u.other.id]);
  const tree = await drive.createProjectTree({
    companyId: company.id,
    projectId: project.id,
    folderName: `${project.project_number} Forms`,
    subfolders: ['04 Site Forms'],
  });
  await project.update({
    drive_folder_id: tree.folderId,
    folder_status: 'created',
    manager_id: u.manager.id,
  });
});

const photo = async (bytes: Buffer, user = u.worker, kind = 'photo', projectId = project.id) =>
  request
    .post('/api/form-photos')
    .set(auth(user))
    .field('project_id', projectId)
    .field('kind', kind)
    .attach('file', bytes, kind === 'photo' ? 'site.jpg' : 'signature.png');

async function until<T>(fn: () => Promise<T | null | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('forms: access and input', () => {
  it('401 signed out; 404 for another company, a project the worker is not on, and another person’s draft', async () => {
    expect((await request.get('/api/form-submissions')).status).toBe(401);
    expect((await request.get('/api/form-templates')).status).toBe(401);
    const foreign = await createCompany();
    const theirs = await makeSubmission(
      await makeProject(foreign),
      'submitted',
      (await createUser(foreign)).id,
    );
    expect((await request.get(`/api/form-submissions/${theirs.id}`).set(auth(u.manager))).status).toBe(404);
    const off = await makeSubmission(offProject, 'submitted', u.other.id);
    expect((await request.get(`/api/form-submissions/${off.id}`).set(auth(u.worker))).status).toBe(404);
    expect((await request.get(`/api/form-submissions/${off.id}`).set(auth(u.supervisor))).status).toBe(200);
    const draft = await makeSubmission(project, 'draft', u.other.id);
    expect((await request.get(`/api/form-submissions/${draft.id}`).set(auth(u.worker))).status).toBe(404);
    expect((await request.get(`/api/form-submissions/${draft.id}`).set(auth(u.manager))).status).toBe(404);
    expect((await request.get(`/api/form-submissions/${draft.id}`).set(auth(u.other))).status).toBe(200);
    const list = await request.get('/api/form-submissions?size=100').set(auth(u.worker));
    const ids = list.body.items.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(draft.id);
  });

  it('every company has the built-ins (the two of the spec and the library); workers cannot build templates', async () => {
    const res = await request.get('/api/form-templates').set(auth(u.worker));
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Site Issue Report', 'Delay Notice']),
    );
    const fresh = await createCompany();
    const freshUser = await createUser(fresh, { role: 'worker' });
    const theirs = await request.get('/api/form-templates').set(auth(freshUser));
    expect(theirs.body.filter((t: { builtin: boolean }) => t.builtin)).toHaveLength(BUILTIN_TEMPLATES.length);
    expect(theirs.body.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining([
        'Site Induction Record',
        'Toolbox Talk',
        'Permit to Work',
        'Plant Pre-use Check',
      ]),
    );
    const build = await request
      .post('/api/form-templates')
      .set(auth(u.worker))
      .send({ name: 'Permit', fields: [{ key: 'a', label: 'A', type: 'text' }] });
    expect(build.status).toBe(403);
  });

  it('400 with the messages: the server checks each answer by its field type', async () => {
    const { template } = await builtin(company.id, 'site_issue_report');
    const res = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        project_id: project.id,
        template_id: template.id,
        answers: { ...SITE_ISSUE_ANSWERS, severity: 'apocalyptic', location: '' },
        submit: true,
      });
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).toContain('Severity must be one of: low, medium, high, critical');
    expect(text).toContain('Location on site is required');
    // A draft may be incomplete, but never of the wrong type.
    const draft = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({ project_id: project.id, template_id: template.id, answers: { location: 'Plot 2' } });
    expect(draft.status).toBe(201);
    expect(draft.body.status).toBe('draft');
    expect(draft.body.reference).toMatch(/^FRM-\d{4}$/);
    const send = await request
      .post(`/api/form-submissions/${draft.body.id}/status`)
      .set(auth(u.worker))
      .send({ status: 'submitted' });
    expect(send.status).toBe(400);
    expect(JSON.stringify(send.body)).toContain('Description is required');
    // Someone else's photo id (another project) is refused.
    const elsewhere = await photo(await testJpeg(), u.other, 'photo', offProject.id);
    const stolen = await request
      .put(`/api/form-submissions/${draft.body.id}`)
      .set(auth(u.worker))
      .send({ answers: { photos: [{ upload_id: elsewhere.body.upload_id, caption: null }] } });
    expect(stolen.status).toBe(400);
  });

  it('photos: images only by content; EXIF and GPS dropped; resized; over the limit is 413', async () => {
    const fake = await photo(Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(fake.status).toBe(400);
    expect(JSON.stringify(fake.body)).toContain(NOT_AN_IMAGE);
    const withGps = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .jpeg({ quality: 30 })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await photo(withGps);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'photo', content_type: 'image/jpeg', width: 1600, height: 800 });
    const stored = await Upload.findByPk(res.body.upload_id);
    const bytes = await drive.readFile(stored!.storage_key);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#999' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect((await photo(big)).status).toBe(413);
    // A signature must be a PNG.
    expect((await photo(await testJpeg(), u.worker, 'signature')).status).toBe(400);
  });
});

describe('template versions', () => {
  it('a change makes a new version; forms keep the version they were filled against', async () => {
    const created = await request
      .post('/api/form-templates')
      .set(auth(u.manager))
      .send({
        name: 'Permit to dig',
        fields: [{ key: 'area', label: 'Area', type: 'text', required: true }],
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1, category: 'custom', builtin: false });
    const first = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        project_id: project.id,
        template_id: created.body.id,
        answers: { area: 'North' },
        submit: true,
      });
    expect(first.status).toBe(201);
    const edited = await request
      .put(`/api/form-templates/${created.body.id}`)
      .set(auth(u.manager))
      .send({
        name: 'Permit to dig',
        fields: [
          { key: 'area', label: 'Area', type: 'text', required: true },
          { key: 'depth', label: 'Depth (m)', type: 'number', required: true, min: 0 },
        ],
      });
    expect(edited.body.version).toBe(2);
    expect(edited.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const again = await request.get(`/api/form-submissions/${first.body.id}`).set(auth(u.worker));
    expect(again.body.template_version.version).toBe(1);
    expect(again.body.fields.map((f: { key: string }) => f.key)).toEqual(['area']);
    const second = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        project_id: project.id,
        template_id: created.body.id,
        answers: { area: 'South' },
        submit: true,
      });
    expect(second.status).toBe(400);
    expect(JSON.stringify(second.body)).toContain('Depth (m) is required');
    // The same list again is not a new version.
    // A number beyond the limit: 400 with the message, never 500 (the bounds too, in the OpenAPI schema).
    const huge = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({ project_id: project.id, template_id: created.body.id, answers: { area: 'S', depth: 1e300 } });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain(
      'Depth (m) must be between -999,999,999,999 and 999,999,999,999',
    );
    const bound = await request
      .put(`/api/form-templates/${created.body.id}`)
      .set(auth(u.manager))
      .send({
        name: 'Permit to dig',
        fields: [{ key: 'depth', label: 'Depth (m)', type: 'number', required: true, max: 1e16 }],
      });
    expect(bound.status).toBe(400);
    expect(JSON.stringify(bound.body)).toContain('minimum and maximum must be between');
    const same = await request
      .put(`/api/form-templates/${created.body.id}`)
      .set(auth(u.manager))
      .send({ name: 'Permit to dig', fields: edited.body.fields });
    expect(same.body.version).toBe(2);
  });
});

describe('the walk: delay notice sent, returned, fixed, resubmitted, approved', () => {
  it('files the PDF in 04 Site Forms and tells the reviewer and the submitter', async () => {
    const { template } = await builtin(company.id, 'delay_notice');
    const p1 = await photo(await testJpeg(80, 60, '#aa3300'));
    const p2 = await photo(await testJpeg(60, 80, '#0033aa'));
    const sig = await photo(await testPng(), u.worker, 'signature');
    expect([p1.status, p2.status, sig.status]).toEqual([201, 201, 201]);
    const answers = {
      occurred_on: '2026-11-18',
      cause: 'Exceptionally adverse weather',
      description: 'Storm force winds closed the tower crane',
      activities_affected: 'Steel erection, level 3',
      estimated_delay_days: 2,
      mitigation: 'Resequenced to groundworks',
      party_notified: 'Contract administrator',
      photos: [
        { upload_id: p1.body.upload_id, caption: 'Crane jib tied down' },
        { upload_id: p2.body.upload_id, caption: 'Anemometer reading' },
      ],
      signature: { upload_id: sig.body.upload_id },
    };
    const key = `forms-${Date.now()}`;
    const send = () =>
      request
        .post('/api/form-submissions')
        .set(auth(u.worker))
        .set('Idempotency-Key', key)
        .send({ project_id: project.id, template_id: template.id, answers, submit: true });
    const created = await send();
    expect(created.status).toBe(201);
    const retried = await send();
    expect(retried.body.id).toBe(created.body.id); // a retry never makes two
    const id = created.body.id as string;
    expect(created.body.status).toBe('submitted');
    expect(created.body.answers.signature).toMatchObject({ upload_id: sig.body.upload_id });
    expect(created.body.answers.signature.signed_by).toBe(`${u.worker.first_name} ${u.worker.last_name}`);

    const pdfId = await until(
      async () =>
        (await request.get(`/api/form-submissions/${id}`).set(auth(u.worker))).body.pdf_upload_id as
          string | null,
    );
    const pdfRow = (await Upload.findByPk(pdfId))!;
    expect(pdfRow.filename).toBe(`${created.body.reference}.pdf`);
    expect(pdfRow.project_id).toBe(project.id);
    expect(pdfRow.storage_key).toContain('/04 Site Forms/');
    expect(await readdir(path.join(driveRoot, path.dirname(pdfRow.storage_key)))).toContain(
      path.basename(pdfRow.storage_key),
    );
    const text = await pdfText(await drive.readFile(pdfRow.storage_key));
    for (const words of [
      created.body.reference,
      'Delay Notice',
      project.project_number,
      'Storm force winds closed the tower crane',
      '18/11/2026',
      'Photo 1 of 2: Crane jib tied down',
      'Photo 2 of 2: Anemometer reading',
      `Signed by ${u.worker.first_name} ${u.worker.last_name}`,
    ]) {
      expect(text).toContain(words);
    }

    // The project's manager reviews; a worker cannot.
    expect(
      (
        await request
          .post(`/api/form-submissions/${id}/status`)
          .set(auth(u.worker))
          .send({ status: 'approved' })
      ).status,
    ).toBe(403);
    const noReason = await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'returned' });
    expect(noReason.status).toBe(400);
    const returned = await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'returned', reason: 'Add the programme activity IDs' });
    expect(returned.body).toMatchObject({
      status: 'returned',
      review_comment: 'Add the programme activity IDs',
    });
    // Only its author changes it.
    const meddle = await request.put(`/api/form-submissions/${id}`).set(auth(u.other)).send({ answers });
    expect(meddle.status).toBe(403);
    const fixed = await request
      .put(`/api/form-submissions/${id}`)
      .set(auth(u.worker))
      .send({ answers: { ...answers, activities_affected: 'Steel erection, level 3 (A1040-A1060)' } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.can_edit).toBe(true);
    expect(fixed.body.status_moves).toEqual(['resubmitted']);
    const again = await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.worker))
      .send({ status: 'resubmitted' });
    expect(again.body).toMatchObject({ status: 'resubmitted', submit_count: 2 });
    const approved = await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(approved.body.status).toBe('approved');
    expect(approved.body.can_edit).toBe(false);
    const late = await request.put(`/api/form-submissions/${id}`).set(auth(u.worker)).send({ answers });
    expect(late.status).toBe(409);
    await until(async () =>
      Upload.findOne({ where: { project_id: project.id, filename: `${created.body.reference}-2.pdf` } }),
    );

    const acts = await Activity.findAll({
      where: { entity_type: 'form_submission', entity_id: id, action: 'status_changed' },
      order: [['created_at', 'ASC']],
    });
    expect(acts.map((a) => `${a.from_state}>${a.to_state}`)).toEqual([
      'draft>submitted',
      'submitted>returned',
      'returned>resubmitted',
      'resubmitted>approved',
    ]);
    const workerNotes = await request.get('/api/notifications').set(auth(u.worker));
    const told = workerNotes.body.items.filter(
      (n: { payload: { form_submission_id: string | null } }) => n.payload.form_submission_id === id,
    );
    expect(told.map((n: { title: string }) => n.title.split(' ').slice(-3).join(' ')).sort()).toEqual(
      [`${created.body.reference} was approved`, `${created.body.reference} was returned`].sort(),
    );
    const managerNotes = await request.get('/api/notifications').set(auth(u.manager));
    expect(
      managerNotes.body.items.filter(
        (n: { type: string; payload: { form_submission_id: string | null } }) =>
          n.payload.form_submission_id === id && n.type === 'form_submission',
      ),
    ).toHaveLength(2);
  }, 60_000);

  it('the list filters by severity inside the answers, template, status and project', async () => {
    const high = await makeSubmission(project, 'submitted', u.worker.id);
    await high.update({ answers: { ...SITE_ISSUE_ANSWERS, photos: null, severity: 'critical' } });
    const res = await request
      .get(`/api/form-submissions?severity=critical&project_id=${project.id}&status=submitted`)
      .set(auth(u.supervisor));
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { id: string }) => s.id)).toContain(high.id);
    expect(res.body.items.every((s: { severity: string }) => s.severity === 'critical')).toBe(true);
    const low = await request.get('/api/form-submissions?severity=low').set(auth(u.supervisor));
    expect(low.body.items.map((s: { id: string }) => s.id)).not.toContain(high.id);
    for (const term of [high.reference.toLowerCase(), project.name.toUpperCase(), 'site issue']) {
      const found = await request
        .get(`/api/form-submissions?search=${encodeURIComponent(term)}&size=100`)
        .set(auth(u.supervisor));
      expect(
        found.body.items.map((s: { id: string }) => s.id),
        term,
      ).toContain(high.id);
    }
    const none = await request.get('/api/form-submissions?search=zzqx').set(auth(u.supervisor));
    expect(none.body.total).toBe(0);
    const bad = await request.get('/api/form-submissions?severity=apocalyptic').set(auth(u.supervisor));
    expect(bad.status).toBe(400);
  });
});

describe('signatures are the signer’s own (issue 33, decision 0053)', () => {
  const fullName = (x: User) => `${x.first_name} ${x.last_name}`;
  const delayAnswers = (signature: unknown) => ({
    occurred_on: '2026-11-20',
    cause: 'Late design information',
    description: 'Steel connection details not issued',
    activities_affected: 'Level 4 steel',
    estimated_delay_days: 3,
    party_notified: 'Contract administrator',
    signature,
  });
  const start = async (user: User, signature: unknown, submit = true) => {
    const { template } = await builtin(company.id, 'delay_notice');
    return request
      .post('/api/form-submissions')
      .set(auth(user))
      .send({ project_id: project.id, template_id: template.id, answers: delayAnswers(signature), submit });
  };
  const pdfOf = async (id: string) =>
    pdfText(await (await buildSubmissionPdf(company.id, id, { drive, sequelize })).pdf.render());

  it('a worker cannot put the supervisor’s signature (or any file that is not their drawn one) on a form', async () => {
    const theirs = await photo(await testPng(), u.supervisor, 'signature');
    expect(theirs.status).toBe(201);
    // The finding: a Delay Notice "Signed by" the supervisor, sent by a worker.
    const borrowed = await start(u.worker, { upload_id: theirs.body.upload_id });
    expect(borrowed.status).toBe(400);
    expect(JSON.stringify(borrowed.body)).toContain(SIGNATURE_NOT_YOURS);
    // Not on a draft either, nor by saving a draft later, nor with a client-made "signed_by".
    const draft = await start(u.worker, null, false);
    expect(draft.status).toBe(201);
    const saved = await request
      .put(`/api/form-submissions/${draft.body.id}`)
      .set(auth(u.worker))
      .send({
        answers: delayAnswers({
          upload_id: theirs.body.upload_id,
          signed_by: fullName(u.worker),
          signed_at: new Date().toISOString(),
        }),
      });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.body)).toContain(SIGNATURE_NOT_YOURS);
    // A PNG the worker put in the project's files is theirs, but it was never drawn as a signature.
    const file = await request
      .post('/api/uploads')
      .set(auth(u.worker))
      .field('project_id', project.id)
      .attach('file', await testPng(), 'scan.png');
    expect(file.status).toBe(201);
    const scanned = await start(u.worker, { upload_id: file.body.id });
    expect(scanned.status).toBe(400);
    expect(JSON.stringify(scanned.body)).toContain(SIGNATURE_NOT_YOURS);
    // Nor one the worker drew for another project.
    const elsewhere = await photo(await testPng(), u.other, 'signature', offProject.id);
    expect(elsewhere.status).toBe(201);
    const other = await request
      .post('/api/form-submissions')
      .set(auth(u.other))
      .send({
        project_id: project.id,
        template_id: (await builtin(company.id, 'delay_notice')).template.id,
        answers: delayAnswers({ upload_id: elsewhere.body.upload_id }),
      });
    expect(other.status).toBe(400);
  });

  it('a signature drawn by the sender is theirs: name from their record, server time, printed in the PDF', async () => {
    const before = Date.now();
    const sig = await photo(await testPng(), u.worker, 'signature');
    const sent = await start(u.worker, {
      upload_id: sig.body.upload_id,
      signed_by: 'The Managing Director', // ignored: the server fills in who signed
      signer_id: u.supervisor.id,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.answers.signature).toMatchObject({
      upload_id: sig.body.upload_id,
      signed_by: fullName(u.worker),
      signer_id: u.worker.id,
      witnessed_by: null,
    });
    const at = Date.parse(sent.body.answers.signature.signed_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    const text = await pdfOf(sent.body.id);
    expect(text).toContain(`Signed by ${fullName(u.worker)} on`);
    expect(text).not.toContain('The Managing Director');
  });

  it('a named signatory without an account signs in the sender’s presence, and the PDF says so', async () => {
    const sig = await request
      .post('/api/form-photos')
      .set(auth(u.worker))
      .field('project_id', project.id)
      .field('kind', 'signature')
      .field('signatory_name', '  Tom Client  ')
      .attach('file', await testPng(), 'signature.png');
    expect(sig.status).toBe(201);
    const sent = await start(u.worker, { upload_id: sig.body.upload_id });
    expect(sent.status).toBe(201);
    expect(sent.body.answers.signature).toMatchObject({
      signed_by: 'Tom Client',
      signer_id: null,
      witnessed_by: fullName(u.worker),
      witness_id: u.worker.id,
    });
    const text = await pdfOf(sent.body.id);
    expect(text).toContain(
      `Signed by Tom Client (name as typed; no SiteBase account) in the presence of ${fullName(u.worker)} on`,
    );
    // A typed name belongs to a signature only.
    const onPhoto = await request
      .post('/api/form-photos')
      .set(auth(u.worker))
      .field('project_id', project.id)
      .field('kind', 'photo')
      .field('signatory_name', 'Tom Client')
      .attach('file', await testJpeg(), 'site.jpg');
    expect(onPhoto.status).toBe(400);
  });

  it('one drawn signature signs one form: reusing it on a second form is 409; saving the same form again keeps it', async () => {
    const sig = await photo(await testPng(), u.worker, 'signature');
    const draft = await start(u.worker, { upload_id: sig.body.upload_id }, false);
    expect(draft.status).toBe(201);
    const signed = draft.body.answers.signature;
    const again = await request
      .put(`/api/form-submissions/${draft.body.id}`)
      .set(auth(u.worker))
      .send({ answers: delayAnswers({ upload_id: sig.body.upload_id }) });
    expect(again.status).toBe(200);
    expect(again.body.answers.signature).toEqual(signed);
    const second = await start(u.worker, { upload_id: sig.body.upload_id });
    expect(second.status).toBe(409);
    expect(second.body.detail).toContain(SIGNATURE_USED);
    // The same signature twice on one form is the same reuse.
    const twice = await request
      .post('/api/form-templates')
      .set(auth(u.manager))
      .send({
        name: 'Handover',
        fields: [
          { key: 'contractor', label: 'Contractor', type: 'signature' },
          { key: 'client', label: 'Client', type: 'signature' },
        ],
      });
    expect(twice.status).toBe(201);
    const fresh = await photo(await testPng(), u.worker, 'signature');
    const both = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        project_id: project.id,
        template_id: twice.body.id,
        answers: {
          contractor: { upload_id: fresh.body.upload_id },
          client: { upload_id: fresh.body.upload_id },
        },
      });
    expect(both.status).toBe(409);
  });

  it('existing forms: a self-drawn signature is recorded as the author’s; a borrowed one must be signed again', async () => {
    const { version, template } = await builtin(company.id, 'delay_notice');
    const legacy = async (uploadId: string) => {
      await FormSignature.destroy({ where: { upload_id: uploadId } }); // as before the migration
      return sequelize.transaction(async (t) =>
        FormSubmission.create(
          {
            company_id: company.id,
            project_id: project.id,
            template_id: template.id,
            template_version_id: version.id,
            reference: await allocateReference(company.id, 'form_submission', t),
            answers: {
              ...delayAnswers(null),
              signature: { upload_id: uploadId, signed_by: 'Recorded', signed_at: new Date().toISOString() },
            },
            submitted_by: u.worker.id,
          },
          { transaction: t },
        ),
      );
    };
    const own = await legacy((await photo(await testPng(), u.worker, 'signature')).body.upload_id);
    const borrowed = await legacy((await photo(await testPng(), u.supervisor, 'signature')).body.upload_id);
    await sequelize.query(BACKFILL_SIGNATURES);
    const ownSig = (own.answers.signature as { upload_id: string }).upload_id;
    const borrowedSig = (borrowed.answers.signature as { upload_id: string }).upload_id;
    expect(await FormSignature.findByPk(ownSig)).toMatchObject({
      captured_by: u.worker.id,
      submission_id: own.id,
      signatory_name: null,
    });
    expect(await FormSignature.findByPk(borrowedSig)).toBeNull();
    const save = (id: string, signature: unknown) =>
      request
        .put(`/api/form-submissions/${id}`)
        .set(auth(u.worker))
        .send({ answers: delayAnswers(signature) });
    expect((await save(own.id, { upload_id: ownSig })).status).toBe(200);
    const refused = await save(borrowed.id, { upload_id: borrowedSig });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(SIGNATURE_NOT_YOURS);
  });

  it('review never changes a signature: the reviewer cannot edit, and return, resubmit and approve keep it', async () => {
    const sig = await photo(await testPng(), u.worker, 'signature');
    const sent = await start(u.worker, { upload_id: sig.body.upload_id });
    const id = sent.body.id as string;
    const signed = sent.body.answers.signature;
    const mine = await photo(await testPng(), u.supervisor, 'signature');
    const meddle = await request
      .put(`/api/form-submissions/${id}`)
      .set(auth(u.supervisor))
      .send({ answers: delayAnswers({ upload_id: mine.body.upload_id }) });
    expect(meddle.status).toBe(403);
    await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'returned', reason: 'Say which gridlines' });
    const fixed = await request
      .put(`/api/form-submissions/${id}`)
      .set(auth(u.worker))
      .send({ answers: { ...delayAnswers(signed), activities_affected: 'Level 4 steel, gridlines C-F' } });
    expect(fixed.status).toBe(200);
    await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.worker))
      .send({ status: 'resubmitted' });
    const approved = await request
      .post(`/api/form-submissions/${id}/status`)
      .set(auth(u.supervisor))
      .send({ status: 'approved' });
    expect(approved.body.status).toBe('approved');
    expect(approved.body.answers.signature).toEqual(signed);
  });
});

describe('a form’s photos and signatures in the project files (decision 0066)', () => {
  it('are filed in their folders, and only a manager and up may delete them — never the worker who took them', async () => {
    const pic = await photo(await testJpeg(), u.worker, 'photo');
    const sig = await photo(await testPng(), u.worker, 'signature');
    expect([pic.status, sig.status]).toEqual([201, 201]);
    const files = async (user: User) =>
      (await request.get(`/api/uploads?project_id=${project.id}`).set(auth(user))).body as {
        id: string;
        folder: string | null;
        can_delete: boolean;
      }[];
    const mine = await files(u.worker);
    const picRow = mine.find((f) => f.id === pic.body.upload_id)!;
    const sigRow = mine.find((f) => f.id === sig.body.upload_id)!;
    expect(picRow).toMatchObject({ folder: '05 Photos', can_delete: false });
    expect(sigRow).toMatchObject({ folder: '04 Site Forms', can_delete: false });
    // The bytes are in that folder of the project's drive tree.
    expect((await Upload.findByPk(sig.body.upload_id))!.storage_key).toContain('/04 Site Forms/');
    const refused = await request.delete(`/api/uploads/${pic.body.upload_id}`).set(auth(u.worker));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(ONLY_MANAGER_DELETES_RECORD_FILES);
    const forManager = await files(u.manager);
    expect(forManager.find((f) => f.id === pic.body.upload_id)!.can_delete).toBe(true);
    expect((await request.delete(`/api/uploads/${pic.body.upload_id}`).set(auth(u.manager))).status).toBe(
      204,
    );
  });
});

describe('the status table', () => {
  it('every pair the table lacks is 409', async () => {
    for (const from of SUBMISSION_STATUSES) {
      for (const to of SUBMISSION_STATUSES) {
        if (SUBMISSION_STATUS.rule(from, to)) continue;
        const s = await makeSubmission(project, from as SubmissionStatus, u.worker.id);
        const res = await request
          .post(`/api/form-submissions/${s.id}/status`)
          .set(auth(from === 'draft' ? u.worker : u.supervisor))
          .send({ status: to, reason: 'because' });
        expect(res.status, `${from} → ${to}`).toBe(409);
      }
    }
  }, 60_000);
});
