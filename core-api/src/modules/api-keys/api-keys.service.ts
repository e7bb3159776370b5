// Owns managing a company's API keys (company admins; issue 39, decision 0082): create (the secret answered once,
// only its hash kept), list, rename or change the budget, revoke (at once: the next request with it is 401).
// Creating and revoking write the company's activity, as a first use from a new address does (lib/api-key-auth.ts).
import type { Sequelize } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import { API_KEY_ENTITY } from '../../lib/api-key-auth.js';
import { generateApiKey } from '../../lib/api-keys.js';
import { personName } from '../../lib/approvers.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { iso } from '../../lib/wire.js';
import { withTransaction } from '../../lib/transaction.js';
import { ApiKey } from './api-key.model.js';
import {
  MESSAGES,
  SCOPE_LIST,
  type ApiKeyAnswer,
  type CreateApiKeyInput,
  type UpdateApiKeyInput,
} from './api-keys.schema.js';
import { API_KEY_BUDGET, API_KEY_EXPIRY } from '../../lib/api-keys.js';

export const API_KEY_NOT_FOUND = 'API key not found';
export const NOT_AN_API_KEY = 'This is not an API key';
const DAY_MS = 24 * 60 * 60 * 1000;

function statusOf(key: ApiKey, now = Date.now()): ApiKeyAnswer['status'] {
  if (key.revoked_at) return 'revoked';
  return key.expires_at.getTime() <= now ? 'expired' : 'active';
}

async function present(db: Sequelize, key: ApiKey, names?: Map<string, string>): Promise<ApiKeyAnswer> {
  const name = names?.get(key.created_by) ?? (await personName(db, key.created_by));
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    budget_bucket: key.budget_bucket,
    budget_per_second: key.budget_per_second,
    created_by: name ? { id: key.created_by, name } : null,
    created_at: iso(key.created_at)!,
    expires_at: iso(key.expires_at)!,
    status: statusOf(key),
    revoked_at: iso(key.revoked_at),
    last_used_at: iso(key.last_used_at),
    last_used_ip: key.last_used_ip ?? null,
  };
}

export class ApiKeysService {
  constructor(private readonly db: Sequelize) {}

  async list(actor: Actor) {
    const keys = await ApiKey.findAll({
      where: { company_id: actor.companyId },
      order: [['created_at', 'DESC']],
    });
    const creators = [...new Set(keys.map((k) => k.created_by))];
    const names = new Map<string, string>();
    for (const id of creators) {
      const n = await personName(this.db, id);
      if (n) names.set(id, n);
    }
    return {
      items: await Promise.all(keys.map((k) => present(this.db, k, names))),
      scopes: SCOPE_LIST,
      limits: {
        expiry_default_days: API_KEY_EXPIRY.defaultDays,
        expiry_max_days: API_KEY_EXPIRY.maxDays,
        budget_default: {
          bucket: API_KEY_BUDGET.default.bucket,
          per_second: API_KEY_BUDGET.default.perSecond,
        },
        budget_ceiling: {
          bucket: API_KEY_BUDGET.ceiling.bucket,
          per_second: API_KEY_BUDGET.ceiling.perSecond,
        },
      },
    };
  }

  async create(actor: Actor, input: CreateApiKeyInput) {
    const { secret, hash, prefix } = generateApiKey();
    const key = await withTransaction(this.db, async (transaction) => {
      const made = await ApiKey.create(
        {
          company_id: actor.companyId,
          created_by: actor.userId,
          name: input.name,
          prefix,
          secret_hash: hash,
          scopes: input.scopes,
          budget_bucket: input.budget_bucket,
          budget_per_second: input.budget_per_second,
          expires_at: new Date(Date.now() + input.expires_in_days * DAY_MS),
        },
        { transaction },
      );
      await recordActivity({
        actor,
        entityType: API_KEY_ENTITY,
        entityId: made.id,
        action: 'created',
        details: { scopes: input.scopes, expires_at: made.expires_at.toISOString(), prefix },
        label: input.name,
        link: '/app/settings',
        transaction,
      });
      return made;
    });
    return { key: await present(this.db, key), secret };
  }

  /** The calling key itself (what the BFF charges its budget against); people are answered 404. */
  async current(actor: Actor) {
    if (!actor.apiKey) throw new NotFoundError(NOT_AN_API_KEY);
    const key = await this.own(actor, actor.apiKey.id);
    return {
      id: key.id,
      name: key.name,
      scopes: key.scopes,
      budget_bucket: key.budget_bucket,
      budget_per_second: key.budget_per_second,
      expires_at: iso(key.expires_at)!,
    };
  }

  private async own(actor: Actor, id: string): Promise<ApiKey> {
    const key = await ApiKey.findOne({ where: { id, company_id: actor.companyId } });
    if (!key) throw new NotFoundError(API_KEY_NOT_FOUND);
    return key;
  }

  async update(actor: Actor, id: string, input: UpdateApiKeyInput) {
    const key = await this.own(actor, id);
    if (key.revoked_at) throw new ConflictError(MESSAGES.revoked);
    await key.update({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.budget_bucket !== undefined ? { budget_bucket: input.budget_bucket } : {}),
      ...(input.budget_per_second !== undefined ? { budget_per_second: input.budget_per_second } : {}),
    });
    return present(this.db, key);
  }

  async revoke(actor: Actor, id: string): Promise<void> {
    await withTransaction(this.db, async (transaction) => {
      const key = await ApiKey.findOne({
        where: { id, company_id: actor.companyId },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!key) throw new NotFoundError(API_KEY_NOT_FOUND);
      if (key.revoked_at) throw new ConflictError(MESSAGES.revoked);
      await key.update({ revoked_at: new Date(), revoked_by: actor.userId }, { transaction });
      await recordActivity({
        actor,
        entityType: API_KEY_ENTITY,
        entityId: key.id,
        action: 'revoked',
        details: { prefix: key.prefix },
        label: key.name,
        link: '/app/settings',
        transaction,
      });
    });
  }
}
