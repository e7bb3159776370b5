// Owns what the library of UK site forms does beyond answers (issue 41, decision 0088), by template category:
// an `operative` answer must name one of the company's operatives (and reads as "Name (Trade)"); an induction
// checks the CSCS card shown against the operative's labour record (an expired card refuses the send, a
// different number warns); an accident report carries the RIDDOR prompt (@sitebase/shared riddor.ts); a scaffold
// inspection says when the next one is due, an excavation's before the next shift, and a "not safe" result
// stands out. What it finds is kept on the submission (`library_checks`) when saved and sent (who is told of it:
// forms.library-notify.ts).
import { formatUkDate, riddorPrompt } from '@sitebase/shared';
import type { Sequelize, Transaction } from 'sequelize';
import { addDays } from '../../lib/calendar.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { q } from '../../lib/sql.js';
import type { Answers, FormField, TemplateCategory } from './forms.fields.js';
import { EXCAVATION_NOT_SAFE, LIBRARY_KEYS, SCAFFOLD_NOT_SAFE } from './forms.library.js';

export type LibraryCheckKind = 'cscs' | 'riddor' | 'next_due' | 'not_safe';
/** One thing the library found: `danger` needs action, `warning` needs a look, `ok` is a record. */
export interface LibraryCheck {
  kind: LibraryCheckKind;
  tone: 'ok' | 'warning' | 'danger';
  text: string;
}

export const OPERATIVE_NOT_ON_RECORD = (label: string) => `${label} must be chosen from the labour record`;

/** Scaffolds: inspected at least every 7 days (Work at Height Regulations 2005, reg. 12(3) and Schedule 7). */
export const SCAFFOLD_INSPECTION_DAYS = 7;

interface OperativeRow {
  id: string;
  name: string;
  trade: string | null;
  cscs_card_type: string | null;
  cscs_card_number: string | null;
  cscs_expiry: string | null;
}

async function operativesOf(
  db: Sequelize,
  companyId: string,
  ids: string[],
  t?: Transaction,
): Promise<Map<string, OperativeRow>> {
  if (!ids.length) return new Map();
  const rows = await q<OperativeRow>(
    db,
    `SELECT o.id, o.name, tr.name AS trade, o.cscs_card_type, o.cscs_card_number,
            to_char(o.cscs_expiry, 'YYYY-MM-DD') AS cscs_expiry
       FROM operatives o LEFT JOIN labour_trades tr ON tr.id = o.trade_id
      WHERE o.company_id = :companyId AND o.id IN (:ids)`,
    { companyId, ids },
    t,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const operativeIds = (fields: readonly FormField[], answers: Answers) =>
  fields
    .filter((f) => f.type === 'operative' && typeof answers[f.key] === 'string')
    .map((f) => answers[f.key] as string);

/** "Name (Trade)" of each operative an answer set names, by id (the view and the PDF print these, not ids). */
export async function operativeLabels(
  db: Sequelize,
  companyId: string,
  fields: readonly FormField[],
  answers: Answers,
  t?: Transaction,
): Promise<Record<string, string>> {
  const found = await operativesOf(db, companyId, operativeIds(fields, answers), t);
  return Object.fromEntries(
    [...found.values()].map((o) => [o.id, o.trade ? `${o.name} (${o.trade})` : o.name]),
  );
}

const sameCard = (a: string, b: string) =>
  a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();

/** The CSCS check of an induction: what the reviewer reads, or the 409 when the card had expired. */
export function cscsCheck(
  operative: Pick<OperativeRow, 'name' | 'cscs_card_number' | 'cscs_expiry'>,
  answers: Answers,
  submitting: boolean,
): LibraryCheck[] {
  const on = typeof answers.inducted_on === 'string' ? answers.inducted_on : null;
  if (!operative.cscs_expiry) {
    return [
      {
        kind: 'cscs',
        tone: 'warning',
        text: `No CSCS card on the labour record for ${operative.name}: check the card shown and add it to their record`,
      },
    ];
  }
  if (on && operative.cscs_expiry < on) {
    const text = `${operative.name}’s CSCS card expired on ${formatUkDate(operative.cscs_expiry)}, before the induction on ${formatUkDate(on)}: they cannot be inducted on an expired card`;
    if (submitting) throw new ConflictError(text);
    return [{ kind: 'cscs', tone: 'danger', text }];
  }
  const out: LibraryCheck[] = [
    {
      kind: 'cscs',
      tone: 'ok',
      text: `CSCS card checked against the labour record: valid until ${formatUkDate(operative.cscs_expiry)}`,
    },
  ];
  const shown = typeof answers.cscs_card_number === 'string' ? answers.cscs_card_number : null;
  if (shown && operative.cscs_card_number && !sameCard(shown, operative.cscs_card_number)) {
    out.push({
      kind: 'cscs',
      tone: 'warning',
      text: `The card number shown (${shown}) differs from the labour record (${operative.cscs_card_number})`,
    });
  } else if (shown && !operative.cscs_card_number) {
    out.push({
      kind: 'cscs',
      tone: 'warning',
      text: `No card number on the labour record to compare with the one shown (${shown})`,
    });
  }
  return out;
}

/** What an inspection's answers say about the next inspection and whether the work may go on. */
export function inspectionChecks(category: TemplateCategory, answers: Answers): LibraryCheck[] {
  const out: LibraryCheck[] = [];
  const result = answers[LIBRARY_KEYS.inspectionResult];
  const on = typeof answers.inspected_on === 'string' ? answers.inspected_on : null;
  if (category === 'scaffold_inspection') {
    if (result === SCAFFOLD_NOT_SAFE) {
      out.push({
        kind: 'not_safe',
        tone: 'danger',
        text: `${SCAFFOLD_NOT_SAFE}: the scaffold must not be used until it is made safe and inspected again`,
      });
    }
    if (on) {
      out.push({
        kind: 'next_due',
        tone: 'ok',
        text: `Next inspection due ${formatUkDate(addDays(on, SCAFFOLD_INSPECTION_DAYS))}`,
      });
    }
  }
  if (category === 'excavation_inspection') {
    if (result === EXCAVATION_NOT_SAFE) {
      out.push({
        kind: 'not_safe',
        tone: 'danger',
        text: `${EXCAVATION_NOT_SAFE}: nobody may work in the excavation until it is made safe and inspected again`,
      });
    }
    if (on)
      out.push({ kind: 'next_due', tone: 'ok', text: 'Next inspection due before the next shift starts' });
  }
  return out;
}

/**
 * Checks the library's rules on a saved or sent answer set and returns what the submission records: every
 * `operative` answer is the company's (else 400), then the category's checks. `submitting` makes an expired CSCS
 * card a refusal (409) rather than a note.
 */
export async function libraryChecks(
  db: Sequelize,
  companyId: string,
  category: TemplateCategory,
  fields: readonly FormField[],
  answers: Answers,
  submitting: boolean,
  t?: Transaction,
): Promise<LibraryCheck[]> {
  const found = await operativesOf(db, companyId, operativeIds(fields, answers), t);
  const missing = fields.filter(
    (f) =>
      f.type === 'operative' && typeof answers[f.key] === 'string' && !found.has(answers[f.key] as string),
  );
  if (missing.length) {
    const messages = missing.map((f) => OPERATIVE_NOT_ON_RECORD(f.label));
    throw new ValidationError(
      messages,
      missing.map((f, i) => ({ path: `answers.${f.key}`, message: messages[i]! })),
    );
  }
  if (category === 'induction') {
    const id = answers[LIBRARY_KEYS.inductionOperative];
    const operative = typeof id === 'string' ? found.get(id) : undefined;
    return operative ? cscsCheck(operative, answers, submitting) : [];
  }
  if (category === 'accident') {
    const prompt = riddorPrompt({
      event_type: answers[LIBRARY_KEYS.accidentEventType],
      injury_type: answers[LIBRARY_KEYS.accidentInjury],
      days_off_work: answers[LIBRARY_KEYS.accidentDaysOff],
      non_worker: answers[LIBRARY_KEYS.accidentNonWorker],
      taken_to_hospital: answers[LIBRARY_KEYS.accidentHospital],
      occurred_on: answers.occurred_on,
    });
    return prompt.message ? [{ kind: 'riddor', tone: 'danger', text: prompt.message }] : [];
  }
  return inspectionChecks(category, answers);
}
