// Owns the orphan sweep (decision 0058): every stored file is written before its `uploads` row (the row's
// transaction comes after the bytes, so a file is never listed without its bytes), so a process killed between
// the two, or between deleting a row and its bytes, leaves a file with no row. An hourly job (pg-boss cron, once
// across all instances) deletes stored files older than an hour that no row names.
import { QueryTypes } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import type { JobDefinition } from '../../lib/jobs.js';

export const SWEEP_ORPHAN_FILES_JOB = 'uploads.sweep-orphan-files';

/** Far longer than any write takes between its bytes and its row, so a write in flight is never swept. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Our keys start with the company's id (lib/drive.ts fileKey); anything else in the bucket is not ours. */
const COMPANY_PREFIX = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

const BATCH = 500;

export interface SweepResult {
  /** Keys deleted: old enough, of a company this database knows, named by no upload. */
  deleted: string[];
  /** Files looked at (old enough and ours) that a row names. */
  kept: number;
}

/**
 * Deletes orphaned stored files. Only a company this database knows is swept, so a storage shared by mistake
 * with another database (a test database on a developer's folder) loses nothing of the other's.
 */
export async function sweepOrphanFiles(
  deps: Pick<AppDeps, 'drive' | 'sequelize'>,
  options: {
    now?: Date;
    minAgeMs?: number;
    /** Only under this key prefix (one company's: `<id>/`). */ prefix?: string;
  } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const result: SweepResult = { deleted: [], kept: 0 };
  let batch: { key: string; companyId: string }[] = [];

  const flush = async () => {
    if (!batch.length) return;
    const files = batch;
    batch = [];
    const keys = files.map((f) => f.key);
    const companyIds = [...new Set(files.map((f) => f.companyId.toLowerCase()))];
    const [named, companies] = await Promise.all([
      deps.sequelize.query<{ storage_key: string }>(
        'SELECT storage_key FROM uploads WHERE storage_key IN (:keys)',
        { replacements: { keys }, type: QueryTypes.SELECT },
      ),
      deps.sequelize.query<{ id: string }>(
        'SELECT id::text AS id FROM companies WHERE id::text IN (:companyIds)',
        {
          replacements: { companyIds },
          type: QueryTypes.SELECT,
        },
      ),
    ]);
    const kept = new Set(named.map((r) => r.storage_key));
    const known = new Set(companies.map((c) => c.id));
    for (const file of files) {
      if (!known.has(file.companyId.toLowerCase())) continue;
      if (kept.has(file.key)) {
        result.kept += 1;
        continue;
      }
      await deps.drive.deleteFile(file.key);
      result.deleted.push(file.key);
    }
  };

  for await (const file of deps.drive.listFiles(options.prefix)) {
    if (file.lastModified.getTime() > cutoff) continue;
    const match = COMPANY_PREFIX.exec(file.key);
    if (!match) continue;
    batch.push({ key: file.key, companyId: match[1]! });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return result;
}

/** The hourly sweep, at a quarter past; a run that fails is tried once more, then waits for the next hour. */
export function sweepOrphanFilesJob(deps: AppDeps): JobDefinition<Record<string, never>> {
  return {
    name: SWEEP_ORPHAN_FILES_JOB,
    schedule: '17 * * * *',
    retryLimit: 1,
    retryDelay: 60,
    expireInSeconds: 900,
    async handler() {
      const { deleted, kept } = await sweepOrphanFiles(deps);
      if (deleted.length)
        deps.logger.info({ deleted: deleted.length, kept }, 'orphaned stored files deleted');
    },
  };
}
