// The live event stream from core-api, against a local server speaking server-sent events: events arrive in
// order, `ready` is reported, a stopped subscription closes its request at once (even while waiting), a
// mapped stream stops its source, and a refused token ends the stream with UNAUTHENTICATED.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreApiEvents, mapLive } from './event-stream.js';

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

  it('ends with UNAUTHENTICATED when core-api refuses the token', async () => {
    const stream = coreApiEvents({ coreApiUrl: url, token: 'refused' });
    await expect(stream.next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
