// Owns Idempotency-Key handling for JSON POSTs: the first request with a key runs and its answer (if a success)
// is kept for 24 hours; a retry with the same key and body replays it (header `Idempotent-Replayed: true`), a
// retry while the first still runs is 409, and the same key with a different body is 422. Keys are scoped to
// the verified token's user (or the client IP for public calls), so nobody can replay someone else's answer.
import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError, ConflictError, ValidationError } from './errors.js';
import { verifyAccessToken } from './tokens.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

class IdempotencyMismatchError extends AppError {
  constructor() {
    super(422, 'idempotency_mismatch', 'This idempotency key was already used for a different request');
  }
}

function scopeFor(jwtSecret: string, authorization: string | undefined, ip: string | undefined): string {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  const claims = token ? verifyAccessToken(jwtSecret, token) : undefined;
  return claims ? `user:${claims.sub}` : `ip:${ip ?? 'unknown'}`;
}

export function idempotency(options: { sequelize: Sequelize; jwtSecret: string }): RequestHandler {
  const { sequelize, jwtSecret } = options;
  let lastSweep = 0;
  return async (req, res, next) => {
    const key = req.get('Idempotency-Key');
    if (req.method !== 'POST' || key === undefined || !req.is('application/json')) return next();
    try {
      if (!KEY_PATTERN.test(key)) {
        throw ValidationError.single(
          'Idempotency-Key',
          'Idempotency-Key must be 1 to 255 visible characters',
        );
      }
      const scope = scopeFor(jwtSecret, req.get('Authorization'), req.ip);
      const path = req.originalUrl.split('?')[0] ?? req.originalUrl;
      const hash = createHash('sha256')
        .update(`${req.method} ${path}\n${JSON.stringify(req.body ?? null)}`)
        .digest('hex');
      const cutoff = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await sequelize.query('DELETE FROM idempotency_keys WHERE created_at < :cutoff', {
          replacements: { cutoff },
        });
      }
      const inserted = await sequelize.query<{ id: string }>(
        `INSERT INTO idempotency_keys (scope, key, method, path, request_hash, status, created_at)
         VALUES (:scope, :key, :method, :path, :hash, 'in_progress', now())
         ON CONFLICT (scope, key) DO NOTHING RETURNING id`,
        { type: QueryTypes.SELECT, replacements: { scope, key, method: req.method, path, hash } },
      );
      const id = inserted[0]?.id;
      if (!id) {
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
        if (!row) throw new ConflictError('A request with this idempotency key is still in progress');
        if (row.request_hash !== hash) throw new IdempotencyMismatchError();
        if (row.status !== 'complete' || row.response_status == null) {
          throw new ConflictError('A request with this idempotency key is still in progress');
        }
        res.setHeader('Idempotent-Replayed', 'true');
        if (row.response_status === 204 || row.response_body == null) {
          res.status(row.response_status).end();
        } else {
          res.status(row.response_status).json(row.response_body);
        }
        return;
      }
      captureResponse(res, async (status, body) => {
        if (status < 200 || status >= 300) {
          // Only a success is kept; after a refusal or a failure the client may retry with the same key.
          await sequelize.query('DELETE FROM idempotency_keys WHERE id = :id', { replacements: { id } });
          return;
        }
        await sequelize.query(
          `UPDATE idempotency_keys SET status = 'complete', response_status = :status,
                  response_body = CAST(:body AS jsonb) WHERE id = :id`,
          { replacements: { id, status, body: body === undefined ? null : JSON.stringify(body) } },
        );
      });
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Holds the response until its outcome is stored, so a client retrying the instant it gets the answer already
 * sees a completed key: `json` records the body, `end` stores (status, body) and then really ends.
 */
function captureResponse(res: Response, store: (status: number, body: unknown) => Promise<void>): void {
  let body: unknown;
  const json = res.json.bind(res);
  res.json = (value: unknown) => {
    body = value;
    return json(value);
  };
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let stored = false;
  res.end = ((...args: unknown[]) => {
    if (stored) return end(...args);
    stored = true;
    store(res.statusCode, body)
      .catch(() => undefined)
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
  res.on('close', () => {
    if (!stored) {
      stored = true;
      store(500, undefined).catch(() => undefined);
    }
  });
}
