// The phone's outbox (decision 0063, after 0032): every quick action a worker takes on site — a form, a plant
// request, a material request, a project note, a week of hours — is one item here, kept in IndexedDB (through
// idb-keyval) until core-api has it. An item is a GraphQL mutation (its text and variables) with the
// Idempotency-Key it was given when it was made, and optionally files to upload first (a form's photos and
// signatures), each upload id written back at once so a retry never uploads it again. However often an item is
// sent — a lost answer, two tabs, a reload mid-send, the signal coming back — core-api makes one record.
//
// When it is sent: at once when made (`submit` answers the form that made it), on the window's `online` event
// and when the app starts. No answer, a 5xx, an expired session or a "not now" GraphQL answer leaves it waiting;
// a refusal (a 400 with its message, a 403) marks it failed with the message, shown with Send again and
// Discard, never retried by itself. Items belong to the user who made them: another user signed in on the same
// phone neither sees nor sends them. One flush at a time per page (a shared promise) and per browser (Web Locks).
import { createStore, del, get, set, values } from 'idb-keyval';
import { NETWORK_ERROR_MESSAGE, messageFromDetail } from './error-shape';
import { newIdempotencyKey } from './idempotency';
import { NO_OUTBOX } from './outbox-words';
import { readSession, readToken } from './storage';

/** A file sent before the mutation (multipart POST); its upload id is placed in the variables at `into`. */
export interface OutboxUpload {
  url: string;
  /** Plain fields of the multipart body. */
  fields: Record<string, string>;
  blob: Blob;
  filename: string;
  /** Set once uploaded: a retry does not upload it again. */
  upload_id: string | null;
  /**
   * Where `{ upload_id, ...with }` goes in the variables: appended to a list there, or set there; with `bare`,
   * the upload id itself (a list of ids, as the site diary's `photo_upload_ids`).
   */
  into: { path: string[]; append: boolean; with?: Record<string, unknown>; bare?: boolean };
}

export interface OutboxOperation {
  /** The mutation's text (`print(document)`; lib/outbox-operation.ts). */
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
  /** The field of `data` holding the record made (`createPlantRequest`). */
  field: string;
}

export interface OutboxItem {
  /** The Idempotency-Key of this item's mutation: also its key in the store. */
  key: string;
  /** What it is (`form`, `plant_request`, `material_request`, `project_note`, `timesheet`). */
  kind: string;
  /** Shown on the banner: "Plant request", "Site Issue Report". */
  title: string;
  /** Shown after the title: the project, the week. */
  detail: string;
  operation: OutboxOperation;
  uploads: OutboxUpload[];
  /** Queries to refetch once it is sent (by operation name), so open lists show it. */
  refetch: string[];
  /** The user who made it (null: made before items had owners; sent by whoever is signed in). */
  user_id: string | null;
  queued_at: string;
  /**
   * `sending`: the form that made it is sending it now (not shown on the banner unless it is left behind by a
   * closed page); `waiting`: kept until the signal returns; `failed`: core-api refused it (`error` says why),
   * not retried by itself.
   */
  state: 'sending' | 'waiting' | 'failed';
  error: string | null;
}

export type NewOutboxItem = Pick<OutboxItem, 'kind' | 'title' | 'detail' | 'operation'> &
  Partial<Pick<OutboxItem, 'uploads' | 'refetch'>>;

/** What the outbox keeps its items in: IndexedDB in the browser, a Map in unit tests. */
export interface OutboxStorage {
  get(key: string): Promise<OutboxItem | undefined>;
  set(key: string, item: OutboxItem): Promise<void>;
  del(key: string): Promise<void>;
  values(): Promise<OutboxItem[]>;
}

function indexedDbStorage(): OutboxStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  const store = createStore('sitebase-outbox', 'items');
  return {
    get: (key) => get<OutboxItem>(key, store),
    set: (key, item) => set(key, item, store),
    del: (key) => del(key, store),
    values: () => values<OutboxItem>(store),
  };
}

let storage: OutboxStorage | null | undefined;
const box = (): OutboxStorage | null => (storage === undefined ? (storage = indexedDbStorage()) : storage);

export { NO_OUTBOX, SAVED_ON_PHONE } from './outbox-words';

/** Tests: keep items somewhere else (null: a browser that cannot keep anything). */
export function setOutboxStorage(next: OutboxStorage | null): void {
  storage = next;
}

/** No answer, or one that says "not now": the item stays waiting. */
export class Offline extends Error {}
/** core-api said no: the message says why. */
export class Refused extends Error {}

type Listener = () => void;
type SentListener = (item: OutboxItem, record: unknown) => void;
const listeners = new Set<Listener>();
const sentListeners = new Set<SentListener>();
const changed = () => listeners.forEach((l) => l());

/** Called after each change of the outbox (queued, sent, failed, discarded). */
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with each item core-api has taken, and the record it answered. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

const currentUserId = () => readSession()?.user.id ?? null;
const mine = (item: OutboxItem, userId: string | null) => item.user_id === null || item.user_id === userId;

/** Keys this page is sending from a form right now (their form reports the outcome). */
const inHand = new Set<string>();

/** Every item of the signed-in user, oldest first. */
export async function outboxItems(): Promise<OutboxItem[]> {
  const s = box();
  if (!s) return [];
  const userId = currentUserId();
  const items = await s.values().catch(() => [] as OutboxItem[]);
  return items.filter((i) => mine(i, userId)).sort((a, b) => a.queued_at.localeCompare(b.queued_at));
}

/** What the banner shows: waiting and failed items (and any left "sending" by a page that closed). */
export async function pendingItems(): Promise<OutboxItem[]> {
  return (await outboxItems()).filter((i) => !inHand.has(i.key));
}

function newItem(item: NewOutboxItem, state: OutboxItem['state']): OutboxItem {
  return {
    uploads: [],
    refetch: [],
    ...item,
    key: newIdempotencyKey(),
    user_id: currentUserId(),
    queued_at: new Date().toISOString(),
    state,
    error: null,
  };
}

/** Keeps an item to send (with a new Idempotency-Key); `flushOutbox` sends it. */
export async function queueItem(item: NewOutboxItem): Promise<OutboxItem> {
  const s = box();
  if (!s) throw new Error(NO_OUTBOX);
  const queued = newItem(item, 'waiting');
  await s.set(queued.key, queued);
  startOutbox();
  changed();
  return queued;
}

/** Adds an item made elsewhere as it is (an older outbox's, moved over with its key). */
export async function adoptItem(item: OutboxItem): Promise<void> {
  const s = box();
  if (!s) return;
  await s.set(item.key, item);
  changed();
}

export type SubmitOutcome<T> = { sent: true; record: T } | { sent: false; item: OutboxItem };

/**
 * A quick action's submit: the item is written first (so closing the app mid-send loses nothing), then sent at
 * once. Sent: the record core-api made. No signal: `{ sent: false }`, the item waits on the phone and the
 * banner shows it. Refused: the item is dropped and `Refused` is thrown with core-api's message, for the form
 * that is still open to show. Without IndexedDB the item is sent directly (kept nowhere).
 */
export async function submit<T>(request: NewOutboxItem): Promise<SubmitOutcome<T>> {
  const s = box();
  const item = newItem(request, 'sending');
  inHand.add(item.key);
  try {
    if (s) await s.set(item.key, item);
    startOutbox();
    try {
      const record = await sendOne(item);
      await s?.del(item.key);
      sentListeners.forEach((l) => l(item, record));
      return { sent: true, record: record as T };
    } catch (err) {
      if (err instanceof Offline && s) {
        const waiting = { ...item, state: 'waiting' as const };
        await s.set(item.key, waiting);
        return { sent: false, item: waiting };
      }
      await s?.del(item.key);
      if (err instanceof Offline) throw new Error(NETWORK_ERROR_MESSAGE, { cause: err });
      throw err;
    }
  } finally {
    inHand.delete(item.key);
    changed();
  }
}

export async function discardItem(key: string): Promise<void> {
  await box()?.del(key);
  changed();
}

/** Sends a failed item again (after the user has seen why), with its own key. */
export async function retryItem(key: string): Promise<void> {
  const s = box();
  const item = await s?.get(key);
  if (!s || !item) return;
  await s.set(key, { ...item, state: 'waiting', error: null });
  changed();
  await flushOutbox();
}

/** How long one send may take before it is left waiting (a phone on one bar can hang for minutes). */
export const SEND_TIMEOUT_MS = 30_000;

async function post(url: string, init: RequestInit): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: abort.signal });
  } catch {
    throw new Offline(NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

/** Uploads one file (multipart, with the session's token); its upload id. */
export async function uploadFile(
  url: string,
  fields: Record<string, string>,
  blob: Blob,
  filename: string,
): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', blob, filename);
  const res = await post(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${readToken() ?? ''}` },
    body,
  });
  if (res.status === 401 || res.status === 429 || res.status >= 500) throw new Offline('Not sent yet');
  // Form images answer `upload_id`; the project's file upload (/files/uploads) answers the Upload, `id`.
  const json = (await res.json().catch(() => ({}))) as { upload_id?: string; id?: string; detail?: unknown };
  const id = json.upload_id ?? json.id;
  if (!res.ok || !id) throw new Refused(messageFromDetail(json.detail, undefined));
  return id;
}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; id?: string; detail?: unknown };
}

/**
 * Answers that say "not now" rather than "no": the item stays waiting and is sent again later with the same
 * key. A 409 `idempotency_in_progress` is the first send of this very item still running (or its holder just
 * died and the server is freeing the key, decision 0055) — marking it failed and sending it again under a new
 * key could make a second record.
 */
export function isRetryLater(error: GraphQLError | undefined): boolean {
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

function place(variables: Record<string, unknown>, upload: OutboxUpload): void {
  const { path, append } = upload.into;
  const value = upload.into.bare ? upload.upload_id : { upload_id: upload.upload_id, ...upload.into.with };
  let at: Record<string, unknown> = variables;
  for (const step of path.slice(0, -1)) {
    const next = at[step];
    at[step] = next && typeof next === 'object' ? { ...(next as Record<string, unknown>) } : {};
    at = at[step] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  at[last] = append ? [...((at[last] as unknown[] | undefined) ?? []), value] : value;
}

/** Records core-api made for the items this page sent, by key (a form opens the one just sent). */
const sent = new Map<string, unknown>();
export const sentRecord = (key: string): unknown => sent.get(key);

async function sendOne(item: OutboxItem): Promise<unknown> {
  const s = box();
  for (const upload of item.uploads) {
    if (upload.upload_id) continue;
    upload.upload_id = await uploadFile(upload.url, upload.fields, upload.blob, upload.filename);
    await s?.set(item.key, item);
  }
  const variables = structuredClone(item.operation.variables);
  for (const upload of item.uploads) place(variables, upload);
  const res = await post('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${readToken() ?? ''}`,
      'idempotency-key': item.key,
    },
    body: JSON.stringify({
      query: item.operation.query,
      operationName: item.operation.operationName,
      variables,
    }),
  });
  if (res.status >= 500) throw new Offline('Not sent yet');
  const json = (await res.json().catch(() => ({}))) as {
    data?: Record<string, unknown> | null;
    errors?: GraphQLError[];
  };
  const record = json.data?.[item.operation.field];
  if (record) {
    sent.set(item.key, record);
    return record;
  }
  const error = json.errors?.[0];
  if (isRetryLater(error)) throw new Offline('Not sent yet');
  throw new Refused(messageFromDetail(error!.extensions?.detail, error!.message));
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends every waiting item of the signed-in user, oldest first; with no signal the rest stay waiting. Called
 * while a flush runs, it runs once more after it (an item queued meanwhile is not left behind).
 */
export function flushOutbox(): Promise<void> {
  const s = box();
  if (!readToken() || !s) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  const run = async () => {
    for (const listed of await outboxItems()) {
      if (listed.state === 'failed' || inHand.has(listed.key)) continue;
      const item = (await s.get(listed.key)) ?? listed;
      try {
        const record = await sendOne(item);
        await s.del(item.key);
        sentListeners.forEach((l) => l(item, record));
      } catch (err) {
        if (err instanceof Offline) break;
        const error = err instanceof Error ? err.message : String(err);
        await s.set(item.key, { ...item, state: 'failed', error });
      } finally {
        changed();
      }
    }
  };
  running = (async () => {
    do {
      again = false;
      const locks = (navigator as Navigator & { locks?: LockManager }).locks;
      if (locks) await locks.request('sitebase-outbox', run);
      else await run();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/** Sends what is waiting now and whenever the signal comes back (once per page load). */
export function startOutbox(): void {
  if (started || typeof window === 'undefined' || !box()) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  void flushOutbox();
}

/** Tests: forget the page's state (started, the items in hand, what was sent). */
export function resetOutboxForTests(): void {
  started = false;
  running = null;
  again = false;
  inHand.clear();
  sent.clear();
  listeners.clear();
  sentListeners.clear();
}
