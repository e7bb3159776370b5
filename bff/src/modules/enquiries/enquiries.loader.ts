// Per-request DataLoaders over core-api's batch endpoint, so a list asking for each enquiry's latest estimate
// makes one REST call (GET /estimates/latest), never one per row.
import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../lib/context.js';
import { EnquiryApi, type EstimateSummaryJson } from './enquiries.api.js';

/** core-api's limit for `enquiry_ids` on /estimates/latest. */
export const MAX_BATCH_IDS = 100;

export interface EnquiryLoaders {
  latestEstimate: DataLoader<string, EstimateSummaryJson | null>;
}

export function enquiryLoaders(ctx: GraphQLContext): EnquiryLoaders {
  const api = ctx.get(EnquiryApi);
  return {
    latestEstimate: new DataLoader<string, EstimateSummaryJson | null>(
      async (ids) => {
        const rows = await api.latestEstimates(ids);
        const byEnquiry = new Map(rows.map((row) => [row.enquiry_id, row]));
        return ids.map((id) => byEnquiry.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH_IDS },
    ),
  };
}
