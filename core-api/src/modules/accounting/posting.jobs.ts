// Owns the posting queue (issue 38, decision 0080), on the cloud drives' pattern (decision 0076): an outbox row per
// record, a per-company pump (a `stately` pg-boss queue keyed by company: one waiting and one running, so a
// company's organisation is never called from two workers at once), a wake-up job for later work, a resume job a
// reconnect or a confirmed mapping sends, a sweep that finds work whose job was lost, and the payment pull. The
// per-company limit is a sliding minute counted in the sync log (so it holds across instances): Xero allows 60
// calls a minute per organisation and a posting makes up to four; QuickBooks 500. Faults lose nothing: busy or
// down → queued again at the service's Retry-After or a backoff, and the run stops; a refused token → the
// connection needs reconnecting, the admins are told, everything stays queued; a refusal of the record itself →
// failed, with the service's words, for a person to fix and retry.
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import {
  ACCOUNTING_PROVIDER_NAMES,
  AccountingError,
  AccountingRetryableError,
  type AccountingDeps,
  type AccountingProviderId,
  type PostedDocument,
} from '../../lib/accounting/index.js';
import { recordActivity } from '../../lib/activity.js';
import { SealedTokenError } from '../../lib/cloud-drive/index.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs.js';
import { AccountingConnection } from './accounting-connection.model.js';
import { AccountingPosting } from './accounting-posting.model.js';
import {
  MappingIncompleteError,
  RecordNotPostableError,
  buildDocument,
  type BuiltDocument,
} from './accounting.documents.js';
import {
  ACCOUNTING_ENTITY,
  markNeedsReconnecting,
  openCompanyBooks,
  SETTINGS_LINK,
  type CompanyBooks,
} from './company-accounting.js';
import { linkContact } from './contacts.js';

export const ACCOUNTING_PUMP_JOB = 'accounting.pump';
export const ACCOUNTING_WAKE_JOB = 'accounting.wake';
export const ACCOUNTING_RESUME_JOB = 'accounting.resume';
export const ACCOUNTING_SWEEP_JOB = 'accounting.sweep';
export const ACCOUNTING_PULL_JOB = 'accounting.pull';
export const ACCOUNTING_PULL_ALL_JOB = 'accounting.pull-all';
/** The entity of a posting's activity rows (a refusal tells the admins). */
export const POSTING_ENTITY = 'accounting_posting';

/** Postings tried per rolling minute per company (each is up to four calls: contact, look-up, create, read). */
export const POSTINGS_PER_MINUTE: Record<AccountingProviderId, number> = { xero: 12, quickbooks: 100 };
/** Postings per run of a company's pump (then it queues itself again, behind other companies). */
export const POSTING_BATCH = 10;
/** Tries of an unexplained failure before the posting is left failed for a person to retry. */
export const MAX_ATTEMPTS = 8;

export type PostingDeps = {
  sequelize: Sequelize;
  jobs: JobQueue;
  accounting: AccountingDeps;
  logger: Logger;
};

interface CompanyJob {
  companyId: string;
}

/** 30 s doubling, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

export function sendPump(jobs: JobQueue, companyId: string, options: { transaction?: Transaction } = {}) {
  return jobs.sendUnlessQueued(ACCOUNTING_PUMP_JOB, { companyId } satisfies CompanyJob, {
    singletonKey: companyId,
    ...options,
  });
}

export function sendPull(jobs: JobQueue, companyId: string) {
  return jobs.sendUnlessQueued(ACCOUNTING_PULL_JOB, { companyId } satisfies CompanyJob, {
    singletonKey: companyId,
  });
}

async function logAttempt(
  db: Sequelize,
  posting: AccountingPosting,
  outcome: string,
  message: string | null,
  providerId: string | null = null,
) {
  await db.query(
    `INSERT INTO accounting_posting_attempts (company_id, posting_id, outcome, message, provider_id)
     VALUES (:company, :posting, :outcome, :message, :providerId)`,
    {
      replacements: {
        company: posting.company_id,
        posting: posting.id,
        outcome,
        message,
        providerId,
      },
    },
  );
}

/** How many more postings the company may try this minute, and when the window frees one. */
async function budget(db: Sequelize, companyId: string, provider: AccountingProviderId) {
  const [row] = await db.query<{ n: string; oldest: Date | null }>(
    `SELECT count(*) AS n, min(created_at) AS oldest FROM accounting_posting_attempts
      WHERE company_id = :company AND created_at > now() - interval '1 minute'`,
    { type: QueryTypes.SELECT, replacements: { company: companyId } },
  );
  const left = POSTINGS_PER_MINUTE[provider] - Number(row?.n ?? 0);
  const freesAt = row?.oldest ? new Date(new Date(row.oldest).getTime() + 60_000) : new Date();
  return { left, freesAt };
}

function applyPosted(posted: PostedDocument) {
  return {
    status: 'posted' as const,
    provider_id: posted.id,
    url: posted.url,
    posted_at: new Date(),
    last_error: null,
    payment_state: posted.state,
    total_pence: posted.totals.grossPence,
    amount_paid_pence: posted.amountPaidPence,
    amount_due_pence: posted.amountDuePence,
    payment_checked_at: new Date(),
  };
}

type Outcome = 'next' | 'stop';

/** Posts one record: its contact linked (or made), then the document, once (the posting's key on every try). */
async function postOne(deps: PostingDeps, books: CompanyBooks, posting: AccountingPosting): Promise<Outcome> {
  const { connection, session } = books;
  const provider = ACCOUNTING_PROVIDER_NAMES[connection.provider];
  await posting.update({ attempts: posting.attempts + 1, last_attempt_at: new Date() });
  let built: BuiltDocument | null;
  try {
    built = await buildDocument(
      deps.sequelize,
      posting.company_id,
      { type: posting.source_type, id: posting.source_id },
      {
        tax: connection.tax_mapping!,
        expenseAccount: connection.accounts!.expense,
        revenueAccount: connection.accounts!.revenue,
        cisAccount: connection.accounts!.cis,
      },
    );
  } catch (err) {
    if (!(err instanceof MappingIncompleteError) && !(err instanceof RecordNotPostableError)) throw err;
    await refuse(deps, posting, err.message);
    return 'next';
  }
  if (!built) {
    await refuse(deps, posting, 'The record is no longer there to post.');
    return 'next';
  }
  try {
    const contactId = await linkContact(deps.sequelize, books, built.contact);
    const posted = await session.postDocument({ ...built.document, contactId }, posting.idempotency_key);
    await posting.update(applyPosted(posted));
    await logAttempt(
      deps.sequelize,
      posting,
      posted.created ? 'posted' : 'already_posted',
      posted.created ? null : `Found already in ${provider} by its number; not posted again.`,
      posted.id,
    );
    return 'next';
  } catch (err) {
    return settle(deps, books, posting, err);
  }
}

async function refuse(deps: PostingDeps, posting: AccountingPosting, reason: string) {
  await deps.sequelize.transaction(async (transaction) => {
    await posting.update({ status: 'failed', last_error: reason }, { transaction });
    await recordActivity({
      actor: { userId: null, companyId: posting.company_id },
      entityType: POSTING_ENTITY,
      entityId: posting.id,
      action: 'posting_failed',
      reason,
      label: posting.label,
      link: SETTINGS_LINK,
      transaction,
    });
  });
  await logAttempt(deps.sequelize, posting, 'rejected', reason);
}

async function settle(
  deps: PostingDeps,
  books: CompanyBooks,
  posting: AccountingPosting,
  err: unknown,
): Promise<Outcome> {
  const provider = ACCOUNTING_PROVIDER_NAMES[books.connection.provider];
  if (
    err instanceof SealedTokenError ||
    (err instanceof AccountingError && err.kind === 'needs_reconnecting')
  ) {
    const reason =
      err instanceof SealedTokenError
        ? 'The stored connection could not be opened with this server’s key. Reconnect it.'
        : err.message;
    // Queued, no try spent: it goes when an admin reconnects.
    await posting.update({ status: 'queued', attempts: posting.attempts - 1, last_error: reason });
    await logAttempt(deps.sequelize, posting, 'needs_reconnecting', reason);
    await markNeedsReconnecting(books.connection.id, reason);
    return 'stop';
  }
  if (err instanceof RecordNotPostableError) {
    await refuse(deps, posting, err.message);
    return 'next';
  }
  if (err instanceof AccountingError && (err.kind === 'rejected' || err.kind === 'failed')) {
    await refuse(deps, posting, err.message);
    return 'next';
  }
  if (err instanceof AccountingError && err.kind === 'not_found') {
    // A contact deleted at the service: forget the link; the next try makes it again.
    await deps.sequelize.query('DELETE FROM accounting_contacts WHERE connection_id = :connection', {
      replacements: { connection: books.connection.id },
    });
  }
  const retryable = err instanceof AccountingRetryableError;
  if (!(err instanceof AccountingError)) deps.logger.error({ err }, 'accounting posting failed');
  if (!retryable && posting.attempts >= MAX_ATTEMPTS) {
    await refuse(
      deps,
      posting,
      err instanceof AccountingError
        ? err.message
        : `It could not be posted to ${provider}. Retry; if it keeps failing, contact support.`,
    );
    return 'next';
  }
  const asked = err instanceof AccountingRetryableError ? err.retryAfterSeconds : 0;
  const wait = Math.max(asked, retryable ? 1 : backoffSeconds(posting.attempts));
  const reason =
    err instanceof AccountingError
      ? err.message
      : `${provider} could not be reached; it will be tried again.`;
  await posting.update({
    status: 'queued',
    next_attempt_at: new Date(Date.now() + wait * 1000),
    last_error: reason,
  });
  await logAttempt(deps.sequelize, posting, 'retry', reason);
  // A busy or absent service: the rest of the company's postings wait too (they would meet the same).
  return retryable ? 'stop' : 'next';
}

/** The company's due postings, oldest first (the stately pump runs one pass per company at a time). */
function due(companyId: string, connectionId: string, limit: number) {
  return AccountingPosting.findAll({
    where: {
      company_id: companyId,
      connection_id: connectionId,
      status: 'queued',
      next_attempt_at: { [Op.lte]: new Date() },
    },
    order: [
      ['next_attempt_at', 'ASC'],
      ['created_at', 'ASC'],
    ],
    limit,
  });
}

/** Ready to post: an organisation chosen, the mapping confirmed, and the service accepting the connection. */
export const readyToPost = (c: AccountingConnection | null) =>
  !!c &&
  c.status === 'connected' &&
  !!c.organisation_id &&
  !!c.mapping_confirmed_at &&
  !!c.tax_mapping &&
  !!c.accounts;

/** One run of a company's pump: a batch within the minute's budget; queues the next run if work remains. */
export async function runCompanyPass(deps: PostingDeps, companyId: string): Promise<void> {
  let books: CompanyBooks | null;
  try {
    books = await openCompanyBooks(deps, companyId);
  } catch (err) {
    deps.logger.error({ err, companyId }, 'accounting service could not be opened');
    return;
  }
  if (!books || !readyToPost(books.connection)) return;
  const { left, freesAt } = await budget(deps.sequelize, companyId, books.connection.provider);
  if (left <= 0) {
    await deps.jobs.send(ACCOUNTING_WAKE_JOB, { companyId } satisfies CompanyJob, { startAfter: freesAt });
    return;
  }
  const postings = await due(companyId, books.connection.id, Math.min(left, POSTING_BATCH));
  for (const posting of postings) {
    const outcome = await postOne(deps, books, posting).catch((err: unknown) =>
      settle(deps, books, posting, err),
    );
    if (outcome === 'stop') break;
  }
  await queueNextRun(deps, companyId);
}

async function queueNextRun(deps: PostingDeps, companyId: string) {
  const connection = await AccountingConnection.findOne({ where: { company_id: companyId } });
  if (!readyToPost(connection)) return;
  const [row] = await deps.sequelize.query<{ at: Date | null }>(
    `SELECT min(next_attempt_at) AS at FROM accounting_postings WHERE company_id = :company AND status = 'queued'`,
    { type: QueryTypes.SELECT, replacements: { company: companyId } },
  );
  if (!row?.at) return;
  const at = new Date(row.at);
  if (at > new Date())
    await deps.jobs.send(ACCOUNTING_WAKE_JOB, { companyId } satisfies CompanyJob, { startAfter: at });
  else await sendPump(deps.jobs, companyId);
}

export function pumpJob(deps: PostingDeps): JobDefinition<CompanyJob> {
  return {
    name: ACCOUNTING_PUMP_JOB,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 15 * 60,
    handler: (job) => runCompanyPass(deps, job.companyId),
  };
}

export function wakeJob(deps: PostingDeps): JobDefinition<CompanyJob> {
  return {
    name: ACCOUNTING_WAKE_JOB,
    retryLimit: 3,
    handler: async (job) => void (await sendPump(deps.jobs, job.companyId)),
  };
}

/** After a reconnect or a confirmed mapping: everything queued goes now. */
export function resumeJob(deps: PostingDeps): JobDefinition<CompanyJob> {
  return {
    name: ACCOUNTING_RESUME_JOB,
    retryLimit: 3,
    async handler(job) {
      await AccountingPosting.update(
        { next_attempt_at: new Date() },
        { where: { company_id: job.companyId, status: 'queued' } },
      );
      await sendPump(deps.jobs, job.companyId);
    },
  };
}

/** Every ten minutes: a company with due postings and no pump waiting gets one (a job lost between commit and send). */
export function sweepJob(deps: PostingDeps): JobDefinition<Record<string, never>> {
  return {
    name: ACCOUNTING_SWEEP_JOB,
    schedule: '*/10 * * * *',
    retryLimit: 0,
    async handler() {
      const companies = await deps.sequelize.query<{ company_id: string }>(
        `SELECT DISTINCT p.company_id FROM accounting_postings p
           JOIN accounting_connections c ON c.id = p.connection_id AND c.status = 'connected'
          WHERE p.status = 'queued' AND p.next_attempt_at <= now()`,
        { type: QueryTypes.SELECT },
      );
      for (const { company_id } of companies) await sendPump(deps.jobs, company_id);
    },
  };
}

/** Reads back the payment state of the company's posted bills and invoices not yet settled. */
export async function pullPayments(deps: PostingDeps, companyId: string): Promise<number> {
  const books = await openCompanyBooks(deps, companyId);
  if (!books || books.connection.status !== 'connected') return 0;
  let changed = 0;
  for (const kind of ['bill', 'invoice'] as const) {
    const unsettled = await AccountingPosting.findAll({
      where: {
        company_id: companyId,
        connection_id: books.connection.id,
        kind,
        status: 'posted',
        provider_id: { [Op.ne]: null },
        [Op.or]: [{ payment_state: null }, { payment_state: { [Op.notIn]: ['paid', 'voided'] } }],
      },
    });
    for (let i = 0; i < unsettled.length; i += 50) {
      const chunk = unsettled.slice(i, i + 50);
      const states = await books.session.documentStates(
        kind,
        chunk.map((p) => p.provider_id!),
      );
      for (const state of states) {
        const posting = chunk.find((p) => p.provider_id === state.id);
        if (!posting) continue;
        const moved =
          posting.payment_state !== state.state ||
          Number(posting.amount_paid_pence) !== state.amountPaidPence;
        if (!moved) continue;
        changed += 1;
        await posting.update({
          payment_state: state.state,
          amount_paid_pence: state.amountPaidPence,
          amount_due_pence: state.amountDuePence,
        });
        await recordActivity({
          actor: { userId: null, companyId },
          entityType: POSTING_ENTITY,
          entityId: posting.id,
          action: 'payment_state_changed',
          to: state.state,
          label: posting.label,
          details: { amount_paid_pence: state.amountPaidPence, source_type: posting.source_type },
          link: SETTINGS_LINK,
        });
      }
      // Every posting asked about was checked now, changed or not: one statement.
      await AccountingPosting.update(
        { payment_checked_at: new Date() },
        { where: { id: chunk.map((p) => p.id) } },
      );
    }
  }
  await books.connection.update({ last_pulled_at: new Date() });
  return changed;
}

export function pullJob(deps: PostingDeps): JobDefinition<CompanyJob> {
  return {
    name: ACCOUNTING_PULL_JOB,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    async handler(job) {
      try {
        await pullPayments(deps, job.companyId);
      } catch (err) {
        const connection = await AccountingConnection.findOne({ where: { company_id: job.companyId } });
        if (connection && err instanceof AccountingError && err.kind === 'needs_reconnecting') {
          await markNeedsReconnecting(connection.id, err.message);
          return;
        }
        throw err;
      }
    },
  };
}

/** Every half hour: each connected company with unsettled bills or invoices reads their payment state back. */
export function pullAllJob(deps: PostingDeps): JobDefinition<Record<string, never>> {
  return {
    name: ACCOUNTING_PULL_ALL_JOB,
    schedule: '*/30 * * * *',
    retryLimit: 0,
    async handler() {
      const companies = await deps.sequelize.query<{ company_id: string }>(
        `SELECT DISTINCT p.company_id FROM accounting_postings p
           JOIN accounting_connections c ON c.id = p.connection_id AND c.status = 'connected'
          WHERE p.status = 'posted' AND p.kind IN ('bill', 'invoice')
            AND coalesce(p.payment_state, '') NOT IN ('paid', 'voided')`,
        { type: QueryTypes.SELECT },
      );
      for (const { company_id } of companies) await sendPull(deps.jobs, company_id);
    },
  };
}

export { ACCOUNTING_ENTITY };
