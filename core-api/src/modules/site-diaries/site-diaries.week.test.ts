// Decision 0090 on real Postgres: the diary drafts "Inducted today" from the day's Site Induction Records (the
// operative named from the labour record; the day before and a draft left out) and labels the library's safety
// forms by their kind, frozen at sign-off; a week of diaries — its days, its PDF (the summary: days signed,
// labour by trade, plant, forms, lost hours with each delay's reason; then each day) and its filing by a
// supervisor (401, 404 another company, 403 a worker, 400 not a Monday, 409 no diary / a draft / filing) in
// the project's "04 Site Forms" folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate, mondayOf } from '../../lib/calendar.js';
import { LocalDriveAdapter } from '../../lib/drive.js';
import { Activity, Upload, type Company, type User } from '../../models/index.js';
import { allocateReference } from '../../lib/numbering.js';
import { FormSubmission } from '../forms/form-submission.model.js';
import { FormTemplateVersion } from '../forms/form-template-version.model.js';
import { FormTemplate } from '../forms/form-template.model.js';
import type { Answers, BuiltinKey } from '../forms/forms.fields.js';
import { ensureBuiltins } from '../forms/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { makeOperative, makeTimesheet } from '../labour/labour.fixtures.js';
import { LabourTrade } from '../labour/labour-trade.model.js';
import { ARCHIVED_LOCKED } from '../projects/index.js';
import { WEEK_NOT_MONDAY } from './site-diaries.schema.js';
import { WEEK_FILING, WEEK_NO_DIARY, weekUnsigned } from './site-diaries.week.js';
import { SiteDiaryWeek } from './site-diary-week.model.js';

// Its job files PDFs in this file's drive: on the shared database another file's app could take them.
const sequelize = testDatabase({ own: true });
const drive = new LocalDriveAdapter(mkdtempSync(path.join(tmpdir(), 'diary-week-drive-')));
const { request } = testApp(sequelize, { drive });

let company: Company;
const u = {} as Record<'worker' | 'supervisor' | 'foreign', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
// Last week: every day of it has started, so each may have a diary.
const MONDAY = addDays(mondayOf(londonDate()), -7);
const WEDNESDAY = addDays(MONDAY, 2);
const uk = (d: string) => d.split('-').reverse().join('/');
/** Noon on a London day (BST or GMT, noon is the same day). */
const noon = (d: string) => new Date(`${d}T12:00:00Z`);

/** A form of the library of UK site forms (decision 0088) sent on a project at an instant. */
async function makeLibraryForm(
  project: { id: string; company_id: string },
  builtinKey: BuiltinKey,
  answers: Answers,
  submittedBy: string,
  at: Date,
  status: 'submitted' | 'draft' = 'submitted',
) {
  await ensureBuiltins(sequelize, project.company_id);
  const template = (await FormTemplate.findOne({
    where: { company_id: project.company_id, builtin_key: builtinKey },
  }))!;
  const version = (await FormTemplateVersion.findOne({
    where: { template_id: template.id, version: template.current_version },
  }))!;
  return sequelize.transaction(async (t) =>
    FormSubmission.create(
      {
        company_id: project.company_id,
        project_id: project.id,
        template_id: template.id,
        template_version_id: version.id,
        reference: await allocateReference(project.company_id, 'form_submission', t),
        status,
        answers,
        submitted_by: submittedBy,
        submitted_at: status === 'draft' ? null : at,
        submit_count: status === 'draft' ? 0 : 1,
      },
      { transaction: t },
    ),
  );
}

async function until<T>(read: () => Promise<T | null | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const binary = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor', first_name: 'Sam', last_name: 'Site' });
  u.foreign = await createUser(await createCompany(), { role: 'admin' });
});

describe('inductions and the library’s forms in the diary', () => {
  it('drafts who was inducted that day, names each form’s kind, and freezes them at sign-off', async () => {
    const project = await makeProject(company, [u.worker.id]);
    const trade = await LabourTrade.create({
      company_id: company.id,
      name: 'Groundworker',
      default_day_rate_pence: 1,
    });
    const op = await makeOperative(company, { supplier: null });
    await op.update({ name: 'Dara Newstart', trade_id: trade.id });
    const earlier = await makeOperative(company, { supplier: null });
    await earlier.update({ name: 'Eve Yesterday' });
    const induction = await makeLibraryForm(
      project,
      'site_induction',
      { operative: op.id, employer: 'Groundworks Ltd' },
      u.supervisor.id,
      noon(WEDNESDAY),
    );
    await makeLibraryForm(
      project,
      'site_induction',
      { operative: earlier.id },
      u.supervisor.id,
      noon(addDays(WEDNESDAY, -1)),
    );
    await makeLibraryForm(
      project,
      'site_induction',
      { operative: earlier.id },
      u.supervisor.id,
      noon(WEDNESDAY),
      'draft',
    );
    const talk = await makeLibraryForm(project, 'toolbox_talk', {}, u.supervisor.id, noon(WEDNESDAY));

    const url = `/api/projects/${project.id}/diary/${WEDNESDAY}`;
    const read = await request.get(url).set(auth(u.worker));
    expect(read.status).toBe(200);
    expect(read.body.records.inductions).toEqual([
      expect.objectContaining({
        submission_id: induction.id,
        reference: induction.reference,
        operative_id: op.id,
        name: 'Dara Newstart',
        trade: 'Groundworker',
        employer: 'Groundworks Ltd',
      }),
    ]);
    const kinds = Object.fromEntries(
      (read.body.records.forms as { reference: string; category_label: string }[]).map((f) => [
        f.reference,
        f.category_label,
      ]),
    );
    expect(kinds).toEqual({ [induction.reference]: 'Site induction', [talk.reference]: 'Toolbox talk' });

    expect(
      (await request.patch(url).set(auth(u.supervisor)).send({ version: 0, work_done: 'Dig' })).status,
    ).toBe(200);
    expect((await request.post(`${url}/sign`).set(auth(u.supervisor)).send({ version: 1 })).status).toBe(200);
    // Sent after sign-off: the signed diary keeps the day as it was.
    await makeLibraryForm(
      project,
      'site_induction',
      { operative: earlier.id },
      u.supervisor.id,
      noon(WEDNESDAY),
    );
    const signed = await request.get(url).set(auth(u.worker));
    expect(signed.body.records.inductions.map((i: { name: string }) => i.name)).toEqual(['Dara Newstart']);
    const pdf = await request.get(`${url}/pdf`).set(auth(u.worker)).buffer(true).parse(binary);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Inducted today (1 person)');
    expect(text).toContain('Dara Newstart');
    expect(text).toContain('Toolbox talk');
  });
});

describe('a week of site diaries', () => {
  it('refuses: 401, 404 another company, 400 not a Monday, 403 a worker filing, 409 with nothing to file', async () => {
    const project = await makeProject(company, [u.worker.id]);
    const week = `/api/projects/${project.id}/diary-weeks/${MONDAY}`;
    expect((await request.get(week)).status).toBe(401);
    const foreign = await request.get(`${week}/pdf`).set(auth(u.foreign));
    expect(foreign.status).toBe(404);
    expect((await request.post(`${week}/file`).set(auth(u.foreign))).status).toBe(404);
    const tuesday = await request
      .get(`/api/projects/${project.id}/diary-weeks/${addDays(MONDAY, 1)}/pdf`)
      .set(auth(u.worker));
    expect(tuesday.status).toBe(400);
    expect(JSON.stringify(tuesday.body)).toContain(WEEK_NOT_MONDAY);
    expect(
      (await request.get(`/api/projects/${project.id}/diary-weeks/not-a-day`).set(auth(u.worker))).status,
    ).toBe(400);
    const worker = await request.post(`${week}/file`).set(auth(u.worker));
    expect(worker.status).toBe(403);
    const empty = await request.post(`${week}/file`).set(auth(u.supervisor));
    expect(empty.status).toBe(409);
    expect(empty.body.detail).toBe(WEEK_NO_DIARY);
    const days = await request.get(week).set(auth(u.worker));
    expect(days.status).toBe(200);
    expect(days.body).toMatchObject({
      week_commencing: MONDAY,
      week_ending: addDays(MONDAY, 6),
      filing: 'not_filed',
      can_file: false,
    });
    expect(days.body.days.map((d: { status: string }) => d.status)).toEqual(Array(7).fill('none'));

    await project.update({ is_archived: true });
    const archived = await request.post(`${week}/file`).set(auth(u.supervisor));
    expect(archived.status).toBe(409);
    expect(archived.body.detail).toBe(ARCHIVED_LOCKED);
  });

  it('prints the week’s summary and each day, and files it once every diary is signed', async () => {
    const project = await makeProject(company, [u.worker.id]);
    await project.update({ folder_status: 'created', drive_folder_id: `week-${project.id}` });
    const bricklayer = await LabourTrade.create({
      company_id: company.id,
      name: 'Bricklayer',
      default_day_rate_pence: 1,
    });
    const a = await makeOperative(company, { supplier: null });
    await a.update({ name: 'Alan Brick', trade_id: bricklayer.id });
    const b = await makeOperative(company, { supplier: null });
    await b.update({ name: 'Bob Brick', trade_id: bricklayer.id });
    await makeTimesheet(a, project, 'approved', MONDAY, [8, 0, 7.5, 0, 0, 0, 0]);
    await makeTimesheet(b, project, 'draft', MONDAY, [0, 0, 6, 0, 0, 0, 0]);
    await makeLibraryForm(project, 'toolbox_talk', {}, u.supervisor.id, noon(MONDAY));

    const day = (d: string) => `/api/projects/${project.id}/diary/${d}`;
    const save = (d: string, body: object) => request.patch(day(d)).set(auth(u.supervisor)).send(body);
    expect((await save(MONDAY, { version: 0, work_done: 'Footings to plot 1' })).status).toBe(200);
    expect(
      (
        await save(WEDNESDAY, {
          version: 0,
          work_done: 'Blockwork plot 1',
          delays: [
            { reason: 'Heavy rain stopped bricklaying', lost_hours: 3, trades_affected: 'Bricklayers' },
          ],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await request
          .post(`${day(MONDAY)}/sign`)
          .set(auth(u.supervisor))
          .send({ version: 1 })
      ).status,
    ).toBe(200);

    const week = `/api/projects/${project.id}/diary-weeks/${MONDAY}`;
    const draft = await request.post(`${week}/file`).set(auth(u.supervisor));
    expect(draft.status).toBe(409);
    expect(draft.body.detail).toBe(weekUnsigned([WEDNESDAY]));
    expect(draft.body.detail).toContain(`${uk(WEDNESDAY)} is not signed`);

    // The PDF can be read before filing (a worker reads it): summary first, then each day.
    const pdf = await request.get(`${week}/pdf`).set(auth(u.worker)).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    for (const words of [
      `Site diary: week commencing ${uk(MONDAY)}`,
      '2 days written: 1 signed, 1 not signed',
      'Labour hours by trade',
      'Bricklayer',
      '21.5',
      'Draft, not signed',
      'No diary',
      'Heavy rain stopped bricklaying',
      'Delays and lost time (3 h lost)',
      'Toolbox talk',
      `Site diary Monday ${uk(MONDAY)}`,
      'Footings to plot 1',
      `Site diary Wednesday ${uk(WEDNESDAY)}`,
      'Blockwork plot 1',
    ]) {
      expect(text).toContain(words);
    }

    expect(
      (
        await request
          .post(`${day(WEDNESDAY)}/sign`)
          .set(auth(u.supervisor))
          .send({ version: 1 })
      ).status,
    ).toBe(200);
    const ready = await request.get(week).set(auth(u.supervisor));
    expect(ready.body).toMatchObject({ can_file: true, filing: 'not_filed' });
    expect(ready.body.days.map((d: { status: string }) => d.status)).toEqual([
      'signed',
      'none',
      'signed',
      'none',
      'none',
      'none',
      'none',
    ]);
    const filed = await request.post(`${week}/file`).set(auth(u.supervisor));
    expect(filed.status).toBe(202);
    expect(filed.body).toMatchObject({ filing: 'queued', can_file: false });

    const row = await until(async () => {
      const w = await SiteDiaryWeek.findOne({ where: { project_id: project.id } });
      return w?.filing === 'filed' ? w : null;
    });
    const upload = (await Upload.findByPk(row.pdf_upload_id!))!;
    expect(upload).toMatchObject({
      project_id: project.id,
      content_type: 'application/pdf',
      source_type: 'site_diary_week',
      source_id: row.id,
      filename: `Site diary ${project.project_number} week ${MONDAY}.pdf`,
    });
    expect(upload.storage_key).toContain('/04 Site Forms/');
    const kept = await pdfText(await drive.readFile(upload.storage_key));
    expect(kept).toContain('2 days written: 2 signed, 0 not signed');
    const after = await request.get(week).set(auth(u.worker));
    expect(after.body).toMatchObject({ filing: 'filed', pdf_upload_id: upload.id, can_file: false });
    const actions = (await Activity.findAll({ where: { entity_id: project.id } })).map((x) => x.action);
    expect(actions).toEqual(expect.arrayContaining(['diary_week_filing_requested', 'file_uploaded']));

    // Filed again (after an addendum, say): a new copy; asked twice at once, the second is refused.
    await row.update({ filing: 'queued' });
    const twice = await request.post(`${week}/file`).set(auth(u.supervisor));
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(WEEK_FILING);
  });
});
