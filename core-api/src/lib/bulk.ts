// Owns acting on several records at once (issue 35, decision 0064): each id goes through the same single-record
// command in its own transaction, so one refusal never undoes the others, and the answer says per record what
// was done and, for a refusal, the message the single move would have given (a 404 for an id the caller cannot
// see reads "… not found", never whether it exists elsewhere). Faults that are not refusals still fail the call.
import { z } from 'zod';
import { AppError } from './errors.js';

export const bulkOutcomeSchema = z
  .object({
    id: z.uuid(),
    /** How lists name the record (e.g. "Dai Evans w/c 2026-11-02", "MR-0004"), when it was found. */
    label: z.string().nullable(),
    done: z.boolean(),
    /** Why it was refused, else null. */
    message: z.string().nullable(),
  })
  .meta({ id: 'BulkOutcome' });
export type BulkOutcome = z.output<typeof bulkOutcomeSchema>;

export const bulkResultSchema = z.object({ results: z.array(bulkOutcomeSchema) }).meta({ id: 'BulkResult' });

/** The ids of a bulk body: 1 to 100 UUIDs. */
export const bulkIds = (what: string) =>
  z
    .array(z.uuid({ error: `Each ${what} id must be a UUID` }), { error: `Choose the ${what}s` })
    .min(1, { error: `Choose at least one ${what}` })
    .max(100, { error: `Choose at most 100 ${what}s at once` });

/** Runs `one` for each distinct id in turn (each is its own transaction), collecting done or refused. */
export async function eachOnItsOwn(
  ids: readonly string[],
  one: (id: string) => Promise<string | null>,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of new Set(ids)) {
    try {
      outcomes.push({ id, label: await one(id), done: true, message: null });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      outcomes.push({ id, label: null, done: false, message: e.message });
    }
  }
  return outcomes;
}
