// Owns a permit to work's own states (issue 41, decision 0089). The form is the application; a supervisor's
// approval issues the permit (`issued`); the permit holder — the person who applied and signed as holder — or a
// supervisor puts it in force when work starts (not before valid-from, never after expiry) and closes it when the
// work is finished and the area left safe (a closing note). Issued or in force with its expiry (expires_date +
// expires_time, Europe/London) passed, it reads as `expired`, derived on read and never stored: an expired permit
// can only be closed. Moves go through the transition table (illegal → 409), each with its activity row and an
// entry of the permit's history on the submission (who, when, note).
import type { Sequelize, Transaction } from 'sequelize';
import { z } from 'zod';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { formatUkDateTime } from '@sitebase/shared';
import { withTransaction } from '../../lib/transaction.js';
import { defineTransitions } from '../../lib/transitions.js';
import type { PdfDocument } from '../../lib/pdf.js';
import { iso, timestamp } from '../../lib/wire.js';
import { User } from '../../models/index.js';
import { FormSubmission, type PermitMove, type PermitState } from './form-submission.model.js';
import { FormTemplate } from './form-template.model.js';
import type { Answers } from './forms.fields.js';
import { LIBRARY_KEYS } from './forms.library.js';
import { mayMovePermit } from './forms.policy.js';

/** What a permit reads as: its stored state, or `expired` when issued or in force past its expiry. */
export const PERMIT_VIEW_STATES = ['issued', 'in_force', 'expired', 'closed'] as const;
export type PermitView = (typeof PERMIT_VIEW_STATES)[number];

export const PERMIT_STATE_WORDS: Record<PermitView, string> = {
  issued: 'Issued',
  in_force: 'In force',
  expired: 'Expired',
  closed: 'Closed',
};

const VALID_FROM_DATE = 'valid_from_date';
const VALID_FROM_TIME = 'valid_from_time';

export const PERMIT_MESSAGES = {
  notPermit: 'This form is not a permit to work',
  notIssued: 'This permit has not been issued: a supervisor issues it by approving the application',
  closingNote: 'A closing note is required: say the work is finished and the area left safe',
  noteLength: 'The note must be at most 2000 characters',
  holderOrSupervisor: 'Only the permit holder or a supervisor can put this permit in force or close it',
  expiresBeforeFrom: 'Expires must be after valid from',
  notYet: (from: Date) =>
    `This permit is not valid until ${formatUkDateTime(from)}: it cannot be put in force yet`,
  expired: (at: Date) => `This permit expired at ${formatUkDateTime(at)}: it can only be closed`,
  expiredBeforeIssue: (at: Date) =>
    `This permit expired at ${formatUkDateTime(at)}: it cannot be issued. Apply for a new permit`,
} as const;

export const PERMIT_MOVES = defineTransitions<PermitView>(
  'permit',
  [
    { from: 'issued', to: 'in_force', minRole: 'worker', action: 'permit_in_force' },
    {
      from: ['issued', 'in_force', 'expired'],
      to: 'closed',
      minRole: 'worker',
      reasonRequired: true,
      action: 'permit_closed',
    },
  ],
  {
    label: (s) => PERMIT_STATE_WORDS[s].toLowerCase(),
    alreadyIn: (s) => `This permit is already ${PERMIT_STATE_WORDS[s].toLowerCase()}`,
  },
);

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** London's offset from UTC (minutes) at an instant. */
function londonOffset(at: number): number {
  const p = Object.fromEntries(LONDON_PARTS.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!);
  return Math.round((asUtc - Math.floor(at / 60000) * 60000) / 60000);
}

/**
 * The instant a London wall-clock date and time (`YYYY-MM-DD`, `HH:MM`) names. On the autumn change the repeated
 * hour is read as its first (BST) pass — the earlier instant, so a permit never lasts longer than written; in the
 * spring gap a missing time is read as the hour after (01:30 → 02:30 BST).
 */
export function londonInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  // Try the offsets in force an hour either side: the earliest that maps back to the wall time wins.
  const candidates = [...new Set([londonOffset(wall - 3600000), londonOffset(wall + 3600000)])]
    .map((off) => wall - off * 60000)
    .filter((at) => Math.floor(at / 60000) * 60000 + londonOffset(at) * 60000 === wall)
    .sort((a, b) => a - b);
  // None: a time in the spring gap, read with the offset before the change (01:30 GMT is 02:30 BST).
  return new Date(candidates[0] ?? wall - londonOffset(wall - 3600000) * 60000);
}

/** The permit's valid-from and expiry as instants (null when not answered). */
export function permitTimes(answers: Answers): { validFrom: Date | null; expiresAt: Date | null } {
  const at = (dateKey: string, timeKey: string) => {
    const date = answers[dateKey];
    const time = answers[timeKey];
    return typeof date === 'string' && typeof time === 'string' ? londonInstant(date, time) : null;
  };
  return {
    validFrom: at(VALID_FROM_DATE, VALID_FROM_TIME),
    expiresAt: at(LIBRARY_KEYS.permitExpiresDate, LIBRARY_KEYS.permitExpiresTime),
  };
}

/** What the permit reads as at `now`: expired once its expiry is reached (at the minute, not after it). */
export function permitView(
  state: PermitState | null,
  answers: Answers,
  now: Date = new Date(),
): PermitView | null {
  if (!state) return null;
  if (state === 'closed') return 'closed';
  const { expiresAt } = permitTimes(answers);
  return expiresAt && now.getTime() >= expiresAt.getTime() ? 'expired' : state;
}

/**
 * SQL over submissions `s`: permits in force now (stored in force and expiry not reached, in London time) — the
 * forms list's `permits_in_force`. An answer not shaped as a date and time reads as no expiry.
 */
export const PERMITS_IN_FORCE_SQL = `s.permit_state = 'in_force' AND COALESCE(
  CASE WHEN s.answers->>'${LIBRARY_KEYS.permitExpiresDate}' ~ '^\\d{4}-\\d{2}-\\d{2}$'
        AND s.answers->>'${LIBRARY_KEYS.permitExpiresTime}' ~ '^\\d{2}:\\d{2}$'
       THEN ((s.answers->>'${LIBRARY_KEYS.permitExpiresDate}') || ' ' || (s.answers->>'${LIBRARY_KEYS.permitExpiresTime}'))::timestamp
            AT TIME ZONE 'Europe/London' END > now(), true)`;

/** The submission's page (forms.service.ts has the same; imported from there it would make a cycle). */
const submissionLink = (id: string) => `/app/forms?submission_id=${id}`;

export const permitSchema = z
  .object({
    state: z.enum(PERMIT_VIEW_STATES),
    valid_from: timestamp.nullable(),
    expires_at: timestamp.nullable(),
    history: z.array(
      z.object({
        to: z.enum(['issued', 'in_force', 'closed']),
        by: z.string(),
        at: timestamp,
        note: z.string().nullable(),
      }),
    ),
    can_put_in_force: z.boolean(),
    can_close: z.boolean(),
    /** Why it cannot be put in force yet (before valid-from), for the button's hint; else null. */
    not_yet: z.string().nullable(),
  })
  .meta({ id: 'FormPermit' });
export type PermitJson = z.infer<typeof permitSchema>;

export const permitMoveSchema = z.object({
  to: z.enum(['in_force', 'closed'], { error: 'to must be in_force or closed' }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(2000, { error: PERMIT_MESSAGES.noteLength })
    .nullable()
    .optional(),
});
export type PermitMoveInput = z.infer<typeof permitMoveSchema>;

/** The permit part of a submission's answer, with the caller's abilities; null when it is no permit (yet). */
export function presentPermit(
  actor: Actor,
  submission: Pick<FormSubmission, 'permit_state' | 'permit_history' | 'answers' | 'submitted_by'>,
  now: Date = new Date(),
): PermitJson | null {
  const state = permitView(submission.permit_state ?? null, submission.answers, now);
  if (!state) return null;
  const { validFrom, expiresAt } = permitTimes(submission.answers);
  const mine = mayMovePermit(actor, submission);
  const early = !!validFrom && now.getTime() < validFrom.getTime();
  return {
    state,
    valid_from: iso(validFrom),
    expires_at: iso(expiresAt),
    history: (submission.permit_history ?? []).map((h) => ({
      to: h.to,
      by: h.by_name,
      at: h.at,
      note: h.note,
    })),
    can_put_in_force: mine && PERMIT_MOVES.can(actor, state, 'in_force') && !early,
    can_close: mine && PERMIT_MOVES.can(actor, state, 'closed'),
    not_yet: state === 'issued' && early && validFrom ? PERMIT_MESSAGES.notYet(validFrom) : null,
  };
}

async function nameOf(actor: Actor, t: Transaction): Promise<string> {
  const me = await User.findByPk(actor.userId, { attributes: ['first_name', 'last_name'], transaction: t });
  return me ? `${me.first_name} ${me.last_name}`.trim() : 'Unknown';
}

async function record(
  actor: Actor,
  submission: FormSubmission,
  from: PermitView | null,
  to: PermitState,
  note: string | null,
  t: Transaction,
) {
  const entry: PermitMove = {
    to,
    by: actor.userId,
    by_name: await nameOf(actor, t),
    at: new Date().toISOString(),
    note,
  };
  await submission.update(
    { permit_state: to, permit_history: [...(submission.permit_history ?? []), entry] },
    { transaction: t },
  );
  return from;
}

/**
 * On a supervisor's approval of a permit to work, in the approving transaction: the permit is issued (409 when
 * its expiry has already passed — a new permit is needed).
 */
export async function issuePermitOnApproval(
  actor: Actor,
  category: string,
  submission: FormSubmission,
  label: string,
  t: Transaction,
): Promise<void> {
  if (category !== 'permit_to_work') return;
  const { expiresAt } = permitTimes(submission.answers);
  if (expiresAt && Date.now() >= expiresAt.getTime()) {
    throw new ConflictError(PERMIT_MESSAGES.expiredBeforeIssue(expiresAt));
  }
  await record(actor, submission, null, 'issued', null, t);
  await recordActivity({
    actor,
    entityType: 'form_submission',
    entityId: submission.id,
    action: 'permit_issued',
    to: 'issued',
    label,
    link: submissionLink(submission.id),
    projectId: submission.project_id,
    transaction: t,
  });
}

/** On sending a permit application: 400 when its expiry is not after its valid-from. */
export function checkPermitApplication(category: string, answers: Answers): void {
  if (category !== 'permit_to_work') return;
  const { validFrom, expiresAt } = permitTimes(answers);
  if (validFrom && expiresAt && expiresAt.getTime() <= validFrom.getTime()) {
    throw ValidationError.single(
      `answers.${LIBRARY_KEYS.permitExpiresTime}`,
      PERMIT_MESSAGES.expiresBeforeFrom,
    );
  }
}

export class PermitsService {
  constructor(private readonly sequelize: Sequelize) {}

  /** Puts an issued permit in force, or closes it with a note (the holder or a supervisor). */
  async move(actor: Actor, id: string, input: PermitMoveInput, now: () => Date = () => new Date()) {
    await withTransaction(this.sequelize, async (t) => {
      const submission = await FormSubmission.findOne({
        where: { id, company_id: actor.companyId },
        transaction: t,
        lock: t.LOCK.UPDATE,
      });
      if (!submission) throw new NotFoundError('Form submission not found');
      const template = await FormTemplate.findByPk(submission.template_id, {
        attributes: ['category', 'name'],
        transaction: t,
      });
      if (template?.category !== 'permit_to_work') throw new ConflictError(PERMIT_MESSAGES.notPermit);
      const at = now();
      const from = permitView(submission.permit_state ?? null, submission.answers, at);
      if (!from) throw new ConflictError(PERMIT_MESSAGES.notIssued);
      const note = input.note?.trim() || null;
      if (input.to === 'closed' && !note) throw ValidationError.single('note', PERMIT_MESSAGES.closingNote);
      const { validFrom, expiresAt } = permitTimes(submission.answers);
      if (input.to === 'in_force' && from === 'expired' && expiresAt) {
        throw new ConflictError(PERMIT_MESSAGES.expired(expiresAt));
      }
      PERMIT_MOVES.check(actor, from, input.to, note);
      if (!mayMovePermit(actor, submission)) throw new AuthorizationError(PERMIT_MESSAGES.holderOrSupervisor);
      if (input.to === 'in_force' && validFrom && at.getTime() < validFrom.getTime()) {
        throw new ConflictError(PERMIT_MESSAGES.notYet(validFrom));
      }
      await record(actor, submission, from, input.to, note, t);
      await PERMIT_MOVES.apply({
        actor,
        entityId: submission.id,
        from,
        to: input.to,
        reason: note,
        recordAs: { entityType: 'form_submission', entityId: submission.id },
        label: `${submission.reference} ${template.name}`,
        link: submissionLink(submission.id),
        projectId: submission.project_id,
        transaction: t,
      });
    });
  }
}

/** The permit's part of the form PDF: its state now, valid-from and expiry, and its history (who, when, note). */
export function drawPermit(
  pdf: PdfDocument,
  submission: Pick<FormSubmission, 'permit_state' | 'permit_history' | 'answers'>,
  now: Date = new Date(),
): void {
  const state = permitView(submission.permit_state ?? null, submission.answers, now);
  if (!state) return;
  const { validFrom, expiresAt } = permitTimes(submission.answers);
  pdf
    .heading('Permit')
    .fields([
      ['Permit state', PERMIT_STATE_WORDS[state]],
      ['Valid from', formatUkDateTime(validFrom)],
      ['Expires', formatUkDateTime(expiresAt)],
    ])
    .table({
      columns: [
        { header: 'Permit', width: 24 },
        { header: 'By', width: 40 },
        { header: 'When', width: 32 },
        { header: 'Note' },
      ],
      rows: (submission.permit_history ?? []).map((h) => [
        PERMIT_STATE_WORDS[h.to],
        h.by_name,
        formatUkDateTime(h.at),
        h.note ?? '',
      ]),
    });
}
