// Owns background work: a PostgreSQL-backed queue (pg-boss 10, SKIP LOCKED; no home-made scheduler) with
// retries and exponential backoff. A job can be sent inside the transaction of the change that needs it, so
// it exists exactly when the change does; a job whose worker dies is expired by pg-boss's maintenance and runs
// again on any instance; a job that keeps failing ends `failed` and its definition's `onFailed` records why.
// Each queue's worker fetches a batch at once (JOB_BATCH_SIZE) and runs up to JOB_CONCURRENCY of it at a time,
// fetching again at once while batches come back full: one job per poll drained a busy queue at one a second
// per instance (issue 34). Each job completes or fails on its own. On stop, jobs of a batch not yet begun are
// handed back untouched and running ones get a bounded time to finish (then pg-boss fails them, so another
// instance retries them). On the embedded database (one session) pg-boss talks through the app's own connection.
import PgBoss from 'pg-boss';
import type { Sequelize, Transaction } from 'sequelize';
import type { Logger } from 'pino';
import { connectionSettings, isEmbeddedDatabase } from '../db/sequelize.js';

export interface JobDefinition<T extends object = Record<string, unknown>> {
  name: string;
  /** Retries after the first attempt (default 3), with exponential backoff from `retryDelay` seconds (2). */
  retryLimit?: number;
  retryDelay?: number;
  /** An attempt still running after this long is given up and retried (default 120 s). */
  expireInSeconds?: number;
  /** A cron expression ("17 * * * *"): pg-boss sends the job on it, once across all instances. */
  schedule?: string;
  /** Override the queue's batch size and concurrency (a heavy job may want fewer at once). */
  batchSize?: number;
  concurrency?: number;
  /**
   * pg-boss's queue policy: `stately` keeps at most one queued and one running job per singleton key (a
   * per-company pump, say); default `standard`.
   */
  policy?: 'standard' | 'stately';
  handler(data: T, attempt: { id: string; retryCount: number }): Promise<void>;
  /** After the last attempt failed: record the failure where users see it. */
  onFailed?(data: T, error: unknown): Promise<void>;
}

export interface JobQueueOptions {
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** How often an idle worker looks for jobs (default 1 s; pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Jobs fetched at once per queue (default 20). */
  batchSize?: number;
  /** Jobs of one queue run at once in this instance (default 5). */
  concurrency?: number;
  /** How long a graceful stop lets running jobs finish before failing them for a retry elsewhere (default 5 s). */
  stopTimeoutMs?: number;
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

export interface SendOptions {
  transaction?: Transaction;
  singletonKey?: string;
  /** Not before this many seconds from now, or this time. */
  startAfter?: number | Date;
}

/** The transaction that commits to the database: a savepoint's (a nested or request transaction's) outermost parent. */
function outermost(transaction: Transaction): Transaction {
  let t = transaction as Transaction & { parent?: Transaction };
  while (t.parent) t = t.parent as Transaction & { parent?: Transaction };
  return t;
}

/** PostgreSQL's SQLSTATE for a deadlock: the server aborted this statement so the other could go on. */
const DEADLOCK = '40P01';

/**
 * Runs `work` again when PostgreSQL chose it as a deadlock's victim (up to five tries, a short random pause
 * between them). Two processes creating pg-boss's queues at the same moment — instances starting side by side,
 * or apps sending their first jobs at once — each lock pg-boss's queue table and a new partition, and one of them
 * was refused with "deadlock detected" (a test file's first job failed). Creating a queue is idempotent: the
 * retry finds what the other made.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: unknown }).code !== DEADLOCK || attempt >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}

export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private stopped = false;
  private stopping: Promise<void> | undefined;
  /** Per batch in progress: hands back its jobs not yet begun (on stop). */
  private readonly handBacks = new Set<() => Promise<void>>();

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
    const embedded = await isEmbeddedDatabase(this.sequelize);
    const boss = new PgBoss({
      ...(embedded
        ? { db: sequelizeDb(this.sequelize) }
        : {
            ...connectionSettings(this.sequelize),
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
      await retryOnDeadlock(() =>
        boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: this.options.retryLimit ?? definition.retryLimit ?? 3,
          retryDelay: this.options.retryDelay ?? definition.retryDelay ?? 2,
          retryBackoff: true,
          policy: definition.policy ?? 'standard',
          expireInSeconds: this.options.expireInSeconds ?? definition.expireInSeconds ?? 120,
        }),
      );
      const batchSize = definition.batchSize ?? this.options.batchSize ?? 20;
      const concurrency = Math.min(batchSize, definition.concurrency ?? this.options.concurrency ?? 5);
      let workerId = '';
      workerId = await boss.work(
        definition.name,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
          includeMetadata: true,
          batchSize,
        },
        async (jobs) => {
          const fetched = jobs.length;
          await this.runBatch(boss, definition, jobs, concurrency);
          // A full batch means more are likely waiting: fetch again now, not after the polling interval.
          if (fetched === batchSize && !this.stopped) boss.notifyWorker(workerId);
        },
      );
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule);
    }
    this.boss = boss;
    return boss;
  }

  /**
   * Runs a fetched batch, `concurrency` at a time, completing or failing each job on its own. pg-boss keeps the
   * batch array as its worker's "work in progress" (what its shutdown waits for and then fails); a job leaves
   * it once settled, so a stop fails only the jobs still running. Jobs not yet begun when a stop comes are
   * handed back at once, as they were (another instance takes them without a retry spent).
   */
  private async runBatch(
    boss: PgBoss,
    definition: JobDefinition,
    jobs: PgBoss.JobWithMetadata<unknown>[],
    concurrency: number,
  ): Promise<void> {
    const pending = [...jobs];
    const settled = (job: PgBoss.JobWithMetadata<unknown>) => {
      const at = jobs.indexOf(job);
      if (at >= 0) jobs.splice(at, 1);
    };
    const handBack = async () => {
      const unstarted = pending.splice(0);
      if (!unstarted.length) return;
      await this.release(
        definition.name,
        unstarted.map((j) => j.id),
      );
      unstarted.forEach(settled);
    };
    this.handBacks.add(handBack);
    try {
      const lane = async () => {
        while (!this.stopped) {
          const job = pending.shift();
          if (!job) return;
          await this.run(boss, definition, job);
          settled(job);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
      if (this.stopped) await handBack();
    } finally {
      this.handBacks.delete(handBack);
    }
  }

  private async run(
    boss: PgBoss,
    definition: JobDefinition,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<void> {
    const data = job.data as Record<string, unknown>;
    try {
      await definition.handler(data, { id: job.id, retryCount: job.retryCount });
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      this.options.logger?.warn({ err, job: definition.name, id: job.id, last }, 'job attempt failed');
      if (last) await definition.onFailed?.(data, err).catch(() => undefined);
      await boss
        .fail(definition.name, job.id, err as object)
        .catch((e: unknown) =>
          this.options.logger?.warn({ err: e, id: job.id }, 'could not record a failed job'),
        );
      return;
    }
    await boss
      .complete(definition.name, job.id)
      .catch((e: unknown) =>
        this.options.logger?.warn({ err: e, id: job.id }, 'could not record a finished job'),
      );
  }

  /**
   * Hands fetched jobs back untouched: queued again, with `started_on` cleared so the next fetch does not count
   * a retry that never ran (pg-boss counts one when it fetches a job that has started before).
   */
  private async release(name: string, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.sequelize
      .query(
        `UPDATE pgboss.job
            SET state = (CASE WHEN retry_count > 0 THEN 'retry' ELSE 'created' END)::pgboss.job_state,
                started_on = NULL
          WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        { bind: [name, ids] },
      )
      .catch((err: unknown) =>
        this.options.logger?.warn({ err, job: name }, 'could not hand back unstarted jobs; they will expire'),
      );
  }

  /**
   * Queues a job — inside `transaction` when given, so it is only ever run for a change that committed.
   * Returns the job id.
   */
  async send(name: string, data: object, options: SendOptions = {}) {
    const id = await this.sendUnlessQueued(name, data, options);
    if (!id) throw new Error(`Job ${name} was not queued`);
    return id;
  }

  /**
   * Queues a job unless its queue's policy already holds one for the singleton key (a `stately` queue keeps one
   * waiting per key): answers null then. `startAfter` (seconds, or a time) defers it.
   */
  async sendUnlessQueued(name: string, data: object, options: SendOptions = {}) {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name}`);
    const boss = await this.start();
    const id = await boss.send(name, data, {
      singletonKey: options.singletonKey,
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.transaction ? { db: sequelizeDb(this.sequelize, options.transaction) } : {}),
    });
    // On a `stately` queue a send inside a transaction is a no-op while a job for the key waits; that job may
    // start, and finish, before the transaction commits, never seeing what it wrote. So the send is made again
    // once the transaction has committed: a no-op while a job that will see the change still waits, a new one
    // behind a job already running or done. The send inside the transaction stays for a crash in between.
    if (options.transaction && this.definitions.get(name)!.policy === 'stately') {
      const { transaction: _t, ...rest } = options;
      outermost(options.transaction).afterCommit(() => {
        if (this.stopped) return;
        this.sendUnlessQueued(name, data, rest).catch((err: unknown) =>
          this.options.logger?.warn({ err, job: name }, 'job not asked for again after commit'),
        );
      });
    }
    return id;
  }

  /** A job's state as pg-boss keeps it (created, retry, active, completed, failed…). */
  async state(name: string, id: string) {
    const boss = await this.start();
    const job = await boss.getJobById(name, id, { includeArchive: true });
    return job ? { state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /**
   * Stops taking jobs: unstarted ones are handed back, running ones get `stopTimeoutMs` (default 5 s) to finish,
   * then pg-boss fails them so another instance retries them. `graceful: false` fails them at once (as if the
   * process died). Safe to call twice (the second waits for the first).
   */
  stop(options: { graceful?: boolean } = {}): Promise<void> {
    this.stopping ??= this.halt(options.graceful ?? true);
    return this.stopping;
  }

  private async halt(graceful: boolean): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.handBacks].map((handBack) => handBack()));
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    this.boss = undefined;
    if (boss)
      await boss
        .stop({ graceful, wait: true, timeout: this.options.stopTimeoutMs ?? 5000 })
        .catch(() => undefined);
  }
}
