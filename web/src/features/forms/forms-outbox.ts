// The phone's outbox of forms (issue 19, decision 0032): a form sent with no signal is kept in IndexedDB (through
// idb-keyval) with its photos and signature as Blobs, shown as "waiting to send", and sent by itself when the
// browser says it is online again or the app starts — so closing the app loses nothing. Each queued form keeps
// the Idempotency-Key it was given when it was queued: however often a send is retried (a lost answer, two tabs,
// a reload mid-send), core-api makes one submission. Photos already uploaded keep their upload id in the item, so
// a retry does not send them again. One flush at a time per browser (Web Locks when available).
import { createStore, del, get, set, values } from 'idb-keyval';
import { NETWORK_ERROR_MESSAGE, messageFromDetail } from '../../lib/error-message';
import { newIdempotencyKey } from '../../lib/idempotency';
import { readToken } from '../../lib/storage';

export interface QueuedPhoto {
  field: string;
  blob: Blob;
  caption: string | null;
  upload_id: string | null;
}

export interface QueuedSignature {
  field: string;
  blob: Blob;
  upload_id: string | null;
  /** The typed name of a signatory without an account (sent with the drawing); null or absent: the user signs. */
  signatory_name?: string | null;
}

export interface QueuedForm {
  /** The Idempotency-Key of this form's create: also its key in the store. */
  key: string;
  template_id: string;
  template_name: string;
  project_id: string;
  project_label: string;
  /** Every answer but photos and signatures. */
  answers: Record<string, unknown>;
  photos: QueuedPhoto[];
  signatures: QueuedSignature[];
  /** Send it for review (else it becomes a draft on the server). */
  submit: boolean;
  queued_at: string;
  /** `failed`: core-api refused it (the message says why); it is not retried by itself. */
  state: 'waiting' | 'failed';
  error: string | null;
}

const available = () => typeof indexedDB !== 'undefined';
const store = () => createStore('sitebase-forms', 'outbox');

/** Said when the browser cannot keep anything (IndexedDB is missing, as in some private windows). */
export const NO_OUTBOX =
  'This browser cannot keep forms on the phone. Try again with a signal, outside a private window.';

type Listener = () => void;
const listeners = new Set<Listener>();
const changed = () => listeners.forEach((l) => l());

/** Called after each change of the outbox (queued, sent, failed). */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function queuedForms(): Promise<QueuedForm[]> {
  if (!available()) return [];
  const items = await values<QueuedForm>(store());
  return items.sort((a, b) => a.queued_at.localeCompare(b.queued_at));
}

/** Keeps a form to send (with a new Idempotency-Key), then tries to send what is waiting. */
export async function queueForm(
  form: Omit<QueuedForm, 'key' | 'queued_at' | 'state' | 'error'>,
): Promise<QueuedForm> {
  if (!available()) throw new Error(NO_OUTBOX);
  const item: QueuedForm = {
    ...form,
    key: newIdempotencyKey(),
    queued_at: new Date().toISOString(),
    state: 'waiting',
    error: null,
  };
  await set(item.key, item, store());
  changed();
  return item;
}

export async function discardQueued(key: string): Promise<void> {
  await del(key, store());
  changed();
}

/** Sends a failed form again (after the user has seen why). */
export async function retryQueued(key: string): Promise<void> {
  const item = await get<QueuedForm>(key, store());
  if (!item) return;
  await set(key, { ...item, state: 'waiting', error: null }, store());
  changed();
  await flushOutbox();
}

export class Offline extends Error {}
export class Refused extends Error {}

/**
 * Uploads one photo or signature for a project (also used when editing a form online). A signature is recorded
 * by core-api as the signed-in user's (decision 0053), or — with `signatoryName` — as that person's, signed in
 * the user's presence; only this user can then put it on one form.
 */
export async function uploadFormImage(
  projectId: string,
  kind: 'photo' | 'signature',
  blob: Blob,
  signatoryName?: string | null,
): Promise<string> {
  const body = new FormData();
  body.append('project_id', projectId);
  body.append('kind', kind);
  if (kind === 'signature' && signatoryName?.trim()) body.append('signatory_name', signatoryName.trim());
  body.append('file', blob, kind === 'photo' ? 'photo.jpg' : 'signature.png');
  let res: Response;
  try {
    res = await fetch('/files/form-photos', {
      method: 'POST',
      headers: { authorization: `Bearer ${readToken() ?? ''}` },
      body,
    });
  } catch {
    throw new Offline(NETWORK_ERROR_MESSAGE);
  }
  if (res.status === 401 || res.status === 429 || res.status >= 500) throw new Offline('Not sent yet');
  const json = (await res.json().catch(() => ({}))) as { upload_id?: string; detail?: unknown };
  if (!res.ok || !json.upload_id) throw new Refused(messageFromDetail(json.detail, undefined));
  return json.upload_id;
}

const CREATE = `mutation CreateQueuedFormSubmission($input: CreateFormSubmissionInput!) {
  createFormSubmission(input: $input) { id reference status }
}`;

interface GraphQLAnswer {
  data?: { createFormSubmission?: { id: string } } | null;
  errors?: { message: string; extensions?: { code?: string; id?: string } }[];
}

/**
 * Answers that say "not now" rather than "no": the form stays waiting and is sent again later with the same
 * key. A 409 `idempotency_in_progress` is the first send of this very form still running (or its holder just
 * died and the server is freeing the key, decision 0055) — marking the form failed and sending it again under a
 * new key could make a second submission.
 */
export function isRetryLater(error: { extensions?: { code?: string; id?: string } } | undefined): boolean {
  const code = error?.extensions?.code;
  return (
    !error ||
    code === 'UNAUTHENTICATED' ||
    code === 'SERVICE_UNAVAILABLE' ||
    code === 'INTERNAL_SERVER_ERROR' ||
    code === 'RATE_LIMITED' ||
    (code === 'CONFLICT' && error.extensions?.id === 'idempotency_in_progress')
  );
}

/** Submission ids of the forms this page sent, by their key (to open the one just sent). */
const sent = new Map<string, string>();
export const sentSubmissionId = (key: string) => sent.get(key) ?? null;

async function sendOne(item: QueuedForm): Promise<void> {
  // Photos first; each upload id is kept at once so a retry never sends that photo again.
  for (const photo of item.photos) {
    if (photo.upload_id) continue;
    photo.upload_id = await uploadFormImage(item.project_id, 'photo', photo.blob);
    await set(item.key, item, store());
  }
  for (const sig of item.signatures) {
    if (sig.upload_id) continue;
    sig.upload_id = await uploadFormImage(item.project_id, 'signature', sig.blob, sig.signatory_name);
    await set(item.key, item, store());
  }
  const answers: Record<string, unknown> = { ...item.answers };
  for (const photo of item.photos) {
    const list = (answers[photo.field] as unknown[] | undefined) ?? [];
    answers[photo.field] = [...list, { upload_id: photo.upload_id, caption: photo.caption }];
  }
  for (const sig of item.signatures) answers[sig.field] = { upload_id: sig.upload_id };
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${readToken() ?? ''}`,
        'idempotency-key': item.key,
      },
      body: JSON.stringify({
        query: CREATE,
        variables: {
          input: { template_id: item.template_id, project_id: item.project_id, answers, submit: item.submit },
        },
      }),
    });
  } catch {
    throw new Offline(NETWORK_ERROR_MESSAGE);
  }
  if (res.status >= 500) throw new Offline('Not sent yet');
  const json = (await res.json().catch(() => ({}))) as GraphQLAnswer;
  const id = json.data?.createFormSubmission?.id;
  if (id) {
    sent.set(item.key, id);
    return;
  }
  const error = json.errors?.[0];
  if (isRetryLater(error)) throw new Offline('Not sent yet');
  throw new Refused(error!.message);
}

let running: Promise<void> | null = null;

/** Sends every waiting form, oldest first; a form without signal stays waiting. */
export function flushOutbox(): Promise<void> {
  if (!readToken() || !available()) return Promise.resolve();
  running ??= (async () => {
    const run = async () => {
      for (const queued of await queuedForms()) {
        if (queued.state !== 'waiting') continue;
        const item = (await get<QueuedForm>(queued.key, store())) ?? queued;
        try {
          await sendOne(item);
          await del(item.key, store());
        } catch (err) {
          if (err instanceof Offline) break;
          await set(
            item.key,
            { ...item, state: 'failed', error: err instanceof Error ? err.message : String(err) },
            store(),
          );
        } finally {
          changed();
        }
      }
    };
    const locks = (navigator as Navigator & { locks?: LockManager }).locks;
    if (locks) await locks.request('sitebase-forms-outbox', run);
    else await run();
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/** Sends what is waiting now and whenever the signal comes back (once per page load). */
export function startOutbox(): void {
  if (started || typeof window === 'undefined' || !('indexedDB' in window)) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
}
