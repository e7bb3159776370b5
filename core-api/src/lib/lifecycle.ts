// Owns an instance's draining state. Once shutdown begins (SIGTERM, a deploy), readiness answers 503 so the
// balancer stops sending work here, every open long-lived response (the event streams, which may last an hour)
// is ended cleanly so its client reconnects — through the balancer, to an instance that is staying — and new
// ones are refused with 503. Without this a single open stream kept the HTTP server from ever closing, and
// every deploy ended in a kill -9 (issue 34, decision 0056).
import type { Response } from 'express';
import { ServiceUnavailableError } from './errors.js';

export const SHUTTING_DOWN_MESSAGE = 'This server is restarting. Please try again shortly.';

export class Lifecycle {
  private readonly streams = new Set<Response>();
  private drainingSince: number | undefined;

  /** Whether shutdown has begun. */
  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Throws 503 once draining: a new stream opened now would only be cut again in a moment. */
  admitStream(): void {
    if (this.draining) throw new ServiceUnavailableError(SHUTTING_DOWN_MESSAGE);
  }

  /**
   * Keeps `res` (a stream its handler has started) to end at drain. The handler's own clean-up runs from the
   * request's `close`, which ending the response emits.
   */
  holdStream(res: Response): void {
    if (res.writableEnded) return;
    if (this.draining) {
      res.end();
      return;
    }
    this.streams.add(res);
    res.once('close', () => this.streams.delete(res));
  }

  /** How many streams are open (tests, logs). */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Starts draining: readiness fails from now on and every open stream is ended. Safe to call twice. */
  drain(): void {
    this.drainingSince ??= Date.now();
    for (const res of [...this.streams]) {
      this.streams.delete(res);
      res.end();
    }
  }
}
