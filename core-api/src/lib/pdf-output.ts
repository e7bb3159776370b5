// Owns what happens between a PDF route's answer and the bytes sent (decision 0054), for every route declared
// `produces: 'pdf'` (kit/mount.ts calls it; no route does this itself):
// - a per-user rate limit (PDF_RATE_LIMIT, default 30 a minute), Postgres-backed so it holds across instances,
//   counted before the handler runs so the reads behind a refused request are not done either;
// - a cache of rendered PDFs keyed by a hash of the document's definition — everything printed, so a record
//   that changed (or a caller who sees different content, such as a worker's project export without its
//   commercial terms) is a different key, and an unchanged one is served without drawing it again. Kept in the
//   table `pdf_cache` (shared by instances), a day at most (the footer's "Made" date changes daily anyway) and
//   PDF_CACHE_MAX_BYTES in all, least recently used first out;
// - drawing in the process's bounded worker pool (lib/pdf-pool.ts).
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { RateLimitRule } from '../config.js';
import type { Actor } from './auth.js';
import { PDF_LAYOUT_VERSION, type PdfDefinition } from './pdf-draw.js';
import type { PdfPool } from './pdf-pool.js';
import { consumeOrThrow, pgRateLimiter } from './rate-limit.js';

export const pdfLimitMessage = (minutes: number) =>
  `Too many documents requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export interface PdfOutputOptions {
  /** PDFs per user (PDF_RATE_LIMIT). */
  rateLimit: RateLimitRule;
  /** Cached bytes in all (PDF_CACHE_MAX_BYTES); 0 turns the cache off. */
  cacheMaxBytes: number;
  /** How long a cached PDF is served (default a day). */
  cacheMaxAgeSeconds?: number;
}

/** The cache key: the layout version, the company and everything the document prints (photos by their hash). */
export function pdfCacheKey(companyId: string, definition: PdfDefinition): string {
  const text = JSON.stringify(definition, function (this: Record<string, unknown>, key, value: unknown) {
    // Read the raw property: a Buffer's toJSON has already turned `value` into { type, data } by now.
    const raw = this[key];
    return raw instanceof Uint8Array ? `sha256:${createHash('sha256').update(raw).digest('hex')}` : value;
  });
  return createHash('sha256').update(`pdf-layout-${PDF_LAYOUT_VERSION}\n${companyId}\n${text}`).digest('hex');
}

/** The error's message only: a query error carries its parameters, here a whole PDF's bytes. */
function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class PdfOutput {
  private readonly limiter;
  private readonly maxAgeSeconds: number;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly pool: () => PdfPool,
    private readonly options: PdfOutputOptions,
    private readonly logger?: Logger,
  ) {
    this.limiter = pgRateLimiter(sequelize, 'pdf_user', options.rateLimit);
    this.maxAgeSeconds = options.cacheMaxAgeSeconds ?? 24 * 3600;
  }

  /** Counts one PDF request against the caller; 429 with Retry-After once over the limit. */
  admit(caller: string): Promise<void> {
    return consumeOrThrow(this.limiter, caller, pdfLimitMessage);
  }

  /** The key a signed-in user is counted under, or the address for anyone else. */
  static callerKey(actor: Actor | undefined, ip: string): string {
    return actor ? actor.userId : `ip:${ip}`;
  }

  /** The document's bytes: from the cache while what it prints is unchanged, else drawn in the pool and kept. */
  async bytes(companyId: string, definition: PdfDefinition): Promise<Buffer> {
    if (this.options.cacheMaxBytes <= 0) return this.pool().render(definition);
    const key = pdfCacheKey(companyId, definition);
    const cached = await this.read(key, companyId);
    if (cached) return cached;
    const bytes = await this.pool().render(definition);
    await this.keep(key, companyId, bytes);
    return bytes;
  }

  // A cache that cannot be read or written costs a render, never the answer.
  private async read(key: string, companyId: string): Promise<Buffer | null> {
    try {
      const [row] = await this.sequelize.query<{ bytes: Uint8Array }>(
        `UPDATE pdf_cache SET used_at = now()
          WHERE key = $1 AND company_id = $2 AND created_at > now() - make_interval(secs => $3)
          RETURNING bytes`,
        { bind: [key, companyId, this.maxAgeSeconds], type: QueryTypes.SELECT },
      );
      return row ? Buffer.from(row.bytes) : null;
    } catch (err) {
      this.logger?.warn({ reason: messageOf(err) }, 'PDF cache read failed; rendering');
      return null;
    }
  }

  private async keep(key: string, companyId: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.options.cacheMaxBytes) return;
    try {
      await this.sequelize.query(
        `INSERT INTO pdf_cache (key, company_id, bytes, size, created_at, used_at)
           VALUES ($1, $2, $3, $4, now(), now())
           ON CONFLICT (key) DO UPDATE SET bytes = EXCLUDED.bytes, size = EXCLUDED.size,
             created_at = now(), used_at = now()`,
        { bind: [key, companyId, bytes, bytes.length] },
      );
      // Out: what is past its age, then the least recently used beyond the size bound.
      await this.sequelize.query(
        `DELETE FROM pdf_cache WHERE created_at <= now() - make_interval(secs => $1)
            OR key IN (SELECT key FROM (
                 SELECT key, sum(size) OVER (ORDER BY used_at DESC, key) AS total FROM pdf_cache) kept
               WHERE total > $2)`,
        { bind: [this.maxAgeSeconds, this.options.cacheMaxBytes] },
      );
    } catch (err) {
      this.logger?.warn({ reason: messageOf(err) }, 'PDF cache write failed');
    }
  }
}
