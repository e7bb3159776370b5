// Owns how a record moves between states: one table per entity (from → to, the lowest role that may make the
// move, whether a reason is required, the activity action it writes). An illegal move answers 409 naming both
// states, a role below the move's 403, a missing reason 400; every move writes an activity row (and so an
// event) in the caller's transaction; the moves an actor may make from a state feed the record's abilities.
import type { Transaction } from 'sequelize';
import { recordActivity } from './activity.js';
import { roleAtLeast, type Actor } from './auth.js';
import { AuthorizationError, ConflictError, ValidationError } from './errors.js';
import type { Role } from '../models/index.js';

export interface TransitionRule<S extends string> {
  from: S | readonly S[];
  to: S;
  /** The lowest role that may make this move. */
  minRole: Role;
  /** A reason must be given (lost, declined, rejected, returned…). */
  reasonRequired?: boolean;
  /** The activity action written (default `status_changed`). */
  action?: string;
}

export interface TransitionTable<S extends string> {
  entity: string;
  rules: readonly TransitionRule<S>[];
  /** The rule for from → to, if the table has one. */
  rule(from: S, to: S): TransitionRule<S> | undefined;
  /** States the actor may move the record to from `from`. */
  allowed(actor: Pick<Actor, 'role'>, from: S): S[];
  can(actor: Pick<Actor, 'role'>, from: S, to: S): boolean;
  /** Throws unless the actor may move from → to (with the reason the move needs); returns the rule. */
  check(actor: Pick<Actor, 'role'>, from: S, to: S, reason?: string | null): TransitionRule<S>;
  /** check(), then the activity row for the move, in `transaction`. */
  apply(input: {
    actor: Actor;
    entityId: string;
    from: S;
    to: S;
    reason?: string | null;
    details?: Record<string, unknown>;
    transaction: Transaction;
    /** Where the activity is recorded (default: this table's entity and the record's id). */
    recordAs?: { entityType: string; entityId: string };
    /** How activity lists name and open the record, and its project (see `recordActivity`). */
    label?: string | null;
    link?: string | null;
    projectId?: string | null;
  }): Promise<TransitionRule<S>>;
}

export const REASON_REQUIRED = 'Reason is required';

export interface TransitionOptions<S extends string> {
  /** A state in words for messages ("Cannot change status from Won to Estimating"); default the state itself. */
  label?: (state: S) => string;
  /**
   * The 409 detail for a move to the state the record is already in, when the contract words it apart
   * ("Project is already archived"); otherwise such a move is illegal like any other.
   */
  alreadyIn?: (state: S) => string;
}

/**
 * Declares an entity's state machine. The third argument is a `label` function or the options above.
 */
export function defineTransitions<S extends string>(
  entity: string,
  rules: readonly TransitionRule<S>[],
  options: ((state: S) => string) | TransitionOptions<S> = {},
): TransitionTable<S> {
  const { label = (s: S) => s, alreadyIn } = typeof options === 'function' ? { label: options } : options;
  const fromsOf = (r: TransitionRule<S>): readonly S[] =>
    typeof r.from === 'string' ? [r.from as S] : r.from;
  const rule = (from: S, to: S) => rules.find((r) => r.to === to && fromsOf(r).includes(from));
  const table: TransitionTable<S> = {
    entity,
    rules,
    rule,
    allowed: (actor, from) =>
      rules.filter((r) => fromsOf(r).includes(from) && roleAtLeast(actor.role, r.minRole)).map((r) => r.to),
    can: (actor, from, to) => {
      const r = rule(from, to);
      return !!r && roleAtLeast(actor.role, r.minRole);
    },
    check: (actor, from, to, reason) => {
      const r = rule(from, to);
      if (!r) {
        if (from === to && alreadyIn) throw new ConflictError(alreadyIn(from));
        throw new ConflictError(`Cannot change status from ${label(from)} to ${label(to)}`);
      }
      if (!roleAtLeast(actor.role, r.minRole)) {
        throw new AuthorizationError(`Your role cannot change status from ${label(from)} to ${label(to)}`);
      }
      if (r.reasonRequired && !reason?.trim()) throw ValidationError.single('reason', REASON_REQUIRED);
      return r;
    },
    apply: async (input) => {
      const r = table.check(input.actor, input.from, input.to, input.reason);
      await recordActivity({
        actor: input.actor,
        entityType: input.recordAs?.entityType ?? entity,
        entityId: input.recordAs?.entityId ?? input.entityId,
        action: r.action ?? 'status_changed',
        from: input.from,
        to: input.to,
        reason: input.reason ?? null,
        details: input.details ?? null,
        label: input.label ?? null,
        link: input.link ?? null,
        projectId: input.projectId ?? null,
        transaction: input.transaction,
      });
      return r;
    },
  };
  return table;
}
