// Pushes through Firebase Cloud Messaging's HTTP v1 API, against a local fake that speaks it: the OAuth 2.0
// JWT-bearer token exchange (the assertion checked with the service account's public key) and messages:send
// (an unknown device answers 404 UNREGISTERED, as FCM does). A note on a project reaches the team's devices, with
// the page it opens.
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import jwt from 'jsonwebtoken';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectTeamMember, PushToken, type User } from '../models/index.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import { FcmPushSender } from './push.js';

// Its own database: the push job must be taken by this file's app (its sender), not another file's.
const sequelize = testDatabase({ own: true });
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const sent: { token: string; title: string; data: Record<string, string> }[] = [];
let tokenRequests = 0;
let base: string;
const fake = express();
fake.use(express.urlencoded({ extended: false }), express.json());
fake.post('/token', (req, res) => {
  tokenRequests += 1;
  try {
    const claims = jwt.verify(req.body.assertion, publicKey, { algorithms: ['RS256'] }) as Record<
      string,
      unknown
    >;
    if (req.body.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant');
    if (claims.aud !== `${base}/token` || claims.iss !== 'sitebase@test.iam.gserviceaccount.com')
      throw new Error('aud');
    if (claims.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('scope');
    res.json({ access_token: 'ya29.fake', expires_in: 3599, token_type: 'Bearer' });
  } catch {
    res.status(400).json({ error: 'invalid_grant' });
  }
});
fake.post('/v1/projects/:project/messages\\:send', (req, res) => {
  if (req.get('authorization') !== 'Bearer ya29.fake' || req.params.project !== 'sitebase-test') {
    res.status(401).json({ error: { code: 401, status: 'UNAUTHENTICATED' } });
    return;
  }
  const message = req.body.message as {
    token: string;
    notification: { title: string };
    data: Record<string, string>;
  };
  if (message.token === 'dead-token') {
    res.status(404).json({
      error: {
        code: 404,
        status: 'NOT_FOUND',
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
        ],
      },
    });
    return;
  }
  sent.push({ token: message.token, title: message.notification.title, data: message.data });
  res.json({ name: `projects/sitebase-test/messages/${sent.length}` });
});
const server = fake.listen(0, '127.0.0.1');

let request: ReturnType<typeof testApp>['request'];
let manager: User;
let worker: User;
let projectId: string;

beforeAll(async () => {
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  request = testApp(sequelize, {
    push: new FcmPushSender({
      projectId: 'sitebase-test',
      clientEmail: 'sitebase@test.iam.gserviceaccount.com',
      privateKey,
      endpoint: base,
      tokenUrl: `${base}/token`,
    }),
  }).request;
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
  const res = await request
    .post('/api/projects')
    .set('Authorization', bearer(manager))
    .send({ name: 'Pushy Wharf' });
  projectId = res.body.id;
  await ProjectTeamMember.create({ company_id: company.id, project_id: projectId, user_id: worker.id });
  for (const [device_id, token] of [
    ['phone', 'live-token'],
    ['old-tablet', 'dead-token'],
  ]) {
    await request
      .post('/api/push-tokens')
      .set('Authorization', bearer(worker))
      .send({ token, platform: 'android', device_id });
  }
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('pushes through FCM HTTP v1', () => {
  it('sends a team member’s notification to their devices and forgets a device FCM no longer knows', async () => {
    await request
      .post(`/api/projects/${projectId}/notes`)
      .set('Authorization', bearer(manager))
      .send({ content: 'Concrete pour moved to Thursday', visibility_level: 'worker' });
    const until = Date.now() + 60_000;
    while (sent.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(sent).toEqual([
      {
        token: 'live-token',
        title: expect.stringMatching(/^New note on P-\d{4} Pushy Wharf$/),
        // The deep-link fields and the page to open (decision 0060), as FCM's string data.
        data: { type: 'project_note', project_id: projectId, link: `/app/projects/${projectId}` },
      },
    ]);
    expect(tokenRequests).toBe(1);
    const until2 = Date.now() + 5000;
    let log: { device_id: string; status: string }[] = [];
    while (log.length < 2 && Date.now() < until2) {
      log = await sequelize.query(
        'SELECT device_id, status FROM push_outbox WHERE user_id = :userId ORDER BY device_id',
        { type: QueryTypes.SELECT, replacements: { userId: worker.id } },
      );
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(log).toEqual([
      { device_id: 'old-tablet', status: 'unregistered' },
      { device_id: 'phone', status: 'sent' },
    ]);
    expect((await PushToken.findAll({ where: { user_id: worker.id } })).map((t) => t.device_id)).toEqual([
      'phone',
    ]);
  }, 90_000);
});
