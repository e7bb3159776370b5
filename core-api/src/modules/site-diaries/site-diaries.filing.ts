// Owns filing a site diary document — a signed day's PDF or a week's — in the project's "04 Site Forms" folder
// (decisions 0087, 0090): the bytes stored first, then in one transaction the Upload row (whose hook queues the
// cloud-drive filing, decision 0076), the record it is filed for pointed at it, and the project's history; the
// stored bytes removed again when the record turns out to be filed already or the transaction fails.
import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import type { PdfDocument } from '../../lib/pdf.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload, type Project } from '../../models/index.js';
import { recordProjectActivity } from '../projects/index.js';

/** Filed with the site's forms: the default folder template's site-records folder (decision 0087). */
export const SITE_DIARY_FOLDER = DEFAULT_FOLDER_TEMPLATE[3];

export interface SiteFormsFiling {
  companyId: string;
  /** Who the filing is recorded as (the signer, or the supervisor who asked for the week). */
  actorId: string;
  project: Project;
  file: { pdf: PdfDocument; filename: string };
  /** What made it (`site_diary`, `site_diary_week`) and its id: the Upload's source. */
  sourceType: string;
  sourceId: string;
  /**
   * In the filing transaction: locks the record filed for and points it at the new upload; false when it needs
   * no filing any more (filed meanwhile by another run), and then nothing is kept.
   */
  attach: (uploadId: string, transaction: Transaction) => Promise<boolean>;
}

/** Renders and files one document; its upload id, or null when the record needed no filing after all. */
export async function fileInSiteForms(deps: AppDeps, filing: SiteFormsFiling): Promise<string | null> {
  const { companyId, actorId, project, file } = filing;
  const bytes = await file.pdf.render();
  const id = randomUUID();
  const { key } = await deps.drive.putFile({
    companyId,
    folderId: project.folder_status === 'created' ? (project.drive_folder_id ?? null) : null,
    subfolder: SITE_DIARY_FOLDER,
    name: `${id}-${file.filename}`,
    bytes,
  });
  try {
    return await withTransaction(deps.sequelize, async (transaction) => {
      await Upload.create(
        {
          id,
          company_id: companyId,
          project_id: project.id,
          filename: file.filename,
          content_type: 'application/pdf',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storage_provider: deps.drive.provider,
          storage_key: key,
          uploaded_by: actorId,
          // The diary is read by the project's team, workers included: its filed copies too.
          source_type: filing.sourceType,
          source_id: filing.sourceId,
        },
        { transaction },
      );
      // Rolled back with the upload when the record was filed meanwhile.
      if (!(await filing.attach(id, transaction))) throw new AlreadyFiled();
      await recordProjectActivity({ userId: actorId, companyId }, project.id, 'file_uploaded', {
        details: { filename: file.filename, upload_id: id, folder: SITE_DIARY_FOLDER },
        transaction,
      });
      return id;
    });
  } catch (err) {
    await deps.drive.deleteFile(key).catch(() => undefined);
    if (err instanceof AlreadyFiled) return null;
    throw err;
  }
}

class AlreadyFiled extends Error {}
