// Security-suite description of the site diaries module: `{projectId}` is a project with the world's worker on
// its team (projects' fixture), `{diaryDate}` today in London; addenda need the day's diary signed. Workers read
// (the diary, its PDF, the delay prefill) and are refused writes (403); another company's project is 404.
import { londonDate, mondayOf } from '../../lib/calendar.js';
import { defineSecurity, type FixtureMaker } from '../../security/harness.js';
import { makeSignedDiary } from './site-diaries.fixtures.js';

const today: FixtureMaker = async () => londonDate();
const signedToday: FixtureMaker = async (w, get) =>
  (await makeSignedDiary({ id: await get('projectId'), company_id: w.company.id }, w.users.admin.id))
    .diary_date;

const thisMonday: FixtureMaker = async () => mondayOf(londonDate());
/** A week whose one diary is signed: what filing the week's PDF needs. */
const signedWeek: FixtureMaker = async (w, get) => mondayOf(await signedToday(w, get));

export const security = defineSecurity({
  params: { diaryDate: today, monday: thisMonday },
  cases: {
    'GET /projects/{projectId}/diary/{diaryDate}': {},
    'PATCH /projects/{projectId}/diary/{diaryDate}': {
      body: { version: 0, work_done: 'Blockwork to plot 4' },
    },
    'POST /projects/{projectId}/diary/{diaryDate}/sign': { body: { version: 0 } },
    'POST /projects/{projectId}/diary/{diaryDate}/addenda': {
      params: { diaryDate: signedToday },
      body: { text: 'Delivery ticket found: 20 bags, not 10' },
    },
    'GET /projects/{projectId}/diary/{diaryDate}/pdf': {},
    'GET /projects/{projectId}/diary-weeks/{monday}': {},
    'GET /projects/{projectId}/diary-weeks/{monday}/pdf': {},
    'POST /projects/{projectId}/diary-weeks/{monday}/file': { params: { monday: signedWeek } },
    'GET /projects/{projectId}/diary-delays': {
      query: () => Promise.resolve(`from=${londonDate()}&to=${londonDate()}`),
    },
  },
  attackBodies: {
    'PATCH /projects/{projectId}/diary/{diaryDate}': {
      version: 0,
      work_done: 'Overwritten by another company',
    },
    'POST /projects/{projectId}/diary/{diaryDate}/sign': { version: 0 },
    'POST /projects/{projectId}/diary/{diaryDate}/addenda': { text: 'Added by another company' },
    'POST /projects/{projectId}/diary-weeks/{monday}/file': {},
  },
  // A valid range, so another company's project answers 404 rather than the query's 400.
  attackQueries: { 'GET /projects/{projectId}/diary-delays': 'from=2026-01-01&to=2026-01-31' },
});
