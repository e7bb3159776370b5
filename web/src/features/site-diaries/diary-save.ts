// The diary's autosave through the phone's outbox (decision 0063): each save sends every field of the site
// manager's part with the version last read. With no signal the save waits on the phone ("Saved on this phone")
// and a later edit replaces it rather than queueing a second save of an old version; when the signal returns
// the outbox sends it, and the saver takes the new version from its answer. One save at a time.
// Photos taken with no signal (decision 0090) ride on the same save: each is one of the item's uploads, sent to
// the project's files first when the signal returns and its id appended to `photo_upload_ids`; a photo already
// uploaded by an earlier, replaced save is not uploaded again.
import { formatDate } from '../../lib/format';
import {
  discardItem,
  onOutboxSent,
  outboxItems,
  submit,
  type OutboxItem,
  type OutboxUpload,
} from '../../lib/outbox';
import { outboxOperation } from '../../lib/outbox-operation';
import type { SaveSiteDiaryInput, SiteDiaryFieldsFragment } from '../../generated/graphql';
import { SaveSiteDiaryDocument } from './site-diaries.api';

export type DiaryFields = Omit<SaveSiteDiaryInput, 'version'>;
export type SaveState = 'idle' | 'saving' | 'saved' | 'waiting' | 'error';

/** A photo on the phone, not yet in the project's files: shown as a thumbnail until its save is sent. */
export interface PendingPhoto {
  local_id: string;
  blob: Blob;
  filename: string;
}

/** A pending photo now in the project's files, under its upload id. */
export interface PlacedPhoto {
  local_id: string;
  upload_id: string;
  filename: string;
}

const PHOTO_UPLOAD_URL = '/files/uploads';

/** The pending photos of a save left waiting on the phone (a reload with no signal), and those it uploaded. */
export function photosOfItem(item: OutboxItem): { pending: PendingPhoto[]; uploaded: PlacedPhoto[] } {
  const pending: PendingPhoto[] = [];
  const uploaded: PlacedPhoto[] = [];
  item.uploads.forEach((u, i) => {
    const local_id = `${item.key}-${i}`;
    if (u.upload_id) uploaded.push({ local_id, upload_id: u.upload_id, filename: u.filename });
    else pending.push({ local_id, blob: u.blob, filename: u.filename });
  });
  return { pending, uploaded };
}

export class DiarySaver {
  private waitingKey: string | null = null;
  /** The pending photos of the save waiting on the phone, or being sent now, in the order of its uploads. */
  private waitingPhotos: PendingPhoto[] = [];
  private sendingPhotos: PendingPhoto[] | null = null;
  /** Pending photos already in the project's files (a save that carried them was sent or part-sent). */
  private readonly uploaded = new Map<string, PlacedPhoto>();
  private chain: Promise<void> = Promise.resolve();
  private readonly stop: () => void;

  constructor(
    private readonly diary: Pick<SiteDiaryFieldsFragment, 'project_id' | 'project_number' | 'date'>,
    private version: number,
    private readonly onSaved: (diary: SiteDiaryFieldsFragment) => void,
    private readonly onState: (state: SaveState, message?: string) => void,
    private readonly onPhotosPlaced: (photos: PlacedPhoto[]) => void = () => undefined,
  ) {
    this.stop = onOutboxSent((item, record) => {
      if (this.sendingPhotos && this.isOurs(item)) {
        this.place(item, this.sendingPhotos); // a save sent at once: its photos' ids are on its uploads now
        return;
      }
      if (item.key !== this.waitingKey) return;
      this.waitingKey = null;
      this.place(item, this.waitingPhotos);
      this.waitingPhotos = [];
      const saved = record as SiteDiaryFieldsFragment;
      this.version = saved.version;
      this.onSaved(saved);
      this.onState('saved');
    });
  }

  private isOurs(item: OutboxItem): boolean {
    return (
      item.kind === 'site_diary' &&
      item.operation.variables.projectId === this.diary.project_id &&
      item.operation.variables.date === this.diary.date
    );
  }

  /** Learns the upload ids an item's photos got, and tells the page those now in the diary's files. */
  private place(item: Pick<OutboxItem, 'uploads'>, photos: PendingPhoto[], tell = true): void {
    const placed: PlacedPhoto[] = [];
    item.uploads.forEach((u, i) => {
      const photo = photos[i];
      if (!photo || !u.upload_id) return;
      const p = { local_id: photo.local_id, upload_id: u.upload_id, filename: photo.filename };
      this.uploaded.set(photo.local_id, p);
      placed.push(p);
    });
    if (tell && placed.length) this.onPhotosPlaced(placed);
  }

  /** Takes on a save left waiting on the phone by an earlier visit (the page reloaded with no signal). */
  resume(key: string, photos: PendingPhoto[] = []): void {
    this.waitingKey = key;
    this.waitingPhotos = photos;
  }

  /** Whether a save is waiting on the phone for a signal. */
  get waiting(): boolean {
    return this.waitingKey !== null;
  }

  get currentVersion(): number {
    return this.version;
  }

  save(fields: DiaryFields, photos: PendingPhoto[] = []): Promise<void> {
    this.chain = this.chain.then(() => this.send(fields, photos));
    return this.chain;
  }

  /** Resolves once every save asked for so far has been sent or left waiting. */
  settled(): Promise<void> {
    return this.chain;
  }

  dispose(): void {
    this.stop();
  }

  private async send(fields: DiaryFields, photos: PendingPhoto[]): Promise<void> {
    if (this.waitingKey) {
      // Photos the waiting save had already uploaded before the signal went are kept, not uploaded again.
      const waiting = (await outboxItems()).find((i) => i.key === this.waitingKey);
      if (waiting) this.place(waiting, this.waitingPhotos, false);
      await discardItem(this.waitingKey); // replaced by this newer copy, at the same version
      this.waitingKey = null;
      this.waitingPhotos = [];
    }
    const ids = [...(fields.photo_upload_ids ?? [])];
    const toUpload: PendingPhoto[] = [];
    for (const photo of photos) {
      const known = this.uploaded.get(photo.local_id);
      if (!known) toUpload.push(photo);
      else if (!ids.includes(known.upload_id)) ids.push(known.upload_id);
    }
    const uploads: OutboxUpload[] = toUpload.map((photo) => ({
      url: PHOTO_UPLOAD_URL,
      fields: { project_id: this.diary.project_id },
      blob: photo.blob,
      filename: photo.filename,
      upload_id: null,
      into: { path: ['input', 'photo_upload_ids'], append: true, bare: true },
    }));
    this.onState('saving');
    this.sendingPhotos = toUpload;
    try {
      const outcome = await submit<SiteDiaryFieldsFragment>({
        kind: 'site_diary',
        title: 'Site diary',
        detail: toUpload.length
          ? `${this.diary.project_number} ${formatDate(this.diary.date)} · ${toUpload.length} photo${toUpload.length === 1 ? '' : 's'}`
          : `${this.diary.project_number} ${formatDate(this.diary.date)}`,
        operation: outboxOperation(SaveSiteDiaryDocument, {
          projectId: this.diary.project_id,
          date: this.diary.date,
          input: { version: this.version, ...fields, photo_upload_ids: ids },
        }),
        uploads,
      });
      this.sendingPhotos = null;
      if (outcome.sent) {
        this.version = outcome.record.version;
        this.onSaved(outcome.record);
        this.onState('saved');
      } else {
        this.waitingKey = outcome.item.key;
        this.waitingPhotos = toUpload;
        this.onState('waiting');
      }
    } catch (error) {
      this.sendingPhotos = null;
      this.onState('error', error instanceof Error ? error.message : String(error));
    }
  }
}

/** This diary's save waiting on the phone, if any (the newest). */
export async function waitingSave(projectId: string, date: string): Promise<OutboxItem | null> {
  const items = (await outboxItems()).filter(
    (i) =>
      i.kind === 'site_diary' &&
      i.state !== 'failed' &&
      i.operation.variables.projectId === projectId &&
      i.operation.variables.date === date,
  );
  return items.at(-1) ?? null;
}
