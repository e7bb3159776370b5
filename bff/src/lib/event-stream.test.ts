// The live event stream from core-api, against a local server speaking server-sent events: events arrive in
// order, `ready` is reported, a stopped subscription closes its request at once (even while waiting), a
// mapped stream stops its source, a stream that drops or ends is resumed with Last-Event-ID (decision 0059),
// and a refused token ends the stream with UNAUTHENTICATED.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreApiEvents, mapLive, reconnectDelay } from './event-stream.js';

let server: Server;
let url: string;
let open = 0;
let closedAt: number[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.headers.authorization === 'Bearer refused') {
      res.writeHead(401).end();
      return;
    }
    open += 1;
    req.on('close', () => {
      open -= 1;
      closedAt.push(Date.now());
    });
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
    answer(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const event = (n: number) =>
  `event: activity\r\ndata: ${JSON.stringify({ id: `e${n}`, kind: 'activity', entity_type: 'project' })}\r\n\r\n`;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('coreApiEvents', () => {
  it('yields events in order and reports when the stream is ready', async () => {
    answer = (_req, res) => res.write(event(1) + ': ping\n\n' + event(2));
    let ready = 0;
    const stream = coreApiEvents({ coreApiUrl: url, token: 't', onReady: () => (ready += 1) });
    const ids: string[] = [];
    for await (const e of stream) {
      ids.push(e.id);
      if (ids.length === 2) break;
    }
    expect(ids).toEqual(['e1', 'e2']);
    expect(ready).toBe(1);
    expect(await until(() => open === 0)).toBe(true);
  });

  it('closes its request at once when stopped while waiting for the next event', async () => {
    answer = () => undefined; // never sends an event
    closedAt = [];
    const stream = coreApiEvents({ coreApiUrl: url, token: 't' });
    const pending = stream.next();
    expect(await until(() => open === 1)).toBe(true);
    const stoppedAt = Date.now();
    await stream.return();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(await until(() => open === 0)).toBe(true);
    expect(closedAt[0]! - stoppedAt).toBeLessThan(1000);
  });

  it('a mapped stream stops its source the same way', async () => {
    answer = (_req, res) => res.write(event(1));
    const mapped = mapLive(coreApiEvents({ coreApiUrl: url, token: 't' }), (e) =>
      e.id === 'e1' ? undefined : e.id,
    );
    const pending = mapped.next();
    expect(await until(() => open === 1)).toBe(true);
    await mapped.return();
    expect(await pending).toMatchObject({ done: true });
    expect(await until(() => open === 0)).toBe(true);
  });

  it('survives core-api dropping the stream: reconnects with the last id it saw and goes on', async () => {
    const asked: (string | undefined)[] = [];
    let failNext = 1;
    answer = (req, res) => {
      const from = req.headers['last-event-id'] as string | undefined;
      asked.push(from);
      if (!from) {
        // One event, then the connection is cut mid-stream (a killed core-api): fetch says "terminated".
        res.write(`id: 6\n${event(6)}`, () => res.socket?.destroy());
      } else if (failNext-- > 0) {
        res.socket?.destroy(); // the next try fails outright too
      } else {
        res.write(`id: 7\n${event(7)}`);
      }
    };
    let ready = 0;
    const stream = coreApiEvents({ coreApiUrl: url, token: 't', retryMs: 10, onReady: () => (ready += 1) });
    const ids: string[] = [];
    for await (const e of stream) {
      ids.push(e.id);
      if (ids.length === 2) break;
    }
    expect(ids).toEqual(['e6', 'e7']);
    expect(asked).toEqual([undefined, '6', '6']);
    expect(ready).toBeGreaterThanOrEqual(2);
    expect(await until(() => open === 0)).toBe(true);
  });

  it('resumes the same way when core-api ends the stream (its hour is up, or it shut down)', async () => {
    const asked: (string | undefined)[] = [];
    answer = (req, res) => {
      const from = req.headers['last-event-id'] as string | undefined;
      asked.push(from);
      if (!from) res.end(`id: 41\n${event(41)}`);
      else res.write(`id: 42\n${event(42)}`);
    };
    const stream = coreApiEvents({ coreApiUrl: url, token: 't', retryMs: 10 });
    const ids: string[] = [];
    for await (const e of stream) {
      ids.push(e.id);
      if (ids.length === 2) break;
    }
    expect(ids).toEqual(['e41', 'e42']);
    expect(asked).toEqual([undefined, '41']);
  });

  it('backs off between failed tries, doubling up to a ceiling', () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const ceiling = Math.min(5000, 250 * 2 ** Math.min(attempt, 16));
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it('ends with UNAUTHENTICATED when core-api refuses the token', async () => {
    const stream = coreApiEvents({ coreApiUrl: url, token: 'refused' });
    await expect(stream.next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
