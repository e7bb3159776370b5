// Owns each API key's cost budget in the BFF (issue 39, decision 0082), a leaky bucket as Shopify's GraphQL
// Admin API meters it: a key's bucket holds `bucket` points and refills `perSecond` points a second; an operation
// pays its estimated cost (lib/cost.ts) before it runs, or is refused 429 with the seconds until the bucket can
// pay (`Retry-After`). Every answer to a key reports the cost and the bucket in `extensions.cost`.
//
// Where the bucket lives: with BFF_DATABASE_URL, in core-api's database (table api_key_budgets, core-api's
// migration), one atomic upsert per operation, so every BFF instance draws on the same bucket; without it (the
// embedded single instance), in this process's memory. The key's own limits come from core-api (GET /api-key,
// which also proves the key), remembered for half a minute per key.
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type pg from 'pg';
import type { GraphQLContext } from './context.js';
import { CoreApiDataSource } from './core-api-client.js';
import { analyzeOperationOnce, queryTooExpensive } from './cost.js';
import { limitsPool } from './rate-limit.js';

export interface KeyLimits {
  id: string;
  bucket: number;
  perSecond: number;
  /** Epoch milliseconds: a live subscription on the key closes then. */
  expiresAt: number;
  /** What core-api says the key may do (the BFF reads only schema:introspect; core-api enforces the rest). */
  scopes: string[];
}

export interface Charge {
  paid: boolean;
  /** Points left after this charge (or, refused, what the bucket holds now). */
  available: number;
  /** Refused: whole seconds until the bucket holds the cost. */
  retryAfter: number;
}

export const THROTTLED_MESSAGE = 'This API key’s budget is spent for now. Wait and try again.';

/** The cost report Shopify's answers carry, under `extensions.cost`. */
export function costExtension(requested: number, limits: KeyLimits, charge: Charge) {
  return {
    requestedQueryCost: requested,
    actualQueryCost: charge.paid ? requested : 0,
    throttleStatus: {
      maximumAvailable: limits.bucket,
      currentlyAvailable: Math.floor(charge.available),
      restoreRate: limits.perSecond,
    },
  };
}

export function throttledError(retryAfter: number, cost: ReturnType<typeof costExtension>): GraphQLError {
  return new GraphQLError(THROTTLED_MESSAGE, {
    extensions: {
      code: 'THROTTLED',
      detail: THROTTLED_MESSAGE,
      status: 429,
      id: 'rate_limited',
      retry_after: retryAfter,
      cost,
      http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
    },
  });
}

/** The bucket's arithmetic, the same in memory as in SQL: refill since the last charge, then pay if it can. */
function settle(available: number, elapsedSeconds: number, limits: KeyLimits, cost: number): Charge {
  const refilled = Math.min(limits.bucket, available + Math.max(0, elapsedSeconds) * limits.perSecond);
  if (refilled >= cost) return { paid: true, available: refilled - cost, retryAfter: 0 };
  return {
    paid: false,
    available: refilled,
    retryAfter: Math.max(1, Math.ceil((cost - refilled) / limits.perSecond)),
  };
}

export class ApiKeyBudgets {
  private readonly pool: pg.Pool | null = null;
  private readonly memory = new Map<string, { available: number; at: number }>();

  constructor(
    databaseUrl?: string,
    private readonly now: () => number = Date.now,
  ) {
    if (databaseUrl) this.pool = limitsPool(databaseUrl);
  }

  get shared(): boolean {
    return this.pool !== null;
  }

  async close(): Promise<void> {
    await this.pool?.end();
  }

  /** Charges `cost` points to the key's bucket (a new key starts full). */
  async charge(limits: KeyLimits, cost: number): Promise<Charge> {
    if (!this.pool) return this.chargeInMemory(limits, cost);
    try {
      return await this.chargeShared(this.pool, limits, cost);
    } catch {
      // The database cannot be reached: this instance's memory charges meanwhile, as the rate limit's insurance
      // limiter counts (lib/rate-limit.ts), rather than refusing every key or waving it through.
      return this.chargeInMemory(limits, cost);
    }
  }

  private async chargeShared(pool: pg.Pool, limits: KeyLimits, cost: number): Promise<Charge> {
    // One statement: the row made full on first use, else refilled by the time since the last charge and paid
    // from if it holds the cost; `last_paid` tells which.
    const refill = `least($2::float8, b.available + greatest(0, extract(epoch FROM now() - b.updated_at)) * $3::float8)`;
    const { rows } = await pool.query<{ available: number; last_paid: boolean }>(
      `INSERT INTO api_key_budgets AS b (key_id, available, last_paid, updated_at)
       VALUES ($1, CASE WHEN $2::float8 >= $4::float8 THEN $2::float8 - $4::float8 ELSE $2::float8 END,
               $2::float8 >= $4::float8, now())
       ON CONFLICT (key_id) DO UPDATE SET
         available = CASE WHEN ${refill} >= $4::float8 THEN ${refill} - $4::float8 ELSE ${refill} END,
         last_paid = ${refill} >= $4::float8,
         updated_at = now()
       RETURNING available, last_paid`,
      [limits.id, limits.bucket, limits.perSecond, cost],
    );
    const row = rows[0]!;
    const available = Number(row.available);
    return row.last_paid
      ? { paid: true, available, retryAfter: 0 }
      : { paid: false, available, retryAfter: Math.max(1, Math.ceil((cost - available) / limits.perSecond)) };
  }

  private chargeInMemory(limits: KeyLimits, cost: number): Charge {
    const now = this.now();
    const held = this.memory.get(limits.id) ?? { available: limits.bucket, at: now };
    const charge = settle(held.available, (now - held.at) / 1000, limits, cost);
    this.memory.set(limits.id, { available: charge.available, at: now });
    return charge;
  }
}

/** A key's limits as core-api answered them, remembered briefly per key (by its hash, never the key). */
export class KeyLimitsCache {
  private readonly known = new Map<string, { limits: KeyLimits; until: number }>();
  /** Each key's cached entries by its id, so a change saved here applies at once (`forget`). */
  private readonly byKey = new Map<string, string>();
  constructor(
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  private static keyOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  async get(token: string, load: () => Promise<KeyLimits>): Promise<KeyLimits> {
    const id = KeyLimitsCache.keyOf(token);
    const hit = this.known.get(id);
    if (hit && hit.until > this.now()) return hit.limits;
    const limits = await load();
    if (this.known.size >= 10_000) this.known.delete(this.known.keys().next().value as string);
    this.known.set(id, { limits, until: this.now() + this.ttlMs });
    this.byKey.set(limits.id, id);
    if (this.byKey.size > 10_000) this.byKey.delete(this.byKey.keys().next().value as string);
    return limits;
  }

  /**
   * Drops what is known of key `keyId` (its budget was changed through this BFF): its next operation reads its
   * limits afresh. Other BFF instances read them within their `ttlMs`.
   */
  forget(keyId: string): void {
    const id = this.byKey.get(keyId);
    if (id) this.known.delete(id);
    this.byKey.delete(keyId);
  }
}

/** core-api's description of the calling key (GET /api-key): what proves it and what its budget is. */
export class ApiKeySelf extends CoreApiDataSource {
  async limits(): Promise<KeyLimits> {
    const key = await this.call((init) => this.api.GET('/api-key', init));
    return {
      id: key.id,
      bucket: key.budget_bucket,
      perSecond: key.budget_per_second,
      expiresAt: Date.parse(key.expires_at),
      scopes: key.scopes,
    };
  }
}

/**
 * Charges one operation's estimated cost to the key's bucket, for either transport: the cost report, or the
 * refusal (an operation dearer than the whole bucket; a bucket that cannot pay now, with Retry-After).
 */
export async function chargeOperation(
  budgets: ApiKeyBudgets,
  limits: KeyLimits,
  requested: number,
): Promise<ReturnType<typeof costExtension>> {
  if (requested > limits.bucket) {
    throw queryTooExpensive(
      `This operation's estimated cost is ${requested} points and this API key's bucket holds ` +
        `${limits.bucket}: ask for fewer records or fields, or ask an admin for a larger budget.`,
      { cost: requested, max_cost: limits.bucket },
    );
  }
  const charge = await budgets.charge(limits, requested);
  const report = costExtension(requested, limits, charge);
  if (!charge.paid) throw throttledError(charge.retryAfter, report);
  return report;
}

/**
 * Apollo plugin: for an API key, once the operation is known and passed the cost limit, its estimated cost is
 * charged to the key's bucket (refused 429 with Retry-After when it cannot pay), and the answer reports it in
 * `extensions.cost`. People's operations are not charged here (their limit is the request rate).
 */
export function apiKeyBudgetPlugin(
  budgets: ApiKeyBudgets,
  cache: KeyLimitsCache,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.auth.kind !== 'apikey' || !contextValue.token) return;
      const token = contextValue.token;
      let report: ReturnType<typeof costExtension> | undefined;
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          const requested =
            analyzeOperationOnce({ schema, document, operationName, variables: request.variables })?.cost ??
            0;
          const limits = await cache.get(token, () => contextValue.get(ApiKeySelf).limits());
          report = await chargeOperation(budgets, limits, requested);
        },
        async willSendResponse({ response }) {
          if (!report || response.body.kind !== 'single') return;
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: report };
        },
      };
    },
  };
}
