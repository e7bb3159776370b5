// Owns a company's accounting connection (issue 38, decision 0080): the consent (OAuth authorization code with a
// single-use state and PKCE, the verifier sealed with the token key), completing it (Xero's organisations from
// GET /connections, QuickBooks' realmId from the redirect; one organisation is chosen at once, several wait for
// the admin's pick), the organisation (pounds sterling only), the tax mapping and accounts an admin confirms
// (suggested from the organisation's own rates, checked against them), and disconnecting (the grant revoked).
import { createHash, randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import {
  ACCOUNTING_PROVIDERS,
  ACCOUNTING_PROVIDER_NAMES,
  AccountingError,
  AccountingRetryableError,
  suggestTaxCodes,
  type AccountingProvider,
  type AccountingProviderId,
  type MappedCode,
  type TaxCodeMap,
} from '../../lib/accounting/index.js';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { SealedTokenError } from '../../lib/cloud-drive/index.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { AccountingConnection, type PostingAccounts } from './accounting-connection.model.js';
import { AccountingOAuthState } from './accounting-oauth-state.model.js';
import {
  ACCOUNTING_ENTITY,
  AccountingKeyMissingError,
  KEY_MISSING,
  ProviderNotOfferedError,
  SETTINGS_LINK,
  markNeedsReconnecting,
  openCompanyBooks,
  openVerifier,
  requireKeys,
  revokeAccountingGrant,
  sealAccountingCredentials,
  sealVerifier,
  type CompanyBooks,
} from './company-accounting.js';
import { presentConnection } from './accounting.presenter.js';
import { ACCOUNTING_RESUME_JOB } from './posting.jobs.js';

export const NOT_CONNECTED = 'No accounting service is connected. Connect one in Settings first.';
export const STATE_INVALID = 'This connection attempt is not valid any more. Start again from Settings.';
export const STATE_EXPIRED = 'This connection attempt has expired. Start again from Settings.';
export const NOT_AN_ORGANISATION = 'Choose one of the organisations this connection reaches.';
export const NOT_STERLING =
  'Only an organisation that keeps its books in pounds sterling (GBP) can be connected.';
export const CHOOSE_ORGANISATION_FIRST = 'Choose the organisation to post to first.';
export const notConfigured = (provider: AccountingProviderId) =>
  `${ACCOUNTING_PROVIDER_NAMES[provider]} is not set up on this server. Ask its administrator to configure it.`;

const STATE_TTL_MS = 10 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = Pick<AppDeps, 'sequelize' | 'accounting' | 'jobs' | 'appUrl' | 'logger'>;

/** The codes a mapping must name, with their words for a message. */
const NEEDED: { direction: 'purchases' | 'sales'; code: string; words: string }[] = [
  { direction: 'purchases', code: 'standard', words: 'purchases at the standard rate (20%)' },
  { direction: 'purchases', code: 'reduced', words: 'purchases at the reduced rate (5%)' },
  { direction: 'purchases', code: 'zero', words: 'zero-rated purchases' },
  { direction: 'purchases', code: 'exempt', words: 'exempt purchases' },
  { direction: 'purchases', code: 'no_vat', words: 'purchases with no VAT' },
  { direction: 'purchases', code: 'drc', words: 'purchases under the domestic reverse charge (20%)' },
  { direction: 'purchases', code: 'drc_reduced', words: 'purchases under the domestic reverse charge (5%)' },
  { direction: 'sales', code: 'standard', words: 'sales at the standard rate (20%)' },
  { direction: 'sales', code: 'reduced', words: 'sales at the reduced rate (5%)' },
  { direction: 'sales', code: 'zero', words: 'zero-rated sales' },
  { direction: 'sales', code: 'exempt', words: 'exempt sales' },
  { direction: 'sales', code: 'no_vat', words: 'sales with no VAT' },
  { direction: 'sales', code: 'drc', words: 'sales under the domestic reverse charge (20%)' },
  { direction: 'sales', code: 'drc_reduced', words: 'sales under the domestic reverse charge (5%)' },
];

export class AccountingConnectionService {
  constructor(private readonly deps: Deps) {}

  /** The web app's page the service sends the browser back to (register it with Xero and Intuit). */
  redirectUri(): string {
    return new URL('/app/settings/accounting/callback', this.deps.appUrl).toString();
  }

  private providerFor(id: AccountingProviderId): AccountingProvider {
    const provider = this.deps.accounting.providers[id];
    if (!provider) throw ValidationError.single('provider', notConfigured(id));
    return provider;
  }

  private async connection(actor: Actor) {
    const row = await AccountingConnection.findOne({ where: { company_id: actor.companyId } });
    if (!row) throw new NotFoundError(NOT_CONNECTED);
    return row;
  }

  async get(actor: Actor) {
    const connection = await AccountingConnection.findOne({ where: { company_id: actor.companyId } });
    return {
      providers: ACCOUNTING_PROVIDERS.filter((id) => this.deps.accounting.providers[id]).map((id) => ({
        id,
        name: ACCOUNTING_PROVIDER_NAMES[id],
        scopes: [...this.deps.accounting.providers[id]!.scopes],
      })),
      token_key_configured: !!this.deps.accounting.tokenKeys,
      connection: connection ? await presentConnection(this.deps.sequelize, connection) : null,
    };
  }

  async connect(actor: Actor, input: { provider: AccountingProviderId }) {
    const provider = this.providerFor(input.provider);
    const keys = this.keys();
    const state = randomBytes(32).toString('base64url');
    const verifier = randomBytes(48).toString('base64url');
    const stateHash = hash(state);
    const redirectUri = this.redirectUri();
    await withTransaction(this.deps.sequelize, async (transaction) => {
      await AccountingOAuthState.destroy({
        where: { company_id: actor.companyId, expires_at: { [Op.lt]: new Date() } },
        transaction,
      });
      await AccountingOAuthState.create(
        {
          company_id: actor.companyId,
          user_id: actor.userId,
          provider: input.provider,
          state_hash: stateHash,
          verifier: sealVerifier(keys, actor.companyId, stateHash, verifier),
          redirect_uri: redirectUri,
          expires_at: new Date(Date.now() + STATE_TTL_MS),
        },
        { transaction },
      );
    });
    const url = provider.consentUrl({
      redirectUri,
      state,
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    return { authorization_url: url, redirect_uri: redirectUri };
  }

  private keys() {
    try {
      return requireKeys(this.deps);
    } catch {
      throw new ConflictError(KEY_MISSING);
    }
  }

  async complete(actor: Actor, input: { state: string; code?: string; error?: string; realm_id?: string }) {
    const stateHash = hash(input.state);
    const attempt = await withTransaction(this.deps.sequelize, async (transaction) => {
      const row = await AccountingOAuthState.findOne({
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
    const name = ACCOUNTING_PROVIDER_NAMES[attempt.provider];
    if (input.error) {
      throw ValidationError.single(
        'code',
        input.error === 'access_denied'
          ? `${name} access was not allowed. Connect again and choose Allow to post to your books.`
          : `${name} refused the connection (${input.error}). Connect again; if it keeps failing, contact support.`,
      );
    }
    const keys = this.keys();
    const provider = this.providerFor(attempt.provider);
    let verifier: string;
    try {
      verifier = openVerifier(keys, actor.companyId, stateHash, attempt.verifier);
    } catch {
      throw ValidationError.single('state', STATE_INVALID);
    }
    const connected = await this.call(null, () =>
      provider.exchangeCode({
        code: input.code!,
        redirectUri: attempt.redirect_uri,
        codeVerifier: verifier,
        realmId: input.realm_id,
      }),
    );
    const only = connected.organisations.length === 1 ? connected.organisations[0]! : null;
    let replaced: AccountingConnection | null = null;
    const connection = await withTransaction(this.deps.sequelize, async (transaction) => {
      await this.deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', {
        replacements: { key: `accounting-connection:${actor.companyId}` },
        transaction,
      });
      const existing = await AccountingConnection.findOne({
        where: { company_id: actor.companyId },
        transaction,
      });
      const values = {
        credentials: sealAccountingCredentials(keys, actor.companyId, connected.credentials),
        organisations: connected.organisations,
        connected_by: actor.userId,
        connected_at: new Date(),
        status_changed_at: new Date(),
        status_reason: null,
      };
      // The same organisation again (a reconnect): the row, its mapping, links and postings stay.
      const same =
        existing &&
        existing.provider === attempt.provider &&
        !!existing.organisation_id &&
        connected.organisations.some((o) => o.id === existing.organisation_id);
      let row: AccountingConnection;
      let action: string;
      if (same) {
        action = existing.status === 'needs_reconnecting' ? 'reconnected' : 'connected';
        row = await existing.update({ ...values, status: 'connected' }, { transaction });
        await this.deps.jobs.send(ACCOUNTING_RESUME_JOB, { companyId: actor.companyId }, { transaction });
      } else {
        if (existing) {
          await existing.destroy({ transaction });
          replaced = existing;
        }
        row = await AccountingConnection.create(
          {
            company_id: actor.companyId,
            provider: attempt.provider,
            ...values,
            status: only ? 'connected' : 'choosing_organisation',
            organisation_id: only?.id ?? null,
            organisation_name: only?.name ?? null,
          },
          { transaction },
        );
        action = 'connected';
      }
      await this.record(actor, row, action, { organisation: row.organisation_name }, transaction);
      return row;
    });
    if (replaced) await revokeAccountingGrant(this.deps, replaced);
    if (
      connection.organisation_id &&
      connection.status === 'connected' &&
      !connection.organisation_short_code
    )
      await this.checkOrganisation(connection).catch(() => undefined);
    return presentConnection(this.deps.sequelize, await connection.reload());
  }

  private record(
    actor: Actor,
    row: AccountingConnection,
    action: string,
    details: Record<string, unknown>,
    transaction?: import('sequelize').Transaction,
  ) {
    return recordActivity({
      actor,
      entityType: ACCOUNTING_ENTITY,
      entityId: row.id,
      action,
      details: { provider: row.provider, ...details },
      label: ACCOUNTING_PROVIDER_NAMES[row.provider],
      link: SETTINGS_LINK,
      transaction,
    });
  }

  /** Reads the organisation's own settings: its name, short code and currency (GBP only). */
  private async checkOrganisation(connection: AccountingConnection) {
    const books = await this.open(connection.company_id);
    const details = await this.call(connection, () => books.session.organisation());
    if (details.baseCurrency && details.baseCurrency.toUpperCase() !== 'GBP')
      throw ValidationError.single('organisation_id', NOT_STERLING);
    await connection.update({
      organisation_name: details.name,
      organisation_short_code: details.shortCode ?? null,
    });
  }

  async chooseOrganisation(actor: Actor, input: { organisation_id: string }) {
    const connection = await this.connection(actor);
    const chosen = connection.organisations.find((o) => o.id === input.organisation_id);
    if (!chosen) throw ValidationError.single('organisation_id', NOT_AN_ORGANISATION);
    const previous = connection.organisation_id;
    await connection.update({
      organisation_id: chosen.id,
      organisation_name: chosen.name,
      organisation_short_code: null,
      status: connection.status === 'choosing_organisation' ? 'connected' : connection.status,
      // Another organisation: its own tax codes and accounts, confirmed again.
      ...(previous && previous !== chosen.id
        ? { tax_mapping: null, accounts: null, mapping_confirmed_at: null, mapping_confirmed_by: null }
        : {}),
    });
    try {
      await this.checkOrganisation(connection);
    } catch (err) {
      await connection.update({
        organisation_id: previous ?? null,
        organisation_name: previous ? connection.organisation_name : null,
      });
      throw err;
    }
    await this.record(actor, connection, 'organisation_chosen', { organisation: chosen.name });
    return presentConnection(this.deps.sequelize, await connection.reload());
  }

  private async open(companyId: string): Promise<CompanyBooks> {
    let books: CompanyBooks | null;
    try {
      books = await openCompanyBooks(this.deps, companyId);
    } catch (err) {
      if (err instanceof ProviderNotOfferedError) throw new ConflictError(err.message);
      if (err instanceof AccountingKeyMissingError) throw new ConflictError(KEY_MISSING);
      throw err;
    }
    if (!books) throw new ConflictError(CHOOSE_ORGANISATION_FIRST);
    return books;
  }

  /** The organisation's rates and accounts, read once per request (each read counts against its limit). */
  private async ledger(actor: Actor) {
    const connection = await this.connection(actor);
    const books = await this.open(actor.companyId);
    const [rates, accounts] = await this.call(connection, () =>
      Promise.all([books.session.taxRates(), books.session.accounts()]),
    );
    return { connection, rates, accounts, suggestion: suggestTaxCodes(rates) };
  }

  private presentSetup({ connection, rates, accounts, suggestion }: Awaited<ReturnType<typeof this.ledger>>) {
    return {
      tax_rates: rates
        .filter((r) => r.active)
        .map((r) => ({
          code: r.code,
          name: r.name,
          basis_points: r.basisPoints,
          purchases: r.canApplyToExpenses,
          sales: r.canApplyToRevenue,
          reverse_charge: r.reverseCharge,
        })),
      accounts: accounts
        .filter((a) => a.active)
        .map((a) => ({ code: a.code, name: a.name, type: a.type, cis_flagged: !!a.cisFlagged })),
      suggested: suggestion.map,
      unmapped: suggestion.unmapped,
      tax_mapping: connection.tax_mapping,
      accounts_chosen: connection.accounts,
      confirmed_at: connection.mapping_confirmed_at?.toISOString() ?? null,
    };
  }

  /** What the mapping is chosen from: the organisation's rates and accounts, the suggestion, and the choice. */
  async setup(actor: Actor) {
    return this.presentSetup(await this.ledger(actor));
  }

  /** The admin confirms the mapping: every code names one of the organisation's active rates for its direction. */
  async confirmMapping(actor: Actor, input: { tax_mapping: TaxCodeMap; accounts: PostingAccounts }) {
    const ledger = await this.ledger(actor);
    const { connection, rates, accounts, suggestion } = ledger;
    const errors: { field: string; message: string }[] = [];
    for (const need of NEEDED) {
      const code = (input.tax_mapping[need.direction] as Record<string, string | undefined>)[need.code];
      const field = `tax_mapping.${need.direction}.${need.code}`;
      if (!code) {
        // Required when the organisation has a rate for it; one it lacks is left out (a record needing it is
        // refused naming the code, until the rate is added in the service and the mapping confirmed again).
        const candidates = suggestion.candidates[need.direction][need.code as MappedCode] ?? [];
        if (candidates.length) errors.push({ field, message: `Choose the tax code for ${need.words}` });
        continue;
      }
      const rate = rates.find((r) => r.code === code && r.active);
      const fits = rate && (need.direction === 'sales' ? rate.canApplyToRevenue : rate.canApplyToExpenses);
      if (!fits)
        errors.push({
          field,
          message: `${code} is not one of the organisation’s tax codes for ${need.words}`,
        });
    }
    for (const [key, words] of [
      ['expense', 'the expense account'],
      ['revenue', 'the sales account'],
      ['cis', 'the CIS deductions account'],
    ] as const) {
      const account = accounts.find((a) => a.code === input.accounts[key] && a.active);
      if (!account)
        errors.push({
          field: `accounts.${key}`,
          message: `Choose ${words} from the organisation’s accounts`,
        });
      else if (account.cisFlagged)
        errors.push({
          field: `accounts.${key}`,
          message: `${account.name} is flagged for CIS in ${ACCOUNTING_PROVIDER_NAMES[connection.provider]}, which refuses it in posted lines: choose another account`,
        });
    }
    if (errors.length)
      throw new ValidationError(
        errors.map((e) => e.message),
        errors.map((e) => ({ path: e.field, message: e.message })),
      );
    await withTransaction(this.deps.sequelize, async (transaction) => {
      await connection.update(
        {
          tax_mapping: input.tax_mapping,
          accounts: input.accounts,
          mapping_confirmed_at: new Date(),
          mapping_confirmed_by: actor.userId,
        },
        { transaction },
      );
      await this.record(actor, connection, 'mapping_confirmed', {}, transaction);
      await this.deps.jobs.send(ACCOUNTING_RESUME_JOB, { companyId: actor.companyId }, { transaction });
    });
    return this.presentSetup(ledger);
  }

  async disconnect(actor: Actor) {
    const gone = await withTransaction(this.deps.sequelize, async (transaction) => {
      const row = await AccountingConnection.findOne({ where: { company_id: actor.companyId }, transaction });
      if (!row) throw new NotFoundError(NOT_CONNECTED);
      await row.destroy({ transaction });
      await this.record(actor, row, 'disconnected', { organisation: row.organisation_name }, transaction);
      return row;
    });
    await revokeAccountingGrant(this.deps, gone);
  }

  /** Runs a service call, answering its failure as an HTTP error (and marking the connection when refused). */
  private async call<T>(connection: AccountingConnection | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      const refused =
        err instanceof SealedTokenError ||
        (err instanceof AccountingError && err.kind === 'needs_reconnecting');
      if (refused && connection) {
        await markNeedsReconnecting(connection.id, err.message);
        throw new ConflictError(err.message);
      }
      if (err instanceof AccountingRetryableError)
        throw new ServiceUnavailableError(err.message, Math.max(1, Math.ceil(err.retryAfterSeconds)));
      if (err instanceof AccountingError) {
        if (err.kind === 'misconfigured') throw new ServiceUnavailableError(err.message);
        if (err.kind === 'needs_reconnecting') throw new ConflictError(err.message);
        throw new ValidationError([err.message]);
      }
      throw err;
    }
  }
}
