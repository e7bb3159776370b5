// Per-request DataLoaders over core-api's batch endpoints, so a list asking for team_count/note_count (or
// several fields of one project) makes one REST call, never one per row. Resolvers take them with
// `ctx.get(projectLoaders)`: one set per GraphQL request.
import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../lib/context.js';
import { apiError } from '../../lib/errors.js';
import { ProjectApi, type ProjectCounts } from './projects.api.js';

/** core-api's limit for `ids` on /projects/counts and /projects/batch. */
export const MAX_BATCH_IDS = 100;

export interface ProjectLoaders {
  counts: DataLoader<string, ProjectCounts>;
}

function notFound(): Error {
  return apiError({ status: 404, detail: 'Project not found', id: 'not_found' });
}

export function projectLoaders(ctx: GraphQLContext): ProjectLoaders {
  const api = ctx.get(ProjectApi);
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
