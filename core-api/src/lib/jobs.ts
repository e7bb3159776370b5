// Owns background work: a PostgreSQL-backed queue (pg-boss 10, SKIP LOCKED; no home-made scheduler) with
// retries and exponential backoff. A job can be sent inside the transaction of the change that needs it, so
// it exists exactly when the change does; a job whose worker dies is expired by pg-boss's maintenance and runs
// again on any instance; a job that keeps failing ends `failed` and its definition's `onFailed` records why.
// On the embedded database (one session) pg-boss talks through the app's own connection.
import PgBoss from 'pg-boss';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Logger } from 'pino';

export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  /** Retries after the first attempt (default 3), with exponential backoff from `retryDelay` seconds (2). */
  retryLimit?: number;
  retryDelay?: number;
  /** An attempt still running after this long is given up and retried (default 120 s). */
  expireInSeconds?: number;
  /** A cron expression ("17 * * * *"): pg-boss sends the job on it, once across all instances. */
  schedule?: string;
  handler(data: T, attempt: { id: string; retryCount: number }): Promise<void>;
  /** After the last attempt failed: record the failure where users see it. */
  onFailed?(data: T, error: unknown): Promise<void>;
}

export interface JobQueueOptions {
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** How often workers look for jobs (default 1 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are found (default 30 s). */
  maintenanceIntervalSeconds?: number;
  /** Overrides every definition's retry and expiry (tests). */
  retryLimit?: number;
  retryDelay?: number;
  expireInSeconds?: number;
}

type Db = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's database interface on the app's own pg connections (inside `transaction` when given). Statements go
 * to pg as they are: pg-boss's SQL uses $1… and dollar-quoting, which Sequelize's own binding would rewrite.
 */
function sequelizeDb(sequelize: Sequelize, transaction?: Transaction): Db {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(): Promise<PgConnection>;
    releaseConnection(connection: PgConnection): Promise<void>;
  };
  return {
    async executeSql(text, values) {
      const own = (transaction as unknown as { connection?: PgConnection } | undefined)?.connection;
      if (own) return { rows: (await own.query(text, values)).rows ?? [] };
      const connection = await manager.getConnection();
      try {
        return { rows: (await connection.query(text, values)).rows ?? [] };
      } finally {
        await manager.releaseConnection(connection);
      }
    },
  };
}

export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private stopped = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly options: JobQueueOptions = {},
  ) {}

  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** Starts pg-boss (creating its schema on first use) and a worker per defined job. Safe to call twice. */
  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('The job queue has stopped'));
    this.starting ??= this.boot().catch((err) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  private async boot(): Promise<PgBoss> {
    const [row] = await this.sequelize.query<{ version: string }>('SELECT version() AS version', {
      type: QueryTypes.SELECT,
    });
    const embedded = !!row?.version.includes('PGlite');
    const config = this.sequelize.config as unknown as {
      host: string;
      port: number | string;
      database: string;
      username: string;
      password?: string | null;
    };
    const boss = new PgBoss({
      ...(embedded
        ? { db: sequelizeDb(this.sequelize) }
        : {
            host: config.host,
            port: Number(config.port),
            database: config.database,
            user: config.username,
            password: config.password ?? undefined,
            max: 3,
          }),
      schema: 'pgboss',
      application_name: 'sitebase-jobs',
      maintenanceIntervalSeconds: this.options.maintenanceIntervalSeconds ?? 30,
      schedule: [...this.definitions.values()].some((d) => d.schedule),
    });
    boss.on('error', (err) => this.options.logger?.warn({ err }, 'job queue error'));
    await boss.start();
    for (const definition of this.definitions.values()) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: this.options.retryLimit ?? definition.retryLimit ?? 3,
        retryDelay: this.options.retryDelay ?? definition.retryDelay ?? 2,
        retryBackoff: true,
        expireInSeconds: this.options.expireInSeconds ?? definition.expireInSeconds ?? 120,
      });
      await boss.work(
        definition.name,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
          includeMetadata: true,
          batchSize: 1,
        },
        async (jobs) => {
          for (const job of jobs) await this.run(definition, job);
        },
      );
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule);
    }
    this.boss = boss;
    return boss;
  }

  private async run(definition: JobDefinition, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const data = job.data as Record<string, unknown>;
    try {
      await definition.handler(data, { id: job.id, retryCount: job.retryCount });
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      this.options.logger?.warn({ err, job: definition.name, id: job.id, last }, 'job attempt failed');
      if (last) await definition.onFailed?.(data, err).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Queues a job — inside `transaction` when given, so it is only ever run for a change that committed.
   * Returns the job id.
   */
  async send(name: string, data: object, options: { transaction?: Transaction; singletonKey?: string } = {}) {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name}`);
    const boss = await this.start();
    const id = await boss.send(name, data, {
      singletonKey: options.singletonKey,
      ...(options.transaction ? { db: sequelizeDb(this.sequelize, options.transaction) } : {}),
    });
    if (!id) throw new Error(`Job ${name} was not queued`);
    return id;
  }

  /** A job's state as pg-boss keeps it (created, retry, active, completed, failed…). */
  async state(name: string, id: string) {
    const boss = await this.start();
    const job = await boss.getJobById(name, id, { includeArchive: true });
    return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /** Stops the workers; `graceful: false` leaves running attempts to expire (as if the process died). */
  async stop(options: { graceful?: boolean } = {}): Promise<void> {
    this.stopped = true;
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    this.boss = undefined;
    if (boss)
      await boss
        .stop({ graceful: options.graceful ?? true, wait: true, timeout: 5000 })
        .catch(() => undefined);
  }
}
