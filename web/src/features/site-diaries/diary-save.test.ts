// Photos taken for the diary with no signal (decision 0090) ride on the autosave through the phone's outbox:
// kept on the phone with the save, uploaded to the project's files when the signal returns and appended to
// `photo_upload_ids` by the same save, once; a later edit with no signal replaces the waiting save without
// uploading a photo twice; the page is told each photo's upload id.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '../../test/render';
import {
  flushOutbox,
  outboxItems,
  resetOutboxForTests,
  setOutboxStorage,
  type OutboxItem,
  type OutboxStorage,
} from '../../lib/outbox';
import type { SiteDiaryFieldsFragment } from '../../generated/graphql';
import { DiarySaver, photosOfItem, type PlacedPhoto, type SaveState } from './diary-save';

function memoryStorage(): OutboxStorage {
  const map = new Map<string, OutboxItem>();
  const copy = (i: OutboxItem): OutboxItem => ({
    ...i,
    operation: { ...i.operation, variables: JSON.parse(JSON.stringify(i.operation.variables)) },
    uploads: i.uploads.map((u) => ({ ...u, into: { ...u.into } })),
  });
  return {
    get: async (k) => (map.has(k) ? copy(map.get(k)!) : undefined),
    set: async (k, i) => void map.set(k, copy(i)),
    del: async (k) => void map.delete(k),
    values: async () => [...map.values()].map(copy),
  };
}

const DIARY = { project_id: 'p1', project_number: 'P-0001', date: '2026-07-15' };
const photo = (id: string) => ({
  local_id: id,
  blob: new Blob([id], { type: 'image/jpeg' }),
  filename: `${id}.jpg`,
});

/** The BFF on a phone's signal: uploads answer the Upload (`id`), the save answers the diary at version + 1. */
function fakeBff() {
  const state = { signal: true, uploads: 0, saves: [] as Record<string, unknown>[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!state.signal) throw new TypeError('Failed to fetch');
      if (url === '/files/uploads') {
        state.uploads += 1;
        expect((init.body as FormData).get('project_id')).toBe('p1');
        return Response.json({ id: `up${state.uploads}`, filename: 'x.jpg' }, { status: 201 });
      }
      const body = JSON.parse(init.body as string) as { variables: { input: Record<string, unknown> } };
      state.saves.push(body.variables.input);
      const ids = body.variables.input.photo_upload_ids as string[];
      return Response.json({
        data: {
          saveSiteDiary: {
            ...DIARY,
            version: (body.variables.input.version as number) + 1,
            photos: ids.map((upload_id) => ({ upload_id, filename: `${upload_id}.jpg` })),
          },
        },
      });
    }),
  );
  return state;
}

beforeEach(() => {
  resetOutboxForTests();
  setOutboxStorage(memoryStorage());
  seedSession('supervisor');
});
afterEach(() => vi.unstubAllGlobals());

describe('the diary’s photos with no signal', () => {
  it('are kept with the save, uploaded when the signal returns and put in photo_upload_ids once', async () => {
    const bff = fakeBff();
    const states: SaveState[] = [];
    const placed: PlacedPhoto[] = [];
    const saved: SiteDiaryFieldsFragment[] = [];
    const saver = new DiarySaver(
      DIARY,
      3,
      (d) => saved.push(d),
      (s) => states.push(s),
      (p) => placed.push(...p),
    );
    bff.signal = false;
    await saver.save({ work_done: 'Footings', photo_upload_ids: ['old'] }, [photo('a')]);
    expect(states.at(-1)).toBe('waiting');
    const [waiting] = await outboxItems();
    expect(waiting!.uploads).toHaveLength(1);
    expect(photosOfItem(waiting!).pending.map((p) => p.filename)).toEqual(['a.jpg']);

    // Another photo and an edit, still with no signal: one save waits, carrying both photos.
    await saver.save({ work_done: 'Footings and drains', photo_upload_ids: ['old'] }, [
      photo('a'),
      photo('b'),
    ]);
    expect(await outboxItems()).toHaveLength(1);
    expect(bff.uploads).toBe(0);

    bff.signal = true;
    await flushOutbox();
    expect(bff.uploads).toBe(2);
    expect(bff.saves).toEqual([
      expect.objectContaining({
        version: 3,
        work_done: 'Footings and drains',
        photo_upload_ids: ['old', 'up1', 'up2'],
      }),
    ]);
    expect(placed).toEqual([
      { local_id: 'a', upload_id: 'up1', filename: 'a.jpg' },
      { local_id: 'b', upload_id: 'up2', filename: 'b.jpg' },
    ]);
    expect(saved.at(-1)?.version).toBe(4);
    expect(states.at(-1)).toBe('saved');
    expect(saver.waiting).toBe(false);
    expect(await outboxItems()).toHaveLength(0);

    // A later save with the page's photos: nothing is uploaded again.
    await saver.save({ work_done: 'Done', photo_upload_ids: ['old', 'up1', 'up2'] }, []);
    expect(bff.uploads).toBe(2);
    expect(bff.saves.at(-1)).toMatchObject({ version: 4, photo_upload_ids: ['old', 'up1', 'up2'] });
  });

  it('with a signal, a photo is uploaded and attached by the save at once', async () => {
    const bff = fakeBff();
    const placed: PlacedPhoto[] = [];
    const saver = new DiarySaver(
      DIARY,
      0,
      () => undefined,
      () => undefined,
      (p) => placed.push(...p),
    );
    await saver.save({ photo_upload_ids: [] }, [photo('c')]);
    expect(bff.saves).toEqual([expect.objectContaining({ version: 0, photo_upload_ids: ['up1'] })]);
    expect(placed).toEqual([{ local_id: 'c', upload_id: 'up1', filename: 'c.jpg' }]);
    // The same photo still listed as pending by a save queued meanwhile is not uploaded again.
    await saver.save({ photo_upload_ids: [] }, [photo('c')]);
    expect(bff.uploads).toBe(1);
    expect(bff.saves.at(-1)).toMatchObject({ version: 1, photo_upload_ids: ['up1'] });
  });
});
