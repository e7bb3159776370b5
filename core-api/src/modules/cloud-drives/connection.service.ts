// Owns a company's cloud-drive connection (issue 37, decision 0075): the consent (OAuth authorization code with a
// single-use state and PKCE, the verifier sealed with the token key), completing it (a reconnect of the same
// account keeps the row, its root and everything filed, and sends the resume job; another account or provider
// starts afresh), the root picker, the test, and disconnecting. Provider failures become answers an admin can act
// on: a refused token marks the connection "needs reconnecting" (and tells the admins), a busy provider is 503.
import { createHash, randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { recordActivity } from '../../lib/activity.js';
import { personName } from '../../lib/approvers.js';
import type { Actor } from '../../lib/auth.js';
import {
  CLOUD_DRIVE_PROVIDERS,
  CloudDriveError,
  CloudDriveKeyMissingError,
  CloudDriveRetryableError,
  PROVIDER_NAMES,
  SealedTokenError,
  open,
  seal,
  type CloudDrive,
  type CloudDriveProviderId,
  type MicrosoftAccess,
} from '../../lib/cloud-drive/index.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveOAuthState } from './cloud-drive-oauth-state.model.js';
import {
  CLOUD_DRIVE_RESUME_JOB,
  revokeGrant,
  CONNECTION_ENTITY,
  SETTINGS_LINK,
  markNeedsReconnecting,
  openCompanyDrive,
  ProviderNotOfferedError,
  sealFor,
  type CloudDriveResumeJob,
  type CompanyDrive,
} from './company-drive.js';
import { presentConnection, presentFolders, presentListing, providerList } from './connection.presenter.js';

export const NOT_CONNECTED = 'No cloud drive is connected. Connect one in Settings first.';
export const STATE_INVALID = 'This connection attempt is not valid any more. Start again from Settings.';
export const STATE_EXPIRED = 'This connection attempt has expired. Start again from Settings.';
export const KEY_MISSING =
  'Cloud drives cannot be connected on this server yet: its administrator has to set CLOUD_DRIVE_TOKEN_KEY.';
export const notConfigured = (provider: CloudDriveProviderId) =>
  `${PROVIDER_NAMES[provider]} is not set up on this server. Ask its administrator to configure it.`;
export const ACCESS_GOOGLE = 'Access applies to Microsoft 365 only';

const STATE_TTL_MS = 10 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const verifierContext = (companyId: string, stateHash: string) => `pkce:${companyId}:${stateHash}`;

type Deps = Pick<AppDeps, 'sequelize' | 'cloudDrive' | 'jobs' | 'appUrl' | 'logger'>;

export class ConnectionService {
  constructor(private readonly deps: Deps) {}

  /** The web app's page the provider sends the browser back to (register it with the provider). */
  redirectUri(): string {
    return new URL('/app/settings/cloud-drive/callback', this.deps.appUrl).toString();
  }

  private configured(): CloudDriveProviderId[] {
    return CLOUD_DRIVE_PROVIDERS.filter((id) => this.deps.cloudDrive.providers[id]);
  }

  private driveFor(provider: CloudDriveProviderId): CloudDrive {
    const drive = this.deps.cloudDrive.providers[provider];
    if (!drive) throw ValidationError.single('provider', notConfigured(provider));
    return drive;
  }

  private async present(connection: CloudDriveConnection) {
    const name = connection.connected_by
      ? await personName(this.deps.sequelize, connection.connected_by)
      : null;
    return presentConnection(connection, name);
  }

  async get(actor: Actor) {
    const connection = await CloudDriveConnection.findOne({ where: { company_id: actor.companyId } });
    return {
      providers: providerList(this.configured()),
      token_key_configured: !!this.deps.cloudDrive.tokenKeys,
      connection: connection ? await this.present(connection) : null,
    };
  }

  /** Starts a consent: a single-use state and a PKCE pair; answers the provider's consent page address. */
  async connect(actor: Actor, input: { provider: CloudDriveProviderId; access?: MicrosoftAccess }) {
    const drive = this.driveFor(input.provider);
    if (input.access && input.provider !== 'microsoft_365')
      throw ValidationError.single('access', ACCESS_GOOGLE);
    const keys = this.deps.cloudDrive.tokenKeys;
    if (!keys) throw new ConflictError(KEY_MISSING);
    const access = input.provider === 'microsoft_365' ? (input.access ?? 'all_files') : null;
    const state = randomBytes(32).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    const stateHash = hash(state);
    const redirectUri = this.redirectUri();
    await withTransaction(this.deps.sequelize, async (transaction) => {
      // Attempts that were never finished: gone once they can no longer be used.
      await CloudDriveOAuthState.destroy({
        where: { company_id: actor.companyId, expires_at: { [Op.lt]: new Date() } },
        transaction,
      });
      await CloudDriveOAuthState.create(
        {
          company_id: actor.companyId,
          user_id: actor.userId,
          provider: input.provider,
          access,
          state_hash: stateHash,
          verifier: seal(verifier, keys, verifierContext(actor.companyId, stateHash)),
          redirect_uri: redirectUri,
          expires_at: new Date(Date.now() + STATE_TTL_MS),
        },
        { transaction },
      );
    });
    const url = await this.call(null, () =>
      drive.consentUrl({
        redirectUri,
        state,
        access: access ?? undefined,
        codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
      }),
    );
    return { authorization_url: url, redirect_uri: redirectUri };
  }

  /** Completes a consent from the redirect's state and code (or the provider's refusal). */
  async complete(actor: Actor, input: { state: string; code?: string; error?: string }) {
    const stateHash = hash(input.state);
    // Used once, whatever happens next: taken (deleted) before the code is exchanged.
    const attempt = await withTransaction(this.deps.sequelize, async (transaction) => {
      const row = await CloudDriveOAuthState.findOne({
        where: { state_hash: stateHash, company_id: actor.companyId },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!row) return null;
      await row.destroy({ transaction });
      return row;
    });
    if (!attempt || attempt.user_id !== actor.userId) throw ValidationError.single('state', STATE_INVALID);
    if (attempt.expires_at.getTime() < Date.now()) throw ValidationError.single('state', STATE_EXPIRED);
    const name = PROVIDER_NAMES[attempt.provider];
    if (input.error) {
      throw ValidationError.single(
        'code',
        input.error === 'access_denied'
          ? `${name} access was not allowed. Connect again and choose Allow to file your projects there.`
          : `${name} refused the connection (${input.error}). Connect again; if it keeps failing, contact support.`,
      );
    }
    const keys = this.deps.cloudDrive.tokenKeys;
    if (!keys) throw new ConflictError(KEY_MISSING);
    const drive = this.driveFor(attempt.provider);
    let verifier: string;
    try {
      verifier = open(attempt.verifier, keys, verifierContext(actor.companyId, stateHash));
    } catch {
      throw ValidationError.single('state', STATE_INVALID);
    }
    const access = attempt.access ?? undefined;
    const connected = await this.call(null, () =>
      drive.exchangeCode({
        code: input.code!,
        redirectUri: attempt.redirect_uri,
        access,
        codeVerifier: verifier,
      }),
    );
    const sealed = sealFor(this.deps, actor.companyId, connected.credentials);
    let replaced: CloudDriveConnection | null = null;
    const connection = await withTransaction(this.deps.sequelize, async (transaction) => {
      await this.deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
        replacements: { key: `cloud-drive-connection:${actor.companyId}` },
        transaction,
      });
      const existing = await CloudDriveConnection.findOne({
        where: { company_id: actor.companyId },
        transaction,
      });
      const who = {
        account_id: connected.account.id,
        account_email: connected.account.email,
        account_name: connected.account.name,
        connected_by: actor.userId,
        connected_at: new Date(),
        credentials: sealed,
        access: attempt.access,
      };
      const same =
        existing && existing.provider === attempt.provider && existing.account_id === connected.account.id;
      let row: CloudDriveConnection;
      let action: string;
      if (same) {
        action = existing.status === 'needs_reconnecting' ? 'reconnected' : 'connected';
        row = await existing.update(
          { ...who, status: 'connected', status_reason: null, status_changed_at: new Date() },
          { transaction },
        );
        // What waited for the connection (filings, unfinished trees) goes again.
        const job: CloudDriveResumeJob = { companyId: actor.companyId };
        await this.deps.jobs.send(CLOUD_DRIVE_RESUME_JOB, job, { transaction });
      } else {
        // Another account or provider: a new tree in a new place; what was filed in the old one stays there.
        if (existing) {
          await existing.destroy({ transaction });
          replaced = existing;
        }
        row = await CloudDriveConnection.create(
          { company_id: actor.companyId, provider: attempt.provider, ...who },
          { transaction },
        );
        action = 'connected';
      }
      await recordActivity({
        actor,
        entityType: CONNECTION_ENTITY,
        entityId: row.id,
        action,
        details: { provider: row.provider, account_email: row.account_email },
        label: PROVIDER_NAMES[row.provider],
        link: SETTINGS_LINK,
        transaction,
      });
      return row;
    });
    // The replaced account's grant ends at its provider (after the commit; never blocks the new connection).
    if (replaced) await revokeGrant(this.deps, replaced);
    return this.present(connection);
  }

  private async open(actor: Actor): Promise<CompanyDrive> {
    let drive: CompanyDrive | null;
    try {
      drive = await openCompanyDrive(this.deps, actor.companyId);
    } catch (err) {
      // Connected once, but this server no longer offers the provider: the admin can disconnect (409, not 5xx).
      if (err instanceof ProviderNotOfferedError) throw new ConflictError(err.message);
      throw this.failure(err);
    }
    if (!drive) throw new NotFoundError(NOT_CONNECTED);
    return drive;
  }

  /** Runs a provider call, answering its failure as an HTTP error (and marking the connection when refused). */
  private async call<T>(connection: CloudDriveConnection | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw await this.failed(connection, err);
    }
  }

  private async failed(connection: CloudDriveConnection | null, err: unknown): Promise<Error> {
    const refused =
      err instanceof SealedTokenError ||
      (err instanceof CloudDriveError && err.kind === 'needs_reconnecting');
    if (refused && connection) {
      const reason =
        err instanceof SealedTokenError
          ? 'The stored connection could not be opened with this server’s key. Reconnect it.'
          : err.message;
      await markNeedsReconnecting(connection.id, reason);
      return new ConflictError(reason);
    }
    return this.failure(err);
  }

  private failure(err: unknown): Error {
    if (err instanceof CloudDriveKeyMissingError) return new ConflictError(KEY_MISSING);
    if (err instanceof SealedTokenError) return new ConflictError(STATE_INVALID);
    if (err instanceof CloudDriveRetryableError)
      return new ServiceUnavailableError(err.message, Math.max(1, Math.ceil(err.retryAfterSeconds)));
    if (err instanceof CloudDriveError) {
      if (err.kind === 'misconfigured') return new ServiceUnavailableError(err.message);
      if (err.kind === 'needs_reconnecting') return new ConflictError(err.message);
      return new ValidationError([err.message]);
    }
    return err instanceof Error ? err : new Error(String(err));
  }

  async roots(actor: Actor, query: { site_url?: string }) {
    const { connection, session } = await this.open(actor);
    const listing = await this.call(connection, () => session.listRoots({ siteUrl: query.site_url }));
    return presentListing(listing);
  }

  async folders(actor: Actor, query: { parent_id: string }) {
    const { connection, session } = await this.open(actor);
    return presentFolders(
      query.parent_id,
      await this.call(connection, () => session.listFolders(query.parent_id)),
    );
  }

  /** Picks where the company's tree lives: tested first (there, a folder, writable); its real id is stored. */
  async chooseRoot(actor: Actor, input: { root_id: string }) {
    const { connection, session } = await this.open(actor);
    const [listing, root] = await this.call(connection, async () => {
      const item = await session.testRoot(input.root_id);
      const known = await session.listRoots().catch(() => null);
      return [known, item] as const;
    });
    const listed = listing?.roots.find((r) => r.id === root.id || r.id === input.root_id);
    const updated = await withTransaction(this.deps.sequelize, async (transaction) => {
      const row = await connection.update(
        {
          root_id: root.id,
          root_name: listed?.name ?? root.name,
          root_kind: listed?.kind ?? 'folder',
          root_web_url: root.webUrl ?? listed?.webUrl ?? null,
          last_tested_at: new Date(),
          last_test_error: null,
        },
        { transaction },
      );
      await recordActivity({
        actor,
        entityType: CONNECTION_ENTITY,
        entityId: row.id,
        action: 'root_chosen',
        details: { provider: row.provider, root_name: row.root_name },
        label: PROVIDER_NAMES[row.provider],
        link: SETTINGS_LINK,
        transaction,
      });
      // Projects' trees and documents that waited for a root (or came before the drive) go now.
      const job: CloudDriveResumeJob = { companyId: actor.companyId };
      await this.deps.jobs.send(CLOUD_DRIVE_RESUME_JOB, job, { transaction });
      return row;
    });
    return this.present(updated);
  }

  /** Checks the connection works: its root is there and may be written to (or, with no root yet, it lists). */
  async test(actor: Actor) {
    const { connection, session } = await this.open(actor);
    let error: string | null = null;
    try {
      if (connection.root_id) await session.testRoot(connection.root_id);
      else await session.listRoots();
    } catch (err) {
      const failure = await this.failed(connection, err);
      error = failure.message;
    }
    await connection.update({ last_tested_at: new Date(), last_test_error: error });
    await connection.reload();
    return { ok: error === null, error, connection: await this.present(connection) };
  }

  /** Disconnects: the row (and what it filed, in our records) goes; the files stay in the company's drive. */
  async disconnect(actor: Actor) {
    const gone = await withTransaction(this.deps.sequelize, async (transaction) => {
      const row = await CloudDriveConnection.findOne({ where: { company_id: actor.companyId }, transaction });
      if (!row) throw new NotFoundError(NOT_CONNECTED);
      await row.destroy({ transaction });
      await recordActivity({
        actor,
        entityType: CONNECTION_ENTITY,
        entityId: row.id,
        action: 'disconnected',
        details: { provider: row.provider, account_email: row.account_email },
        label: PROVIDER_NAMES[row.provider],
        link: SETTINGS_LINK,
        transaction,
      });
      return row;
    });
    // The grant ends at the provider too (Google; Microsoft has no such call): after the row is gone.
    await revokeGrant(this.deps, gone);
  }
}
