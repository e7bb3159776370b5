// Owns reading and retrying postings (issue 38) and receiving the services' webhooks: a posting list (by state,
// or one record's), a posting's sync log, a retry of a refused one (with a fresh idempotency key — the old one
// would replay the refusal — and our number looked up before anything is made, so a retry never posts twice),
// and the webhook — its signature checked in constant time on the raw body before anything is read (401
// otherwise: Xero's intent-to-receive check expects exactly that), each event recorded once by the service's own
// id (a replay is ignored), and the company's payment states then read back from the service, never taken from
// the message.
import { randomUUID } from 'node:crypto';
import { Op, type Sequelize } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { ACCOUNTING_PROVIDERS, type AccountingProviderId } from '../../lib/accounting/index.js';
import type { Actor } from '../../lib/auth.js';
import { AuthenticationError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { cappedTotalOf, paginate, pageRequest } from '../../lib/paging.js';
import { q } from '../../lib/sql.js';
import { AccountingConnection } from './accounting-connection.model.js';
import { AccountingPosting } from './accounting-posting.model.js';
import { presentPosting, waitingReason } from './accounting.presenter.js';
import { sendPull, sendPump } from './posting.jobs.js';

export const POSTING_NOT_FOUND = 'Posting not found';
export const ONLY_FAILED_RETRIES = 'Only a posting that failed can be retried';
export const SIGNATURE_INVALID = 'The webhook signature is not valid';
export const UNKNOWN_SERVICE = 'Unknown accounting service';

type Deps = Pick<AppDeps, 'sequelize' | 'accounting' | 'jobs' | 'logger'>;

export class PostingService {
  constructor(private readonly deps: Deps) {}

  private get db(): Sequelize {
    return this.deps.sequelize;
  }

  async list(
    actor: Actor,
    query: {
      page?: number;
      size?: number;
      status?: 'queued' | 'posted' | 'failed';
      source_type?: AccountingPosting['source_type'];
      source_id?: string;
    },
  ) {
    const where = {
      company_id: actor.companyId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.source_type ? { source_type: query.source_type } : {}),
      ...(query.source_id ? { source_id: query.source_id } : {}),
    };
    const order: [string, string][] = [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ];
    const [provider, waiting] = await this.providerOf(actor);
    return paginate(
      pageRequest(query),
      (limit, offset) => AccountingPosting.findAll({ where, order, limit, offset }),
      () => cappedTotalOf(AccountingPosting, where, order),
      (p) => presentPosting(p, provider, waiting),
    );
  }

  /**
   * The service the company's postings go to (they all belong to its one connection, dropped with it), and why
   * queued ones wait when it is the connection they wait for.
   */
  private async providerOf(actor: Actor): Promise<[AccountingProviderId, string | null]> {
    const connection = await AccountingConnection.findOne({
      where: { company_id: actor.companyId },
      attributes: ['provider', 'status', 'status_reason', 'mapping_confirmed_at'],
    });
    return [connection?.provider ?? ACCOUNTING_PROVIDERS[0], waitingReason(connection)];
  }

  private async find(actor: Actor, id: string) {
    const posting = await AccountingPosting.findOne({ where: { id, company_id: actor.companyId } });
    if (!posting) throw new NotFoundError(POSTING_NOT_FOUND);
    return posting;
  }

  async log(actor: Actor, id: string) {
    const posting = await this.find(actor, id);
    const attempts = await q<{
      outcome: string;
      message: string | null;
      provider_id: string | null;
      at: Date;
    }>(
      this.db,
      `SELECT outcome, message, provider_id, created_at AS at FROM accounting_posting_attempts
        WHERE posting_id = :id AND company_id = :company ORDER BY created_at, id`,
      { id, company: actor.companyId },
    );
    return {
      posting: presentPosting(posting, ...(await this.providerOf(actor))),
      attempts: attempts.map((a) => ({ ...a, at: new Date(a.at).toISOString() })),
    };
  }

  /**
   * A refused posting goes again (after the record or the mapping was put right). A new idempotency key: the
   * services replay a key's first answer, so the old one would only repeat the refusal; a refusal made nothing,
   * and the adapters look our number up before creating, so nothing is posted twice.
   */
  async retry(actor: Actor, id: string) {
    const posting = await this.find(actor, id);
    const [moved] = await AccountingPosting.update(
      {
        status: 'queued',
        attempts: 0,
        next_attempt_at: new Date(),
        last_error: null,
        idempotency_key: randomUUID(),
      },
      { where: { id: posting.id, status: 'failed' } },
    );
    if (!moved) throw new ConflictError(ONLY_FAILED_RETRIES);
    await sendPump(this.deps.jobs, actor.companyId);
    return presentPosting(await posting.reload(), ...(await this.providerOf(actor)));
  }

  /** A webhook delivery: verified, each event recorded once, and the companies named read their states back. */
  async webhook(service: string, rawBody: Buffer | undefined, signature: string | undefined) {
    if (!(ACCOUNTING_PROVIDERS as readonly string[]).includes(service))
      throw new NotFoundError(UNKNOWN_SERVICE);
    const providerId = service as AccountingProviderId;
    const provider = this.deps.accounting.providers[providerId];
    if (!provider) throw new NotFoundError(UNKNOWN_SERVICE);
    if (!rawBody || !provider.verifyWebhook(rawBody, signature))
      throw new AuthenticationError(SIGNATURE_INVALID, 'signature_invalid');
    const events = provider.webhookEvents(rawBody);
    const companies = new Set<string>();
    for (const event of events) {
      const connection = await AccountingConnection.findOne({
        where: {
          provider: providerId,
          organisation_id: event.organisationId,
          status: { [Op.ne]: 'choosing_organisation' },
        },
        attributes: ['id', 'company_id'],
      });
      if (!connection) continue;
      const inserted = await q<{ event_id: string }>(
        this.db,
        `INSERT INTO accounting_webhook_events (provider, event_id, company_id) VALUES (:provider, :event, :company)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        { provider: providerId, event: event.eventId, company: connection.company_id },
      );
      // A replay (the same event again) changes nothing.
      if (!inserted.length) continue;
      if (['invoice', 'bill', 'payment'].includes(event.resource)) companies.add(connection.company_id);
    }
    for (const companyId of companies) await sendPull(this.deps.jobs, companyId);
    return { received: events.length, companies: companies.size };
  }
}
