// Owns the work the filing job does in a company's drive (decision 0076): a project's tree made folder by folder
// (each stored as made, found before made: run twice, one tree), the restricted tree for documents above the
// site team, one document copied from our storage into its folder (filed once, under a name unique in it), and
// a project's folder moved under "Archive" and back with a note saying why.
import { Op, QueryTypes } from 'sequelize';
import { formatUkDateTime, ukDateTimeParts } from '@sitebase/shared';
import type { AppDeps } from '../../kit/module.js';
import { DEFAULT_FOLDER_TEMPLATE } from '../../lib/drive.js';
import { Project, Upload } from '../../models/index.js';
import { getProjectFolderTemplate } from '../settings/index.js';
import { CloudDriveFiling } from './cloud-drive-filing.model.js';
import { CloudDriveFolder } from './cloud-drive-folder.model.js';
import { CloudDriveTree, type TreePlacement } from './cloud-drive-tree.model.js';
import type { CompanyDrive } from './company-drive.js';
import { filesRestricted } from './filing.policy.js';

export type FilingDeps = Pick<AppDeps, 'sequelize' | 'cloudDrive' | 'drive' | 'jobs' | 'logger'>;

/** The company's folder projects' folders move into when archived (in the root). */
export const ARCHIVE_FOLDER = 'Archive';
/** The company's folder for documents only supervisors and up may read (in the root; shared with them only). */
export const RESTRICTED_FOLDER = 'Restricted - supervisors and up';
const RESTRICTED = 'restricted';
/** A kept CIS statement's upload source (the labour module stores them: decision 0077). */
export const CIS_STATEMENT_SOURCE = 'cis_statement';
/** The company's folder for kept CIS statements (in the root), one sub-folder per tax year ("2026-27"). */
export const CIS_STATEMENTS_FOLDER = 'CIS Statements';

export interface FilingContext {
  deps: FilingDeps;
  companyId: string;
  drive: CompanyDrive;
  rootId: string;
}

/** The project folder's name, as the local tree names it, without characters OneDrive refuses. */
export function projectFolderName(project: { project_number: string; name: string }) {
  return driveSafeName(`${project.project_number} ${project.name}`);
}

/** A file or folder name without the characters OneDrive and SharePoint refuse (\ / : * ? " < > |). */
export function driveSafeName(name: string) {
  return name.replace(/[\\/:*?"<>|]+/g, '-').trim();
}

function folderWhere(ctx: FilingContext, projectId: string | null, path: string) {
  return {
    connection_id: ctx.drive.connection.id,
    root_id: ctx.rootId,
    project_id: projectId,
    path,
  };
}

export function storedFolder(ctx: FilingContext, projectId: string | null, path: string) {
  return CloudDriveFolder.findOne({ where: folderWhere(ctx, projectId, path) });
}

/** The folder at `path`, from its stored id, else found or made under `parentId` and stored at once. */
async function ensureFolderAt(
  ctx: FilingContext,
  projectId: string | null,
  path: string,
  parentId: string,
  name: string,
): Promise<{ folder: CloudDriveFolder; made: boolean }> {
  const stored = await storedFolder(ctx, projectId, path);
  if (stored) return { folder: stored, made: false };
  const item = await ctx.drive.session.ensureFolder(parentId, name);
  // Another worker may have stored it meanwhile (the provider answered both with the one folder).
  await CloudDriveFolder.bulkCreate(
    [
      {
        ...folderWhere(ctx, projectId, path),
        company_id: ctx.companyId,
        item_id: item.id,
        web_url: item.webUrl,
      },
    ],
    { ignoreDuplicates: true },
  );
  return { folder: (await storedFolder(ctx, projectId, path))!, made: true };
}

const companyFolder = (ctx: FilingContext, name: string) =>
  ensureFolderAt(ctx, null, name, ctx.rootId, name).then((r) => r.folder);

/** The project's tree row on this connection and root (made queued, placed as the project's state wants). */
export async function treeRowFor(ctx: FilingContext, project: Project): Promise<CloudDriveTree> {
  const [tree] = await CloudDriveTree.findOrCreate({
    where: { connection_id: ctx.drive.connection.id, root_id: ctx.rootId, project_id: project.id },
    defaults: {
      company_id: ctx.companyId,
      connection_id: ctx.drive.connection.id,
      root_id: ctx.rootId,
      project_id: project.id,
      wanted_placement: project.is_archived ? 'archived' : 'live',
      placement_reason: project.is_archived ? (project.archive_reason ?? null) : null,
    },
  });
  return tree;
}

/** Makes (or finishes) the project's tree, counting folders done; a cut-short run finishes the same tree. */
export async function buildTree(ctx: FilingContext, tree: CloudDriveTree): Promise<CloudDriveFolder | null> {
  const project = await Project.findOne({ where: { id: tree.project_id, company_id: ctx.companyId } });
  if (!project) return null;
  const template = await getProjectFolderTemplate(ctx.companyId);
  await tree.update({ status: 'creating', folders_total: 1 + template.length });
  const parent =
    tree.wanted_placement === 'archived' ? (await companyFolder(ctx, ARCHIVE_FOLDER)).item_id : ctx.rootId;
  const top = await ensureFolderAt(ctx, project.id, '', parent, projectFolderName(project));
  // A folder made now is made where the project's state wants it; one found stored stays where it was.
  if (top.made) await tree.update({ placement: tree.wanted_placement });
  let done = 1;
  await tree.update({ folders_done: done });
  for (const name of template) {
    await ensureFolderAt(ctx, project.id, name, top.folder.item_id, name);
    await tree.update({ folders_done: (done += 1) });
  }
  await tree.update({ status: 'created', error: null, attempts: 0 });
  return top.folder;
}

/** Moves the project's folder under "Archive" (or back to the root) and leaves a note saying why, in it. */
export async function placeTree(ctx: FilingContext, tree: CloudDriveTree): Promise<void> {
  const top = await storedFolder(ctx, tree.project_id, '');
  if (!top) return;
  const wanted: TreePlacement = tree.wanted_placement;
  const target = wanted === 'archived' ? (await companyFolder(ctx, ARCHIVE_FOLDER)).item_id : ctx.rootId;
  await ctx.drive.session.moveItem(top.item_id, target);
  const when = new Date(tree.updated_at);
  const stamp = londonStamp(when);
  const verb = wanted === 'archived' ? 'Archived' : 'Restored';
  const note = [
    `${verb} in SiteBase on ${stamp.display}.`,
    `Reason: ${tree.placement_reason ?? 'none given'}`,
    '',
  ].join('\n');
  await ctx.drive.session.uploadFile({
    parentId: top.item_id,
    name: `${verb} ${stamp.file}.txt`,
    bytes: Buffer.from(note, 'utf8'),
    mimeType: 'text/plain',
  });
  await tree.update({ placement: wanted });
}

function londonStamp(at: Date) {
  const parts = ukDateTimeParts(at);
  return {
    display: formatUkDateTime(at),
    file: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}${parts.minute}`,
  };
}

/**
 * The template folder each kind of document goes in, as the default template names them (the local tree files
 * orders and estimates at the project's top; in the company's drive each has its folder, as the issue asks).
 */
const SUBFOLDER_OF_SOURCE: Readonly<Record<string, string>> = {
  form_submission: DEFAULT_FOLDER_TEMPLATE[3],
  form_signature: DEFAULT_FOLDER_TEMPLATE[3],
  form_photo: DEFAULT_FOLDER_TEMPLATE[4],
  site_diary: DEFAULT_FOLDER_TEMPLATE[3],
  site_diary_week: DEFAULT_FOLDER_TEMPLATE[3],
  purchase_order: DEFAULT_FOLDER_TEMPLATE[5],
  delivery_ticket: DEFAULT_FOLDER_TEMPLATE[5],
  application: DEFAULT_FOLDER_TEMPLATE[8],
  estimate: DEFAULT_FOLDER_TEMPLATE[0],
};

/** The template folder a document belongs in ('' the project's folder), from what made it. */
async function subfolderOf(ctx: FilingContext, upload: Upload, template: readonly string[]) {
  let sub = (upload.source_type && SUBFOLDER_OF_SOURCE[upload.source_type]) || null;
  if (!sub && !upload.source_type) {
    // A delivery ticket's photo is a person's upload that a delivery points at.
    const [rows] = await ctx.deps.sequelize.query(
      'SELECT 1 FROM material_deliveries WHERE ticket_upload_id = :id LIMIT 1',
      { replacements: { id: upload.id } },
    );
    if (rows.length) sub = SUBFOLDER_OF_SOURCE.delivery_ticket!;
  }
  // A company whose template has no such folder files it in the project's folder.
  return sub && template.includes(sub) ? sub : '';
}

/** The folder a document is filed in: its path in the tree and the provider's id (the tree made first). */
async function targetFolder(ctx: FilingContext, upload: Upload, project: Project) {
  const template = await getProjectFolderTemplate(ctx.companyId);
  const sub = await subfolderOf(ctx, upload, template);
  if (filesRestricted(upload)) {
    const restricted = await companyFolder(ctx, RESTRICTED_FOLDER);
    const own = await ensureFolderAt(
      ctx,
      project.id,
      RESTRICTED,
      restricted.item_id,
      projectFolderName(project),
    );
    if (!sub) return { path: RESTRICTED, parentId: own.folder.item_id };
    const path = `${RESTRICTED}/${sub}`;
    return {
      path,
      parentId: (await ensureFolderAt(ctx, project.id, path, own.folder.item_id, sub)).folder.item_id,
    };
  }
  const tree = await treeRowFor(ctx, project);
  const top =
    tree.status === 'created' ? await storedFolder(ctx, project.id, '') : await buildTree(ctx, tree);
  const projectFolder = top ?? (await buildTree(ctx, tree));
  if (!projectFolder) throw new Error('The project is gone');
  if (!sub) return { path: '', parentId: projectFolder.item_id };
  return {
    path: sub,
    parentId: (await ensureFolderAt(ctx, project.id, sub, projectFolder.item_id, sub)).folder.item_id,
  };
}

/**
 * A kept CIS statement's folder: "CIS Statements/<tax year>" in the root, a company folder (payments and UTRs:
 * the company shares it with whoever does its CIS, like the restricted tree).
 */
async function cisStatementFolder(ctx: FilingContext, upload: Upload) {
  const [row] = await ctx.deps.sequelize.query<{ tax_year: string }>(
    'SELECT tax_year FROM cis_statements WHERE id = :id AND company_id = :company',
    { type: QueryTypes.SELECT, replacements: { id: upload.source_id, company: ctx.companyId } },
  );
  if (!row) return null;
  const top = await companyFolder(ctx, CIS_STATEMENTS_FOLDER);
  const path = `${CIS_STATEMENTS_FOLDER}/${row.tax_year}`;
  const year = await ensureFolderAt(ctx, null, path, top.item_id, row.tax_year);
  return { path, parentId: year.folder.item_id };
}

/** The upload's name, or (another document of that name filed in the folder already) one made unique by its id. */
async function uniqueName(ctx: FilingContext, filing: CloudDriveFiling, path: string, filename: string) {
  const taken = await CloudDriveFiling.count({
    where: {
      connection_id: ctx.drive.connection.id,
      project_id: filing.project_id,
      folder_path: path,
      name: filename,
      upload_id: { [Op.ne]: filing.upload_id },
    },
  });
  if (!taken) return filename;
  const dot = filename.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [filename.slice(0, dot), filename.slice(dot)] : [filename, ''];
  return `${base} (${filing.upload_id.slice(0, 8)})${ext}`;
}

/** Copies one document from our storage into its folder, once; stores the item and its link. */
export async function fileOne(ctx: FilingContext, filing: CloudDriveFiling): Promise<void> {
  const upload = await Upload.findOne({ where: { id: filing.upload_id, company_id: ctx.companyId } });
  const project =
    upload?.project_id &&
    (await Project.findOne({ where: { id: upload.project_id, company_id: ctx.companyId } }));
  const target =
    upload?.source_type === CIS_STATEMENT_SOURCE && !upload.project_id
      ? await cisStatementFolder(ctx, upload)
      : upload && project
        ? await targetFolder(ctx, upload, project)
        : null;
  if (!upload || !target) {
    await filing.destroy();
    return;
  }
  const { path, parentId } = target;
  if (filing.folder_path !== path || !filing.name) {
    await filing.update({ folder_path: path, name: await uniqueName(ctx, filing, path, upload.filename) });
  }
  const bytes = await ctx.deps.drive.readFile(upload.storage_key);
  const item = await ctx.drive.session.uploadFile({
    parentId,
    name: filing.name!,
    bytes,
    mimeType: upload.content_type,
  });
  await filing.update({
    status: 'filed',
    item_id: item.id,
    web_url: item.webUrl,
    error: null,
    filed_at: new Date(),
  });
}

/** A folder the provider no longer knows (deleted by hand): forget the project's stored ids, so they are made again. */
export async function forgetProjectFolders(ctx: FilingContext, projectId: string | null) {
  await CloudDriveFolder.destroy({
    where: { connection_id: ctx.drive.connection.id, root_id: ctx.rootId, project_id: projectId },
  });
  if (projectId) {
    await CloudDriveTree.update(
      { status: 'queued', folders_done: 0 },
      { where: { connection_id: ctx.drive.connection.id, root_id: ctx.rootId, project_id: projectId } },
    );
  }
}
