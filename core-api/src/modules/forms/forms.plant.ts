// Owns what the `plant_item` field and the plant pre-use check do (issue 41, decision 0089): an answer must name
// one of the company's register items (400 otherwise, in checkAnswers' words), it reads as "ASSET-NO Description"
// in the submission and its PDF (resolved on read, so a renamed item reads as it is now), and a check sent with
// the result PRE_USE_FAIL takes the item off use in the transaction that sends it (plant/plant-off-use.ts).
import type { Transaction } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { ValidationError } from '../../lib/errors.js';
import { plantNamesFor, takeOffUse } from '../plant/index.js';
import type { FormSubmission } from './form-submission.model.js';
import type { Answers, FormField } from './forms.fields.js';
import { LIBRARY_KEYS, PRE_USE_FAIL } from './forms.library.js';

export const notFromRegister = (label: string) => `${label} must be chosen from the plant register`;

const plantIds = (fields: readonly FormField[], answers: Answers) =>
  fields
    .filter((f) => f.type === 'plant_item' && typeof answers[f.key] === 'string')
    .map((f) => ({ field: f, id: answers[f.key] as string }));

/** 400 when a `plant_item` answer is not one of the company's register items (unknown or another company's). */
export async function checkPlantAnswers(
  actor: Actor,
  fields: readonly FormField[],
  answers: Answers,
  transaction: Transaction,
): Promise<void> {
  const chosen = plantIds(fields, answers);
  if (!chosen.length) return;
  const known = await plantNamesFor(
    actor.companyId,
    chosen.map((c) => c.id),
    transaction,
  );
  const bad = chosen.filter((c) => !known.has(c.id));
  if (bad.length) {
    throw new ValidationError(
      bad.map((b) => notFromRegister(b.field.label)),
      bad.map((b) => ({ path: `answers.${b.field.key}`, message: notFromRegister(b.field.label) })),
    );
  }
}

/** Field key → "ASSET-NO Description" for each `plant_item` answer still in the register. */
export async function plantAnswerLabels(
  companyId: string,
  fields: readonly FormField[],
  answers: Answers,
  transaction?: Transaction,
): Promise<Record<string, string>> {
  const chosen = plantIds(fields, answers);
  if (!chosen.length) return {};
  const names = await plantNamesFor(
    companyId,
    chosen.map((c) => c.id),
    transaction,
  );
  const out: Record<string, string> = {};
  for (const c of chosen) {
    const n = names.get(c.id);
    out[c.field.key] = n ? `${n.asset_number} ${n.description}` : 'An item no longer in the plant register';
  }
  return out;
}

/**
 * On every send (submit or resubmit) of a plant pre-use check: a failed result takes the item off use, with the
 * defects as the reason, in the sending transaction. A passing check clears nothing (decision 0089).
 */
export async function onPreUseCheckSent(
  actor: Actor,
  category: string,
  submission: Pick<FormSubmission, 'id' | 'reference' | 'project_id' | 'answers'>,
  transaction: Transaction,
): Promise<void> {
  if (category !== 'plant_pre_use') return;
  const answers = submission.answers;
  const itemId = answers[LIBRARY_KEYS.preUsePlantItem];
  if (answers[LIBRARY_KEYS.preUseResult] !== PRE_USE_FAIL || typeof itemId !== 'string') return;
  const defects = answers.defects;
  await takeOffUse(
    actor,
    itemId,
    {
      reason: typeof defects === 'string' && defects.trim() ? defects.trim() : null,
      submissionId: submission.id,
      reference: submission.reference,
      projectId: submission.project_id,
    },
    transaction,
  );
}
