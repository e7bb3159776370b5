// Notifications through GraphQL against the real core-api, and live over WebSocket subscriptions (graphql-ws on
// /graphql): the token is checked on connect and the socket closes when it expires.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listenForSubscriptions } from '../../app.js';
import { TOKEN_EXPIRED_CLOSE } from '../../lib/subscriptions.js';
import {
  TEST_JWT_SECRET,
  createCompany,
  createUser,
  gql,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';
import { ProjectTeamMember } from '@sitebase/core-api/testing';

let stack: RealStack;
let server: Server;
let stopSubscriptions: () => Promise<void>;
let wsUrl: string;
let manager: User;
let worker: User;
let projectId: string;

beforeAll(async () => {
  stack = await startRealStack(TEST_JWT_SECRET);
  server = stack.app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  stopSubscriptions = listenForSubscriptions(stack.app, server);
  wsUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  worker = await createUser(company, { role: 'worker' });
  const created = await gql(
    stack.app,
    'mutation { createProject(input: { name: "Signal Box Yard" }) { id } }',
    {},
    stack.tokenFor(manager),
  );
  projectId = created.body.data.createProject.id;
  await ProjectTeamMember.create({ company_id: company.id, project_id: projectId, user_id: worker.id });
}, 60_000);

afterAll(async () => {
  await stopSubscriptions?.();
  server?.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await stack?.close();
});

function client(token: string | null, onClosed?: (code: number) => void): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => onClosed?.((event as { code: number }).code) },
  });
}

function first<T>(c: Client, query: string, variables: Record<string, unknown> = {}) {
  return new Promise<T>((resolve, reject) => {
    const stop = c.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) reject(new Error(JSON.stringify(value.errors)));
          else resolve(value.data as T);
          stop();
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
}

describe('notifications over GraphQL', () => {
  it('arrive live on the subscription, then show in the list and the unread count', async () => {
    const live = client(stack.tokenFor(worker));
    const arriving = first<{
      notificationAdded: { title: string; link: string; payload: { type: string; project_id: string } };
    }>(live, 'subscription { notificationAdded { title read link payload { type project_id } } }');
    // Give the subscription a moment to reach core-api's stream before the change is made.
    await new Promise((r) => setTimeout(r, 500));
    const t0 = Date.now();
    await gql(
      stack.app,
      'mutation N($p: ID!) { addProjectNote(project_id: $p, content: "Welfare cabin moved to gate B") { id } }',
      { p: projectId },
      stack.tokenFor(manager),
    );
    const { notificationAdded } = await arriving;
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(notificationAdded).toMatchObject({
      title: expect.stringMatching(/^New note on P-\d{4} Signal Box Yard$/),
      link: `/app/projects/${projectId}`,
      payload: { type: 'project_note', project_id: projectId },
    });
    await live.dispose();

    const token = stack.tokenFor(worker);
    const listed = await gql(
      stack.app,
      'query { unreadNotificationCount notifications(page: 1, size: 10) { total items { id body read } } }',
      {},
      token,
    );
    expect(listed.body.data.unreadNotificationCount).toBe(1);
    const [item] = listed.body.data.notifications.items;
    expect(item).toMatchObject({ body: 'Welfare cabin moved to gate B', read: false });
    const read = await gql(
      stack.app,
      'mutation R($id: ID!) { markNotificationRead(id: $id) { read } }',
      { id: item.id },
      token,
    );
    expect(read.body.data.markNotificationRead.read).toBe(true);
    const all = await gql(stack.app, 'mutation { markAllNotificationsRead }', {}, token);
    expect(all.body.data.markAllNotificationsRead).toBe(0);
  });

  it('refuses a connection without a valid token', async () => {
    const codes: number[] = [];
    const anon = client(null, (code) => codes.push(code));
    await expect(first(anon, 'subscription { notificationAdded { id } }')).rejects.toBeDefined();
    expect(codes[0]).toBe(4403);
    await anon.dispose();
  });

  it('closes the socket when the token expires', async () => {
    const payload = jwt.decode(stack.tokenFor(worker)) as Record<string, unknown>;
    const shortLived = jwt.sign(
      {
        cid: payload.cid,
        role: payload.role,
        tv: payload.tv,
        sid: payload.sid,
        sat: payload.sat,
        rem: false,
      },
      TEST_JWT_SECRET,
      { subject: String(payload.sub), issuer: 'sitebase', audience: 'sitebase:company', expiresIn: 2 },
    );
    const closed = new Promise<number>((resolve) => {
      const c = client(shortLived, resolve);
      void first(c, 'subscription { activity { action } }').catch(() => undefined);
    });
    expect(await closed).toBe(TOKEN_EXPIRED_CLOSE);
  });
});
