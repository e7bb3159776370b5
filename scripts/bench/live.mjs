// The live-board row of `npm run bench` (issue 36, decision 0070): N subscribers of one company's main board
// (`dashboardUpdated(board: main)` over the BFF's WebSocket) while changes are written at a steady rate (a PUT of
// a project's description: an activity on the board's recent-activity figure, every change). Reports the CPU per
// change of core-api, the BFF and PostgreSQL over the window, and the delivery time of each change to each
// subscriber: from the write's answer (the change has committed) to the first push computed after it (its
// `generated_at` later than that answer: the push certainly holds the change; an earlier push that happened to
// hold it is not counted, so the figure errs long).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIPTION = 'subscription { dashboardUpdated(board: main) { generated_at figures { key } } }';

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Calls `write(n)` `seconds × rate` times (at least once), `rate` a second on the clock without waiting for the
 * answers; resolves when every call has.
 */
export async function atRate(seconds, rate, write) {
  const total = Math.max(1, Math.round(seconds * rate));
  const started = Date.now();
  const inFlight = [];
  for (let n = 0; n < total; n += 1) {
    const wait = started + (n * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(write(n));
  }
  await Promise.all(inFlight);
}

/**
 * Measures one row. `cpu` takes a snapshot of the servers' CPU (ms per process name); `perChange` turns two
 * snapshots and a count into ms per change.
 */
export async function measureLiveBoard({
  bffUrl,
  coreUrl,
  token,
  projectId,
  subscribers,
  seconds,
  rate = 5,
  cpu,
  perChange,
}) {
  const wsUrl = `${bffUrl.replace(/^http/, 'ws')}/graphql`;
  const subs = [];
  let errors = 0;
  for (let i = 0; i < subscribers; i += 1) {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const sub = { client, pushes: [], first: null };
    sub.first = new Promise((resolve) => {
      client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (result) => {
            if (result.errors) errors += 1;
            else
              sub.pushes.push({
                at: Date.now(),
                generated: Date.parse(result.data.dashboardUpdated.generated_at),
              });
            resolve();
          },
          error: () => {
            errors += 1;
            resolve();
          },
          complete: () => resolve(),
        },
      );
    });
    subs.push(sub);
  }
  try {
    await Promise.all(subs.map((s) => s.first));
    const writes = [];
    const put = async (n) => {
      const sent = Date.now();
      const res = await fetch(`${coreUrl}/api/projects/${projectId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ description: `Live board bench change ${n} at ${Date.now()}` }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) errors += 1;
      else writes.push({ sent, answered: Date.now() });
    };
    const before = await cpu();
    const started = Date.now();
    await atRate(seconds, rate, put);
    // Until every subscriber has a push computed after the last write (or 10 s: then some were never delivered).
    const last = Math.max(...writes.map((w) => w.answered));
    const deadline = Date.now() + 10_000;
    const lastSent = Math.max(...writes.map((w) => w.sent));
    while (Date.now() < deadline && !subs.every((s) => s.pushes.some((p) => p.generated > last))) {
      // Done when every subscriber has a push computed after the last write was sent and nothing is pending.
      if (Date.now() > last + 2000 && subs.every((s) => s.pushes.some((p) => p.generated > lastSent))) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const after = await cpu();
    const delivery = [];
    let undelivered = 0;
    for (const s of subs) {
      for (const written of writes) {
        // The first push computed after the answer; else (the last change's push may have been computed between
        // its commit and its answer, with no later change to push) the first computed after it was sent.
        const push =
          s.pushes.find((p) => p.generated > written.answered) ??
          s.pushes.find((p) => p.generated > written.sent);
        if (push) delivery.push(Math.max(0, push.at - written.answered));
        else undelivered += 1;
      }
    }
    delivery.sort((a, b) => a - b);
    return {
      subscribers,
      changes: writes.length,
      changes_per_s: Math.round((writes.length / ((last - started) / 1000 || 1)) * 10) / 10,
      pushes: subs.reduce((n, s) => n + s.pushes.length, 0),
      cpu_ms_per_change: perChange(before, after, writes.length),
      delivery_p50_ms: percentile(delivery, 50),
      delivery_p95_ms: percentile(delivery, 95),
      delivery_max_ms: delivery.at(-1) ?? null,
      undelivered,
      errors,
    };
  } finally {
    await Promise.all(subs.map((s) => s.client.dispose()));
  }
}
