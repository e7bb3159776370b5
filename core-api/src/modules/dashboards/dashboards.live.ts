// Owns live boards: a board computed once per company and visibility per burst of changes, then fanned out to
// every reader watching it (decision 0070). Readers who see the same board — same company, same board and, when
// every figure they see is the same for their whole role (`sameFor: 'role'`), same role; otherwise the one
// reader — share a group. A group listens to this instance's EventHub once, marks itself stale on a change its
// readers may see that touches one of its figures (`changesWith`), waits a short window that gathers a burst
// into one computation, computes the board once, re-checks every reader's session in one statement, and sends
// the figures whose values moved — serialised once — to each reader. A new reader gets the group's last board at
// once (no computation) when there is one. Fifty people watching one company's board cost one computation per
// burst, not fifty; N instances each hold their own groups, for the readers connected to them.
import { QueryTypes, type Sequelize } from 'sequelize';
import type { DashboardFigure } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import type { DomainEvent, EventHub } from '../../lib/events.js';
import type { Role } from '../../models/index.js';
import { visibilityCheck } from '../events/index.js';

export type Board = 'main' | 'worker';
/**
 * What a live group keeps current: a board, or a widget question (`figures:` and the question, decision 0083)
 * whose figures are keyed the same way.
 */
export type LiveSubject = Board | `figures:${string}`;

/** One computed board or widget answer: figures by key (only their keys matter here). */
export interface ComputedBoard {
  figures: { key: string }[];
}

/** What a group needs to know of a figure: which changes move it and whether a whole role sees the same. */
export type LiveFigure = Pick<DashboardFigure, 'changesWith' | 'sameFor'>;

/** A reader's session, as their token proved it when they joined: re-checked before each push. */
export interface ReaderSession {
  sid: string;
  tv: number;
}

/** What a group needs from the app. */
export interface LiveBoardsDeps {
  sequelize: Sequelize;
  events: Pick<EventHub, 'subscribe'> & Partial<Pick<EventHub, 'ready'>>;
  /** The figures `actor` sees on `board` (to key the group) and the board computed for `actor`. */
  figuresFor(actor: Actor, board: LiveSubject): readonly LiveFigure[];
  compute(actor: Actor, board: LiveSubject): Promise<ComputedBoard>;
  onError?: (err: unknown) => void;
  /** How long a change waits for others before the board is computed (ms). */
  windowMs?: number;
  /** How often a board is computed with no change, for figures that move with the date (ms). */
  refreshMs?: number;
}

export const LIVE_WINDOW_MS = 250;
export const LIVE_REFRESH_MS = 5 * 60_000;

interface Reader {
  actor: Actor;
  session: ReaderSession;
  /** Whether this reader has had a whole board (until then, the next message it gets is the whole board). */
  primed: boolean;
  send(message: string): void;
  /** Ends the reader's stream (its session no longer holds, or the group failed): the client reconnects. */
  end(): void;
}

interface Group {
  key: string;
  board: LiveSubject;
  /** Whose actor computes the board: any reader (they see the same board), the first by default. */
  readers: Set<Reader>;
  /** Entity types whose changes refresh the board (`*`: any). */
  refreshOn: Set<string>;
  /** Whether a figure of this group depends on the reader beyond their role (then the group is one reader). */
  perReader: boolean;
  mayRead: (event: DomainEvent) => Promise<boolean>;
  /** Each figure's last value as sent, by figure key. */
  sent: Map<string, string>;
  /** The last whole board, serialised (what a reader joining gets). */
  whole: string | null;
  stale: boolean;
  timer: NodeJS.Timeout | null;
  computing: Promise<void> | null;
  refresher: NodeJS.Timeout;
  unsubscribe: () => void;
  /** Events are checked in order, one after another (a worker's check may read the database). */
  queue: Promise<void>;
}

/** Whether a figure's value is the same for every reader of one role in one company. */
const sameForRole = (f: Pick<DashboardFigure, 'sameFor'>) => f.sameFor === 'role';

/**
 * The key of the readers who see exactly the board `actor` sees: company, board and role when every figure the
 * actor sees is the same for their role, else the actor alone.
 */
export function audienceKey(actor: Actor, board: LiveSubject, figures: readonly LiveFigure[]): string {
  return figures.every(sameForRole)
    ? `${actor.companyId}:${board}:role:${actor.role}`
    : `${actor.companyId}:${board}:user:${actor.userId}`;
}

export class LiveBoards {
  private readonly groups = new Map<string, Group>();
  /** Board computations run (tests and the bench read it: one per group per burst). */
  computations = 0;

  constructor(private readonly deps: LiveBoardsDeps) {}

  /** Resolves once this instance listens for changes (a board computed before then could miss one). */
  async ready(): Promise<void> {
    await this.deps.events.ready?.();
  }

  /** How many groups are live (tests). */
  get groupCount(): number {
    return this.groups.size;
  }

  /**
   * Adds a reader of `board`; `send` gets each message (a board of the figures that moved, the whole board
   * first). Returns how to leave.
   */
  join(
    actor: Actor,
    board: LiveSubject,
    session: ReaderSession,
    send: (message: string) => void,
    end: () => void,
  ): () => void {
    const figures = this.deps.figuresFor(actor, board);
    const key = audienceKey(actor, board, figures);
    let group = this.groups.get(key);
    if (!group) {
      group = this.open(key, actor, board, figures);
      this.groups.set(key, group);
    }
    const reader: Reader = { actor, session, primed: false, send, end };
    group.readers.add(reader);
    if (group.whole !== null) {
      // The group's last board is current up to the last change it heard; a change since has marked it stale
      // and the next push carries it.
      reader.primed = true;
      reader.send(group.whole);
    } else if (!group.computing) {
      void this.run(group);
    }
    const g = group;
    return () => {
      g.readers.delete(reader);
      if (g.readers.size === 0) this.close(g);
    };
  }

  private open(key: string, actor: Actor, board: LiveSubject, figures: readonly LiveFigure[]): Group {
    const perReader = !figures.every(sameForRole);
    const group: Group = {
      key,
      board,
      readers: new Set(),
      refreshOn: new Set(figures.flatMap((f) => f.changesWith)),
      perReader,
      // A role's group sees what any one of its readers sees: the check reads only company and role there
      // (a role that sees only some projects has per-reader figures, so its group is one reader).
      mayRead: visibilityCheck(actor),
      sent: new Map(),
      whole: null,
      stale: false,
      timer: null,
      computing: null,
      refresher: setInterval(() => this.markStale(group), this.deps.refreshMs ?? LIVE_REFRESH_MS),
      unsubscribe: () => undefined,
      queue: Promise.resolve(),
    };
    group.refresher.unref();
    group.unsubscribe = this.deps.events.subscribe((event) => {
      group.queue = group.queue.then(() => this.hear(group, event)).catch((err) => this.deps.onError?.(err));
    });
    return group;
  }

  private async hear(group: Group, event: DomainEvent): Promise<void> {
    if (this.groups.get(group.key) !== group) return;
    // A notification is one reader's: no figure shared by a role moves with it.
    if (event.kind === 'notification' && !group.perReader) return;
    const type = event.kind === 'notification' ? 'notification' : event.entity_type;
    if (!group.refreshOn.has('*') && !group.refreshOn.has(type)) return;
    if (await group.mayRead(event)) this.markStale(group);
  }

  private markStale(group: Group): void {
    group.stale = true;
    if (group.timer || group.computing) return;
    group.timer = setTimeout(() => {
      group.timer = null;
      void this.run(group);
    }, this.deps.windowMs ?? LIVE_WINDOW_MS);
  }

  private run(group: Group): Promise<void> {
    group.stale = false;
    group.computing = this.computeAndSend(group)
      .catch((err) => {
        // The board could not be computed: its readers' streams end and their clients reconnect (and retry).
        this.deps.onError?.(err);
        for (const reader of [...group.readers]) reader.end();
      })
      .finally(() => {
        group.computing = null;
        if (group.stale && this.groups.get(group.key) === group) this.markStale(group);
      });
    return group.computing;
  }

  private async computeAndSend(group: Group): Promise<void> {
    const first = group.readers.values().next();
    if (first.done) return;
    this.computations += 1;
    const [board] = await Promise.all([
      this.deps.compute(first.value.actor, group.board),
      this.recheck(group),
    ]);
    if (this.groups.get(group.key) !== group) return;
    const changed = board.figures.filter((figure) => {
      const value = JSON.stringify(figure);
      if (group.sent.get(figure.key) === value) return false;
      group.sent.set(figure.key, value);
      return true;
    });
    group.whole = JSON.stringify(board);
    const delta =
      changed.length === board.figures.length ? group.whole : JSON.stringify({ ...board, figures: changed });
    for (const reader of group.readers) {
      if (!reader.primed) {
        reader.primed = true;
        reader.send(group.whole);
      } else if (changed.length > 0) {
        reader.send(delta);
      }
    }
  }

  /**
   * Every reader's session re-checked as a request's would be (active user and company, not signed out, same
   * token version, same company and role as when they joined), in one statement: a reader whose session no
   * longer holds is ended before the board goes out, and their client reconnects as they now are.
   */
  private async recheck(group: Group): Promise<void> {
    const all = [...group.readers];
    if (all.length === 0) return;
    const keyReaders = all.filter((r) => r.actor.apiKey);
    if (keyReaders.length) await this.recheckKeys(group, keyReaders);
    const readers = all.filter((r) => !r.actor.apiKey);
    if (readers.length === 0) return;
    const rows = await this.deps.sequelize.query<{
      id: string;
      company_id: string;
      role: Role;
      is_active: boolean;
      token_version: number;
      company_status: string;
      revoked: string[];
    }>(
      `SELECT u.id, u.company_id, u.role, u.is_active, u.token_version, c.status AS company_status,
              ARRAY(SELECT r.sid FROM revoked_sessions r WHERE r.sid IN (:sids)) AS revoked
         FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id IN (:ids)`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          ids: [...new Set(readers.map((r) => r.actor.userId))],
          sids: [...new Set(readers.map((r) => r.session.sid))],
        },
      },
    );
    const users = new Map(rows.map((row) => [row.id, row]));
    const revoked = new Set(rows[0]?.revoked ?? []);
    for (const reader of readers) {
      const row = users.get(reader.actor.userId);
      const holds =
        row !== undefined &&
        row.is_active &&
        row.company_status === 'active' &&
        !revoked.has(reader.session.sid) &&
        row.token_version === reader.session.tv &&
        row.company_id === reader.actor.companyId &&
        row.role === reader.actor.role;
      if (!holds) {
        group.readers.delete(reader);
        reader.end();
      }
    }
  }

  /**
   * Readers that are API keys (a widget on a site-office screen, decision 0082): each key re-checked as a request
   * would check it — not revoked or expired, its company active, its creator still an active admin of it.
   */
  private async recheckKeys(group: Group, readers: Reader[]): Promise<void> {
    const rows = await this.deps.sequelize.query<{ id: string; holds: boolean }>(
      `SELECT k.id,
              (k.revoked_at IS NULL AND k.expires_at > now() AND c.status = 'active' AND u.is_active
                AND u.role = 'admin' AND u.company_id = k.company_id) AS holds
         FROM api_keys k JOIN companies c ON c.id = k.company_id JOIN users u ON u.id = k.created_by
        WHERE k.id IN (:ids)`,
      {
        type: QueryTypes.SELECT,
        replacements: { ids: [...new Set(readers.map((r) => r.actor.apiKey!.id))] },
      },
    );
    const holding = new Set(rows.filter((r) => r.holds).map((r) => r.id));
    for (const reader of readers) {
      if (!holding.has(reader.actor.apiKey!.id)) {
        group.readers.delete(reader);
        reader.end();
      }
    }
  }

  private close(group: Group): void {
    if (this.groups.get(group.key) === group) this.groups.delete(group.key);
    group.unsubscribe();
    clearInterval(group.refresher);
    if (group.timer) clearTimeout(group.timer);
    group.timer = null;
  }

  /** Ends every group (shutdown, tests). */
  stop(): void {
    for (const group of [...this.groups.values()]) {
      for (const reader of [...group.readers]) reader.end();
      this.close(group);
    }
  }
}
