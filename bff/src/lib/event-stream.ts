// Reads core-api's live event stream (GET /api/events/stream, server-sent events) for one signed-in caller:
// core-api decides what the caller may see; this only turns the stream into an async iterable for GraphQL
// subscriptions. When core-api ends the stream (its hour is up) it reconnects; a 401 ends it for good.
import { Repeater } from '@repeaterjs/repeater';
import type { DomainEvent } from '@sitebase/shared';
import type { GraphQLContext } from './context.js';
import { upstreamsFor } from './core-api-upstreams.js';
import { unauthenticated } from './errors.js';

/** An event as core-api sends it: the shape is @sitebase/shared's, the one core-api publishes. */
export type CoreApiEvent = DomainEvent;

export interface EventStreamOptions {
  /** core-api's base URL, or a comma-separated list of instances (lib/core-api-upstreams.ts). */
  coreApiUrl: string;
  token: string;
  requestId?: string;
  clientIp?: string;
  /** Called once the stream is listening (tests wait for it). */
  onReady?: () => void;
}

function parseBlock(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

const pause = (ms: number, stop: Promise<unknown>) =>
  Promise.race([new Promise((r) => setTimeout(r, ms).unref()), stop]);

/**
 * Events for the token's caller until the consumer stops (return) or core-api refuses the token. A repeater,
 * not a generator: `return()` ends it at once (the request to core-api is aborted) even while it waits for
 * the next event, so a closed subscription never keeps its stream open.
 */
export function coreApiEvents(options: EventStreamOptions): Repeater<CoreApiEvent> {
  return new Repeater<CoreApiEvent>(async (push, stop) => {
    const controller = new AbortController();
    void stop.then(() => controller.abort());
    // Each (re)connection goes to the next live instance; after a failed connection the next one is tried at
    // once (one instance being down is no reason to wait), after a second failure in a row it pauses.
    const upstreams = upstreamsFor(options.coreApiUrl);
    let failures = 0;
    try {
      while (!controller.signal.aborted) {
        const base = upstreams.pick();
        const headers: Record<string, string> = {
          authorization: `Bearer ${options.token}`,
          accept: 'text/event-stream',
        };
        if (options.requestId) headers['x-request-id'] = options.requestId;
        if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
        let res: Response;
        try {
          res = await fetch(`${base}/events/stream`, { headers, signal: controller.signal });
        } catch {
          // core-api unreachable for a moment: another instance now, else try again shortly.
          if (controller.signal.aborted) break;
          upstreams.markDown(base);
          failures += 1;
          if (failures > 1 || upstreams.urls.length === 1) await pause(2000, stop);
          continue;
        }
        if (res.status === 401 || res.status === 403) throw unauthenticated();
        if (!res.ok || !res.body) {
          void res.body?.cancel().catch(() => undefined);
          if (res.status >= 500) upstreams.markDown(base);
          failures += 1;
          if (failures > 1 || upstreams.urls.length === 1) await pause(2000, stop);
          continue;
        }
        failures = 0;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const message = parseBlock(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if (!message) continue;
            if (message.event === 'ready') options.onReady?.();
            else if (message.event === 'activity' || message.event === 'notification') {
              await push(JSON.parse(message.data) as CoreApiEvent);
            }
          }
        }
      }
    } catch (err) {
      if (!controller.signal.aborted) stop(err);
    }
    stop();
  });
}

/**
 * Maps a live source to what a subscription sends, skipping what `map` answers undefined for. Also a repeater,
 * so `return()` stops the source at once.
 */
export function mapLive<T, U>(
  source: Repeater<T>,
  map: (value: T) => U | undefined | Promise<U | undefined>,
): Repeater<U> {
  return new Repeater<U>(async (push, stop) => {
    void stop.then(() => source.return());
    try {
      for await (const value of source) {
        const mapped = await map(value);
        if (mapped !== undefined) await push(mapped);
      }
    } catch (err) {
      stop(err);
      return;
    }
    stop();
  });
}

/** The signed-in caller's events (what core-api lets them see), for a subscription resolver. */
export function callerEvents(ctx: GraphQLContext, onReady?: () => void): Repeater<CoreApiEvent> {
  if (!ctx.token) throw unauthenticated();
  return coreApiEvents({
    coreApiUrl: ctx.coreApiUrl,
    token: ctx.token,
    requestId: ctx.requestId,
    clientIp: ctx.clientIp,
    onReady,
  });
}
