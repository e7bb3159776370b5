// Owns domain events: every activity row (and every notification) is written to the event log (`events`) in the
// same transaction that writes it; at commit a trigger numbers it — `seq`, increasing in commit order — and
// announces it with PostgreSQL NOTIFY, so an event is delivered only after commit, never for a rolled-back
// change, and reaches every core-api instance, each holding one LISTEN connection (the EventHub). The log keeps a
// day of events so a listener whose connection dropped, or a stream resumed with Last-Event-ID, replays exactly
// what it missed (decision 0059). Events are small (ids and the fields needed to decide who may see them);
// listeners load what they show.
import pg from 'pg';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { DomainEvent as SharedDomainEvent } from '@sitebase/shared';
import type { Role } from '../models/index.js';
import { connectionSettings, isEmbeddedDatabase } from '../db/sequelize.js';

export const EVENTS_CHANNEL = 'sitebase_events';

/** How long the log keeps an event: how far back a reconnecting reader can catch up. */
export const EVENT_RETENTION_HOURS = 24;
const PRUNE_EVERY_MS = 15 * 60_000;
/** Rows read per replay query. */
const REPLAY_PAGE = 500;

/** The event's shape is @sitebase/shared's (the BFF reads the same JSON), with core-api's roles. */
export type DomainEvent = SharedDomainEvent<Role>;

/** Logs `event` in `transaction`; it is numbered and announced when that commits (at once when there is none). */
export async function publishEvent(
  sequelize: Sequelize,
  event: DomainEvent,
  transaction?: Transaction,
): Promise<void> {
  await sequelize.query(
    'INSERT INTO events (company_id, kind, user_id, payload) VALUES (:company, :kind, :user, :payload)',
    {
      type: QueryTypes.INSERT,
      replacements: {
        company: event.company_id,
        kind: event.kind,
        user: event.user_id ?? null,
        payload: JSON.stringify(event),
      },
      transaction,
    },
  );
}

/** The event's number in the log, or null when it has none. */
export function seqOf(event: Pick<DomainEvent, 'seq'>): bigint | null {
  return event.seq && /^\d{1,19}$/.test(event.seq) ? BigInt(event.seq) : null;
}

/** A logged event as read back: its payload with its number. */
function fromRow(row: { seq: string; payload: DomainEvent }): DomainEvent {
  return { ...row.payload, seq: String(row.seq) };
}

/**
 * The events after `after` (a seq) up to `upTo` when given, oldest first, of one company and, for
 * notifications, one recipient when `reader` is given: the caller still decides what its reader may see.
 * Numbers are visible in commit order, so everything at or below the highest number read has been read.
 */
export async function* replayEvents(
  sequelize: Sequelize,
  after: bigint,
  options: { upTo?: bigint; reader?: { companyId: string; userId: string } } = {},
): AsyncGenerator<DomainEvent> {
  let from = after;
  for (;;) {
    const rows = await sequelize.query<{ seq: string; payload: DomainEvent }>(
      `SELECT seq, payload FROM events
        WHERE seq > :from ${options.upTo !== undefined ? 'AND seq <= :upTo' : ''}
          ${options.reader ? "AND company_id = :company AND (kind <> 'notification' OR user_id = :user)" : ''}
        ORDER BY seq LIMIT ${REPLAY_PAGE}`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          from: from.toString(),
          upTo: options.upTo?.toString() ?? null,
          company: options.reader?.companyId ?? null,
          user: options.reader?.userId ?? null,
        },
      },
    );
    for (const row of rows) yield fromRow(row);
    if (rows.length < REPLAY_PAGE) return;
    from = BigInt(rows[rows.length - 1]!.seq);
  }
}

/** Removes events older than the retention (any instance may; deleting twice is harmless). */
export async function pruneEvents(
  sequelize: Sequelize,
  olderThanHours = EVENT_RETENTION_HOURS,
): Promise<number> {
  const [, result] = await sequelize.query(
    `DELETE FROM events WHERE created_at < now() - make_interval(hours => :hours)`,
    { replacements: { hours: olderThanHours } },
  );
  return (result as { rowCount?: number } | undefined)?.rowCount ?? 0;
}

type Listener = (event: DomainEvent) => void;

interface Notifier {
  on(event: 'notification', listener: (message: pg.Notification) => void): unknown;
}

/**
 * One LISTEN per core-api instance, shared by every subscriber (the event streams, live dashboards…). On a
 * PostgreSQL server it is a dedicated connection that reconnects by itself and then replays, from the log, every
 * event numbered after the last it delivered — so subscribers see each event once, in order, across a lost
 * connection or a database restart. On the embedded database (one session behind every socket, which delivers
 * notifications to the connection that sent them) it listens on the app's own connection.
 */
export class EventHub {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private starting: Promise<void> | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private pruner: NodeJS.Timeout | undefined;
  /** The highest seq delivered (or, before the first, the log's end when listening began). */
  private lastSeq: bigint | undefined;
  /** Notifications heard while the log is being replayed: delivered after it, in order. */
  private held: DomainEvent[] | undefined;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly options: { onError?: (err: unknown) => void; reconnectMs?: number } = {},
  ) {}

  /** Calls `listener` for every event from now on; returns how to stop. Starts listening on first use. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    void this.start().catch((err) => this.options.onError?.(err));
    return () => this.listeners.delete(listener);
  }

  /** Resolves once LISTEN is in place and any missed events have been replayed. */
  ready(): Promise<void> {
    return this.start();
  }

  /**
   * The seq of the last event delivered: a subscriber added now gets every event after it. A stream resumed
   * with Last-Event-ID replays from the log up to here and takes the rest live.
   */
  position(): bigint {
    return this.lastSeq ?? 0n;
  }

  private hear = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let event: DomainEvent;
    try {
      event = JSON.parse(message.payload) as DomainEvent;
    } catch {
      return;
    }
    if (this.held) this.held.push(event);
    else this.deliver(event);
  };

  /**
   * Passes `event` on unless already delivered (a replayed event also heard live, say). One without a number
   * (announced by an instance not yet upgraded, during a rolling upgrade) is passed on as it comes.
   */
  private deliver(event: DomainEvent): void {
    const seq = seqOf(event);
    if (seq !== null) {
      if (this.lastSeq !== undefined && seq <= this.lastSeq) return;
      this.lastSeq = seq;
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (err) {
        this.options.onError?.(err);
      }
    }
  }

  /**
   * After LISTEN: replays the log after the last event delivered (on a reconnect), or notes where it ends (the
   * first time), then delivers what was heard meanwhile. Heard events are held while the log is read, so none
   * is passed on out of order.
   */
  private async catchUp(): Promise<void> {
    this.held = [];
    try {
      if (this.lastSeq === undefined) {
        const [row] = await this.sequelize.query<{ seq: string | null }>(
          'SELECT max(seq) AS seq FROM events',
          {
            type: QueryTypes.SELECT,
          },
        );
        // Anything heard before this answer committed after LISTEN: it is delivered below, not skipped.
        const end = BigInt(row?.seq ?? 0);
        const heard = this.held.map(seqOf).filter((seq) => seq !== null);
        const first = heard.length ? heard.reduce((a, b) => (a < b ? a : b)) - 1n : end;
        this.lastSeq = first < end ? first : end;
      } else {
        for await (const event of replayEvents(this.sequelize, this.lastSeq)) this.deliver(event);
      }
    } finally {
      const held = this.held;
      this.held = undefined;
      for (const event of held) this.deliver(event);
    }
  }

  private start(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.starting ??= this.connect().catch((err) => {
      this.starting = undefined;
      this.scheduleReconnect();
      throw err;
    });
    return this.starting;
  }

  private async connect(): Promise<void> {
    const { sequelize } = this;
    this.pruner ??= setInterval(
      () => void pruneEvents(sequelize).catch((err) => this.options.onError?.(err)),
      PRUNE_EVERY_MS,
    );
    this.pruner.unref();
    if (!(await isEmbeddedDatabase(sequelize))) {
      const client = new pg.Client({
        ...connectionSettings(sequelize),
        application_name: 'sitebase-events',
      });
      client.on('notification', this.hear);
      let lost = false;
      const onLost = (err?: unknown) => {
        if (lost) return;
        lost = true;
        if (err) this.options.onError?.(err);
        if (this.client === client) this.reset();
      };
      client.on('error', onLost);
      client.on('end', () => onLost());
      try {
        await client.connect();
        await client.query(`LISTEN ${EVENTS_CHANNEL}`);
        await this.catchUp();
      } catch (err) {
        lost = true;
        await client.end().catch(() => undefined);
        throw err;
      }
      // Lost while replaying: start() fails and tries again (replaying from what was delivered).
      if (lost) throw new Error('The event connection closed while starting');
      if (this.stopped) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      return;
    }
    // Embedded: hear the notifications the app's own connection receives, on every connection it opens.
    const manager = sequelize.connectionManager as unknown as {
      getConnection(): Promise<Notifier & { query(sql: string): Promise<unknown> }>;
      releaseConnection(connection: unknown): Promise<void>;
    };
    const hooked = new WeakSet<object>();
    const hook = (connection: Notifier) => {
      if (hooked.has(connection)) return;
      hooked.add(connection);
      connection.on('notification', this.hear);
    };
    sequelize.addHook('afterConnect', (connection) => hook(connection as Notifier));
    const connection = await manager.getConnection();
    try {
      hook(connection);
      await connection.query(`LISTEN ${EVENTS_CHANNEL}`);
    } finally {
      await manager.releaseConnection(connection);
    }
    await this.catchUp();
  }

  /** The LISTEN connection is gone: listen again (and replay) shortly. */
  private reset(): void {
    this.client = undefined;
    this.starting = undefined;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry || this.listeners.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.start().catch((err) => this.options.onError?.(err));
    }, this.options.reconnectMs ?? 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.pruner) clearInterval(this.pruner);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
