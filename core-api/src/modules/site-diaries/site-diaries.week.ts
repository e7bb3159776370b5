// Owns a project's diary week (Monday to Sunday, London; decision 0090): which days have a diary and whether it
// is signed, reading the week's diaries for its PDF, and a supervisor's request to file the week's PDF — allowed
// once every diary written that week is signed, queued in the transaction that records it, filed by the
// `site-diaries.file-week-pdf` job in "04 Site Forms" as the day's PDF is.
import { Op, UniqueConstraintError, type Sequelize } from 'sequelize';
import { formatUkDate } from '@sitebase/shared';
import type { AppDeps } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { addDays } from '../../lib/calendar.js';
import { AuthorizationError, ConflictError } from '../../lib/errors.js';
import { withTransaction } from '../../lib/transaction.js';
import type { Project } from '../../models/index.js';
import { ARCHIVED_LOCKED, findVisibleProject, recordProjectActivity } from '../projects/index.js';
import { SiteDiaryWeek } from './site-diary-week.model.js';
import { SiteDiary } from './site-diary.model.js';
import { writesDiary } from './site-diaries.policy.js';
import type { SiteDiaryJson } from './site-diaries.presenter.js';
import { SiteDiariesService } from './site-diaries.service.js';
import type { DiaryWeekJson } from './site-diaries.week-presenter.js';

export const FILE_WEEK_PDF_JOB = 'site-diaries.file-week-pdf';
export const WEEK_NO_DIARY = 'No diary was written in this week, so there is nothing to file';
export const WEEK_FILING = 'The week’s PDF is already being filed';
export const weekUnsigned = (dates: string[]) =>
  `Sign every diary of the week before filing it: ${dates.map((d) => formatUkDate(d)).join(', ')} ${dates.length === 1 ? 'is' : 'are'} not signed`;
const FILE_DENIED = 'Only supervisors and above can file the week’s diary';

/** The week's seven London days, Monday first. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

export class DiaryWeeksService {
  private readonly diaries: SiteDiariesService;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly deps: Pick<AppDeps, 'jobs'>,
  ) {
    this.diaries = new SiteDiariesService(sequelize, deps);
  }

  private async rows(companyId: string, projectId: string, monday: string) {
    return SiteDiary.findAll({
      where: {
        company_id: companyId,
        project_id: projectId,
        diary_date: { [Op.between]: [monday, addDays(monday, 6)] },
      },
      attributes: ['diary_date', 'status'],
      order: [['diary_date', 'ASC']],
    });
  }

  private present(
    actor: Actor,
    project: Project,
    monday: string,
    rows: Pick<SiteDiary, 'diary_date' | 'status'>[],
    week: SiteDiaryWeek | null,
  ): DiaryWeekJson {
    const byDay = new Map(rows.map((r) => [r.diary_date, r.status]));
    const days = weekDays(monday).map((date) => ({ date, status: byDay.get(date) ?? ('none' as const) }));
    const written = days.filter((d) => d.status !== 'none');
    return {
      project_id: project.id,
      week_commencing: monday,
      week_ending: addDays(monday, 6),
      days,
      filing: week?.filing ?? 'not_filed',
      pdf_upload_id: week?.pdf_upload_id ?? null,
      filed_at: week?.filed_at ? new Date(week.filed_at).toISOString() : null,
      can_file:
        writesDiary(actor) &&
        !project.is_archived &&
        written.length > 0 &&
        written.every((d) => d.status === 'signed') &&
        week?.filing !== 'queued',
    };
  }

  /** The week's days (no diary, draft, signed) and its filing, for anyone who may see the project. */
  async read(actor: Actor, projectId: string, monday: string): Promise<DiaryWeekJson> {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    const week = await SiteDiaryWeek.findOne({
      where: { company_id: actor.companyId, project_id: projectId, week_commencing: monday },
    });
    return this.present(actor, project, monday, await this.rows(actor.companyId, projectId, monday), week);
  }

  /** The diaries written in the week, each as the caller reads it (live records until signed), Monday first. */
  async diariesOf(actor: Actor, projectId: string, monday: string): Promise<SiteDiaryJson[]> {
    await findVisibleProject(actor, projectId, { withManager: false });
    const rows = await this.rows(actor.companyId, projectId, monday);
    const out: SiteDiaryJson[] = [];
    for (const r of rows) out.push(await this.diaries.read(actor, projectId, r.diary_date));
    return out;
  }

  /**
   * A supervisor files the week's PDF: every diary written that week must be signed (409 naming the drafts),
   * at least one written (409), not already being filed (409). Filing again later (after an addendum) files a
   * new copy. The request, its history row and the job are one transaction.
   */
  async requestFiling(actor: Actor, projectId: string, monday: string): Promise<DiaryWeekJson> {
    return withTransaction(this.sequelize, async (t) => {
      const project = await findVisibleProject(actor, projectId, { withManager: false, transaction: t });
      if (!writesDiary(actor)) throw new AuthorizationError(FILE_DENIED);
      if (project.is_archived) throw new ConflictError(ARCHIVED_LOCKED);
      const where = { company_id: actor.companyId, project_id: projectId, week_commencing: monday };
      const existing = await SiteDiaryWeek.findOne({ where, transaction: t, lock: t.LOCK.UPDATE });
      const rows = await SiteDiary.findAll({
        where: {
          company_id: actor.companyId,
          project_id: projectId,
          diary_date: { [Op.between]: [monday, addDays(monday, 6)] },
        },
        attributes: ['diary_date', 'status'],
        order: [['diary_date', 'ASC']],
        transaction: t,
      });
      if (!rows.length) throw new ConflictError(WEEK_NO_DIARY);
      const drafts = rows.filter((r) => r.status !== 'signed').map((r) => r.diary_date);
      if (drafts.length) throw new ConflictError(weekUnsigned(drafts));
      if (existing?.filing === 'queued') throw new ConflictError(WEEK_FILING);
      let week: SiteDiaryWeek;
      try {
        week = existing
          ? await existing.update({ filing: 'queued', requested_by: actor.userId }, { transaction: t })
          : await SiteDiaryWeek.create(
              { ...where, filing: 'queued', requested_by: actor.userId },
              { transaction: t },
            );
      } catch (err) {
        // Another supervisor asked for the same week's first filing at the same moment: theirs is being filed.
        if (err instanceof UniqueConstraintError) throw new ConflictError(WEEK_FILING);
        throw err;
      }
      await recordProjectActivity(actor, projectId, 'diary_week_filing_requested', {
        details: {
          week_commencing: monday,
          label: `Site diary week commencing ${monday}`,
          link: `/app/projects/${projectId}?diary=${monday}`,
        },
        transaction: t,
      });
      await this.deps.jobs.send(
        FILE_WEEK_PDF_JOB,
        { weekId: week.id, companyId: actor.companyId, actorId: actor.userId },
        { transaction: t },
      );
      return this.present(actor, project, monday, rows, week);
    });
  }
}
