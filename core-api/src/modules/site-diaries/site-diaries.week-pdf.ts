// Owns the week's site diary PDF (issue 41, decision 0090): a summary page — each day signed, draft or without a
// diary, labour hours by trade, plant on site, deliveries, forms and inductions, and the lost hours with each
// delay's reason (the contractor's record of delay for an extension of time) — then each day's diary drawn as the
// day's PDF draws it (drawDiaryDay); and the job that files it in "04 Site Forms" (fileInSiteForms).
import { formatUkDayDate, plural } from '@sitebase/shared';
import type { AppDeps } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { EMPTY, createPdf, formatUkDate, loadLetterhead, type PdfDocument } from '../../lib/pdf.js';
import { Project, User } from '../../models/index.js';
import { SiteDiaryWeek } from './site-diary-week.model.js';
import { fileInSiteForms } from './site-diaries.filing.js';
import { drawDiaryDay, londonTime } from './site-diaries.pdf.js';
import type { SiteDiaryJson } from './site-diaries.presenter.js';
import { DiaryWeeksService, FILE_WEEK_PDF_JOB, weekDays } from './site-diaries.week.js';

const round = (n: number) => Math.round(n * 100) / 100;

/** The week's file name: the project number and its Monday. */
export const weekFilename = (projectNumber: string, monday: string) =>
  `Site diary ${projectNumber} week ${monday}.pdf`;

/** The week's diaries (Monday first; days with no diary left out) in one PDF: the summary, then each day. */
export async function buildWeekPdf(
  project: Pick<Project, 'name' | 'project_number'>,
  monday: string,
  diaries: SiteDiaryJson[],
  companyId: string,
  deps: Pick<AppDeps, 'drive'>,
): Promise<{ pdf: PdfDocument; filename: string }> {
  const sunday = weekDays(monday)[6]!;
  const pdf = createPdf({
    letterhead: await loadLetterhead(companyId),
    title: 'Site diary week',
    reference: `${project.project_number} w/c ${formatUkDate(monday)}`,
  });
  const byDay = new Map(diaries.map((d) => [d.date, d]));
  const signed = diaries.filter((d) => d.status === 'signed').length;
  const lost = round(diaries.reduce((sum, d) => sum + d.lost_hours, 0));
  const labourHours = round(diaries.reduce((sum, d) => sum + d.records.labour_hours, 0));
  pdf
    .title(`Site diary: week commencing ${formatUkDate(monday)}`)
    .heading('Summary')
    .fields([
      ['Project', `${project.project_number} ${project.name}`],
      ['Week', `${formatUkDayDate(monday)} to ${formatUkDayDate(sunday)}`],
      [
        'Diaries',
        diaries.length
          ? `${plural(diaries.length, 'day')} written: ${signed} signed, ${diaries.length - signed} not signed`
          : 'No diary was written this week',
      ],
      ['Labour', `${labourHours} h on timesheets`],
      ['Time lost', `${lost} h`],
    ]);
  pdf.heading('Days').table({
    columns: [
      { header: 'Day' },
      { header: 'Diary' },
      { header: 'Labour', align: 'right' },
      { header: 'Deliveries', align: 'right' },
      { header: 'Forms', align: 'right' },
      { header: 'Lost', align: 'right' },
    ],
    rows: weekDays(monday).map((date) => {
      const d = byDay.get(date);
      if (!d) return [formatUkDayDate(date), 'No diary', EMPTY, EMPTY, EMPTY, EMPTY];
      return [
        formatUkDayDate(date),
        d.status === 'signed' ? 'Signed' : 'Draft, not signed',
        `${d.records.labour_hours} h`,
        String(d.records.deliveries.length),
        String(d.records.forms.length),
        `${d.lost_hours} h`,
      ];
    }),
    foot: [
      'Week',
      `${signed} of ${diaries.length} signed`,
      `${labourHours} h`,
      String(diaries.reduce((n, d) => n + d.records.deliveries.length, 0)),
      String(diaries.reduce((n, d) => n + d.records.forms.length, 0)),
      `${lost} h`,
    ],
  });

  const delays = diaries.flatMap((d) => d.delays.map((delay) => ({ ...delay, date: d.date })));
  pdf
    .heading(`Delays and lost time (${lost} h lost)`)
    .note('As recorded in the day’s diary: the contractor’s record of delay for an extension of time.');
  if (delays.length) {
    pdf.table({
      columns: [
        { header: 'Day' },
        { header: 'Reason' },
        { header: 'Trades affected' },
        { header: 'Hours lost', align: 'right' },
      ],
      rows: delays.map((d) => [
        formatUkDate(d.date),
        d.reason,
        d.trades_affected ?? EMPTY,
        String(d.lost_hours),
      ]),
      foot: ['Total', '', '', String(lost)],
    });
  } else pdf.paragraph('No delays recorded this week.');

  const trades = new Map<string, { operatives: Set<string>; hours: number }>();
  for (const d of diaries)
    for (const l of d.records.labour) {
      const trade = trades.get(l.trade ?? 'No trade recorded') ?? { operatives: new Set(), hours: 0 };
      trade.operatives.add(l.operative_id);
      trade.hours += l.hours;
      trades.set(l.trade ?? 'No trade recorded', trade);
    }
  pdf.heading('Labour hours by trade');
  if (trades.size) {
    pdf.table({
      columns: [
        { header: 'Trade' },
        { header: 'Operatives', align: 'right' },
        { header: 'Hours', align: 'right' },
      ],
      rows: [...trades.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([trade, t]) => [trade, String(t.operatives.size), String(round(t.hours))]),
      foot: ['Total', '', String(labourHours)],
    });
  } else pdf.paragraph('No hours recorded on timesheets this week.');

  const plant = new Map<string, { label: string; from: string; days: number }>();
  for (const d of diaries)
    for (const p of d.records.plant) {
      const seen = plant.get(p.request_id) ?? {
        label: `${p.reference} ${p.asset_number ? `${p.description} (${p.asset_number})` : p.description}`,
        from: p.fulfilment === 'allocation' ? 'Own plant' : (p.supplier ?? 'Hired'),
        days: 0,
      };
      seen.days += 1;
      plant.set(p.request_id, seen);
    }
  pdf.heading('Plant on site');
  if (plant.size) {
    pdf.table({
      columns: [{ header: 'Plant' }, { header: 'From' }, { header: 'Days in diaries', align: 'right' }],
      rows: [...plant.values()].map((p) => [p.label, p.from, String(p.days)]),
    });
  } else pdf.paragraph('No plant on site.');

  const forms = diaries.flatMap((d) => d.records.forms.map((f) => ({ ...f, date: d.date })));
  pdf.heading(`Forms sent (${forms.length})`);
  if (forms.length) {
    pdf.table({
      columns: [{ header: 'Day' }, { header: 'Form' }, { header: 'Kind' }],
      rows: forms.map((f) => [
        `${formatUkDate(f.date)} ${londonTime(f.submitted_at)}`,
        `${f.reference} ${f.template_name}`,
        f.category_label,
      ]),
    });
  } else pdf.paragraph('No forms sent.');
  const inducted = diaries.reduce((n, d) => n + d.records.inductions.length, 0);
  pdf.paragraph(`Inductions: ${plural(inducted, 'person', 'people')} inducted this week.`);

  for (const diary of diaries) {
    pdf.title(`Site diary ${formatUkDayDate(diary.date)}`);
    await drawDiaryDay(pdf, diary, companyId, deps);
  }
  return { pdf, filename: weekFilename(project.project_number, monday) };
}

interface FileWeekPdf {
  weekId: string;
  companyId: string;
  actorId: string;
}

/** Files the week's PDF in the project's "04 Site Forms" folder, once per request (the week row says queued). */
export function fileWeekPdfJob(deps: AppDeps): JobDefinition<FileWeekPdf> {
  const weeks = new DiaryWeeksService(deps.sequelize, deps);
  return {
    name: FILE_WEEK_PDF_JOB,
    retryLimit: 3,
    retryDelay: 5,
    async handler(job) {
      const week = await SiteDiaryWeek.findOne({ where: { id: job.weekId, company_id: job.companyId } });
      if (!week || week.filing !== 'queued') return;
      const project = await Project.findOne({ where: { id: week.project_id, company_id: job.companyId } });
      const asker = await User.findOne({ where: { id: job.actorId, company_id: job.companyId } });
      if (!project || !asker) return;
      const actor: Actor = { userId: asker.id, companyId: job.companyId, role: asker.role };
      const diaries = await weeks.diariesOf(actor, project.id, week.week_commencing);
      await fileInSiteForms(deps, {
        companyId: job.companyId,
        actorId: job.actorId,
        project,
        file: await buildWeekPdf(project, week.week_commencing, diaries, job.companyId, deps),
        sourceType: 'site_diary_week',
        sourceId: week.id,
        attach: async (uploadId, transaction) => {
          const locked = await SiteDiaryWeek.findOne({
            where: { id: week.id },
            transaction,
            lock: transaction.LOCK.UPDATE,
          });
          if (locked?.filing !== 'queued') return false;
          await locked.update(
            { filing: 'filed', pdf_upload_id: uploadId, filed_at: new Date() },
            { transaction },
          );
          return true;
        },
      });
    },
  };
}
