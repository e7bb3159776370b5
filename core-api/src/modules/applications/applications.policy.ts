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
}

export function applicationAbilities(
  actor: Actor,
  application: { status: ApplicationStatus },
): ApplicationAbilities {
  return {
    status_moves: APPLICATION_STATUS.allowed(actor, application.status).filter((s) =>
      APPLICATION_MANUAL_MOVES.includes(s),
    ),
    can_edit: application.status === 'draft',
    can_record_notice: application.status === 'submitted' || application.status === 'certified',
  };
}

/**
 * Who reads an application when its PDF is filed in the background (no session): the company itself, as an
 * admin of it, so the filed copy is the whole application whoever submitted it.
 */
export function filingReader(job: { actorId: string; companyId: string }): Actor {
  return { userId: job.actorId, companyId: job.companyId, role: 'admin' };
}
