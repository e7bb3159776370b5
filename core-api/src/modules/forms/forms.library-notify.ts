// Owns who hears what the library of site forms found on a sent form (decision 0088): a possibly RIDDOR-reportable
// accident, the managers; a "not safe" scaffold or excavation inspection, the supervisors.
import type { NotificationRule } from '../../kit/module.js';
import { approverDrafts } from '../../lib/approvers.js';
import { q } from '../../lib/sql.js';
import type { LibraryCheck } from './forms.library-checks.js';
import { submissionLink } from './forms.service.js';

/**
 * Who hears what the library found when a form is sent: a possibly RIDDOR-reportable accident, the company's
 * managers and up (the people who report to HSE); a "not safe" scaffold or excavation, its supervisors and up.
 * Never the person who sent it (they have just read it on the form).
 */
export const libraryNotificationRule: NotificationRule = async (activity, { db, transaction }) => {
  if (activity.entity_type !== 'form_submission' || activity.action !== 'status_changed') return [];
  if (activity.to_state !== 'submitted' && activity.to_state !== 'resubmitted') return [];
  const [row] = await q<{
    id: string;
    reference: string;
    submitted_by: string | null;
    project_id: string;
    template_name: string;
    project_number: string;
    project_name: string;
    library_checks: LibraryCheck[];
  }>(
    db,
    `SELECT s.id, s.reference, s.submitted_by, s.project_id, s.library_checks, t.name AS template_name,
            p.project_number, p.name AS project_name
       FROM form_submissions s
       JOIN form_templates t ON t.id = s.template_id
       JOIN projects p ON p.id = s.project_id
      WHERE s.id = :id AND s.company_id = :companyId`,
    { id: activity.entity_id, companyId: activity.company_id },
    transaction,
  );
  if (!row) return [];
  const riddor = row.library_checks.find((c) => c.kind === 'riddor');
  const notSafe = row.library_checks.find((c) => c.kind === 'not_safe');
  const found = riddor ?? notSafe;
  if (!found) return [];
  return approverDrafts(
    db,
    {
      companyId: activity.company_id,
      minRole: riddor ? 'manager' : 'supervisor',
      exclude: [row.submitted_by, activity.actor_id],
      named: row.submitted_by,
      transaction,
    },
    (who) => ({
      // Its own type: the same people may also be asked to review the form (one notification per type).
      type: 'form_alert',
      link: submissionLink(row.id),
      payload: { form_submission_id: row.id, project_id: row.project_id },
      title: riddor
        ? `${row.template_name} ${row.reference} may be reportable under RIDDOR`
        : `${row.template_name} ${row.reference}: not safe`,
      body: `${who} sent it on ${row.project_number} ${row.project_name}. ${found.text}`,
    }),
  );
};
