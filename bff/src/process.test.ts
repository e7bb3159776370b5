// A real BFF process (issue 34), started from its sources (scripts/run-ts.mjs) against a stand-in core-api
// whose event stream never ends: SIGTERM with a live subscription open closes the WebSocket with 1001 "Going
// away" (graphql-ws clients reconnect on it — through the balancer, to an instance that is staying) and the
// process exits 0 within 10 s, though another client has gone silent (a phone off the network never answers
// the close: ws would wait 30 s for it, and the old shutdown waited for that socket until its 10 s fallback).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { NO_WEB_DIST, TEST_JWT_SECRET, signedToken } from './test/support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function status(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .once('error', () => resolve(0));
  });
}

describe('a BFF process', () => {
  let child: ChildProcess | undefined;
  let core: http.Server | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    core?.closeAllConnections();
    await new Promise<void>((resolve) => (core ? core.close(() => resolve()) : resolve()));
  });

  it('on SIGTERM closes live subscriptions with 1001 and exits 0 within 10 s', async () => {
    // core-api's event stream, open for as long as the BFF holds it.
    let streamOpened!: () => void;
    const opened = new Promise<void>((resolve) => (streamOpened = resolve));
    core = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/events/stream')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
        streamOpened();
        return;
      }
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"id":"not_found","detail":"Not found"}');
    });
    await new Promise<void>((resolve) => core!.listen(0, '127.0.0.1', () => resolve()));
    const corePort = (core.address() as net.AddressInfo).port;
    const port = await freePort();

    let output = '';
    const proc = spawn(
      process.execPath,
      [
        '--conditions=sitebase-source',
        '--import',
        path.join(root, 'scripts', 'run-ts.mjs'),
        path.join(root, 'bff', 'src', 'index.ts'),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          CORE_API_URL: `http://127.0.0.1:${corePort}/api`,
          JWT_SECRET: TEST_JWT_SECRET,
          WEB_DIST: NO_WEB_DIST,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    proc.stdout!.on('data', collect);
    proc.stderr!.on('data', collect);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      proc.once('exit', (code) => resolve({ code, at: Date.now() })),
    );

    const until = Date.now() + 90_000;
    while ((await status(port, '/health')) !== 200) {
      if (proc.exitCode !== null) throw new Error(`the BFF exited on start: ${output}`);
      if (Date.now() > until) throw new Error(`the BFF was not up in 90 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    let closeCode: number | undefined;
    const closed = new Promise<void>((resolve) => {
      const client = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${signedToken(TEST_JWT_SECRET, { role: 'manager' })}` },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
        on: {
          closed: (event) => {
            closeCode ??= (event as { code: number }).code;
            resolve();
          },
        },
      });
      client.subscribe(
        { query: 'subscription { activity { __typename } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
    });
    await opened;

    // The silent client: upgraded, then never reads or answers again.
    const silent = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      silent.once('error', reject);
      silent.once('data', (chunk: Buffer) => {
        expect(chunk.toString()).toMatch(/^HTTP\/1\.1 101/);
        silent.pause();
        resolve();
      });
      silent.write(
        [
          'GET /graphql HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Protocol: graphql-transport-ws',
          '',
          '',
        ].join('\r\n'),
      );
    });
    silent.on('error', () => undefined);

    const signalled = Date.now();
    proc.kill('SIGTERM');
    const exit = await Promise.race([
      exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    expect(exit, `still running 15 s after SIGTERM: ${output}`).not.toBeNull();
    expect(exit!.at - signalled).toBeLessThan(10_000);
    expect(exit!.code, output).toBe(0);
    await closed;
    expect(closeCode).toBe(1001);
    silent.destroy();
  }, 150_000);
});
