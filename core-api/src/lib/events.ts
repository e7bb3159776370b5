// Owns domain events: every activity row (and every notification) is announced with PostgreSQL NOTIFY in the
// same transaction that writes it, so an event is delivered only after commit — never for a rolled-back
// change — and reaches every core-api instance, each holding one LISTEN connection (the EventHub). Events are
// small (ids and the fields needed to decide who may see them); listeners load what they show.
import pg from 'pg';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { DomainEvent as SharedDomainEvent } from '@sitebase/shared';
import type { Role } from '../models/index.js';

export const EVENTS_CHANNEL = 'sitebase_events';

/** The event's shape is @sitebase/shared's (the BFF reads the same JSON), with core-api's roles. */
export type DomainEvent = SharedDomainEvent<Role>;

/** Announces `event` when `transaction` commits (immediately when there is none). */
export async function publishEvent(
  sequelize: Sequelize,
  event: DomainEvent,
  transaction?: Transaction,
): Promise<void> {
  await sequelize.query('SELECT pg_notify(:channel, :payload)', {
    type: QueryTypes.SELECT,
    replacements: { channel: EVENTS_CHANNEL, payload: JSON.stringify(event) },
    transaction,
  });
}

type Listener = (event: DomainEvent) => void;

interface Notifier {
  on(event: 'notification', listener: (message: pg.Notification) => void): unknown;
}

/**
 * One LISTEN per core-api instance, shared by every subscriber (the event streams, live dashboards…). On a
 * PostgreSQL server it is a dedicated connection that reconnects by itself; on the embedded database (one
 * session behind every socket, which delivers notifications to the connection that sent them) it listens on
 * the app's own connection.
 */
export class EventHub {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private starting: Promise<void> | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly options: { onError?: (err: unknown) => void } = {},
  ) {}

  /** Calls `listener` for every event from now on; returns how to stop. Starts listening on first use. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    void this.start().catch((err) => this.options.onError?.(err));
    return () => this.listeners.delete(listener);
  }

  /** Resolves once LISTEN is in place. */
  ready(): Promise<void> {
    return this.start();
  }

  private deliver = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let event: DomainEvent;
    try {
      event = JSON.parse(message.payload) as DomainEvent;
    } catch {
      return;
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (err) {
        this.options.onError?.(err);
      }
    }
  };

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
    const [row] = await sequelize.query<{ version: string }>('SELECT version() AS version', {
      type: QueryTypes.SELECT,
    });
    if (!row?.version.includes('PGlite')) {
      const config = sequelize.config as unknown as {
        host: string;
        port: number | string;
        database: string;
        username: string;
        password?: string | null;
      };
      const client = new pg.Client({
        host: config.host,
        port: Number(config.port),
        database: config.database,
        user: config.username,
        password: config.password ?? undefined,
      });
      client.on('notification', this.deliver);
      client.on('error', (err) => {
        this.options.onError?.(err);
        this.reset();
      });
      client.on('end', () => this.reset());
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
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
      connection.on('notification', this.deliver);
    };
    sequelize.addHook('afterConnect', (connection) => hook(connection as Notifier));
    const connection = await manager.getConnection();
    try {
      hook(connection);
      await connection.query(`LISTEN ${EVENTS_CHANNEL}`);
    } finally {
      await manager.releaseConnection(connection);
    }
  }

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
    }, 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
