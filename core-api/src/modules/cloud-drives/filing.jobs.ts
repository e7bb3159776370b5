// Owns the filing queue (decision 0076): the per-company pump job that makes trees, moves archived projects'
// folders and copies documents (at most a batch per run, then it queues itself again behind other companies:
// a `stately` pg-boss queue keyed by company holds one waiting and one running per company), the resume job a
// reconnect sends, a sweep that finds work whose job was lost, and the hook that queues a filing in the very
// transaction that stores an upload. Faults lose nothing: busy or down → queued again at the provider's
// Retry-After or a backoff; a refused token → the connection needs reconnecting and the work stays queued.
import { Op, QueryTypes, type Transaction } from 'sequelize';
import {
  CloudDriveAuthError,
  CloudDriveError,
  CloudDriveRetryableError,
  PROVIDER_NAMES,
} from '../../lib/cloud-drive/index.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs.js';
import { Upload } from '../../models/index.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';
import { CloudDriveFiling } from './cloud-drive-filing.model.js';
import { CloudDriveTree } from './cloud-drive-tree.model.js';
import {
  CLOUD_DRIVE_RESUME_JOB,
  markNeedsReconnecting,
  openCompanyDrive,
  type CloudDriveResumeJob,
} from './company-drive.js';
import {
  CIS_STATEMENT_SOURCE,
  buildTree,
  fileOne,
  forgetProjectFolders,
  placeTree,
  type FilingContext,
  type FilingDeps,
} from './filing.work.js';

export const CLOUD_DRIVE_FILE_JOB = 'cloud-drive.file';
export const CLOUD_DRIVE_SWEEP_JOB = 'cloud-drive.sweep';
/** A delayed wake-up (the next try's time): it only sends the pump, so the pump's one waiting slot never sleeps. */
export const CLOUD_DRIVE_WAKE_JOB = 'cloud-drive.wake';
/** Documents copied per run of a company's pump (then it queues again, behind other companies' runs). */
export const FILING_BATCH = 10;
/** Tries before a document (or a tree) is left `failed` for a person to retry. */
export const MAX_ATTEMPTS = 8;
/** A `filing` row untouched this long was held by a worker that died: it is taken again. */
const STALE_FILING_MS = 10 * 60_000;

interface PumpJob {
  companyId: string;
}

/** Waits between tries when the provider gave no Retry-After: 30 s doubling, at most an hour. */
export function backoffSeconds(attempts: number) {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Queues the company's pump to run now (a no-op when one is already waiting), inside `transaction` when given.
 * Later work is a wake-up job at its time, never a delayed pump: a delayed pump would hold the company's one
 * waiting slot and hold back a document stored, or retried, meanwhile.
 */
export function sendPump(jobs: JobQueue, companyId: string, options: { transaction?: Transaction } = {}) {
  return jobs.sendUnlessQueued(CLOUD_DRIVE_FILE_JOB, { companyId } satisfies PumpJob, {
    singletonKey: companyId,
    ...options,
  });
}

type Outcome = 'next' | 'stop';

/** What a failed step means for its row: queued again later, failed with words, or the connection to renew. */
/** The fields a step's row shares (a filing or a tree). */
interface Retried {
  attempts: number;
  update(values: {
    status: 'queued' | 'failed';
    attempts?: number;
    next_attempt_at?: Date;
    error?: string | null;
  }): Promise<unknown>;
}

async function settle(
  ctx: FilingContext,
  row: Retried,
  err: unknown,
  projectId: string | null,
): Promise<Outcome> {
  const provider = PROVIDER_NAMES[ctx.drive.connection.provider];
  if (err instanceof CloudDriveAuthError) {
    // The work waits for a company admin to reconnect; the resume job sends it again. Queued first, so whoever
    // sees the connection "needs reconnecting" sees its work waiting, never still `filing`.
    await row.update({ status: 'queued' });
    await markNeedsReconnecting(ctx.drive.connection.id, err.message);
    return 'stop';
  }
  const attempts = row.attempts + 1;
  const retryable =
    err instanceof CloudDriveRetryableError ||
    (err instanceof CloudDriveError && err.kind === 'not_found') ||
    !(err instanceof CloudDriveError);
  if (err instanceof CloudDriveError && err.kind === 'not_found') await forgetProjectFolders(ctx, projectId);
  if (retryable && attempts < MAX_ATTEMPTS) {
    const asked = err instanceof CloudDriveRetryableError ? err.retryAfterSeconds : 0;
    const wait = Math.max(asked, backoffSeconds(attempts));
    await row.update({
      status: 'queued',
      attempts,
      next_attempt_at: new Date(Date.now() + wait * 1000),
      error: null,
    });
    return 'next';
  }
  if (!(err instanceof CloudDriveError)) ctx.deps.logger.error({ err }, 'cloud drive filing failed');
  const reason =
    err instanceof CloudDriveRetryableError
      ? `${provider} was busy or unavailable each of the ${attempts} times we tried. Retry when it is back.`
      : err instanceof CloudDriveError
        ? err.message
        : `The file could not be copied to ${provider}. Retry; if it keeps failing, contact support.`;
  await row.update({ status: 'failed', attempts, error: reason });
  return 'next';
}

/** Takes the company's due filings (and ones a dead worker held), oldest first, marking them `filing`. */
async function claim(ctx: FilingContext): Promise<CloudDriveFiling[]> {
  const ids = await ctx.deps.sequelize.query<{ id: string }>(
    `UPDATE cloud_drive_filings SET status = 'filing', updated_at = now()
      WHERE id IN (
        SELECT id FROM cloud_drive_filings
         WHERE company_id = :company AND connection_id = :connection
           AND ((status = 'queued' AND next_attempt_at <= now())
             OR (status = 'filing' AND updated_at < :stale))
         ORDER BY next_attempt_at, created_at
         LIMIT :limit
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        company: ctx.companyId,
        connection: ctx.drive.connection.id,
        stale: new Date(Date.now() - STALE_FILING_MS),
        limit: FILING_BATCH,
      },
    },
  );
  if (!ids.length) return [];
  return CloudDriveFiling.findAll({
    where: { id: ids.map((r) => r.id) },
    order: [
      ['next_attempt_at', 'ASC'],
      ['created_at', 'ASC'],
    ],
  });
}

async function dueTrees(ctx: FilingContext) {
  const base = {
    connection_id: ctx.drive.connection.id,
    root_id: ctx.rootId,
    next_attempt_at: { [Op.lte]: new Date() },
  };
  const building = await CloudDriveTree.findAll({
    where: { ...base, status: { [Op.in]: ['queued', 'creating'] } },
    order: [['created_at', 'ASC']],
    limit: 5,
  });
  const moving = await CloudDriveTree.findAll({
    where: {
      ...base,
      status: 'created',
      placement: { [Op.ne]: ctx.deps.sequelize.col('wanted_placement') },
    },
    limit: 5,
  });
  return { building, moving };
}

/** One run of a company's pump: trees, moves, then a batch of documents; queues the next run if work remains. */
export async function runCompanyPass(deps: FilingDeps, companyId: string): Promise<void> {
  let drive;
  try {
    drive = await openCompanyDrive(deps, companyId);
  } catch (err) {
    // Our own configuration (a provider removed, no key): the operator's to fix; the work stays queued.
    deps.logger.error({ err, companyId }, 'cloud drive could not be opened');
    return;
  }
  if (!drive || !drive.connection.root_id || drive.connection.status !== 'connected') return;
  const ctx: FilingContext = { deps, companyId, drive, rootId: drive.connection.root_id };
  const { building, moving } = await dueTrees(ctx);
  for (const tree of building) {
    const outcome = await buildTree(ctx, tree).then(
      (): Outcome => 'next',
      (err: unknown) => settle(ctx, tree, err, tree.project_id),
    );
    if (outcome === 'stop') return;
  }
  for (const tree of moving) {
    const outcome = await placeTree(ctx, tree).then(
      (): Outcome => 'next',
      (err: unknown) => settle(ctx, tree, err, tree.project_id),
    );
    if (outcome === 'stop') return;
  }
  const claimed = await claim(ctx);
  for (const [i, filing] of claimed.entries()) {
    const outcome = await fileOne(ctx, filing).then(
      (): Outcome => 'next',
      (err: unknown) => settle(ctx, filing, err, filing.project_id),
    );
    if (outcome === 'stop') {
      // The rest wait for the reconnect, untouched (no try spent).
      await CloudDriveFiling.update(
        { status: 'queued' },
        { where: { id: claimed.slice(i + 1).map((f) => f.id), status: 'filing' } },
      );
      return;
    }
  }
  await queueNextRun(deps, companyId);
}

/** When the company's next work is due (filings, trees to make or move), or null when there is none. */
async function nextDue(deps: FilingDeps, companyId: string): Promise<Date | null> {
  const [row] = await deps.sequelize.query<{ at: Date | null }>(
    `SELECT min(at) AS at FROM (
       SELECT min(next_attempt_at) AS at FROM cloud_drive_filings
        WHERE company_id = :company AND status = 'queued'
       UNION ALL
       SELECT min(next_attempt_at) FROM cloud_drive_trees
        WHERE company_id = :company
          AND (status IN ('queued', 'creating') OR (status = 'created' AND placement <> wanted_placement))
     ) due`,
    { type: QueryTypes.SELECT, replacements: { company: companyId } },
  );
  return row?.at ? new Date(row.at) : null;
}

async function queueNextRun(deps: FilingDeps, companyId: string) {
  const at = await nextDue(deps, companyId);
  if (!at) return;
  if (at > new Date()) {
    await deps.jobs.send(CLOUD_DRIVE_WAKE_JOB, { companyId } satisfies PumpJob, { startAfter: at });
  } else {
    await sendPump(deps.jobs, companyId);
  }
}

export function wakeJob(deps: FilingDeps): JobDefinition<PumpJob> {
  return {
    name: CLOUD_DRIVE_WAKE_JOB,
    retryLimit: 3,
    handler: async (job) => void (await sendPump(deps.jobs, job.companyId)),
  };
}

/** The per-company pump. */
export function filingJob(deps: FilingDeps): JobDefinition<PumpJob> {
  return {
    name: CLOUD_DRIVE_FILE_JOB,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 15 * 60,
    handler: (job) => runCompanyPass(deps, job.companyId),
  };
}

/**
 * What the company had before its drive had a root (stored before it was connected, or while no root was
 * picked): every project gets its tree and every document its filing, as if made now. The unique keys (one tree
 * per project per root, one filing per document per connection) make it add only what is missing: run on every
 * resume, it adds nothing the second time.
 */
export async function queueWhatCameBefore(deps: FilingDeps, companyId: string) {
  const connection = await CloudDriveConnection.findOne({
    where: { company_id: companyId },
    attributes: ['id', 'root_id'],
  });
  if (!connection?.root_id) return;
  const replacements = {
    company: companyId,
    connection: connection.id,
    root: connection.root_id,
    cis: CIS_STATEMENT_SOURCE,
  };
  await deps.sequelize.query(
    `INSERT INTO cloud_drive_trees
       (id, company_id, connection_id, root_id, project_id, wanted_placement, placement_reason, next_attempt_at,
        created_at, updated_at)
     SELECT gen_random_uuid(), p.company_id, :connection, :root, p.id,
            CASE WHEN p.is_archived THEN 'archived' ELSE 'live' END,
            CASE WHEN p.is_archived THEN p.archive_reason END, now(), p.created_at, now()
       FROM projects p
      WHERE p.company_id = :company
     ON CONFLICT DO NOTHING`,
    { replacements },
  );
  await deps.sequelize.query(
    `INSERT INTO cloud_drive_filings
       (id, company_id, connection_id, upload_id, project_id, next_attempt_at, created_at, updated_at)
     SELECT gen_random_uuid(), u.company_id, :connection, u.id, u.project_id, now(), u.created_at, now()
       FROM uploads u
      WHERE u.company_id = :company AND (u.project_id IS NOT NULL OR u.source_type = :cis)
     ON CONFLICT DO NOTHING`,
    { replacements },
  );
}

/**
 * After a reconnect: everything waiting for the company goes now — queued documents and trees not finished
 * (failed ones too: most failed while the provider or the token was away).
 */
export async function resumeCompany(deps: FilingDeps, companyId: string) {
  await queueWhatCameBefore(deps, companyId);
  const now = new Date();
  await CloudDriveFiling.update(
    { next_attempt_at: now },
    { where: { company_id: companyId, status: { [Op.in]: ['queued', 'filing'] } } },
  );
  await CloudDriveTree.update(
    { next_attempt_at: now, status: 'queued', attempts: 0, error: null },
    { where: { company_id: companyId, status: { [Op.in]: ['queued', 'creating', 'failed'] } } },
  );
  await CloudDriveTree.update(
    { next_attempt_at: now },
    { where: { company_id: companyId, status: 'created' } },
  );
  await sendPump(deps.jobs, companyId);
}

export function resumeJob(deps: FilingDeps): JobDefinition<CloudDriveResumeJob> {
  return {
    name: CLOUD_DRIVE_RESUME_JOB,
    retryLimit: 3,
    handler: (job) => resumeCompany(deps, job.companyId),
  };
}

/** Every ten minutes: a company with due work and no pump waiting gets one (a job lost between commit and send). */
export function sweepJob(deps: FilingDeps): JobDefinition<Record<string, never>> {
  return {
    name: CLOUD_DRIVE_SWEEP_JOB,
    schedule: '*/10 * * * *',
    retryLimit: 0,
    async handler() {
      const companies = await deps.sequelize.query<{ company_id: string }>(
        `SELECT DISTINCT f.company_id FROM cloud_drive_filings f
           JOIN cloud_drive_connections c ON c.id = f.connection_id AND c.status = 'connected'
          WHERE (f.status = 'queued' AND f.next_attempt_at <= now())
             OR (f.status = 'filing' AND f.updated_at < :stale)
         UNION
         SELECT DISTINCT t.company_id FROM cloud_drive_trees t
           JOIN cloud_drive_connections c ON c.id = t.connection_id AND c.status = 'connected'
          WHERE t.next_attempt_at <= now()
            AND (t.status IN ('queued', 'creating') OR (t.status = 'created' AND t.placement <> t.wanted_placement))`,
        { type: QueryTypes.SELECT, replacements: { stale: new Date(Date.now() - STALE_FILING_MS) } },
      );
      for (const { company_id } of companies) await sendPump(deps.jobs, company_id);
    },
  };
}

let hookDeps: FilingDeps | undefined;

/**
 * Queues a filing for every project document stored while the company has a drive connected, in the storing
 * transaction (one hook on the Upload model, so every module that stores a document is covered: forms' PDFs
 * and photos, orders, applications, estimates, people's uploads). One hook per process, like the activity
 * handlers: every app in a process is built from the same modules.
 */
export function installFilingHook(deps: FilingDeps) {
  // Added afresh each time (removed first, so never twice): registering the models again on another Sequelize
  // (`Model.init`, as each test file of a worker does) drops the hooks the class had.
  Upload.removeHook('afterCreate', 'cloudDriveFiling');
  Upload.addHook('afterCreate', 'cloudDriveFiling', async (upload, options) => {
    if (hookDeps) await queueFiling(hookDeps, upload as Upload, options.transaction ?? undefined);
  });
  hookDeps = deps;
}

export async function queueFiling(deps: FilingDeps, upload: Upload, transaction?: Transaction) {
  // Company-level files stay with us (decision 0076), but for the kept CIS statements (decision 0077).
  if (!upload.project_id && upload.source_type !== CIS_STATEMENT_SOURCE) return;
  const connection = await CloudDriveConnection.findOne({
    where: { company_id: upload.company_id },
    attributes: ['id', 'root_id'],
    transaction,
  });
  if (!connection?.root_id) return;
  await CloudDriveFiling.create(
    {
      company_id: upload.company_id,
      connection_id: connection.id,
      upload_id: upload.id,
      project_id: upload.project_id,
    },
    { transaction },
  );
  await sendPump(deps.jobs, upload.company_id, { transaction });
}
