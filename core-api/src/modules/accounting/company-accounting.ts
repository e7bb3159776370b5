// Owns opening a company's accounting service (issue 38, decision 0080): its one connection row, the credentials
// sealed with ACCOUNTING_TOKEN_KEY (bound to the company and provider), the token keeper on it (one refresh at a
// time per company across every instance, under a Postgres advisory lock: both services rotate the refresh token,
// and two refreshes from one token are the common cause of invalid_grant), and the connection's state when the
// service stops accepting it (needs reconnecting: postings wait, nothing is dropped; the admins are told).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import {
  ACCOUNTING_PROVIDER_NAMES,
  AccountingAuthError,
  AccountingError,
  type AccountingCredentials,
  type AccountingDeps,
  type AccountingProvider,
  type AccountingProviderId,
  type AccountingSession,
} from '../../lib/accounting/index.js';
import { recordActivity } from '../../lib/activity.js';
import {
  createTokenKeeper,
  open,
  seal,
  SealedTokenError,
  type TokenKeys,
} from '../../lib/cloud-drive/index.js';
import { AccountingConnection } from './accounting-connection.model.js';

/** The activity entity of a company's connection, and where its notifications lead. */
export const ACCOUNTING_ENTITY = 'accounting_connection';
export const SETTINGS_LINK = '/app/settings';

export const KEY_MISSING =
  'Accounting services cannot be connected on this server yet: its administrator has to set ACCOUNTING_TOKEN_KEY.';

/** No key configured: connecting is refused, and stored connections cannot be opened. */
export class AccountingKeyMissingError extends Error {
  constructor() {
    super(KEY_MISSING);
  }
}

/** The connected service is no longer configured on this server (its client id and secret were removed). */
export class ProviderNotOfferedError extends AccountingError {
  constructor(provider: AccountingProviderId) {
    super(
      'misconfigured',
      `${ACCOUNTING_PROVIDER_NAMES[provider]} is no longer set up on this server. Ask its administrator, or disconnect it in Settings.`,
      { provider },
    );
  }
}

const context = (companyId: string, provider: string) => `accounting:${companyId}:${provider}`;

export function requireKeys(deps: { accounting: AccountingDeps }): TokenKeys {
  if (!deps.accounting.tokenKeys) throw new AccountingKeyMissingError();
  return deps.accounting.tokenKeys;
}

export function sealAccountingCredentials(
  keys: TokenKeys,
  companyId: string,
  credentials: AccountingCredentials,
): string {
  return seal(JSON.stringify(credentials), keys, context(companyId, credentials.provider));
}

export function openAccountingCredentials(
  keys: TokenKeys,
  companyId: string,
  provider: AccountingProviderId,
  sealed: string,
): AccountingCredentials {
  const value = JSON.parse(open(sealed, keys, context(companyId, provider))) as AccountingCredentials;
  if (value?.provider !== provider || !value.accessToken)
    throw new SealedTokenError('The stored token is not an accounting connection of this provider.');
  return value;
}

/** Seals a PKCE verifier for one consent attempt. */
export const sealVerifier = (keys: TokenKeys, companyId: string, stateHash: string, verifier: string) =>
  seal(verifier, keys, `accounting-pkce:${companyId}:${stateHash}`);
export const openVerifier = (keys: TokenKeys, companyId: string, stateHash: string, sealed: string) =>
  open(sealed, keys, `accounting-pkce:${companyId}:${stateHash}`);

export interface CompanyBooks {
  connection: AccountingConnection;
  provider: AccountingProvider;
  session: AccountingSession;
}

const lockScope = new AsyncLocalStorage<Transaction>();
export const refreshLockKey = (companyId: string) => `accounting-refresh:${companyId}`;

/** The provider for a connection, or ProviderNotOfferedError. */
export function providerOf(deps: { accounting: AccountingDeps }, connection: AccountingConnection) {
  const provider = deps.accounting.providers[connection.provider];
  if (!provider) throw new ProviderNotOfferedError(connection.provider);
  return provider;
}

/**
 * The company's books at work (its connection with an organisation chosen), or null when it has none. A
 * connection whose provider is no longer configured is ProviderNotOfferedError; one needing reconnecting still
 * opens (the caller decides).
 */
export async function openCompanyBooks(
  deps: { sequelize: Sequelize; accounting: AccountingDeps },
  companyId: string,
): Promise<CompanyBooks | null> {
  const connection = await AccountingConnection.findOne({ where: { company_id: companyId } });
  if (!connection || !connection.organisation_id) return null;
  const provider = providerOf(deps, connection);
  const keys = requireKeys(deps);
  const { id, provider: providerId } = connection;
  const tokens = createTokenKeeper<AccountingCredentials>({
    drive: provider,
    async load() {
      const row = await AccountingConnection.findByPk(id, { transaction: lockScope.getStore() });
      if (!row || row.provider !== providerId) throw new AccountingAuthError({ provider: providerId });
      return openAccountingCredentials(keys, companyId, providerId, row.credentials);
    },
    async save(credentials) {
      await AccountingConnection.update(
        { credentials: sealAccountingCredentials(keys, companyId, credentials) },
        { where: { id }, transaction: lockScope.getStore() },
      );
    },
    withRefreshLock: (fn) =>
      deps.sequelize.transaction(async (transaction) => {
        await deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
          replacements: { key: refreshLockKey(companyId) },
          transaction,
        });
        return lockScope.run(transaction, fn);
      }),
  });
  return { connection, provider, session: provider.session(tokens, connection.organisation_id) };
}

/**
 * Marks the connection as needing a company admin to reconnect it, and records it (the activity row the admins'
 * notification comes from). True when this call made the change.
 */
export async function markNeedsReconnecting(
  connectionId: string,
  reason: string,
  transaction?: Transaction,
): Promise<boolean> {
  const row = await AccountingConnection.findByPk(connectionId, { transaction });
  if (!row) return false;
  const [changed] = await AccountingConnection.update(
    { status: 'needs_reconnecting', status_reason: reason, status_changed_at: new Date() },
    { where: { id: connectionId, status: 'connected' }, transaction },
  );
  if (changed > 0) {
    await recordActivity({
      actor: { userId: null, companyId: row.company_id },
      entityType: ACCOUNTING_ENTITY,
      entityId: connectionId,
      action: 'needs_reconnecting',
      from: 'connected',
      to: 'needs_reconnecting',
      reason,
      details: { provider: row.provider },
      label: ACCOUNTING_PROVIDER_NAMES[row.provider],
      link: SETTINGS_LINK,
      transaction,
    });
  }
  return changed > 0;
}

/** Ends the grant at the service for a connection that is going. Best effort, logged without tokens. */
export async function revokeAccountingGrant(
  deps: { accounting: AccountingDeps; logger: Pick<Logger, 'warn'> },
  row: Pick<AccountingConnection, 'company_id' | 'provider' | 'credentials'>,
): Promise<void> {
  const provider = deps.accounting.providers[row.provider];
  if (!provider || !deps.accounting.tokenKeys) return;
  try {
    await provider.revoke(
      openAccountingCredentials(deps.accounting.tokenKeys, row.company_id, row.provider, row.credentials),
    );
  } catch (err) {
    deps.logger.warn(
      {
        companyId: row.company_id,
        provider: row.provider,
        reason: err instanceof AccountingError ? err.message : 'unexpected error',
      },
      'accounting grant could not be revoked at the service',
    );
  }
}
