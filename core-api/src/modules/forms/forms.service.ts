// Owns the writes of digital forms, each in one transaction with its activity rows: the built-in templates a
// company always has (made on first use, so companies made any way get them), a manager's templates and their
// versions (a change adds a version; past submissions keep theirs), photos and signatures (checked, re-encoded,
// stored as the project's files), submissions (FRM-0001) with answers checked per field type, and their moves
// on the transition table — a submit queues the job that files the PDF in the project's "04 Site Forms".
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { allocateReference } from '../../lib/numbering.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload, User } from '../../models/index.js';
import { authorizeProject, findVisibleProject } from '../projects/index.js';
import { FormSignature } from './form-signature.model.js';
import { FormSubmission, type SubmissionStatus } from './form-submission.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import { FormTemplate } from './form-template.model.js';
import { libraryChecks } from './forms.library-checks.js';
import {
  BUILTIN_TEMPLATES,
  checkAnswers,
  uploadIdsOf,
  type Answers,
  type FormField,
  type SignatureAnswer,
} from './forms.fields.js';
import { processImage, type ImageKind } from './forms.photos.js';
import type {
  CreateSubmissionInput,
  CopyTemplateInput,
  CreateTemplateInput,
  UpdateSubmissionInput,
  UpdateTemplateInput,
} from './forms.schema.js';
import { assertAuthor, hiddenDraft, isSubmitterMove } from './forms.policy.js';
import { EDITABLE, SUBMISSION_STATUS } from './forms.transitions.js';
import { checkPlantAnswers, onPreUseCheckSent } from './forms.plant.js';
import { checkPermitApplication, issuePermitOnApproval } from './forms.permits.js';

export const SUBMISSION_NOT_FOUND = 'Form submission not found';
export const TEMPLATE_NOT_FOUND = 'Form template not found';
export const TEMPLATE_INACTIVE = 'This form template is no longer in use';
export const NOT_EDITABLE = 'Only a draft or a returned form can be changed';
export const BAD_UPLOAD = 'A photo or signature was not uploaded for this project';
export const SIGNATURE_NOT_YOURS =
  'A signature must be drawn on this form by you, or by someone signing in your presence; another person’s signature or file cannot be used';
export const SIGNATURE_USED = 'This signature is already on another form. Please sign again';
export const TEMPLATE_NAME_TAKEN = 'A form template with this name already exists';
export const FILE_FORM_PDF_JOB = 'forms.file-pdf';

export const submissionLink = (id: string) => `/app/forms?submission_id=${id}`;

/** JSON with object keys sorted and nulls dropped (JSONB keeps neither key order nor our undefineds). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, x]) => x !== null && x !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * The company's built-in templates, made (version 1) when missing, on the app's connection `db`; safe to run at
 * the same time twice.
 */
export async function ensureBuiltins(
  db: Sequelize,
  companyId: string,
  transaction?: Transaction,
): Promise<void> {
  const have = await FormTemplate.count({
    where: { company_id: companyId, builtin_key: BUILTIN_TEMPLATES.map((b) => b.key) },
    transaction,
  });
  if (have >= BUILTIN_TEMPLATES.length) return;
  const run = async (t: Transaction) => {
    for (const b of BUILTIN_TEMPLATES) {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO form_templates (id, company_id, name, category, builtin_key, is_active, current_version,
                                     created_at, updated_at)
         VALUES (gen_random_uuid(), :companyId, :name, :category, :key, true, 1, now(), now())
         ON CONFLICT (company_id, builtin_key) WHERE builtin_key IS NOT NULL DO NOTHING RETURNING id`,
        {
          type: QueryTypes.SELECT,
          replacements: { companyId, name: b.name, category: b.category, key: b.key },
          transaction: t,
        },
      );
      const id = rows[0]?.id;
      if (id) {
        await FormTemplateVersion.create(
          {
            company_id: companyId,
            template_id: id,
            version: 1,
            name: b.name,
            fields: b.fields,
            created_by: null,
          },
          { transaction: t },
        );
      }
    }
  };
  if (transaction) await run(transaction);
  else await withTransaction(db, run);
}

export class FormsService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly deps: Pick<AppDeps, 'drive' | 'jobs'> & { uploads: UploadSink },
  ) {}

  async createTemplate(actor: Actor, input: CreateTemplateInput): Promise<string> {
    return withTransaction(this.sequelize, (t) =>
      this.insertTemplate(actor, t, { name: input.name, category: 'custom', fields: input.fields }),
    );
  }

  /** A new company template at version 1 with its activity row, in the caller's transaction. */
  private async insertTemplate(
    actor: Actor,
    t: Transaction,
    input: {
      name: string;
      category: FormTemplate['category'];
      fields: FormField[];
      details?: Record<string, unknown>;
    },
  ): Promise<string> {
    const template = await FormTemplate.create(
      {
        company_id: actor.companyId,
        name: input.name,
        category: input.category,
        builtin_key: null,
        created_by: actor.userId,
      },
      { transaction: t },
    );
    await FormTemplateVersion.create(
      {
        company_id: actor.companyId,
        template_id: template.id,
        version: 1,
        name: input.name,
        fields: input.fields,
        created_by: actor.userId,
      },
      { transaction: t },
    );
    await recordActivity({
      actor,
      entityType: 'form_template',
      entityId: template.id,
      action: 'created',
      ...(input.details ? { details: input.details } : {}),
      label: input.name,
      link: '/app/forms?templates=true',
      transaction: t,
    });
    return template.id;
  }

  /**
   * A copy of any template (built-in or the company's) under a new name, keeping its category — and with it the
   * library's behaviour — and its current fields; the original stays as it is (decision 0088).
   */
  async copyTemplate(actor: Actor, id: string, input: CopyTemplateInput): Promise<string> {
    await ensureBuiltins(this.sequelize, actor.companyId);
    return withTransaction(this.sequelize, async (t) => {
      const source = await FormTemplate.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
      });
      if (!source) throw new NotFoundError(TEMPLATE_NOT_FOUND);
      const taken = await this.sequelize.query<{ id: string }>(
        'SELECT id FROM form_templates WHERE company_id = :companyId AND lower(name) = lower(:name) LIMIT 1',
        {
          type: QueryTypes.SELECT,
          replacements: { companyId: actor.companyId, name: input.name },
          transaction: t,
        },
      );
      if (taken.length) throw new ConflictError(TEMPLATE_NAME_TAKEN);
      const current = (await FormTemplateVersion.findOne({
        where: { template_id: source.id, version: source.current_version },
        transaction: t,
      }))!;
      return this.insertTemplate(actor, t, {
        name: input.name,
        category: source.category,
        fields: current.fields,
        details: { copied_from: source.id, copied_from_name: source.name },
      });
    });
  }

  /** A new version when the name or fields change (earlier versions and their submissions stay as they were). */
  async updateTemplate(actor: Actor, id: string, input: UpdateTemplateInput): Promise<string> {
    return withTransaction(this.sequelize, async (t) => {
      const template = await FormTemplate.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!template) throw new NotFoundError(TEMPLATE_NOT_FOUND);
      const current = await FormTemplateVersion.findOne({
        where: { template_id: id, version: template.current_version },
        transaction: t,
      });
      const changed =
        !current || current.name !== input.name || canonical(current.fields) !== canonical(input.fields);
      if (changed) {
        const version = template.current_version + 1;
        await FormTemplateVersion.create(
          {
            company_id: actor.companyId,
            template_id: id,
            version,
            name: input.name,
            fields: input.fields,
            created_by: actor.userId,
          },
          { transaction: t },
        );
        await template.update({ current_version: version, name: input.name }, { transaction: t });
      }
      if (input.is_active !== undefined && input.is_active !== template.is_active) {
        await template.update({ is_active: input.is_active }, { transaction: t });
      }
      await recordActivity({
        actor,
        entityType: 'form_template',
        entityId: id,
        action: 'updated',
        details: { version: template.current_version },
        label: input.name,
        link: '/app/forms?templates=true',
        transaction: t,
      });
      return id;
    });
  }

  /**
   * A photo or drawn signature for a form on a project: checked, re-encoded, kept as one of its files. A
   * signature is also recorded as captured by the caller (with the typed name of a signatory without an
   * account, when one signs in their presence), which is what lets only the caller put it on one form.
   */
  async addImage(
    actor: Actor,
    projectId: string,
    kind: ImageKind,
    bytes: Buffer,
    signatoryName: string | null = null,
  ) {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    authorizeProject(actor, 'upload', project); // archived: 409
    if (bytes.length === 0) throw ValidationError.single('file', 'The file is empty');
    const image = await processImage(bytes, kind);
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
    const name = kind === 'photo' ? `form-photo-${stamp}.jpg` : `signature-${stamp}.png`;
    const upload = await this.deps.uploads.create(actor, {
      projectId: project.id,
      originalName: name,
      bytes: image.bytes,
      sourceType: kind === 'photo' ? 'form_photo' : 'form_signature',
    });
    if (kind === 'signature') {
      await FormSignature.create({
        upload_id: upload.id,
        company_id: actor.companyId,
        project_id: project.id,
        captured_by: actor.userId,
        signatory_name: signatoryName,
      });
    }
    return {
      upload_id: upload.id,
      kind,
      content_type: upload.content_type,
      width: image.width,
      height: image.height,
      size: upload.size,
    };
  }

  private async version(companyId: string, versionId: string, t?: Transaction): Promise<FormTemplateVersion> {
    const v = await FormTemplateVersion.findOne({
      where: { id: versionId, company_id: companyId },
      transaction: t,
    });
    if (!v) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    return v;
  }

  /**
   * Checks the answers by field type and that their uploads are this project's images, and fills in each
   * signature from its record (decision 0053): it must have been captured by the caller — the form's author — on
   * this project, and not be on another form. Returns the answers and the signatures this form now uses, which
   * the caller claims (`claimSignatures`) once the submission row exists.
   */
  private async checked(
    actor: Actor,
    fields: readonly FormField[],
    raw: Record<string, unknown>,
    submitting: boolean,
    projectId: string,
    submissionId: string,
    previous: Answers | null,
    t: Transaction,
  ): Promise<{ answers: Answers; claim: string[] }> {
    const { answers, issues } = checkAnswers(fields, raw, submitting);
    if (issues.length) {
      throw new ValidationError(
        issues.map((i) => i.message),
        issues.map((i) => ({ path: `answers.${i.key}`, message: i.message })),
      );
    }
    await checkPlantAnswers(actor, fields, answers, t); // decision 0089: the company's register items only
    const { photos, signatures } = uploadIdsOf(fields, answers);
    const ids = [...new Set([...photos, ...signatures])];
    const uploads = ids.length
      ? await Upload.findAll({
          where: { id: ids, company_id: actor.companyId, project_id: projectId },
          attributes: ['id', 'content_type'],
          transaction: t,
        })
      : [];
    const byId = new Map(uploads.map((u) => [u.id, u]));
    const bad =
      photos.some((id) => !byId.get(id)?.content_type.startsWith('image/')) ||
      signatures.some((id) => byId.get(id)?.content_type !== 'image/png');
    if (bad) throw ValidationError.single('answers', BAD_UPLOAD);
    if (!signatures.length) return { answers, claim: [] };
    if (new Set(signatures).size !== signatures.length) throw new ConflictError(SIGNATURE_USED);
    // Locked, so two forms sent at once cannot both take one signature.
    const records = await FormSignature.findAll({
      where: { upload_id: signatures, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    const recordOf = new Map(records.map((r) => [r.upload_id, r]));
    const me = await User.findByPk(actor.userId, {
      attributes: ['first_name', 'last_name'],
      transaction: t,
    });
    const myName = me ? `${me.first_name} ${me.last_name}`.trim() : 'Unknown';
    const claim: string[] = [];
    // One signature (a `signature` field, or one signer of a `signatures` field): the record's, as first put on
    // this form when it already was.
    const fill = (key: string, sig: SignatureAnswer, kept: SignatureAnswer | undefined): SignatureAnswer => {
      const record = recordOf.get(sig.upload_id);
      // Another person's upload, a file that is not a drawn signature, or one drawn for another project.
      if (!record || record.captured_by !== actor.userId || record.project_id !== projectId) {
        throw ValidationError.single(`answers.${key}`, SIGNATURE_NOT_YOURS);
      }
      if (record.submission_id && record.submission_id !== submissionId) {
        throw new ConflictError(SIGNATURE_USED);
      }
      if (!record.submission_id) claim.push(record.upload_id);
      if (kept?.upload_id === sig.upload_id && kept.signed_by) return kept;
      return record.signatory_name
        ? {
            upload_id: sig.upload_id,
            signed_by: record.signatory_name,
            signed_at: record.created_at.toISOString(),
            signer_id: null,
            witnessed_by: myName,
            witness_id: actor.userId,
          }
        : {
            upload_id: sig.upload_id,
            signed_by: myName,
            signed_at: record.created_at.toISOString(),
            signer_id: actor.userId,
            witnessed_by: null,
            witness_id: null,
          };
    };
    for (const f of fields) {
      if (f.type === 'signature' && answers[f.key]) {
        const kept = previous?.[f.key] as SignatureAnswer | null | undefined;
        answers[f.key] = fill(f.key, answers[f.key] as SignatureAnswer, kept ?? undefined);
      }
      if (f.type === 'signatures' && Array.isArray(answers[f.key])) {
        const before = previous?.[f.key];
        const kept = new Map(
          (Array.isArray(before) ? (before as SignatureAnswer[]) : []).map((s) => [s.upload_id, s]),
        );
        answers[f.key] = (answers[f.key] as SignatureAnswer[]).map((s) =>
          fill(f.key, s, kept.get(s.upload_id)),
        );
      }
    }
    return { answers, claim };
  }

  /** Marks signatures as used by this submission (after `checked`, once the submission row exists). */
  private async claimSignatures(ids: string[], submissionId: string, t: Transaction) {
    if (!ids.length) return;
    await FormSignature.update(
      { submission_id: submissionId },
      { where: { upload_id: ids, submission_id: null }, transaction: t },
    );
  }

  async createSubmission(actor: Actor, input: CreateSubmissionInput): Promise<string> {
    await ensureBuiltins(this.sequelize, actor.companyId);
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, input.project_id, {
        transaction: t,
        withManager: false,
      });
      const template = await FormTemplate.findOne({
        where: { id: input.template_id, company_id: actor.companyId },
        transaction: t,
      });
      if (!template) throw ValidationError.single('template_id', TEMPLATE_NOT_FOUND);
      if (!template.is_active) throw ValidationError.single('template_id', TEMPLATE_INACTIVE);
      authorizeProject(actor, 'upload', project); // an archived project takes no new forms: 409
      const version = (await FormTemplateVersion.findOne({
        where: { template_id: template.id, version: template.current_version },
        transaction: t,
      }))!;
      const id = randomUUID();
      const { answers, claim } = await this.checked(
        actor,
        version.fields,
        input.answers,
        input.submit,
        project.id,
        id,
        null,
        t,
      );
      const checks = await libraryChecks(
        this.sequelize,
        actor.companyId,
        template.category,
        version.fields,
        answers,
        input.submit,
        t,
      );
      const reference = await allocateReference(actor.companyId, 'form_submission', t);
      const submission = await FormSubmission.create(
        {
          id,
          company_id: actor.companyId,
          project_id: project.id,
          template_id: template.id,
          template_version_id: version.id,
          reference,
          answers,
          library_checks: checks,
          submitted_by: actor.userId,
        },
        { transaction: t },
      );
      await this.claimSignatures(claim, id, t);
      await recordActivity({
        actor,
        entityType: 'form_submission',
        entityId: submission.id,
        action: 'created',
        details: { template: version.name, reference },
        label: `${reference} ${version.name}`,
        link: submissionLink(submission.id),
        projectId: project.id,
        transaction: t,
      });
      if (input.submit) await this.move(actor, submission, 'submitted', null, version.name, t);
      return submission.id;
    });
  }

  private async find(actor: Actor, id: string, t: Transaction): Promise<FormSubmission> {
    const submission = await FormSubmission.findOne({
      where: { id, company_id: actor.companyId },
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!submission) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    await findVisibleProject(actor, submission.project_id, { transaction: t, withManager: false }).catch(
      () => {
        throw new NotFoundError(SUBMISSION_NOT_FOUND);
      },
    );
    if (hiddenDraft(actor, submission)) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    return submission;
  }

  /** Saves the answers of a draft or returned form (its author only), checked by type. */
  async updateSubmission(actor: Actor, id: string, input: UpdateSubmissionInput): Promise<void> {
    await withTransaction(this.sequelize, async (t) => {
      const submission = await this.find(actor, id, t);
      assertAuthor(actor, submission);
      if (!EDITABLE.includes(submission.status)) throw new ConflictError(NOT_EDITABLE);
      const version = await this.version(actor.companyId, submission.template_version_id, t);
      const { answers, claim } = await this.checked(
        actor,
        version.fields,
        input.answers,
        false,
        submission.project_id,
        submission.id,
        submission.answers,
        t,
      );
      const template = (await FormTemplate.findByPk(submission.template_id, { transaction: t }))!;
      const checks = await libraryChecks(
        this.sequelize,
        actor.companyId,
        template.category,
        version.fields,
        answers,
        false,
        t,
      );
      await submission.update({ answers, library_checks: checks }, { transaction: t });
      await this.claimSignatures(claim, submission.id, t);
    });
  }

  async changeStatus(actor: Actor, id: string, to: SubmissionStatus, reason: string | null | undefined) {
    await withTransaction(this.sequelize, async (t) => {
      const submission = await this.find(actor, id, t);
      const version = await this.version(actor.companyId, submission.template_version_id, t);
      SUBMISSION_STATUS.check(actor, submission.status, to, reason);
      if (isSubmitterMove(to)) {
        assertAuthor(actor, submission);
        // Everything required must be there now: checked again against the version it was filled on (its
        // signatures too: still the author's and this form's). A review move never touches the answers.
        const { answers } = await this.checked(
          actor,
          version.fields,
          submission.answers as Record<string, unknown>,
          true,
          submission.project_id,
          submission.id,
          submission.answers,
          t,
        );
        // The library's checks as they stand when it is sent (the labour record may have changed since saved).
        const template = (await FormTemplate.findByPk(submission.template_id, { transaction: t }))!;
        const checks = await libraryChecks(
          this.sequelize,
          actor.companyId,
          template.category,
          version.fields,
          answers,
          true,
          t,
        );
        await submission.update({ library_checks: checks }, { transaction: t });
      }
      await this.move(actor, submission, to, reason ?? null, version.name, t);
    });
  }

  private async move(
    actor: Actor,
    submission: FormSubmission,
    to: SubmissionStatus,
    reason: string | null,
    templateName: string,
    t: Transaction,
  ) {
    const from = submission.status;
    await SUBMISSION_STATUS.apply({
      actor,
      entityId: submission.id,
      from,
      to,
      reason,
      label: `${submission.reference} ${templateName}`,
      link: submissionLink(submission.id),
      projectId: submission.project_id,
      transaction: t,
    });
    const now = new Date();
    if (to === 'submitted' || to === 'resubmitted') {
      await submission.update(
        { status: to, submitted_at: now, submit_count: submission.submit_count + 1 },
        { transaction: t },
      );
      await this.deps.jobs.send(
        FILE_FORM_PDF_JOB,
        {
          submissionId: submission.id,
          companyId: submission.company_id,
          actorId: actor.userId,
          submitCount: submission.submit_count,
        },
        { transaction: t },
      );
    } else {
      await submission.update(
        {
          status: to,
          reviewed_by: actor.userId,
          reviewed_at: now,
          review_comment: to === 'returned' ? reason : submission.review_comment,
        },
        { transaction: t },
      );
    }
    // Decision 0089: what a library category does on a move, in this transaction.
    const { category } = (await FormTemplate.findByPk(submission.template_id, {
      attributes: ['category'],
      transaction: t,
    }))!;
    if (to === 'submitted' || to === 'resubmitted') {
      checkPermitApplication(category, submission.answers);
      await onPreUseCheckSent(actor, category, submission, t);
    }
    if (to === 'approved') {
      await issuePermitOnApproval(actor, category, submission, `${submission.reference} ${templateName}`, t);
    }
  }
}

/** Where images go: the uploads module's store (type check, quota, project history). */
export interface UploadSink {
  create(
    actor: Actor,
    input: { projectId: string | null; originalName: string; bytes: Buffer; sourceType?: string | null },
  ): Promise<{ id: string; content_type: string; size: number }>;
}
