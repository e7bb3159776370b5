// The per-request memo behind ctx.get: one instance per factory within a request, fresh ones for the next
// request, data sources built on the request's own core-api client, function factories given the context.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { buildContext, type GraphQLContext } from './context.js';
import { CoreApiDataSource, type CoreApiClient } from './core-api-client.js';

class ProbeApi extends CoreApiDataSource {
  get usedClient(): CoreApiClient {
    return this.client;
  }
}

let made = 0;
function probeLoaders(ctx: GraphQLContext) {
  made += 1;
  return { api: ctx.get(ProbeApi), requestId: ctx.requestId };
}

function fakeRequest(headers: Record<string, string> = {}): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()], ip: '203.0.113.5' } as unknown as Request;
}

const deps = { coreApiUrl: 'http://127.0.0.1:9/api', jwtSecret: null };

describe('ctx.get', () => {
  it('returns the same instance within a request, made on first use with that request’s client', () => {
    const ctx = buildContext(fakeRequest({ authorization: 'Bearer abc' }), deps);
    const api = ctx.get(ProbeApi);
    expect(api).toBeInstanceOf(ProbeApi);
    expect(ctx.get(ProbeApi)).toBe(api);
    expect(api.usedClient).toBe(ctx.client);

    made = 0;
    const loaders = ctx.get(probeLoaders);
    expect(ctx.get(probeLoaders)).toBe(loaders);
    expect(made).toBe(1);
    expect(loaders.api).toBe(api);
    expect(loaders.requestId).toBe(ctx.requestId);
  });

  it('returns a different instance in another request', () => {
    const first = buildContext(fakeRequest({ 'x-request-id': 'req-1' }), deps);
    const second = buildContext(fakeRequest({ 'x-request-id': 'req-2' }), deps);
    expect(first.get(ProbeApi)).not.toBe(second.get(ProbeApi));
    expect(first.get(ProbeApi).usedClient).toBe(first.client);
    expect(second.get(ProbeApi).usedClient).toBe(second.client);
    expect(first.get(probeLoaders)).not.toBe(second.get(probeLoaders));
    expect([first.requestId, second.requestId]).toEqual(['req-1', 'req-2']);
  });

  it('keeps the caller’s identity and request data beside the memo', () => {
    const ctx = buildContext(fakeRequest({ authorization: 'Bearer abc' }), deps);
    expect(ctx).toMatchObject({ token: 'abc', auth: { kind: 'opaque' }, clientIp: '203.0.113.5' });
  });
});
