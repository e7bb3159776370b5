// Owns Idempotency-Key handling for JSON POSTs, called by the kit after the caller is authenticated (so a
// revoked user can never replay a stored answer): the first request with a key runs and its answer (if a
// success) is kept for 24 hours; a retry with the same key and body replays it (header `Idempotent-Replayed:
// true`), a retry while the first still runs is 409, and the same key with a different body is 422. Keys are
// scoped to the signed-in user (or superadmin, or the client IP for public calls). Answers that carry secrets
// (tokens, set-password links) are never stored: a retry of such a request answers 409 "already processed".
import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError, ConflictError, ValidationError } from './errors.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const ALREADY_PROCESSED =
  'This request was already processed. Its answer held a secret and is not kept: start again if you need a new one.';
const IN_PROGRESS = 'A request with this idempotency key is still in progress';

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

export type IdempotencyOutcome =
  | { kind: 'run'; complete(status: number, body: unknown): Promise<void>; abandon(): Promise<void> }
  | { kind: 'replay'; status: number; body: unknown };

export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw ValidationError.single('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible characters');
  }
}

export class IdempotencyStore {
  private lastSweep = 0;

  constructor(private readonly sequelize: Sequelize) {}

  /** Claims the key (the request runs) or answers from what the first request left. */
  async begin(request: IdempotentRequest): Promise<IdempotencyOutcome> {
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
    const { scope, key, method, path } = request;
    const inserted = await sequelize.query<{ id: string }>(
      `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, status, created_at)
       VALUES (:scope, :key, :method, :path, :hash, 'in_progress', now())
       ON CONFLICT (scope, key) DO NOTHING RETURNING id`,
      { type: QueryTypes.SELECT, replacements: { scope, key, method, path, hash } },
    );
    const id = inserted[0]?.id;
    if (id) {
      return {
        kind: 'run',
        complete: async (status, body) => {
          await sequelize.query(
            `UPDATE idempotency_keys SET status = 'complete', response_status = :status,
                    response_body = CAST(:body AS jsonb) WHERE id = :id`,
            {
              replacements: {
                id,
                status,
                body: request.sensitive || body === undefined ? null : JSON.stringify(body),
              },
            },
          );
        },
        // Only a success is kept; after a refusal or a failure the client may retry with the same key.
        abandon: async () => {
          await sequelize.query('DELETE FROM idempotency_keys WHERE id = :id', { replacements: { id } });
        },
      };
    }
    const [row] = await sequelize.query<{
      request_hash: string;
      status: string;
      response_status: number | null;
      response_body: unknown;
    }>(
      `SELECT request_hash, status, response_status, response_body FROM idempotency_keys
       WHERE scope = :scope AND key = :key`,
      { type: QueryTypes.SELECT, replacements: { scope, key } },
    );
    if (!row) throw new ConflictError(IN_PROGRESS);
    if (row.request_hash !== hash) throw new IdempotencyMismatchError();
    if (row.status !== 'complete' || row.response_status == null) throw new ConflictError(IN_PROGRESS);
    if (request.sensitive) throw new ConflictError(ALREADY_PROCESSED);
    return { kind: 'replay', status: row.response_status, body: row.response_body };
  }
}
