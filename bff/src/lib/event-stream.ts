// Reads core-api's live event stream (GET /api/events/stream, server-sent events) for one signed-in caller:
// core-api decides what the caller may see; this only turns the stream into an async iterable for GraphQL
// subscriptions. The stream outlives core-api's: when it ends (its hour is up, the instance shut down) or drops
// (a killed instance, a cut connection: fetch's "terminated"), it reconnects with backoff and sends the last
// event id it saw as Last-Event-ID, so core-api replays what was missed (decision 0059) and the subscription
// never notices; only a refused token (401/403) ends it.
import { Repeater } from '@repeaterjs/repeater';
import type { DomainEvent } from '@sitebase/shared';
import type { GraphQLContext } from './context.js';
import { coreApiError } from './core-api-client.js';
import { upstreamsFor } from './core-api-upstreams.js';
import { forbidden, unauthenticated } from './errors.js';

/** An event as core-api sends it: the shape is @sitebase/shared's, the one core-api publishes. */
export type CoreApiEvent = DomainEvent;

export interface EventStreamOptions {
  /** core-api's base URL, or a comma-separated list of instances (lib/core-api-upstreams.ts). */
  coreApiUrl: string;
  token: string;
  requestId?: string;
  clientIp?: string;
  /** Called each time the stream is listening: first and after every reconnect (tests wait for it). */
  onReady?: () => void;
  /** The first wait before reconnecting (ms, default 250); it doubles per failed try up to `maxRetryMs`. */
  retryMs?: number;
  /** The longest wait between tries (ms, default 5000). */
  maxRetryMs?: number;
}

/** A stream of core-api's other than the events: its path and the SSE event names it passes on. */
export interface StreamOptions extends EventStreamOptions {
  /** Path under core-api's base URL (default `/events/stream`). */
  path?: string;
  /** The SSE event names passed on (default `activity` and `notification`). */
  names?: readonly string[];
  /** Turns a message's data into what is passed on (default JSON.parse). */
  parse?: (data: string) => unknown;
}

const EVENT_NAMES = ['activity', 'notification'] as const;

function parseBlock(block: string): { event: string; data: string; id?: string } | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    else if (line.startsWith('id:')) id = line.slice(3).trim();
  }
  return data.length ? { event, data: data.join('\n'), id } : null;
}

const pause = (ms: number, stop: Promise<unknown>) =>
  Promise.race([new Promise((r) => setTimeout(r, ms).unref()), stop]);

/** The wait before try `attempt` (0 first): doubling from `base` to `max`, with jitter so BFFs do not stampede. */
export function reconnectDelay(attempt: number, base = 250, max = 5000): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

/**
 * Events for the token's caller until the consumer stops (return) or core-api refuses the token. A repeater,
 * not a generator: `return()` ends it at once (the request to core-api is aborted) even while it waits for
 * the next event, so a closed subscription never keeps its stream open.
 */
export function coreApiEvents(options: EventStreamOptions): Repeater<CoreApiEvent> {
  return coreApiStream<CoreApiEvent>(options);
}

/**
 * Any of core-api's server-sent-event streams (the events, a live board), with the events stream's reconnect,
 * resume and refusal rules: each message of one of `names` is parsed and passed on.
 */
export function coreApiStream<T>(options: StreamOptions): Repeater<T> {
  const names: readonly string[] = options.names ?? EVENT_NAMES;
  const path = options.path ?? '/events/stream';
  const parse = options.parse ?? ((data: string) => JSON.parse(data) as unknown);
  return new Repeater<T>(async (push, stop) => {
    const controller = new AbortController();
    void stop.then(() => controller.abort());
    // Each (re)connection goes to the next live instance (upstreams.pick()).
    const upstreams = upstreamsFor(options.coreApiUrl);
    /** The id of the last event (or `ready`) read: where a reconnect resumes. */
    let lastEventId: string | undefined;
    /** Failed tries since the stream was last ready. */
    let failures = 0;
    const backOff = () => pause(reconnectDelay(failures++, options.retryMs, options.maxRetryMs), stop);
    /** After a failed connection another instance is tried at once (one being down is no reason to wait); a
     * second failure in a row, or a single instance, backs off. */
    const retry = async () => {
      if (failures === 0 && upstreams.urls.length > 1) {
        failures += 1;
        return;
      }
      await backOff();
    };
    try {
      while (!controller.signal.aborted) {
        const base = upstreams.pick();
        const headers: Record<string, string> = {
          authorization: `Bearer ${options.token}`,
          accept: 'text/event-stream',
        };
        if (options.requestId) headers['x-request-id'] = options.requestId;
        if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
        if (lastEventId) headers['last-event-id'] = lastEventId;
        let res: Response;
        try {
          res = await fetch(`${base}${path}`, { headers, signal: controller.signal });
        } catch {
          // core-api unreachable for a moment: another instance at once, else try again shortly.
          if (controller.signal.aborted) break;
          upstreams.markDown(base);
          await retry();
          continue;
        }
        if (res.status === 401) throw unauthenticated();
        if (res.status === 403) throw forbidden();
        // A question core-api refuses (bad input, another company's record) stays refused: said, not retried.
        if (res.status === 400 || res.status === 404) {
          throw coreApiError(res.status, await res.json().catch(() => null), res.headers);
        }
        if (!res.ok || !res.body) {
          await res.body?.cancel().catch(() => undefined);
          if (res.status >= 500) upstreams.markDown(base);
          await retry();
          continue;
        }
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const message = parseBlock(buffer.slice(0, cut));
              buffer = buffer.slice(cut + 2);
              if (!message) continue;
              if (message.id) lastEventId = message.id;
              if (message.event === 'ready') {
                failures = 0;
                options.onReady?.();
              } else if (names.includes(message.event)) {
                await push(parse(message.data) as T);
              }
            }
          }
        } catch {
          // The stream dropped mid-way (core-api killed, connection cut): resume from the last id below.
          if (controller.signal.aborted) break;
        }
        // Ended (core-api's hour is up, or it is shutting down) or dropped: reconnect, after a pause when it
        // keeps failing before it is ready.
        await backOff();
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

/** One of core-api's streams for the signed-in caller (a live board), for a subscription resolver. */
export function callerStream<T>(
  ctx: GraphQLContext,
  stream: { path: string; names: readonly string[] },
  onReady?: () => void,
): Repeater<T> {
  if (!ctx.token) throw unauthenticated();
  return coreApiStream<T>({
    coreApiUrl: ctx.coreApiUrl,
    token: ctx.token,
    requestId: ctx.requestId,
    clientIp: ctx.clientIp,
    onReady,
    ...stream,
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
