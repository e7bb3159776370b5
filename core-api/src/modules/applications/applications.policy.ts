// Owns who may do what with applications for payment. They are commercial: supervisors and up (spec §2) for
// every route and dashboard figure, and those callers see every project of their company, so the company is
// the whole visibility check. Beyond the role the rules are about state: only a draft is changed, notices are
// recorded against a submitted or certified application, and the moves a person chooses come from the
// transition table (certified follows from recording a payment notice). Answers carry these abilities so the
// UI shows only the controls the caller may use.
import type { Actor } from '../../lib/auth.js';
import type { Role } from '../../models/index.js';
import type { ApplicationStatus } from './application.model.js';
import { APPLICATION_MANUAL_MOVES, APPLICATION_STATUS } from './applications.transitions.js';

/** The lowest role that works with applications: every route's access and every figure's minRole. */
export const APPLICATIONS_MIN_ROLE: Role = 'supervisor';

export interface ApplicationAbilities {
  status_moves: ApplicationStatus[];
  can_edit: boolean;
  can_record_notice: boolean;
  can_change_claim_date: boolean;
  can_give_default_notice: boolean;
}

/** What has been recorded against an application, for the abilities that depend on it. */
export interface NoticeState {
  notice_kinds: readonly string[];
  paid_pence: number;
  payment_notice_deadline: string;
  today: string;
}

export function applicationAbilities(
  actor: Actor,
  application: { status: ApplicationStatus },
  state: NoticeState,
): ApplicationAbilities {
  const kinds = state.notice_kinds;
  return {
    status_moves: APPLICATION_STATUS.allowed(actor, application.status).filter((s) =>
      APPLICATION_MANUAL_MOVES.includes(s),
    ),
    can_edit: application.status === 'draft',
    can_record_notice: application.status === 'submitted' || application.status === 'certified',
    // The claim date is corrected only before the payer or the payee has relied on the dates (decision 0049).
    can_change_claim_date: application.status === 'submitted' && !kinds.length && !state.paid_pence,
    // s.110B: after the payment notice's latest date, with no payment notice, once.
    can_give_default_notice:
      (application.status === 'submitted' || application.status === 'part_paid') &&
      !kinds.includes('payment') &&
      !kinds.includes('default') &&
      state.today > state.payment_notice_deadline,
  };
}

/**
 * Who reads an application when its PDF is filed in the background (no session): the company itself, as an
 * admin of it, so the filed copy is the whole application whoever submitted it.
 */
export function filingReader(job: { actorId: string; companyId: string }): Actor {
  return { userId: job.actorId, companyId: job.companyId, role: 'admin' };
}
