// Forms through GraphQL against the REAL core-api on real Postgres: the built-in templates reach the picker, a
// photo goes up through the /files/form-photos pass-through (re-encoded by core-api), a form sent twice with
// one Idempotency-Key (the offline queue's retry) is one form, core-api's answer messages come through, a
// worker is refused template building early, and the review moves and the PDF pass-through work.
import request from 'supertest';
import type { Express } from 'express';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProject, testJpeg, pdfText } from '@sitebase/core-api/testing';
import { createCompany, createUser, startRealStack, type RealStack, type User } from '../../test/support.js';

const secret = 'bff-forms-test-secret';
let stack: RealStack;
let app: Express;
let worker: User;
let supervisor: User;
let projectId: string;

beforeAll(async () => {
  stack = await startRealStack(secret);
  app = stack.app;
  const company = await createCompany();
  worker = await createUser(company, { role: 'worker' });
  supervisor = await createUser(company, { role: 'supervisor' });
  projectId = (await makeProject(company, [worker.id])).id;
}, 60_000);
afterAll(() => stack?.close());

const gql = (query: string, variables: Record<string, unknown>, user: User, key?: string) => {
  const r = request(app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('authorization', `Bearer ${stack.tokenFor(user)}`);
  if (key) r.set('idempotency-key', key);
  return r.send({ query, variables });
};

const CREATE = `mutation C($input: CreateFormSubmissionInput!) {
  createFormSubmission(input: $input) { id reference status answers status_moves }
}`;

describe('forms through the BFF', () => {
  it('picker → photo → a form sent twice with one key is one form → returned → resubmitted → approved → PDF', async () => {
    const templates = await gql(
      'query { formTemplates { id name builtin fields { key type required } } }',
      {},
      worker,
    );
    expect(templates.body.errors).toBeUndefined();
    const site = templates.body.data.formTemplates.find(
      (t: { name: string }) => t.name === 'Site Issue Report',
    );
    expect(site.fields.map((f: { key: string }) => f.key)).toContain('severity');

    const photo = await request(app)
      .post('/files/form-photos')
      .set('authorization', `Bearer ${stack.tokenFor(worker)}`)
      .field('project_id', projectId)
      .field('kind', 'photo')
      .attach('file', await testJpeg(), 'site.jpg');
    expect(photo.status).toBe(201);
    expect(photo.body.content_type).toBe('image/jpeg');

    const answers = {
      location: 'Gate 3',
      issue_type: 'Access',
      description: 'Gate blocked by a skip',
      severity: 'high',
      photos: [{ upload_id: photo.body.upload_id, caption: 'The skip' }],
    };
    const input = { template_id: site.id, project_id: projectId, answers, submit: true };
    const first = await gql(CREATE, { input }, worker, 'offline-queue-1');
    const again = await gql(CREATE, { input }, worker, 'offline-queue-1');
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data.createFormSubmission.id).toBe(first.body.data.createFormSubmission.id);
    const [row] = await stack.core.sequelize.query<{ n: string }>(
      "SELECT count(*) AS n FROM form_submissions WHERE answers->>'description' = 'Gate blocked by a skip'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(row!.n)).toBe(1);
    const id = first.body.data.createFormSubmission.id as string;

    const bad = await gql(CREATE, { input: { ...input, answers: { ...answers, severity: 'huge' } } }, worker);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.body.errors)).toContain('Severity must be one of: low, medium, high, critical');

    const refused = await gql(
      'mutation { createFormTemplate(input: { name: "X", fields: [{ key: "a", label: "A", type: "text" }] }) { id } }',
      {},
      worker,
    );
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const move = (status: string, user: User, reason?: string) =>
      gql(
        'mutation S($id: ID!, $s: String!, $r: String) { changeFormSubmissionStatus(id: $id, status: $s, reason: $r) { status review_comment } }',
        { id, s: status, r: reason ?? null },
        user,
      );
    expect((await move('returned', supervisor, 'Which gate?')).body.data.changeFormSubmissionStatus).toEqual({
      status: 'returned',
      review_comment: 'Which gate?',
    });
    const fixed = await gql(
      'mutation U($id: ID!, $a: JSONObject!) { updateFormSubmission(id: $id, answers: $a) { answers } }',
      { id, a: { ...answers, location: 'Gate 3 (north)' } },
      worker,
    );
    expect(fixed.body.data.updateFormSubmission.answers.location).toBe('Gate 3 (north)');
    expect((await move('resubmitted', worker)).body.data.changeFormSubmissionStatus.status).toBe(
      'resubmitted',
    );
    expect((await move('approved', supervisor)).body.data.changeFormSubmissionStatus.status).toBe('approved');

    const pdf = await request(app)
      .get(`/files/form-submissions/${id}/pdf`)
      .set('authorization', `Bearer ${stack.tokenFor(supervisor)}`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Gate 3 (north)');
    expect(text).toContain('Photo 1 of 1: The skip');
  }, 60_000);
});
