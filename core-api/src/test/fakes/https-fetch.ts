// TEST ONLY. A `fetch` that trusts one extra certificate authority — our fakes' self-signed certificate — for this
// caller alone, so tests need neither NODE_EXTRA_CA_CERTS nor a change to Node's global trust (Node 20's own fetch
// takes no `ca`, and undici's Agent is not a dependency of ours). Over node:http(s); it never follows redirects
// (a 3xx comes back as it is: tests read the consent page's Location), and it buffers the body, which is all the
// adapters' calls need.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FetchLike } from '../../lib/cloud-drive/index.js';

const NULL_BODY = new Set([101, 204, 205, 304]);

async function bodyBytes(body: RequestInit['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  // Anything else (a Blob, a stream): let the platform's Response read it.
  return Buffer.from(await new Response(body as BodyInit).arrayBuffer());
}

export function trustingFetch(ca: string): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const headers = new Headers(init.headers);
    const body = await bodyBytes(init.body);
    if (body && !headers.has('content-length')) headers.set('content-length', String(body.length));
    const options = {
      method: init.method ?? 'GET',
      headers: Object.fromEntries(headers),
      ...(url.protocol === 'https:' ? { ca } : {}),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(url, options, resolve);
      req.on('error', (err) => reject(new TypeError('fetch failed', { cause: err })));
      init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
      req.end(body);
    });
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', resolve);
      res.on('error', (err) => reject(new TypeError('fetch failed', { cause: err })));
      res.on('aborted', () => reject(new TypeError('fetch failed', { cause: new Error('aborted') })));
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
    }
    const status = res.statusCode ?? 500;
    return new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), {
      status,
      statusText: res.statusMessage,
      headers: responseHeaders,
    });
  };
}
