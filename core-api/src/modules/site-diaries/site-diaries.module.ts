// Owns the site diary routes: a project's diary for a London day (read by anyone who may see the project),
// its autosave, sign-off and addenda (supervisors and up), its PDF, and the Delay Notice prefill from the
// diaries' delays. Rules live in site-diaries.policy.ts, the day's records in site-diaries.read.ts, writes in
// SiteDiariesService, the PDF and its filing in site-diaries.pdf.ts; a week of diaries (its days, its PDF and
// a supervisor's filing of it, decision 0090) in site-diaries.week.ts and site-diaries.week-pdf.ts.
import { defineModule } from '../../kit/module.js';
import { textParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { countRowsByProject, findVisibleProject } from '../projects/index.js';
import { SiteDiaryAddendum } from './site-diary-addendum.model.js';
import { SiteDiary } from './site-diary.model.js';
import { buildDiaryPdf, fileDiaryPdfJob } from './site-diaries.pdf.js';
import { DIARY_READ_ROLE, DIARY_WRITE_ROLE } from './site-diaries.policy.js';
import { delayPrefillSchema, siteDiarySchema } from './site-diaries.presenter.js';
import {
  addendumSchema,
  delayPrefillQuerySchema,
  diaryDateSchema,
  mondaySchema,
  saveDiarySchema,
} from './site-diaries.schema.js';
import { SiteDiariesService } from './site-diaries.service.js';
import { SiteDiaryWeek } from './site-diary-week.model.js';
import { DiaryWeeksService } from './site-diaries.week.js';
import { buildWeekPdf, fileWeekPdfJob } from './site-diaries.week-pdf.js';
import { diaryWeekSchema } from './site-diaries.week-presenter.js';
import type { AppDeps } from '../../kit/module.js';
import { z } from 'zod';

interface Services {
  diaries: SiteDiariesService;
  weeks: DiaryWeeksService;
  drive: AppDeps['drive'];
}
const route = routeBuilder<Services>();
const SUPERVISORS = company(DIARY_WRITE_ROLE, 'the site manager: supervisors and up');
const signSchema = z.object({ version: saveDiarySchema.shape.version });

export const siteDiariesModule = defineModule({
  name: 'site-diaries',
  description: 'Site diaries: a project’s day drafted from its records, written, signed, corrected and filed',
  params: {
    diaryDate: textParam({
      description: 'The diary’s day (YYYY-MM-DD, a London day)',
      schema: diaryDateSchema,
    }),
    monday: textParam({
      description: 'The Monday a diary week commences (YYYY-MM-DD; the week runs to Sunday, London)',
      schema: mondaySchema,
    }),
  },
  models: [SiteDiary, SiteDiaryAddendum, SiteDiaryWeek],
  create: (deps): Services => ({
    diaries: new SiteDiariesService(deps.sequelize, deps),
    weeks: new DiaryWeeksService(deps.sequelize, deps),
    drive: deps.drive,
  }),
  routes: [
    route({
      method: 'get',
      path: '/projects/{projectId}/diary/{diaryDate}',
      summary: 'A project’s site diary for a day: the day’s records (live until signed) and what was written',
      access: company(DIARY_READ_ROLE),
      response: siteDiarySchema,
      handler: ({ services, actor, params }) =>
        services.diaries.read(actor, params.projectId, params.diaryDate),
    }),
    route({
      method: 'patch',
      path: '/projects/{projectId}/diary/{diaryDate}',
      summary: 'Autosave the site manager’s part of a day’s diary (the fields given), at the version read',
      access: SUPERVISORS,
      body: saveDiarySchema,
      response: siteDiarySchema,
      errors: {
        409: 'Signed and locked, changed by someone else since it was read, or the project is archived',
      },
      handler: ({ services, actor, params, body }) =>
        services.diaries.save(actor, params.projectId, params.diaryDate, body),
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/diary/{diaryDate}/sign',
      summary: 'Sign the day’s diary off: its records frozen, it is locked, and its PDF is filed',
      access: SUPERVISORS,
      body: signSchema,
      response: siteDiarySchema,
      errors: {
        409: 'Already signed, changed by someone else since it was read, or the project is archived',
      },
      handler: ({ services, actor, params, body }) =>
        services.diaries.sign(actor, params.projectId, params.diaryDate, body.version),
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/diary/{diaryDate}/addenda',
      summary: 'Add a dated correction to a signed diary',
      access: SUPERVISORS,
      body: addendumSchema,
      status: 201,
      response: siteDiarySchema,
      errors: { 409: 'The diary is not signed, or the project is archived' },
      handler: ({ services, actor, params, body }) =>
        services.diaries.addAddendum(actor, params.projectId, params.diaryDate, body.text),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/diary/{diaryDate}/pdf',
      summary: 'The day’s diary as a PDF',
      access: company(DIARY_READ_ROLE),
      produces: 'pdf',
      handler: async ({ services, actor, params }) =>
        buildDiaryPdf(
          await services.diaries.read(actor, params.projectId, params.diaryDate),
          actor.companyId,
          services,
        ),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/diary-weeks/{monday}',
      summary: 'A project’s diary week: each day without a diary, draft or signed, and the week’s PDF filing',
      access: company(DIARY_READ_ROLE),
      response: diaryWeekSchema,
      handler: ({ services, actor, params }) => services.weeks.read(actor, params.projectId, params.monday),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/diary-weeks/{monday}/pdf',
      summary:
        'The week’s diaries as one PDF: a summary (days, labour by trade, plant, forms, delays), then each day',
      access: company(DIARY_READ_ROLE),
      produces: 'pdf',
      handler: async ({ services, actor, params }) => {
        const project = await findVisibleProject(actor, params.projectId, { withManager: false });
        const diaries = await services.weeks.diariesOf(actor, params.projectId, params.monday);
        return buildWeekPdf(project, params.monday, diaries, actor.companyId, services);
      },
    }),
    route({
      method: 'post',
      path: '/projects/{projectId}/diary-weeks/{monday}/file',
      summary:
        'File the week’s PDF in the project’s files (04 Site Forms) once every diary of the week is signed',
      access: SUPERVISORS,
      status: 202,
      response: diaryWeekSchema,
      errors: {
        409: 'No diary that week, a diary of the week not signed, already being filed, or the project is archived',
      },
      handler: ({ services, actor, params }) =>
        services.weeks.requestFiling(actor, params.projectId, params.monday),
    }),
    route({
      method: 'get',
      path: '/projects/{projectId}/diary-delays',
      summary: 'A Delay Notice’s answers pre-filled from the diaries’ delays and lost hours between two days',
      access: company(DIARY_READ_ROLE),
      query: delayPrefillQuerySchema,
      response: delayPrefillSchema,
      handler: ({ services, actor, params, query }) =>
        services.diaries.delayPrefill(actor, params.projectId, query.from, query.to),
    }),
  ],
  contributes: {
    jobs: [fileDiaryPdfJob, fileWeekPdfJob],
    projectDependents: [
      {
        key: 'site_diaries',
        label: ['site diary', 'site diaries'],
        count: (ids, options) => countRowsByProject('site_diaries', ids, options),
        destroy: async (projectId, { transaction }) => {
          await SiteDiaryWeek.destroy({ where: { project_id: projectId }, transaction });
          await SiteDiary.destroy({ where: { project_id: projectId }, transaction });
        },
      },
    ],
  },
});
