// Draining for shutdown (issue 34), in-process: readiness answers 503, an open event stream is ended cleanly
// (its client sees the end and reconnects elsewhere) and a new stream is refused with 503.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { drainApp, shutdownApp } from '../app.js';
import { bearer, createCompany, createUser, testApp, testDatabase } from '../test/support.js';
import { SHUTTING_DOWN_MESSAGE, type Lifecycle } from './lifecycle.js';

const sequelize = testDatabase();

function call(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .once('error', reject);
  });
}

describe('draining', () => {
  const { app } = testApp(sequelize);
  const server = app.listen(0, '127.0.0.1');
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await shutdownApp(app);
  });

  it('fails readiness, ends open streams cleanly and refuses new ones', async () => {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
    const { port } = server.address() as AddressInfo;
    const auth = { Authorization: bearer(await createUser(await createCompany(), { role: 'manager' })) };
    expect((await call(port, '/api/ready')).status).toBe(200);

    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/events/stream', headers: auth, agent: false })
        .once('response', resolve)
        .once('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    let received = '';
    const ended = new Promise<'ended' | 'cut'>((resolve) => {
      stream.on('data', (chunk: Buffer) => (received += chunk.toString()));
      stream.once('end', () => resolve('ended'));
      stream.once('aborted', () => resolve('cut'));
      stream.once('error', () => resolve('cut'));
    });
    const until = Date.now() + 10_000;
    while (!received.includes('event: ready') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((app.locals.lifecycle as Lifecycle).openStreams).toBe(1);

    await drainApp(app);
    expect(await ended).toBe('ended');
    expect((app.locals.lifecycle as Lifecycle).openStreams).toBe(0);

    const ready = await call(port, '/api/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).detail).toBe(SHUTTING_DOWN_MESSAGE);
    const refused = await call(port, '/api/events/stream', auth);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body).detail).toBe(SHUTTING_DOWN_MESSAGE);
  });
});
