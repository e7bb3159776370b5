// The phone's outbox (decision 0063) against a fake BFF that honours Idempotency-Keys as core-api does: a quick
// action made with no signal is kept and sent once when the signal returns; a retry after a lost answer reuses
// the item's key and makes one record; a refusal is kept with core-api's message and not retried by itself;
// another user's items are neither shown nor sent; a form's photos and signature land in its answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '../test/render';
import { writeSession } from './storage';
import {
  discardItem,
  flushOutbox,
  onOutboxSent,
  outboxItems,
  pendingItems,
  queueItem,
  resetOutboxForTests,
  retryItem,
  setOutboxStorage,
  submit,
  Refused,
  type NewOutboxItem,
  type OutboxItem,
  type OutboxStorage,
} from './outbox';

/** IndexedDB's copy-on-write, in memory (Blobs kept as they are, as IndexedDB keeps them). */
const copy = (item: OutboxItem): OutboxItem => ({
  ...item,
  operation: { ...item.operation, variables: JSON.parse(JSON.stringify(item.operation.variables)) },
  uploads: item.uploads.map((u) => ({ ...u, into: { ...u.into } })),
  refetch: [...item.refetch],
});

function memoryStorage(): OutboxStorage {
  const map = new Map<string, OutboxItem>();
  return {
    get: async (key) => (map.has(key) ? copy(map.get(key)!) : undefined),
    set: async (key, item) => void map.set(key, copy(item)),
    del: async (key) => void map.delete(key),
    values: async () => [...map.values()].map(copy),
  };
}

interface Call {
  key: string | null;
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A BFF on a phone's signal: `signal` false rejects like fetch with no network; `loseNextAnswer` makes the
 * server do the work and the answer never arrive; `refuse` answers a GraphQL refusal. Creates are idempotent
 * per key, as core-api's are.
 */
function fakeBff() {
  const state = {
    signal: true,
    loseNextAnswer: false,
    refuse: null as null | { code: string; message: string; detail?: string },
    calls: [] as Call[],
    records: new Map<string, { id: string; reference: string }>(),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!state.signal) throw new TypeError('Failed to fetch');
      expect(url).toBe('/graphql');
      const headers = new Headers(init.headers);
      const body = JSON.parse(init.body as string) as Omit<Call, 'key'>;
      state.calls.push({ key: headers.get('idempotency-key'), ...body });
      if (state.refuse) {
        const { code, message, detail } = state.refuse;
        return Response.json({ errors: [{ message, extensions: { code, detail } }], data: null });
      }
      const key = headers.get('idempotency-key')!;
      if (!state.records.has(key)) {
        const n = state.records.size + 1;
        state.records.set(key, { id: `r${n}`, reference: `PR-000${n}` });
      }
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return Response.json({ data: { createPlantRequest: state.records.get(key) } });
    }),
  );
  return state;
}

const PLANT: NewOutboxItem = {
  kind: 'plant_request',
  title: 'Plant request: Telehandler',
  detail: 'P-0001',
  operation: {
    query:
      'mutation CreatePlantRequest($input: CreatePlantRequestInput!) { createPlantRequest(input: $input) { id } }',
    operationName: 'CreatePlantRequest',
    variables: { input: { project_id: 'p1', category: 'Telehandler' } },
    field: 'createPlantRequest',
  },
  refetch: ['PlantRequests'],
};

beforeEach(() => {
  resetOutboxForTests();
  setOutboxStorage(memoryStorage());
  seedSession('worker');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setOutboxStorage(null);
});

describe('a quick action with no signal', () => {
  it('is kept on the phone, then sent once when the signal returns, with the key it was given', async () => {
    const bff = fakeBff();
    bff.signal = false;
    const outcome = await submit(PLANT);
    expect(outcome.sent).toBe(false);
    const [waiting] = await pendingItems();
    expect(waiting).toMatchObject({ title: 'Plant request: Telehandler', state: 'waiting', user_id: '1' });
    expect(bff.records.size).toBe(0);

    // Still no signal: flushing again keeps it waiting, without a refusal.
    await flushOutbox();
    expect((await pendingItems()).map((i) => i.state)).toEqual(['waiting']);

    const sent: unknown[] = [];
    onOutboxSent((item, record) => sent.push([item.key, record]));
    bff.signal = true;
    await flushOutbox();
    await flushOutbox(); // a second flush (another online event) sends nothing again
    expect(await pendingItems()).toEqual([]);
    expect(bff.calls).toHaveLength(1);
    expect(bff.calls[0]!.key).toBe(waiting!.key);
    expect(bff.calls[0]!.variables).toEqual({ input: { project_id: 'p1', category: 'Telehandler' } });
    expect(bff.records.size).toBe(1);
    expect(sent).toEqual([[waiting!.key, { id: 'r1', reference: 'PR-0001' }]]);
  });

  it('a retry after a lost answer carries the same Idempotency-Key and makes one record', async () => {
    const bff = fakeBff();
    bff.loseNextAnswer = true;
    const outcome = await submit(PLANT);
    // The server made it but the answer was lost: for the phone it is still waiting.
    expect(outcome.sent).toBe(false);
    expect(bff.records.size).toBe(1);
    await flushOutbox();
    expect(bff.calls).toHaveLength(2);
    expect(bff.calls[1]!.key).toBe(bff.calls[0]!.key);
    expect(bff.records.size).toBe(1);
    expect(await outboxItems()).toEqual([]);
  });

  it('each new item gets a key of its own', async () => {
    const bff = fakeBff();
    await submit(PLANT);
    await submit(PLANT);
    expect(new Set(bff.calls.map((c) => c.key)).size).toBe(2);
    expect(bff.records.size).toBe(2);
  });
});

describe('a quick action sent with a signal', () => {
  it('answers the record and keeps nothing', async () => {
    fakeBff();
    const outcome = await submit<{ reference: string }>(PLANT);
    expect(outcome).toMatchObject({ sent: true, record: { reference: 'PR-0001' } });
    expect(await outboxItems()).toEqual([]);
  });

  it('a refusal is thrown with core-api’s message for the open form, and nothing is kept', async () => {
    const bff = fakeBff();
    bff.refuse = {
      code: 'BAD_USER_INPUT',
      message: 'Bad input',
      detail: 'Needed until must be after needed from',
    };
    await expect(submit(PLANT)).rejects.toThrow(new Refused('Needed until must be after needed from'));
    expect(await outboxItems()).toEqual([]);
  });
});

describe('an item refused while the user was away', () => {
  it('is marked failed with the message, not retried by itself, and can be sent again or discarded', async () => {
    const bff = fakeBff();
    bff.signal = false;
    await submit(PLANT);
    bff.signal = true;
    bff.refuse = { code: 'FORBIDDEN', message: 'You are not on this project' };
    await flushOutbox();
    const [failed] = await pendingItems();
    expect(failed).toMatchObject({ state: 'failed', error: 'You are not on this project' });

    await flushOutbox();
    await flushOutbox();
    expect(bff.calls).toHaveLength(1); // never retried by itself

    bff.refuse = null;
    await retryItem(failed!.key);
    expect(bff.calls).toHaveLength(2);
    expect(bff.calls[1]!.key).toBe(failed!.key);
    expect(await pendingItems()).toEqual([]);
  });

  it('"still in progress" for its own key, a 503 and an expired session are "not now", never a refusal', async () => {
    const bff = fakeBff();
    bff.signal = false;
    await submit(PLANT);
    bff.signal = true;
    for (const code of ['CONFLICT', 'SERVICE_UNAVAILABLE', 'UNAUTHENTICATED']) {
      bff.refuse = { code, message: 'Later' };
      if (code === 'CONFLICT') {
        vi.mocked(fetch).mockImplementationOnce(async () =>
          Response.json({
            errors: [{ message: 'Later', extensions: { code, id: 'idempotency_in_progress' } }],
          }),
        );
      }
      await flushOutbox();
      expect((await pendingItems()).map((i) => i.state)).toEqual(['waiting']);
    }
    const [item] = await pendingItems();
    await discardItem(item!.key);
    expect(await pendingItems()).toEqual([]);
  });
});

describe('items belong to their user', () => {
  it('another user signed in on the phone neither sees nor sends them', async () => {
    const bff = fakeBff();
    bff.signal = false;
    await queueItem(PLANT);
    await flushOutbox();
    writeSession({
      token: 'other-token',
      user: { ...JSON.parse(localStorage.getItem('user')!), id: '2' },
      remember: true,
    });
    bff.signal = true;
    expect(await pendingItems()).toEqual([]);
    await flushOutbox();
    expect(bff.calls).toHaveLength(0);
    seedSession('worker');
    await flushOutbox();
    expect(bff.calls).toHaveLength(1);
  });
});

describe('uploads before the mutation', () => {
  it('are sent once, and their ids placed in the variables (appended to a list, or set)', async () => {
    const uploads: string[] = [];
    const graphql: Call[] = [];
    let signal = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/files/form-photos') {
          const body = init.body as FormData;
          uploads.push(String(body.get('kind')));
          return Response.json({ upload_id: `u${uploads.length}` }, { status: 201 });
        }
        if (!signal) throw new TypeError('Failed to fetch');
        graphql.push(JSON.parse(init.body as string) as Call);
        return Response.json({ data: { createFormSubmission: { id: 's1' } } });
      }),
    );
    const blob = new Blob(['x'], { type: 'image/png' });
    signal = false; // the photos go, then the signal drops before the form itself
    const upload = (kind: string, field: string, append: boolean) => ({
      url: '/files/form-photos',
      fields: { project_id: 'p1', kind },
      blob,
      filename: `${kind}.png`,
      upload_id: null,
      into: { path: ['input', 'answers', field], append, ...(append ? { with: { caption: 'Gable' } } : {}) },
    });
    await queueItem({
      kind: 'form',
      title: 'Site Issue Report',
      detail: 'P-0001',
      operation: {
        query: 'mutation CreateQueuedFormSubmission { createFormSubmission { id } }',
        operationName: 'CreateQueuedFormSubmission',
        variables: { input: { answers: { location: 'Barn 2' } } },
        field: 'createFormSubmission',
      },
      uploads: [upload('photo', 'photos', true), upload('signature', 'signed', false)],
    });
    await flushOutbox();
    expect(uploads).toEqual(['photo', 'signature']);
    expect((await outboxItems())[0]!.uploads.map((u) => u.upload_id)).toEqual(['u1', 'u2']);
    signal = true;
    await flushOutbox();
    expect(uploads).toEqual(['photo', 'signature']); // not uploaded again
    expect(graphql[0]!.variables).toEqual({
      input: {
        answers: {
          location: 'Barn 2',
          photos: [{ upload_id: 'u1', caption: 'Gable' }],
          signed: { upload_id: 'u2' },
        },
      },
    });
  });
});
