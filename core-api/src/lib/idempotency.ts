// Owns Idempotency-Key handling for JSON POSTs, called by the kit after the caller is authenticated (so a
// revoked user can never replay a stored answer): the first request with a key runs and its answer (if a
// success) is kept for 24 hours; a retry with the same key and body replays it (header `Idempotent-Replayed:
// true`), and the same key with a different body is 422. Keys are scoped to the signed-in user (or superadmin,
// or the client IP for public calls). Answers that carry secrets (tokens, set-password links) are never stored:
// a retry of such a request answers 409 "already processed".
//
// The key commits or vanishes with the write (issue 34, decision 0055): it is claimed, the handler runs and
// its answer is stored in ONE transaction (lib/request-transaction.ts), so a database cut, a killed process or
// a failure anywhere before the commit leaves no key and no write — the retry performs it once — and after the
// commit the retry replays. A duplicate arriving while the first runs waits on the key's unique index for the
// first to commit (then replays) or roll back (then runs); only past IN_PROGRESS_WAIT is it told 409 "still in
// progress", with Retry-After, which clients treat as "try again later". (Routes whose answers hold secrets, and
// a pool of one connection — the embedded database — commit the claim on its own instead, with a lease: see
// IdempotencyStore.run.)
import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { AppError, ConflictError, ValidationError } from './errors.js';
import { inRequestTransaction, joinRequestTransactions } from './request-transaction.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const ALREADY_PROCESSED =
  'This request was already processed. Its answer held a secret and is not kept: start again if you need a new one.';
export const IN_PROGRESS = 'A request with this idempotency key is still in progress';
/** How long a duplicate waits for the first request with its key before it is told 409 "still in progress". */
export const IN_PROGRESS_WAIT_MS = 5_000;
/**
 * A request's transaction left idle this long is ended by PostgreSQL (so its key frees) — a holder that hangs
 * without dying (a frozen process, a network partition) never holds a key longer. No handler legitimately sits
 * idle inside its transaction for a minute.
 */
export const HOLDER_IDLE_LIMIT_MS = 60_000;
/**
 * An "in progress" row that was committed — by a version before decision 0055 (a crash's leftover, or an
 * instance still on it during a rolling upgrade), or by the committed-claim path of `run` — is taken over once
 * this old: its holder has finished or died by then.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** 409 with its own id and Retry-After: the first request is still running; the same key may be sent again. */
export class IdempotencyInProgressError extends AppError {
  readonly retryAfterSeconds = 2;
  constructor() {
    super(409, 'idempotency_in_progress', IN_PROGRESS);
  }
}

class IdempotencyMismatchError extends AppError {
  constructor() {
    super(422, 'idempotency_mismatch', 'This idempotency key was already used for a different request');
  }
}

export interface IdempotentRequest {
  key: string;
  /** Who the key belongs to: `user:<id>`, `superadmin:<id>` or `ip:<address>`. */
  scope: string;
  method: string;
  path: string;
  /** The parsed body: the same key with another body is a different request. */
  body: unknown;
  /** The answer carries a secret: remember that it ran, never what it answered. */
  sensitive: boolean;
}

/** What the handler produced: the value the kit answers with, and what a retry is to replay. */
export interface IdempotentAnswer<T> {
  value: T;
  status: number;
  /** The JSON answer (undefined for an empty or non-JSON one). */
  body: unknown;
}

export type IdempotencyOutcome<T> =
  { kind: 'ran'; value: T } | { kind: 'replay'; status: number; body: unknown };

/** Postgres gave up waiting for a lock (lock_timeout): here, a duplicate waiting on the key's unique index. */
function isLockTimeout(err: unknown): boolean {
  const e = err as { original?: { code?: unknown }; parent?: { code?: unknown } } | null;
  return (e?.original?.code ?? e?.parent?.code) === '55P03';
}

export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw ValidationError.single('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible characters');
  }
}

export class IdempotencyStore {
  private lastSweep = 0;
  /**
   * With a pool of one connection (the embedded database, which is one session anyway) a request transaction
   * would leave nothing for the rate limiters, which must count on a connection of their own: there the claim
   * is committed before the handler and released after it, and a crash's leftover is taken over after
   * CLAIM_LEASE_MS (one process: by then its holder is gone).
   */
  private readonly transactional: boolean;

  constructor(private readonly sequelize: Sequelize) {
    this.transactional =
      (sequelize as unknown as { options: { pool?: { max?: number } } }).options.pool?.max !== 1;
    if (this.transactional) joinRequestTransactions(sequelize);
  }

  /**
   * Runs `work` (the route's handler) under the key, in one transaction with the key's claim and its stored
   * answer — or answers from what the first request with this key left.
   */
  async run<T>(
    request: IdempotentRequest,
    work: () => Promise<IdempotentAnswer<T>>,
  ): Promise<IdempotencyOutcome<T>> {
    checkKey(request.key);
    const { sequelize } = this;
    const hash = createHash('sha256')
      .update(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    if (Date.now() - this.lastSweep > 60_000) {
      this.lastSweep = Date.now();
      await sequelize.query('DELETE FROM idempotency_keys WHERE created_at < :cutoff', {
        replacements: { cutoff: new Date(Date.now() - IDEMPOTENCY_TTL_MS) },
      });
    }
    // A secret-bearing answer is never replayed, so nothing is gained by holding its key in the write's
    // transaction, and these are the sign-in and password routes, whose failures must leave their traces (the
    // superadmin's failed-login audit row, written through Sequelize) even though the request fails.
    if (!this.transactional || request.sensitive) return this.runAlone(request, hash, work);
    return inRequestTransaction<IdempotencyOutcome<T>>(sequelize, async (t) => {
      const claimed = await this.claim(request, hash, t);
      if (claimed.kind === 'replay') return claimed;
      const answer = await work();
      // Stored before the commit, and the commit before the answer is released: a client retrying the
      // instant it gets the answer (or after losing it) finds the key kept.
      await this.store(claimed.id, request, answer, t);
      return { kind: 'ran', value: answer.value };
    });
  }

  /**
   * The claim committed on its own, released on failure (see `transactional`, and sensitive routes above): a
   * crash's leftover "in progress" is taken over after CLAIM_LEASE_MS.
   */
  private async runAlone<T>(
    request: IdempotentRequest,
    hash: string,
    work: () => Promise<IdempotentAnswer<T>>,
  ): Promise<IdempotencyOutcome<T>> {
    const claimed = await this.claim(request, hash, undefined);
    if (claimed.kind === 'replay') return claimed;
    let answer: IdempotentAnswer<T>;
    try {
      answer = await work();
    } catch (err) {
      // Only a success is kept; after a refusal or a failure the client may retry with the same key.
      await this.sequelize
        .query('DELETE FROM idempotency_keys WHERE id = :id', { replacements: { id: claimed.id } })
        .catch(() => undefined);
      throw err;
    }
    await this.store(claimed.id, request, answer, undefined);
    return { kind: 'ran', value: answer.value };
  }

  private async store(
    id: string,
    request: IdempotentRequest,
    answer: IdempotentAnswer<unknown>,
    transaction: Transaction | undefined,
  ): Promise<void> {
    await this.sequelize.query(
      `UPDATE idempotency_keys SET status = 'complete', response_status = :status,
              response_body = CAST(:body AS jsonb) WHERE id = :id`,
      {
        transaction,
        replacements: {
          id,
          status: answer.status,
          body: request.sensitive || answer.body === undefined ? null : JSON.stringify(answer.body),
        },
      },
    );
  }

  /**
   * Inserts the key's row in the request's transaction: a duplicate's insert waits on the unique index until
   * this transaction ends. Returns the row's id, or the answer to replay.
   */
  private async claim(
    request: IdempotentRequest,
    hash: string,
    t: Transaction | undefined,
  ): Promise<{ kind: 'claimed'; id: string } | { kind: 'replay'; status: number; body: unknown }> {
    const { sequelize } = this;
    const { scope, key, method, path } = request;
    // Bounded waits for this transaction only: on the key (then 409, retry later) and idle (see above).
    const settings = t
      ? (
          await sequelize.query<{ lock_timeout: string }>(
            `SELECT current_setting('lock_timeout') AS lock_timeout,
                    set_config('lock_timeout', :wait, true),
                    set_config('idle_in_transaction_session_timeout', :idle, true)`,
            {
              type: QueryTypes.SELECT,
              transaction: t,
              replacements: { wait: `${IN_PROGRESS_WAIT_MS}ms`, idle: `${HOLDER_IDLE_LIMIT_MS}ms` },
            },
          )
        )[0]
      : undefined;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const inserted = await sequelize
        .query<{ id: string }>(
          `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, status, created_at)
           VALUES (:scope, :key, :method, :path, :hash, 'in_progress', now())
           ON CONFLICT (scope, key) DO NOTHING RETURNING id`,
          { type: QueryTypes.SELECT, transaction: t, replacements: { scope, key, method, path, hash } },
        )
        .catch((err: unknown) => {
          // Waited IN_PROGRESS_WAIT_MS for the first request with this key: the client tries again later.
          throw isLockTimeout(err) ? new IdempotencyInProgressError() : err;
        });
      const id = inserted[0]?.id;
      if (id) {
        // The handler's own statements wait for locks as they always did.
        if (t)
          await sequelize.query(`SELECT set_config('lock_timeout', :previous, true)`, {
            type: QueryTypes.SELECT,
            transaction: t,
            replacements: { previous: settings?.lock_timeout ?? '0' },
          });
        return { kind: 'claimed', id };
      }
      // The row is committed (an uncommitted one would have made the insert wait).
      const [row] = await sequelize.query<{
        id: string;
        request_hash: string;
        status: string;
        response_status: number | null;
        response_body: unknown;
        stale: boolean;
      }>(
        `SELECT id, request_hash, status, response_status, response_body,
                created_at < now() - make_interval(secs => :lease) AS stale
           FROM idempotency_keys WHERE scope = :scope AND key = :key`,
        {
          type: QueryTypes.SELECT,
          transaction: t,
          replacements: { scope, key, lease: CLAIM_LEASE_MS / 1000 },
        },
      );
      if (!row) continue; // swept between the two statements: claim it afresh
      if (row.request_hash !== hash) throw new IdempotencyMismatchError();
      if (row.status === 'complete' && row.response_status != null) {
        if (request.sensitive) throw new ConflictError(ALREADY_PROCESSED);
        return { kind: 'replay', status: row.response_status, body: row.response_body };
      }
      // A committed "in progress" row (see CLAIM_LEASE_MS).
      if (!row.stale) throw new IdempotencyInProgressError();
      await sequelize.query(`DELETE FROM idempotency_keys WHERE id = :id AND status = 'in_progress'`, {
        transaction: t,
        replacements: { id: row.id },
      });
    }
    throw new IdempotencyInProgressError();
  }
}
