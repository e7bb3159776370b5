// Owns the order of a process's shutdown on SIGTERM/SIGINT, bounded in time. Drain first (readiness 503, open
// streams ended so their clients reconnect elsewhere, no new jobs taken; running ones finish or are handed back),
// while the HTTP server stops accepting and lets requests in flight finish for `graceMs`, after which every
// connection is cut. Then the background work and the database close, and the process exits 0. Whatever still
// hangs at `deadlineMs` (Docker and Kubernetes kill at 10 s) makes it exit 1 there instead (issue 34).
import type { Server } from 'node:http';

export interface ShutdownPlan {
  server: Server;
  /** Stop taking work (lib/lifecycle.ts, lib/jobs.ts); resolves when running work is done or handed back. */
  drain(): Promise<void>;
  /** After drain and the server: listeners, pools, the database. */
  close(): Promise<void>;
  /** How long requests in flight may take before connections are cut. */
  graceMs: number;
  /** The hard limit: exit 1 if shutdown has not finished by then. */
  deadlineMs: number;
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** process.exit (tests pass their own). */
  exit?: (code: number) => void;
}

/** Returns the signal handler: the first call shuts down, later ones do nothing. */
export function gracefulShutdown(plan: ShutdownPlan): (signal: string) => Promise<void> {
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    const began = Date.now();
    plan.logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      plan.logger.error({ signal, ms: Date.now() - began }, 'shutdown did not finish in time; exiting');
      exit(1);
    }, plan.deadlineMs);
    deadline.unref();

    const { server } = plan;
    // Responses from now on close their connection, so keep-alive clients move to another instance.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    const drained = plan.drain().catch((err: unknown) => plan.logger.error({ err }, 'draining failed'));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A connection becomes idle when its last response ends (a stream ended by the drain, a request that
    // finished): close idle ones as they appear rather than wait out their keep-alive.
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), Math.min(plan.graceMs, plan.deadlineMs));
    sweep.unref();
    cut.unref();
    await Promise.all([drained, closed]);
    clearInterval(sweep);
    clearTimeout(cut);
    await plan.close().catch((err: unknown) => plan.logger.error({ err }, 'closing failed'));
    clearTimeout(deadline);
    plan.logger.info({ signal, ms: Date.now() - began }, 'shut down');
    exit(0);
  };
}
