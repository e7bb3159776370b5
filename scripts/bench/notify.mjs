// The notification-delivery row of `npm run bench` (decision 0093): a teammate listening on `notificationAdded`
// over the BFF's WebSocket while a manager adds notes to their project at a steady rate. Reports the delivery time
// of each note's notification, from the note's answer (the note and its notification have committed) to the push
// that carries it (matched by the note's text, which is the notification's body). The product's promise — a note
// reaches a teammate's screen within 2 s — is measured here, on a quiet machine, rather than asserted by the
// wall-clock in a browser test that shares two cores with another (tests/e2e/notifications.spec.ts).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { atRate, percentile } from './live.mjs';

const SUBSCRIPTION = 'subscription { notificationAdded { id title body created_at } }';

/**
 * Measures one row: `authorToken` adds `seconds × rate` notes to `projectId`; `readerToken` (a member of its team
 * who may read the notes) listens. A note whose notification has not arrived 10 s after the last answer is
 * counted as undelivered.
 */
export async function measureNotificationDelivery({
  bffUrl,
  coreUrl,
  authorToken,
  readerToken,
  projectId,
  seconds,
  rate = 2,
}) {
  const client = createClient({
    url: `${bffUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${readerToken}` },
    retryAttempts: 0,
  });
  /** Push time by notification body. */
  const arrived = new Map();
  let errors = 0;
  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  client.on('connected', () => connected());
  const unsubscribe = client.subscribe(
    { query: SUBSCRIPTION },
    {
      next: (result) => {
        if (result.errors) errors += 1;
        else {
          const body = result.data.notificationAdded.body ?? '';
          if (!arrived.has(body)) arrived.set(body, Date.now());
        }
      },
      error: () => (errors += 1),
      complete: () => {},
    },
  );
  try {
    await ready;
    // graphql-ws acknowledges the connection before the server has started the subscription: one note first,
    // not counted, proves the listener is in place.
    const tag = `Notification bench ${Date.now()}`;
    const post = async (content) => {
      const res = await fetch(`${coreUrl}/api/projects/${projectId}/notes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${authorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const warm = `${tag} warm-up`;
    for (let i = 0; i < 50 && !arrived.has(warm); i += 1) {
      if (i % 10 === 0 && (await post(warm)) !== 201) errors += 1;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!arrived.has(warm)) throw new Error('no notification reached the listener within 5 s');

    const writes = [];
    await atRate(seconds, rate, async (n) => {
      const content = `${tag} note ${n}`;
      if ((await post(content)) === 201) writes.push({ content, answered: Date.now() });
      else errors += 1;
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !writes.every((w) => arrived.has(w.content)))
      await new Promise((r) => setTimeout(r, 20));
    const delivery = writes
      .filter((w) => arrived.has(w.content))
      .map((w) => Math.max(0, arrived.get(w.content) - w.answered))
      .sort((a, b) => a - b);
    return {
      notes: writes.length,
      delivery_p50_ms: percentile(delivery, 50),
      delivery_p95_ms: percentile(delivery, 95),
      delivery_max_ms: delivery.at(-1) ?? null,
      undelivered: writes.length - delivery.length,
      errors,
    };
  } finally {
    unsubscribe();
    await client.dispose();
  }
}
