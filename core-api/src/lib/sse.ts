// Owns what every server-sent-events route shares (GET /events/stream, GET /dashboard/stream and its worker
// twin): the `timeout` query, the headers and opening lines, and how one event is written.
import type { Response } from 'express';
import { z } from 'zod';

const TIMEOUT_MESSAGE = 'timeout must be a whole number of seconds from 0 to 3600';

/** `?timeout=` in whole seconds, 0–3600: the stream ends after it (the client reconnects). */
export const streamTimeoutQuery = z.object({
  timeout: z
    .string({ error: TIMEOUT_MESSAGE })
    .regex(/^\d{1,4}$/, { error: TIMEOUT_MESSAGE })
    .transform(Number)
    .refine((n) => n <= 3600, { error: TIMEOUT_MESSAGE })
    .optional(),
});

/** Answers 200 as an unbuffered, uncached event stream and tells the client to reconnect after 5 s. */
export function openEventStream(res: Response): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.write('retry: 5000\n\n');
}

/** One event; `json` is its data already serialised (a board sent to many readers is serialised once). */
export function writeEvent(res: Response, name: string, json: string, id?: string): void {
  res.write(`${id !== undefined ? `id: ${id}\n` : ''}event: ${name}\ndata: ${json}\n\n`);
}
