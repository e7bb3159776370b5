// Per-request DataLoaders over core-api's batch endpoints, so a list asking for team_count/note_count (or
// several fields of one project) makes one REST call, never one per row.
import DataLoader from 'dataloader';
import { apiError } from '../../lib/errors.js';
import type { ProjectApi, ProjectCounts } from './projects.api.js';

/** core-api's limit for `ids` on /projects/counts and /projects/batch. */
export const MAX_BATCH_IDS = 100;

export interface ProjectLoaders {
  counts: DataLoader<string, ProjectCounts>;
}

function notFound(): Error {
  return apiError({ status: 404, detail: 'Project not found', id: 'not_found' });
}

export function createProjectLoaders(api: ProjectApi): ProjectLoaders {
  return {
    counts: new DataLoader<string, ProjectCounts>(
      async (ids) => {
        const rows = await api.counts(ids);
        const byId = new Map(rows.map((row) => [row.project_id, row]));
        return ids.map((id) => byId.get(id) ?? notFound());
      },
      { maxBatchSize: MAX_BATCH_IDS },
    ),
  };
}
