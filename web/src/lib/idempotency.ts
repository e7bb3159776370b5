// Retries that never duplicate (decision 0024's sibling, issue 14): every form that creates something keeps one
// Idempotency-Key while it is open and sends it with its mutation. The BFF forwards it to core-api, which runs
// the first request and answers a retry with the same key from what the first one did. So a submit whose answer
// was lost on a bad signal, pressed again, gets the record it already made instead of a second one. The key is
// renewed after a success (the next submit is a new record) and each time the form opens.
// The header is put on by `idempotencyLink` in lib/apollo.ts, from the operation's `idempotencyKey` context.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A fresh key: a random UUID (122 random bits), well inside core-api's 1 to 255 visible characters. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface IdempotencyKey {
  /** The key for the form as it is now. */
  key: string;
  /** Pass to the mutation: `createThing({ variables, context: idempotency.context })`. */
  context: { idempotencyKey: string };
  /** A new key: call after the mutation succeeded, so the next submit makes a new record. */
  renew: () => void;
}

/**
 * One Idempotency-Key per open form. `open` (default true) is the form's dialog state: the key is renewed each
 * time it opens, so a new record never reuses the last one's key; while it stays open, every submit — a retry
 * after a lost answer included — carries the same key until `renew()`.
 */
export function useIdempotencyKey(open = true): IdempotencyKey {
  const [key, setKey] = useState(newIdempotencyKey);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setKey(newIdempotencyKey());
    wasOpen.current = open;
  }, [open]);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return useMemo(() => ({ key, context: { idempotencyKey: key }, renew }), [key, renew]);
}
