// The diary's autosave through the phone's outbox (decision 0063): each save sends every field of the site
// manager's part with the version last read. With no signal the save waits on the phone ("Saved on this phone")
// and a later edit replaces it rather than queueing a second save of an old version; when the signal returns
// the outbox sends it, and the saver takes the new version from its answer. One save at a time.
import { formatDate } from '../../lib/format';
import { discardItem, onOutboxSent, outboxItems, submit, type OutboxItem } from '../../lib/outbox';
import { outboxOperation } from '../../lib/outbox-operation';
import type { SaveSiteDiaryInput, SiteDiaryFieldsFragment } from '../../generated/graphql';
import { SaveSiteDiaryDocument } from './site-diaries.api';

export type DiaryFields = Omit<SaveSiteDiaryInput, 'version'>;
export type SaveState = 'idle' | 'saving' | 'saved' | 'waiting' | 'error';

export class DiarySaver {
  private waitingKey: string | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly stop: () => void;

  constructor(
    private readonly diary: Pick<SiteDiaryFieldsFragment, 'project_id' | 'project_number' | 'date'>,
    private version: number,
    private readonly onSaved: (diary: SiteDiaryFieldsFragment) => void,
    private readonly onState: (state: SaveState, message?: string) => void,
  ) {
    this.stop = onOutboxSent((item, record) => {
      if (item.key !== this.waitingKey) return;
      this.waitingKey = null;
      const saved = record as SiteDiaryFieldsFragment;
      this.version = saved.version;
      this.onSaved(saved);
      this.onState('saved');
    });
  }

  /** Takes on a save left waiting on the phone by an earlier visit (the page reloaded with no signal). */
  resume(key: string): void {
    this.waitingKey = key;
  }

  /** Whether a save is waiting on the phone for a signal. */
  get waiting(): boolean {
    return this.waitingKey !== null;
  }

  get currentVersion(): number {
    return this.version;
  }

  save(fields: DiaryFields): Promise<void> {
    this.chain = this.chain.then(() => this.send(fields));
    return this.chain;
  }

  /** Resolves once every save asked for so far has been sent or left waiting. */
  settled(): Promise<void> {
    return this.chain;
  }

  dispose(): void {
    this.stop();
  }

  private async send(fields: DiaryFields): Promise<void> {
    if (this.waitingKey) {
      await discardItem(this.waitingKey); // replaced by this newer copy, at the same version
      this.waitingKey = null;
    }
    this.onState('saving');
    try {
      const outcome = await submit<SiteDiaryFieldsFragment>({
        kind: 'site_diary',
        title: 'Site diary',
        detail: `${this.diary.project_number} ${formatDate(this.diary.date)}`,
        operation: outboxOperation(SaveSiteDiaryDocument, {
          projectId: this.diary.project_id,
          date: this.diary.date,
          input: { version: this.version, ...fields },
        }),
      });
      if (outcome.sent) {
        this.version = outcome.record.version;
        this.onSaved(outcome.record);
        this.onState('saved');
      } else {
        this.waitingKey = outcome.item.key;
        this.onState('waiting');
      }
    } catch (error) {
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
