// Owns opening a company's cloud drive (decision 0074): its one connection row, the token keeper on it (one
// refresh at a time per company across every instance, under a Postgres advisory lock; the rotated credentials
// saved before the new access token is used), and the connection's state when the provider stops accepting it
// (needs reconnecting: queued work waits, nothing is dropped). Filing jobs and the settings routes both start here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import {
  CloudDriveAuthError,
  CloudDriveError,
  PROVIDER_NAMES,
  createTokenKeeper,
  openCredentials,
  requireTokenKeys,
  sealCredentials,
  type CloudDrive,
  type CloudDriveCredentials,
  type CloudDriveDeps,
  type CloudDriveProviderId,
  type CloudDriveSession,
} from '../../lib/cloud-drive/index.js';
import { recordActivity } from '../../lib/activity.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';

/** The activity entity of a company's connection, and where its notifications lead. */
export const CONNECTION_ENTITY = 'cloud_drive_connection';
export const SETTINGS_LINK = '/app/settings';

export interface CompanyDrive {
  connection: CloudDriveConnection;
  drive: CloudDrive;
  session: CloudDriveSession;
}

/**
 * The company connected a provider this server no longer offers (its client id and secret were removed): the
 * operator's to fix, or the admin's to disconnect. Jobs treat it as any `misconfigured` failure.
 */
export class ProviderNotOfferedError extends CloudDriveError {
  constructor(provider: CloudDriveProviderId) {
    super(
      'misconfigured',
      `${PROVIDER_NAMES[provider]} is no longer set up on this server. Ask its administrator, or disconnect it in Settings.`,
      { provider },
    );
  }
}

/** The lock-holding transaction, for the keeper's load and save inside `withRefreshLock` (one session on PGlite). */
const lockScope = new AsyncLocalStorage<Transaction>();

/**
 * The job a reconnect sends ({ companyId }): queued filings and unfinished folder trees that waited for the
 * connection go again. Sent by the connection's routes; handled by the filing side.
 */
export const CLOUD_DRIVE_RESUME_JOB = 'cloud-drive.resume';
export interface CloudDriveResumeJob {
  companyId: string;
}

/** The key every instance locks on before refreshing a company's token. */
export const refreshLockKey = (companyId: string) => `cloud-drive-refresh:${companyId}`;

/** Seals credentials for a company's row (the key must be configured: connecting without one is refused). */
export function sealFor(
  deps: { cloudDrive: CloudDriveDeps },
  companyId: string,
  credentials: CloudDriveCredentials,
) {
  return sealCredentials(credentials, requireTokenKeys(deps.cloudDrive.tokenKeys), companyId);
}

/**
 * Ends the app's grant at the provider for a connection that is going (disconnected, or replaced by another
 * account or provider): its refresh token stops working there too, not only here. Best effort, after the row is
 * gone: a provider that is down or refuses is logged (the reason only, never a token) and never blocks.
 */
export async function revokeGrant(
  deps: { cloudDrive: CloudDriveDeps; logger: Pick<Logger, 'warn'> },
  row: Pick<CloudDriveConnection, 'company_id' | 'provider' | 'credentials'>,
): Promise<void> {
  const drive = deps.cloudDrive.providers[row.provider];
  if (!drive || !deps.cloudDrive.tokenKeys) return;
  try {
    const credentials = openCredentials(
      row.credentials,
      deps.cloudDrive.tokenKeys,
      row.company_id,
      row.provider,
    );
    await drive.revoke(credentials);
  } catch (err) {
    deps.logger.warn(
      {
        companyId: row.company_id,
        provider: row.provider,
        reason: err instanceof CloudDriveError ? err.message : 'unexpected error',
      },
      'cloud drive grant could not be revoked at the provider',
    );
  }
}

/**
 * The company's drive at work, or null when it has none connected. A connection whose provider is no longer
 * configured on this server is a `misconfigured` error (the operator's to fix). A connection that needs
 * reconnecting still opens: the caller decides (a filing job waits; a settings test reports it).
 */
export async function openCompanyDrive(
  deps: { sequelize: Sequelize; cloudDrive: CloudDriveDeps },
  companyId: string,
): Promise<CompanyDrive | null> {
  const connection = await CloudDriveConnection.findOne({ where: { company_id: companyId } });
  if (!connection) return null;
  const drive = deps.cloudDrive.providers[connection.provider];
  if (!drive) throw new ProviderNotOfferedError(connection.provider);
  const keys = requireTokenKeys(deps.cloudDrive.tokenKeys);
  const connectionId = connection.id;
  const provider = connection.provider;
  const tokens = createTokenKeeper({
    drive,
    async load() {
      const row = await CloudDriveConnection.findByPk(connectionId, { transaction: lockScope.getStore() });
      if (!row || row.provider !== provider) throw new CloudDriveAuthError({ provider });
      return openCredentials(row.credentials, keys, companyId, provider);
    },
    async save(credentials) {
      await CloudDriveConnection.update(
        { credentials: sealCredentials(credentials, keys, companyId) },
        { where: { id: connectionId }, transaction: lockScope.getStore() },
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
  return { connection, drive, session: drive.session(tokens) };
}

/**
 * Marks the connection as needing a company admin to reconnect it (the provider refused the token, or the
 * sealed blob no longer opens), and records it — the activity row the admins' notification comes from. Answers
 * true when this call made the change (a second job finding the same refusal records nothing).
 */
export async function markNeedsReconnecting(
  connectionId: string,
  reason: string,
  transaction?: Transaction,
): Promise<boolean> {
  const row = await CloudDriveConnection.findByPk(connectionId, { transaction });
  if (!row) return false;
  const [changed] = await CloudDriveConnection.update(
    { status: 'needs_reconnecting', status_reason: reason, status_changed_at: new Date() },
    { where: { id: connectionId, status: 'connected' }, transaction },
  );
  if (changed > 0) {
    await recordActivity({
      actor: { userId: null, companyId: row.company_id },
      entityType: CONNECTION_ENTITY,
      entityId: connectionId,
      action: 'needs_reconnecting',
      from: 'connected',
      to: 'needs_reconnecting',
      reason,
      details: { provider: row.provider },
      label: PROVIDER_NAMES[row.provider],
      link: SETTINGS_LINK,
      transaction,
    });
  }
  return changed > 0;
}
