// /api/projects/{projectId}/diary/{date} on real Postgres: 401 signed out, 404 for another company's project
// and for a worker off the team, 403 for a worker writing, 400 with the messages; autosave with its version
// (409 on a stale one), sign-off freezing the records and locking the diary (409 on edit), the PDF filed in
// the project's "04 Site Forms" folder, dated addenda, the activity rows, and the Delay Notice prefill.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../../lib/calendar.js';
import { LocalDriveAdapter } from '../../lib/drive.js';
import { Activity, Upload, type Company, type Project, type User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { makeSubmission } from '../forms/forms.fixtures.js';
import { ARCHIVED_LOCKED } from '../projects/index.js';
import {
  DIARY_ALREADY_SIGNED,
  DIARY_CHANGED,
  DIARY_FUTURE,
  DIARY_NOT_SIGNED,
  DIARY_SIGNED_LOCKED,
} from './site-diaries.policy.js';
import {
  ADDENDUM_REQUIRED,
  DATE_INVALID,
  REASON_REQUIRED,
  TEMPERATURE_RANGE,
} from './site-diaries.schema.js';
import { SiteDiary } from './site-diary.model.js';

// Its job files PDFs in this file's drive: on the shared database another file's app could take them.
const sequelize = testDatabase({ own: true });
const drive = new LocalDriveAdapter(mkdtempSync(path.join(tmpdir(), 'diary-drive-')));
const { request } = testApp(sequelize, { drive });

let company: Company;
let project: Project;
const u = {} as Record<'worker' | 'offTeam' | 'supervisor' | 'manager' | 'foreign', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });
const today = () => londonDate();
const url = (date = today(), p: Pick<Project, 'id'> = project) => `/api/projects/${p.id}/diary/${date}`;

async function until<T>(read: () => Promise<T | null | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  company = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.offTeam = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor', first_name: 'Sam', last_name: 'Site' });
  u.manager = await createUser(company, { role: 'manager' });
  u.foreign = await createUser(await createCompany(), { role: 'admin' });
  project = await makeProject(company, [u.worker.id]);
});

const WEATHER = {
  morning: { conditions: 'Heavy rain', temperature_c: 7, stopped_work: true },
  afternoon: { conditions: 'Overcast', temperature_c: 9.5, stopped_work: false },
};

describe('site diary', () => {
  it('refuses: 401 signed out, 404 another company or off the team, 403 a worker writing, 400 messages', async () => {
    expect((await request.get(url())).status).toBe(401);
    const foreign = await request.get(url()).set(auth(u.foreign));
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Project not found');
    expect((await request.patch(url()).set(auth(u.foreign)).send({ version: 0 })).status).toBe(404);
    expect((await request.get(url()).set(auth(u.offTeam))).status).toBe(404);
    expect((await request.get(url()).set(auth(u.worker))).status).toBe(200);
    expect((await request.patch(url()).set(auth(u.worker)).send({ version: 0, work_done: 'x' })).status).toBe(
      403,
    );
    expect((await request.post(`${url()}/sign`).set(auth(u.worker)).send({ version: 0 })).status).toBe(403);

    const badDate = await request.get(url('2026-13-40')).set(auth(u.supervisor));
    expect(badDate.status).toBe(400);
    expect(badDate.body.detail).toEqual([DATE_INVALID]);
    const future = await request
      .patch(url(addDays(today(), 1)))
      .set(auth(u.supervisor))
      .send({ version: 0 });
    expect(future.status).toBe(400);
    expect(future.body.detail).toEqual([DIARY_FUTURE]);
    const bad = await request
      .patch(url())
      .set(auth(u.supervisor))
      .send({
        version: 0,
        weather: { morning: { conditions: 'Hot', temperature_c: 80, stopped_work: false } },
        delays: [{ reason: ' ', lost_hours: 2 }],
      });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual(expect.arrayContaining([TEMPERATURE_RANGE, REASON_REQUIRED]));
    expect(await SiteDiary.count({ where: { project_id: project.id } })).toBe(0);
  });

  it('autosaves at its version, signs (records frozen, locked, PDF filed) and takes addenda', async () => {
    const p = await makeProject(company, [u.worker.id]);
    await p.update({ folder_status: 'created', drive_folder_id: `diary-${p.id}` });
    const day = today();
    const first = await request
      .patch(url(day, p))
      .set(auth(u.supervisor))
      .send({ version: 0, weather: WEATHER, work_done: 'Blockwork to first lift, plots 3 and 4' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 1, status: 'draft', can_edit: true, can_sign: true });
    expect(first.body.weather).toEqual(WEATHER);
    const second = await request
      .patch(url(day, p))
      .set(auth(u.supervisor))
      .send({
        version: 1,
        delays: [{ reason: 'Heavy rain', lost_hours: 3.5, trades_affected: 'Bricklayers' }],
      });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      version: 2,
      lost_hours: 3.5,
      work_done: 'Blockwork to first lift, plots 3 and 4',
    });
    expect(second.body.weather).toEqual(WEATHER); // fields not sent are kept

    // The same save sent again (its answer lost on the way to the phone) finds its own write: no 409.
    const repeat = await request
      .patch(url(day, p))
      .set(auth(u.supervisor))
      .send({
        version: 1,
        delays: [{ reason: 'Heavy rain', lost_hours: 3.5, trades_affected: 'Bricklayers' }],
      });
    expect(repeat.status).toBe(200);
    expect(repeat.body.version).toBe(2);
    // Another writer's save in between: the old version is refused, nothing overwritten.
    const stale = await request
      .patch(url(day, p))
      .set(auth(u.manager))
      .send({ version: 1, work_done: 'Old copy' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(DIARY_CHANGED);
    expect(
      (
        await request
          .post(`${url(day, p)}/sign`)
          .set(auth(u.manager))
          .send({ version: 1 })
      ).status,
    ).toBe(409);
    expect(
      (
        await request
          .post(`${url(day, p)}/addenda`)
          .set(auth(u.manager))
          .send({ text: 'x' })
      ).body.detail,
    ).toBe(DIARY_NOT_SIGNED);

    // A form sent today is in the draft (live), and in the signed diary; one sent after sign-off is not.
    const sent = await makeSubmission(p, 'submitted', u.worker.id);
    const live = await request.get(url(day, p)).set(auth(u.worker));
    expect(live.body.records.forms.map((f: { submission_id: string }) => f.submission_id)).toEqual([sent.id]);

    const signed = await request
      .post(`${url(day, p)}/sign`)
      .set(auth(u.supervisor))
      .send({ version: 2 });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'signed', version: 3, can_edit: false, can_sign: false });
    expect(signed.body.signed_by).toMatchObject({ id: u.supervisor.id, first_name: 'Sam' });
    await makeSubmission(p, 'submitted', u.worker.id);
    const frozen = await request.get(url(day, p)).set(auth(u.worker));
    expect(frozen.body.records.forms.map((f: { submission_id: string }) => f.submission_id)).toEqual([
      sent.id,
    ]);

    const locked = await request
      .patch(url(day, p))
      .set(auth(u.supervisor))
      .send({ version: 3, work_done: 'Changed' });
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toBe(DIARY_SIGNED_LOCKED);
    const again = await request
      .post(`${url(day, p)}/sign`)
      .set(auth(u.supervisor))
      .send({ version: 3 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(DIARY_ALREADY_SIGNED);

    const blank = await request
      .post(`${url(day, p)}/addenda`)
      .set(auth(u.supervisor))
      .send({ text: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toEqual([ADDENDUM_REQUIRED]);
    expect(
      (
        await request
          .post(`${url(day, p)}/addenda`)
          .set(auth(u.worker))
          .send({ text: 'x' })
      ).status,
    ).toBe(403);
    const added = await request
      .post(`${url(day, p)}/addenda`)
      .set(auth(u.manager))
      .send({ text: 'Rain stopped work until 10:30, not 10:00' });
    expect(added.status).toBe(201);
    expect(added.body.addenda).toEqual([
      expect.objectContaining({
        text: 'Rain stopped work until 10:30, not 10:00',
        created_by: expect.objectContaining({ id: u.manager.id }),
      }),
    ]);
    expect(added.body.work_done).toBe('Blockwork to first lift, plots 3 and 4'); // the signed text stays

    const pdfId = await until(
      async () => (await SiteDiary.findOne({ where: { project_id: p.id } }))?.pdf_upload_id,
    );
    const row = (await Upload.findByPk(pdfId))!;
    expect(row).toMatchObject({
      project_id: p.id,
      content_type: 'application/pdf',
      source_type: 'site_diary',
    });
    expect(row.storage_key).toContain('/04 Site Forms/');
    const filed = await pdfText(await drive.readFile(row.storage_key));
    for (const words of [
      'Site diary',
      p.project_number,
      'Heavy rain',
      '7 °C',
      'stopped work',
      'Blockwork to first lift',
      sent.reference,
      'Sam Site',
    ]) {
      expect(filed).toContain(words);
    }

    const actions = (await Activity.findAll({ where: { entity_id: p.id } })).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['diary_started', 'diary_signed', 'diary_addendum_added', 'file_uploaded']),
    );

    // The PDF route (a worker reads it): the addendum is printed too, dates dd/mm/yyyy.
    const pdf = await request
      .get(`${url(day, p)}/pdf`)
      .set(auth(u.worker))
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Rain stopped work until 10:30, not 10:00');
    expect(text).toContain(day.split('-').reverse().join('/'));
  });

  it('an archived project takes no diary writes', async () => {
    const p = await makeProject(company);
    await p.update({ is_archived: true, archived_at: new Date(), archive_reason: 'Done' });
    const res = await request
      .patch(url(today(), p))
      .set(auth(u.supervisor))
      .send({ version: 0, work_done: 'x' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(ARCHIVED_LOCKED);
  });

  it('pre-fills a Delay Notice from the diaries’ delays between two days', async () => {
    const p = await makeProject(company, [u.worker.id]);
    const d1 = addDays(today(), -3);
    const d2 = addDays(today(), -1);
    await request
      .patch(url(d1, p))
      .set(auth(u.supervisor))
      .send({
        version: 0,
        delays: [{ reason: 'Exceptionally adverse weather', lost_hours: 6 }],
      });
    await request
      .patch(url(d2, p))
      .set(auth(u.supervisor))
      .send({
        version: 0,
        delays: [
          { reason: 'Late access to plot 5 by the employer', lost_hours: 4 },
          { reason: 'Exceptionally adverse weather', lost_hours: 2.5 },
        ],
      });
    await request
      .patch(url(addDays(today(), -10), p))
      .set(auth(u.supervisor))
      .send({
        version: 0,
        delays: [{ reason: 'Outside the range', lost_hours: 8 }],
      });
    const res = await request
      .get(`/api/projects/${p.id}/diary-delays?from=${addDays(today(), -5)}&to=${today()}`)
      .set(auth(u.worker));
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([
      { date: d1, reason: 'Exceptionally adverse weather', lost_hours: 6, signed: false },
      { date: d2, reason: 'Late access to plot 5 by the employer', lost_hours: 4, signed: false },
      { date: d2, reason: 'Exceptionally adverse weather', lost_hours: 2.5, signed: false },
    ]);
    expect(res.body.lost_hours).toBe(12.5);
    const uk = (d: string) => d.split('-').reverse().join('/');
    expect(res.body.answers).toEqual({
      occurred_on: d1,
      cause: 'Exceptionally adverse weather; Late access to plot 5 by the employer',
      description: [
        `${uk(d1)}: Exceptionally adverse weather (6 hours lost)`,
        `${uk(d2)}: Late access to plot 5 by the employer (4 hours lost)`,
        `${uk(d2)}: Exceptionally adverse weather (2.5 hours lost)`,
      ].join('\n'),
      estimated_delay_days: 2,
    });
    const backwards = await request
      .get(`/api/projects/${p.id}/diary-delays?from=${today()}&to=${d1}`)
      .set(auth(u.worker));
    expect(backwards.status).toBe(400);
    expect(
      (await request.get(`/api/projects/${p.id}/diary-delays?from=${d1}&to=${d2}`).set(auth(u.foreign)))
        .status,
    ).toBe(404);
  });
});
