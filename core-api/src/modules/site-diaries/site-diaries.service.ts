// Owns the site diary: reading a day (the site manager's part and the day's records, live until signed), the
// autosave (fields replaced, version checked: another writer's save in between is 409, never overwritten),
// sign-off (the records frozen, the PDF's filing queued in the same transaction), dated addenda, and the
// Delay Notice prefill from the diary's delays. Each step writes the project's history.
import { formatUkDate } from '@sitebase/shared';
import { Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError, ValidationError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload, User, type Project } from '../../models/index.js';
import { ARCHIVED_LOCKED, findVisibleProject, recordProjectActivity } from '../projects/index.js';
import { SiteDiaryAddendum } from './site-diary-addendum.model.js';
import { SiteDiary } from './site-diary.model.js';
import {
  DIARY_ALREADY_SIGNED,
  DIARY_CHANGED,
  DIARY_FUTURE,
  DIARY_NOT_SIGNED,
  DIARY_SIGNED_LOCKED,
  PHOTO_NOT_FOUND,
  mayAddAddendum,
  mayEditDiary,
  maySignDiary,
  writesDiary,
} from './site-diaries.policy.js';
import type { DelayPrefillJson, SiteDiaryJson } from './site-diaries.presenter.js';
import { dayRecords, frozenRecords } from './site-diaries.read.js';
import type { SaveDiaryBody } from './site-diaries.schema.js';

export const FILE_DIARY_PDF_JOB = 'site-diaries.file-pdf';
const WRITE_DENIED = 'Only supervisors and above can write the site diary';
/** Hours in a working day, for the Delay Notice's estimate in days (decision 0087). */
export const WORKING_DAY_HOURS = 8;

const PERSON = ['id', 'first_name', 'last_name'] as const;
const person = (u: User | null | undefined) =>
  u ? { id: u.id, first_name: u.first_name, last_name: u.last_name } : null;
const lostHours = (delays: { lost_hours: number }[]) =>
  Math.round(delays.reduce((sum, d) => sum + d.lost_hours, 0) * 100) / 100;
const link = (projectId: string, date: string) => `/app/projects/${projectId}?diary=${date}`;

/** JSON with object keys sorted (PostgreSQL's jsonb keeps its own key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** Whether the diary already holds every field given, as given. */
function holds(diary: SiteDiary, fields: Omit<SaveDiaryBody, 'version'>): boolean {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  return (
    entries.length > 0 &&
    entries.every(([k, v]) => canonical(diary.get(k as keyof SiteDiary)) === canonical(v))
  );
}

export class SiteDiariesService {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly deps: Pick<AppDeps, 'jobs'>,
  ) {}

  /** The day's diary as the caller may read it (404 for a project they may not see). */
  async read(
    actor: Actor,
    projectId: string,
    date: string,
    transaction?: Transaction,
  ): Promise<SiteDiaryJson> {
    const project = await findVisibleProject(actor, projectId, { withManager: false, transaction });
    const diary = await SiteDiary.findOne({
      where: { company_id: actor.companyId, project_id: projectId, diary_date: date },
      transaction,
    });
    return this.present(actor, project, date, diary, transaction);
  }

  private async present(
    actor: Actor,
    project: Project,
    date: string,
    diary: SiteDiary | null,
    transaction?: Transaction,
  ): Promise<SiteDiaryJson> {
    const signed = diary?.status === 'signed';
    const records =
      signed && diary.snapshot
        ? frozenRecords(diary.snapshot)
        : await dayRecords(this.sequelize, actor.companyId, project.id, date, transaction);
    const userIds = [diary?.updated_by, diary?.signed_by].filter((id): id is string => !!id);
    const addenda = diary
      ? await SiteDiaryAddendum.findAll({
          where: { company_id: actor.companyId, diary_id: diary.id },
          order: [
            ['created_at', 'ASC'],
            ['id', 'ASC'],
          ],
          transaction,
        })
      : [];
    userIds.push(...addenda.map((a) => a.created_by).filter((id): id is string => !!id));
    const users = userIds.length
      ? await User.findAll({
          where: { id: { [Op.in]: [...new Set(userIds)] } },
          attributes: [...PERSON],
          transaction,
        })
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const photoIds = diary?.photo_upload_ids ?? [];
    const photos = photoIds.length
      ? await Upload.findAll({
          where: { id: { [Op.in]: photoIds }, company_id: actor.companyId },
          attributes: ['id', 'filename'],
          transaction,
        })
      : [];
    const photoById = new Map(photos.map((p) => [p.id, p]));
    const state = diary ? { status: diary.status } : null;
    const delays = diary?.delays ?? [];
    return {
      id: diary?.id ?? null,
      project_id: project.id,
      project_name: project.name,
      project_number: project.project_number,
      date,
      status: diary?.status ?? 'draft',
      version: diary?.version ?? 0,
      weather: diary?.weather ?? {},
      work_done: diary?.work_done ?? null,
      delays,
      lost_hours: lostHours(delays),
      instructions: diary?.instructions ?? null,
      visitors: diary?.visitors ?? [],
      photos: photoIds
        .filter((id) => photoById.has(id))
        .map((id) => ({ upload_id: id, filename: photoById.get(id)!.filename })),
      records,
      updated_by: person(diary?.updated_by ? byId.get(diary.updated_by) : null),
      updated_at: diary ? new Date(diary.updated_at).toISOString() : null,
      signed_by: person(diary?.signed_by ? byId.get(diary.signed_by) : null),
      signed_at: diary?.signed_at ? new Date(diary.signed_at).toISOString() : null,
      pdf_upload_id: diary?.pdf_upload_id ?? null,
      addenda: addenda.map((a) => ({
        id: a.id,
        text: a.text,
        created_by: person(a.created_by ? byId.get(a.created_by) : null),
        created_at: new Date(a.created_at).toISOString(),
      })),
      can_edit: mayEditDiary(actor, project, state),
      can_sign: maySignDiary(actor, project, state),
      can_add_addendum: mayAddAddendum(actor, project, state),
    };
  }

  /** The project (404 unless visible), the writer's role (403), a live project (409) and a started day (400). */
  private async writable(actor: Actor, projectId: string, date: string, t: Transaction): Promise<Project> {
    const project = await findVisibleProject(actor, projectId, { withManager: false, transaction: t });
    if (!writesDiary(actor)) throw new AuthorizationError(WRITE_DENIED);
    if (project.is_archived) throw new ConflictError(ARCHIVED_LOCKED);
    if (date > londonDate()) throw ValidationError.single('date', DIARY_FUTURE);
    return project;
  }

  /** The day's row, locked, checked against the version the writer read; made at version 1 when new. */
  private async lockedDraft(
    actor: Actor,
    project: Project,
    date: string,
    version: number,
    t: Transaction,
  ): Promise<SiteDiary> {
    const where = { company_id: actor.companyId, project_id: project.id, diary_date: date };
    const existing = await SiteDiary.findOne({ where, transaction: t, lock: t.LOCK.UPDATE });
    if (existing?.status === 'signed') throw new ConflictError(DIARY_SIGNED_LOCKED);
    if ((existing?.version ?? 0) !== version) throw new ConflictError(DIARY_CHANGED);
    if (existing) return existing;
    try {
      const made = await SiteDiary.create(
        { ...where, version: 0, created_by: actor.userId, updated_by: actor.userId },
        { transaction: t },
      );
      await recordProjectActivity(actor, project.id, 'diary_started', {
        details: { date, label: `Site diary ${date}`, link: link(project.id, date) },
        transaction: t,
      });
      return made;
    } catch (err) {
      // Another writer made the day's diary at the same moment: theirs stands, this save read an old version.
      if (err instanceof UniqueConstraintError) throw new ConflictError(DIARY_CHANGED);
      throw err;
    }
  }

  async save(actor: Actor, projectId: string, date: string, body: SaveDiaryBody): Promise<SiteDiaryJson> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await this.writable(actor, projectId, date, t);
      const { version: _read, ...fields } = body;
      // A save sent again after its answer was lost (the phone's outbox) finds its own write: the diary already
      // holds exactly what it sends, so it answers the diary as it is rather than a 409.
      const current = await SiteDiary.findOne({
        where: { company_id: actor.companyId, project_id: projectId, diary_date: date, status: 'draft' },
        transaction: t,
      });
      if (current && current.version !== body.version && holds(current, fields)) {
        return this.present(actor, project, date, current, t);
      }
      const diary = await this.lockedDraft(actor, project, date, body.version, t);
      if (body.photo_upload_ids?.length) {
        const ids = [...new Set(body.photo_upload_ids)];
        const found = await Upload.count({
          where: { id: { [Op.in]: ids }, company_id: actor.companyId, project_id: projectId },
          transaction: t,
        });
        if (found !== ids.length) throw ValidationError.single('photo_upload_ids', PHOTO_NOT_FOUND);
      }
      await diary.update(
        { ...fields, version: diary.version + 1, updated_by: actor.userId },
        { transaction: t },
      );
      return this.present(actor, project, date, diary, t);
    });
  }

  async sign(actor: Actor, projectId: string, date: string, version: number): Promise<SiteDiaryJson> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await this.writable(actor, projectId, date, t);
      const where = { company_id: actor.companyId, project_id: projectId, diary_date: date };
      const current = await SiteDiary.findOne({ where, transaction: t, lock: t.LOCK.UPDATE });
      if (current?.status === 'signed') throw new ConflictError(DIARY_ALREADY_SIGNED);
      const diary = await this.lockedDraft(actor, project, date, version, t);
      const snapshot = await dayRecords(this.sequelize, actor.companyId, projectId, date, t);
      await diary.update(
        {
          status: 'signed',
          snapshot,
          signed_by: actor.userId,
          signed_at: new Date(),
          version: diary.version + 1,
          updated_by: actor.userId,
        },
        { transaction: t },
      );
      await recordProjectActivity(actor, projectId, 'diary_signed', {
        details: { date, label: `Site diary ${date}`, link: link(projectId, date) },
        transaction: t,
      });
      await this.deps.jobs.send(
        FILE_DIARY_PDF_JOB,
        { diaryId: diary.id, companyId: actor.companyId, actorId: actor.userId },
        { transaction: t },
      );
      return this.present(actor, project, date, diary, t);
    });
  }

  async addAddendum(actor: Actor, projectId: string, date: string, text: string): Promise<SiteDiaryJson> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, projectId, { withManager: false, transaction: t });
      if (!writesDiary(actor)) throw new AuthorizationError(WRITE_DENIED);
      if (project.is_archived) throw new ConflictError(ARCHIVED_LOCKED);
      const diary = await SiteDiary.findOne({
        where: { company_id: actor.companyId, project_id: projectId, diary_date: date },
        transaction: t,
      });
      if (diary?.status !== 'signed') throw new ConflictError(DIARY_NOT_SIGNED);
      await SiteDiaryAddendum.create(
        { company_id: actor.companyId, diary_id: diary.id, text, created_by: actor.userId },
        { transaction: t },
      );
      await recordProjectActivity(actor, projectId, 'diary_addendum_added', {
        details: { date, label: `Site diary ${date}`, link: link(projectId, date) },
        transaction: t,
      });
      return this.present(actor, project, date, diary, t);
    });
  }

  /**
   * The Delay Notice's answers from the diaries' delays between two days: the first day with lost hours, the
   * reasons, one line per delay with its date and hours, and the lost hours as working days (rounded up).
   */
  async delayPrefill(actor: Actor, projectId: string, from: string, to: string): Promise<DelayPrefillJson> {
    await findVisibleProject(actor, projectId, { withManager: false });
    const diaries = await SiteDiary.findAll({
      where: {
        company_id: actor.companyId,
        project_id: projectId,
        diary_date: { [Op.between]: [from, to] },
      },
      order: [['diary_date', 'ASC']],
    });
    const entries = diaries.flatMap((d) =>
      d.delays.map((delay) => ({
        date: d.diary_date,
        reason: delay.reason,
        lost_hours: delay.lost_hours,
        signed: d.status === 'signed',
      })),
    );
    const total = lostHours(entries);
    const reasons = [...new Set(entries.map((e) => e.reason))];
    return {
      project_id: projectId,
      from,
      to,
      entries,
      lost_hours: total,
      answers: {
        occurred_on: entries[0]?.date ?? null,
        cause: reasons.join('; '),
        description: entries
          .map((e) => `${formatUkDate(e.date)}: ${e.reason} (${e.lost_hours} hours lost)`)
          .join('\n'),
        estimated_delay_days: Math.ceil(total / WORKING_DAY_HOURS),
      },
    };
  }
}
