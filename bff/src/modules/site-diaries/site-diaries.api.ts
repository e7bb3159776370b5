// core-api's site diary calls, typed from core-api's OpenAPI document.
import { CoreApiDataSource, plain } from '../../lib/core-api-client.js';
import type { SaveSiteDiaryInput } from './site-diaries.input.js';

export class SiteDiariesApi extends CoreApiDataSource {
  get(projectId: string, diaryDate: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/diary/{diaryDate}', {
        params: { path: { projectId, diaryDate } },
        ...init,
      }),
    );
  }

  save(projectId: string, diaryDate: string, input: SaveSiteDiaryInput) {
    return this.call((init) =>
      this.api.PATCH('/projects/{projectId}/diary/{diaryDate}', {
        params: { path: { projectId, diaryDate } },
        body: plain(input),
        ...init,
      }),
    );
  }

  sign(projectId: string, diaryDate: string, version: number) {
    return this.call((init) =>
      this.api.POST('/projects/{projectId}/diary/{diaryDate}/sign', {
        params: { path: { projectId, diaryDate } },
        body: { version },
        ...init,
      }),
    );
  }

  addAddendum(projectId: string, diaryDate: string, text: string) {
    return this.call((init) =>
      this.api.POST('/projects/{projectId}/diary/{diaryDate}/addenda', {
        params: { path: { projectId, diaryDate } },
        body: { text },
        ...init,
      }),
    );
  }

  delayPrefill(projectId: string, from: string, to: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/diary-delays', {
        params: { path: { projectId }, query: { from, to } },
        ...init,
      }),
    );
  }

  week(projectId: string, monday: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/diary-weeks/{monday}', {
        params: { path: { projectId, monday } },
        ...init,
      }),
    );
  }

  fileWeek(projectId: string, monday: string) {
    return this.call((init) =>
      this.api.POST('/projects/{projectId}/diary-weeks/{monday}/file', {
        params: { path: { projectId, monday } },
        ...init,
      }),
    );
  }
}
