// The site diaries module's rows of the GraphQL role × operation matrix, gathered by glob in security/matrix.ts:
// each root field, the one core-api route it calls, a document and its variables (a project the world's worker
// is on, today in London). Expected outcomes come from that route's OpenAPI x-min-role.
import { makeSignedDiary } from '@sitebase/core-api/testing';
import { defineOperations, onTeam } from '../../security/matrix.js';

const monday = () => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

export const operations = defineOperations({
  siteDiary: {
    rest: 'GET /projects/{projectId}/diary/{diaryDate}',
    document:
      'query D($p: ID!, $d: String!) { siteDiary(projectId: $p, date: $d) { version records { labour_hours } } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, d: today() }),
  },
  diaryDelayPrefill: {
    rest: 'GET /projects/{projectId}/diary-delays',
    document:
      'query P($p: ID!, $f: String!, $t: String!) { diaryDelayPrefill(projectId: $p, from: $f, to: $t) { lost_hours } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, f: today(), t: today() }),
  },
  saveSiteDiary: {
    rest: 'PATCH /projects/{projectId}/diary/{diaryDate}',
    document:
      'mutation S($p: ID!, $d: String!) { saveSiteDiary(projectId: $p, date: $d, input: { version: 0, work_done: "Matrix" }) { version } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, d: today() }),
  },
  signSiteDiary: {
    rest: 'POST /projects/{projectId}/diary/{diaryDate}/sign',
    document:
      'mutation S($p: ID!, $d: String!) { signSiteDiary(projectId: $p, date: $d, version: 0) { status } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, d: today() }),
  },
  addSiteDiaryAddendum: {
    rest: 'POST /projects/{projectId}/diary/{diaryDate}/addenda',
    document:
      'mutation A($p: ID!, $d: String!) { addSiteDiaryAddendum(projectId: $p, date: $d, text: "Matrix") { addenda { id } } }',
    variables: async (w) => {
      const project = await onTeam(w);
      return { p: project.id, d: (await makeSignedDiary(project, w.users.admin.id)).diary_date };
    },
  },
  diaryWeek: {
    rest: 'GET /projects/{projectId}/diary-weeks/{monday}',
    document:
      'query W($p: ID!, $m: String!) { diaryWeek(projectId: $p, monday: $m) { filing days { status } } }',
    variables: async (w) => ({ p: (await onTeam(w)).id, m: monday() }),
  },
  fileSiteDiaryWeek: {
    rest: 'POST /projects/{projectId}/diary-weeks/{monday}/file',
    document: 'mutation F($p: ID!, $m: String!) { fileSiteDiaryWeek(projectId: $p, monday: $m) { filing } }',
    variables: async (w) => {
      const project = await onTeam(w);
      await makeSignedDiary(project, w.users.admin.id);
      return { p: project.id, m: monday() };
    },
  },
});
