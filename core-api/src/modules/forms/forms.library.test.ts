// The library of UK site forms on real Postgres (decision 0088): operative answers are the company's operatives
// (400 otherwise) and read as "Name (Trade)"; an induction's CSCS card is checked against the labour record (an
// expired card 409, a different number a warning kept on the form); a toolbox talk is signed by several people,
// each signature this form's only; an accident report that may be RIDDOR-reportable tells the managers, a
// "not safe" inspection the supervisors; a scaffold inspection says when the next is due; a manager copies any
// template under a new name keeping its category and fields; and every library form's PDF reads as it should.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RIDDOR_SPECIFIED_INJURIES, RIDDOR_FATAL, RIDDOR_OVER_SEVEN_DAYS } from '@sitebase/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalDriveAdapter } from '../../lib/drive.js';
import type { Company, Project, User } from '../../models/index.js';
import { makeProject } from '../../security/world.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../../test/support.js';
import { pdfText } from '../../test/pdf-text.js';
import { makeOperative, makeTrade } from '../labour/labour.fixtures.js';
import { FormSignature } from './form-signature.model.js';
import { FormTemplate } from './form-template.model.js';
import { type BuiltinKey } from './forms.fields.js';
import {
  DAYS_OFF,
  EVENT_TYPES,
  INJURY_TYPES,
  SCAFFOLD_NOT_SAFE,
  SPECIFIED_INJURIES,
} from './forms.library.js';
import { buildSubmissionPdf } from './forms.pdf.js';
import { SIGNATURE_USED, TEMPLATE_NAME_TAKEN, ensureBuiltins } from './forms.service.js';

const sequelize = testDatabase({ own: true });
const drive = new LocalDriveAdapter(mkdtempSync(path.join(tmpdir(), 'forms-library-drive-')));
const { request } = testApp(sequelize, { drive });

let company: Company;
let otherCompany: Company;
let project: Project;
const u = {} as Record<'worker' | 'supervisor' | 'manager' | 'outsider', User>;
const auth = (user: User) => ({ Authorization: bearer(user) });

beforeAll(async () => {
  company = await createCompany();
  otherCompany = await createCompany();
  u.worker = await createUser(company, { role: 'worker' });
  u.supervisor = await createUser(company, { role: 'supervisor' });
  u.manager = await createUser(company, { role: 'manager' });
  u.outsider = await createUser(otherCompany, { role: 'manager' });
  project = await makeProject(company, [u.worker.id]);
});

async function templateId(key: BuiltinKey) {
  await ensureBuiltins(sequelize, company.id);
  return (await FormTemplate.findOne({ where: { company_id: company.id, builtin_key: key } }))!.id;
}

/** A drawn signature: a stroke on a transparent PNG, as the phone's pad makes it. */
const drawn = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 60 10, 90 90, 140 40 S 220 20, 290 60" stroke="#000" stroke-width="4" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();

async function sign(name: string | null = null, user = u.worker): Promise<string> {
  const req = request
    .post('/api/form-photos')
    .set(auth(user))
    .field('project_id', project.id)
    .field('kind', 'signature');
  if (name) req.field('signatory_name', name);
  const res = await req.attach('file', await drawn(), 'signature.png');
  expect(res.status).toBe(201);
  return res.body.upload_id as string;
}

const send = async (key: BuiltinKey, answers: Record<string, unknown>, submit = true, user = u.worker) =>
  request
    .post('/api/form-submissions')
    .set(auth(user))
    .send({ project_id: project.id, template_id: await templateId(key), answers, submit });

const notesOf = async (user: User, id: string) =>
  (await request.get('/api/notifications').set(auth(user))).body.items.filter(
    (n: { payload: { form_submission_id?: string } }) => n.payload.form_submission_id === id,
  ) as { title: string; body: string }[];

const PNG_DIR = process.env.FORMS_PDF_DIR;

async function pdfOf(id: string, name: string) {
  const bytes = await (await buildSubmissionPdf(company.id, id, { drive, sequelize })).pdf.render();
  if (PNG_DIR) writeFileSync(path.join(PNG_DIR, `${name}.pdf`), bytes);
  return pdfText(bytes);
}

describe('the RIDDOR prompt reads the accident report’s own options', () => {
  it('shared’s option strings are the template’s', () => {
    expect([...RIDDOR_SPECIFIED_INJURIES]).toEqual([...SPECIFIED_INJURIES]);
    expect(INJURY_TYPES).toContain(RIDDOR_FATAL);
    expect(DAYS_OFF).toContain(RIDDOR_OVER_SEVEN_DAYS);
    expect(EVENT_TYPES).toEqual([
      'Accident (injury)',
      'Near miss',
      'Dangerous occurrence',
      'Occupational ill health',
    ]);
  });
});

describe('induction: the operative and their CSCS card', () => {
  const induction = async (operativeId: string, extra: Record<string, unknown> = {}, submit = true) =>
    send(
      'site_induction',
      {
        operative: operativeId,
        inducted_on: '2026-11-20',
        employer: 'Acme Groundworks Ltd',
        cscs_card_type: 'Blue (skilled worker)',
        emergency_contact: 'Sam Smith 07700 900456',
        topics_covered: [
          'Site rules and working hours',
          'Emergency procedures and assembly point',
          'PPE required on site',
        ],
        ppe_checked: true,
        rams_understood: true,
        operative_signature: { upload_id: await sign('Pat Operative') },
        inductor_signature: { upload_id: await sign() },
        ...extra,
      },
      submit,
    );

  it('an unknown operative or another company’s is 400 "must be chosen from the labour record"', async () => {
    const theirs = await makeOperative(otherCompany);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000001']) {
      const res = await induction(id);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Operative must be chosen from the labour record');
    }
  });

  it('a card that expired before the induction is 409 naming the operative and the date; a draft keeps it as a note', async () => {
    const op = await makeOperative(company, { expiry: '2026-11-19' });
    const res = await induction(op.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      `${op.name}’s CSCS card expired on 19/11/2026, before the induction on 20/11/2026: they cannot be inducted on an expired card`,
    );
    const draft = await induction(op.id, {}, false);
    expect(draft.status).toBe(201);
    expect(draft.body.library_checks).toEqual([
      expect.objectContaining({ kind: 'cscs', tone: 'danger', text: res.body.detail }),
    ]);
    const sent = await request
      .post(`/api/form-submissions/${draft.body.id}/status`)
      .set(auth(u.worker))
      .send({ status: 'submitted' });
    expect(sent.status).toBe(409);
  });

  it('a valid card is recorded; a different number shown is a warning on the view and the PDF', async () => {
    const trade = await makeTrade(company);
    const op = await makeOperative(company, { expiry: '2027-03-31' });
    await op.update({ trade_id: trade.id });
    const res = await induction(op.id, { cscs_card_number: '87654321', cscs_expiry: '2027-03-31' });
    expect(res.status).toBe(201);
    expect(res.body.operative_labels).toEqual({ [op.id]: `${op.name} (${trade.name})` });
    expect(res.body.library_checks).toEqual([
      {
        kind: 'cscs',
        tone: 'ok',
        text: 'CSCS card checked against the labour record: valid until 31/03/2027',
      },
      {
        kind: 'cscs',
        tone: 'warning',
        text: 'The card number shown (87654321) differs from the labour record (12345678)',
      },
    ]);
    const text = (await pdfOf(res.body.id, 'site-induction')).replace(/\s+/g, ' ');
    expect(text).toContain('CSCS card checked against the labour record: valid until 31/03/2027');
    expect(text).toContain(
      'Warning: The card number shown (87654321) differs from the labour record (12345678)',
    );
    expect(text).toContain(`${op.name} (${trade.name})`);
    expect(text).not.toContain(op.id);
    // The same number with spaces is the same card.
    const same = await induction(op.id, { cscs_card_number: '1234 5678' });
    expect(same.body.library_checks).toHaveLength(1);
  });

  it('no card on the labour record is said so, not refused', async () => {
    const op = await makeOperative(company, { expiry: null });
    const res = await induction(op.id);
    expect(res.status).toBe(201);
    expect(res.body.library_checks[0]).toMatchObject({
      tone: 'warning',
      text: `No CSCS card on the labour record for ${op.name}: check the card shown and add it to their record`,
    });
  });
});

describe('toolbox talk: several people sign', () => {
  const talk = (attendees: unknown, submit = true) =>
    send(
      'toolbox_talk',
      {
        topic: 'Working near live services',
        delivered_on: '2026-11-23',
        presenter: 'Site supervisor',
        duration_minutes: 15,
        key_points: 'CAT and Genny before digging; permit to dig; hand dig within 500 mm of a service.',
        attendees,
      },
      submit,
    );

  it('three attendees each sign, named by the server; the view and PDF list each', async () => {
    const ids = [await sign('Ann Able'), await sign('Bob Baker'), await sign('Cat Cole')];
    const res = await talk(ids.map((upload_id) => ({ upload_id, signed_by: 'Forged Name' })));
    expect(res.status).toBe(201);
    expect(res.body.answers.attendees.map((s: { signed_by: string }) => s.signed_by)).toEqual([
      'Ann Able',
      'Bob Baker',
      'Cat Cole',
    ]);
    expect(res.body.answers.attendees[0]).toMatchObject({ signer_id: null, witness_id: u.worker.id });
    const claimed = await FormSignature.findAll({ where: { upload_id: ids } });
    expect(claimed.map((c) => c.submission_id)).toEqual([res.body.id, res.body.id, res.body.id]);
    const text = (await pdfOf(res.body.id, 'toolbox-talk')).replace(/\s+/g, ' ');
    expect(text).toContain('3 signatures, below');
    for (const [i, n] of ['Ann Able', 'Bob Baker', 'Cat Cole'].entries()) {
      expect(text).toContain(`${i + 1} of 3. Signed by ${n} (name as typed; no SiteBase account)`);
    }
    // A signature on this form cannot go on another.
    const again = await talk([{ upload_id: ids[0] }]);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(SIGNATURE_USED);
  });

  it('a required signatures field needs at least one; the same signature twice is 409; others’ are 400', async () => {
    const none = await talk([]);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Attendees is required');
    const one = await sign('Dan Dyer');
    const twice = await talk([{ upload_id: one }, { upload_id: one }]);
    expect(twice.status).toBe(409);
    const theirs = await sign(null, u.supervisor);
    const borrowed = await talk([{ upload_id: theirs }]);
    expect(borrowed.status).toBe(400);
    const bad = await talk(['not a signature']);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Attendees must be drawn signatures');
  });

  it('signers are added and removed on a draft, keeping what was recorded', async () => {
    const a = await sign('Eve Evans');
    const draft = await talk([{ upload_id: a }], false);
    expect(draft.status).toBe(201);
    const b = await sign('Fay Ford');
    const saved = await request
      .put(`/api/form-submissions/${draft.body.id}`)
      .set(auth(u.worker))
      .send({ answers: { ...draft.body.answers, attendees: [{ upload_id: b }] } });
    expect(saved.status).toBe(200);
    expect(saved.body.answers.attendees.map((s: { signed_by: string }) => s.signed_by)).toEqual(['Fay Ford']);
  });
});

describe('accident report: the RIDDOR prompt', () => {
  const accident = async (extra: Record<string, unknown>) =>
    send('accident_report', {
      event_type: 'Accident (injury)',
      occurred_on: '2026-11-20',
      occurred_at: '10:15',
      location: 'Plot 7 scaffold lift 2',
      person_involved: 'Gary Green',
      description: 'Slipped on the ladder while climbing to lift 2 and fell about 2 m onto the boards below.',
      injury_type: 'Fracture (other than to fingers, thumbs or toes)',
      taken_to_hospital: true,
      days_off_work: 'More than 7 days',
      immediate_action: 'First aider attended, ambulance called, ladder taken out of use.',
      reporter_signature: { upload_id: await sign() },
      ...extra,
    });

  it('a specified injury is flagged on the form and its PDF, and the managers are told; supervisors not', async () => {
    const res = await accident({});
    expect(res.status).toBe(201);
    const riddor =
      'This may be reportable to HSE under RIDDOR: a specified injury to a worker: Fracture (other than to fingers, thumbs or toes) (reg. 4(1)), report by 30/11/2026 at hse.gov.uk/riddor';
    expect(res.body.library_checks).toEqual([{ kind: 'riddor', tone: 'danger', text: riddor }]);
    expect((await pdfOf(res.body.id, 'accident-report')).replace(/\s+/g, ' ')).toContain(
      `Action needed: ${riddor}`,
    );
    const managers = await notesOf(u.manager, res.body.id);
    expect(managers.map((n) => n.title)).toContain(
      `Accident / Near-miss Report ${res.body.reference} may be reportable under RIDDOR`,
    );
    expect(managers.find((n) => n.title.includes('RIDDOR'))!.body).toContain(riddor);
    expect((await notesOf(u.supervisor, res.body.id)).some((n) => n.title.includes('RIDDOR'))).toBe(false);
  });

  it('a near miss is not flagged and tells nobody beyond the reviewers', async () => {
    const res = await accident({
      event_type: 'Near miss',
      injury_type: 'No injury',
      taken_to_hospital: false,
      days_off_work: 'None',
    });
    expect(res.status).toBe(201);
    expect(res.body.library_checks).toEqual([]);
    expect((await notesOf(u.manager, res.body.id)).some((n) => n.title.includes('RIDDOR'))).toBe(false);
  });
});

describe('inspections: next due and not safe', () => {
  const scaffold = async (result: string) =>
    send('scaffold_inspection', {
      scaffold: 'Block B east elevation',
      tag_number: 'SC-014',
      inspected_on: '2026-11-27',
      reason: '7-day inspection',
      foundations: 'Satisfactory',
      structure: 'Satisfactory',
      bracing_and_ties: 'Satisfactory',
      platforms: result === 'Safe to use' ? 'Satisfactory' : 'Defect found',
      guard_rails: 'Satisfactory',
      access: 'Satisfactory',
      loading_and_signs: 'Satisfactory',
      defects: result === 'Safe to use' ? null : 'Two boards split on lift 3; tag removed and access closed.',
      result,
      inspector: 'Ian Inspector (CISRS)',
      inspector_signature: { upload_id: await sign() },
    });

  it('a scaffold inspection says when the next is due; "not safe" is highlighted and tells the supervisors', async () => {
    const ok = await scaffold('Safe to use');
    if (ok.status !== 201) throw new Error(JSON.stringify(ok.body));
    expect(ok.body.library_checks).toEqual([
      { kind: 'next_due', tone: 'ok', text: 'Next inspection due 04/12/2026' },
    ]);
    expect((await notesOf(u.supervisor, ok.body.id)).some((n) => n.title.endsWith('not safe'))).toBe(false);
    const bad = await scaffold(SCAFFOLD_NOT_SAFE);
    expect(bad.body.library_checks[0]).toMatchObject({ kind: 'not_safe', tone: 'danger' });
    const text = (await pdfOf(bad.body.id, 'scaffold-inspection')).replace(/\s+/g, ' ');
    expect(text).toContain('Action needed: Not safe to use: tag removed');
    expect(text).toContain('Next inspection due 04/12/2026');
    const told = await notesOf(u.supervisor, bad.body.id);
    expect(told.map((n) => n.title)).toContain(`Scaffold Inspection ${bad.body.reference}: not safe`);
  });
});

describe('copying a template', () => {
  const copy = (id: string, body: object, user = u.manager) =>
    request.post(`/api/form-templates/${id}/copy`).set(auth(user)).send(body);

  it('401 signed out, 403 for a supervisor, 404 for another company, 400 without a name', async () => {
    const id = await templateId('toolbox_talk');
    expect((await request.post(`/api/form-templates/${id}/copy`).send({ name: 'X' })).status).toBe(401);
    expect((await copy(id, { name: 'X' }, u.supervisor)).status).toBe(403);
    expect((await copy(id, { name: 'X' }, u.outsider)).status).toBe(404);
    const blank = await copy(id, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Template name is required');
  });

  it('a manager copies a built-in keeping its category and fields; the original stays; a taken name is 409', async () => {
    const id = await templateId('accident_report');
    const original = (await request.get(`/api/form-templates/${id}`).set(auth(u.manager))).body;
    const res = await copy(id, { name: 'Accident Report (North region)' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Accident Report (North region)',
      category: 'accident',
      builtin: false,
      version: 1,
      fields: original.fields,
    });
    expect((await copy(id, { name: 'accident report (north REGION)' })).status).toBe(409);
    expect((await copy(id, { name: 'Accident / Near-miss Report' })).body.detail).toBe(TEMPLATE_NAME_TAKEN);
    // The copy behaves as its category: a reportable accident on it is flagged.
    const sent = await request
      .post('/api/form-submissions')
      .set(auth(u.worker))
      .send({
        project_id: project.id,
        template_id: res.body.id,
        submit: true,
        answers: {
          event_type: 'Dangerous occurrence',
          occurred_on: '2026-11-28',
          occurred_at: '08:00',
          location: 'Crane base',
          description: 'Tower crane load dropped from height onto an empty area.',
          injury_type: 'No injury',
          immediate_action: 'Area closed, crane stood down',
        },
      });
    expect(sent.status).toBe(201);
    expect(sent.body.library_checks[0].text).toContain('(reg. 7), report by 08/12/2026');
    expect((await request.get(`/api/form-templates/${id}`).set(auth(u.manager))).body.fields).toEqual(
      original.fields,
    );
  });
});

describe('the library’s PDFs read well with realistic answers', () => {
  it('RAMS briefing, permit to work and excavation inspection', async () => {
    const rams = await send('rams_briefing', {
      rams_reference: 'RAMS-021 Installation of precast stairs',
      rams_revision: 'C',
      activity: 'Lifting and fixing precast stair flights, cores A and B',
      briefed_on: '2026-11-24',
      briefed_by: 'Rob Supervisor',
      hazards_and_controls:
        'Suspended loads: exclusion zone and banksman. Falls from height: edge protection stays until flights fixed.',
      ppe_required: ['Hard hat', 'Gloves'],
      attendees: [{ upload_id: await sign('Harry Hill') }, { upload_id: await sign('Isla Irwin') }],
    });
    if (rams.status !== 201) throw new Error(JSON.stringify(rams.body));
    const ramsText = (await pdfOf(rams.body.id, 'rams-briefing')).replace(/\s+/g, ' ');
    expect(ramsText).toContain('2 of 2. Signed by Isla Irwin');
    const permit = await send('permit_to_work', {
      permit_type: 'Hot works',
      location: 'Level 3 plant room',
      work_description: 'Brazing copper pipework to the new AHU',
      permit_holder: 'Jack Jones (Acme M&E)',
      valid_from_date: '2026-11-30',
      valid_from_time: '08:00',
      expires_date: '2026-11-30',
      expires_time: '17:00',
      hazards: 'Fire; fumes; burns',
      precautions: [
        'Area barriered and signed',
        'Fire extinguisher at the work',
        'Fire watch during the work and for 60 minutes after',
      ],
      holder_signature: { upload_id: await sign('Jack Jones') },
    });
    if (permit.status !== 201) throw new Error(JSON.stringify(permit.body));
    expect(await pdfOf(permit.body.id, 'permit-to-work')).toContain('Brazing copper pipework');
    const dig = await send('excavation_inspection', {
      excavation: 'Drainage trench MH3 to MH4',
      inspected_on: '2026-11-30',
      inspected_at: '07:30',
      reason: 'Start of shift',
      depth_m: 1.8,
      support: 'Trench box',
      sides: 'Satisfactory',
      edges: 'Satisfactory',
      access: 'Satisfactory',
      spoil: 'Satisfactory',
      water: 'Satisfactory',
      services: 'Satisfactory',
      result: 'Safe to work in',
      inspector: 'Kim King',
      inspector_signature: { upload_id: await sign() },
    });
    if (dig.status !== 201) throw new Error(JSON.stringify(dig.body));
    expect(await pdfOf(dig.body.id, 'excavation-inspection')).toContain(
      'Next inspection due before the next shift starts',
    );
  });
});
