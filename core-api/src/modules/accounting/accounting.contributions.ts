// Owns what the accounting module gives the others (issue 38): the activity handler that queues a posting in the
// very transaction that approves a record — an issued purchase order, an approved supplier invoice or labour
// invoice, an application once certified (or paid without a payment notice) — while the company has a service
// connected; and the admins' notifications when the service needs reconnecting or refuses a record.
import type { Transaction } from 'sequelize';
import type { NotificationRule } from '../../kit/module.js';
import { ACCOUNTING_PROVIDER_NAMES, type AccountingProviderId } from '../../lib/accounting/index.js';
import type { ActivityHandler, RecordedActivity } from '../../lib/activity.js';
import { approverIds } from '../../lib/approvers.js';
import type { JobQueue } from '../../lib/jobs.js';
import { AccountingConnection } from './accounting-connection.model.js';
import { AccountingPosting } from './accounting-posting.model.js';
import type { PostingSourceType } from './accounting.documents.js';
import { ACCOUNTING_ENTITY, SETTINGS_LINK } from './company-accounting.js';
import { POSTING_ENTITY, sendPump } from './posting.jobs.js';

const KIND_OF: Record<PostingSourceType, AccountingPosting['kind']> = {
  supplier_invoice: 'bill',
  labour_invoice: 'bill',
  purchase_order: 'purchase_order',
  application: 'invoice',
};

/** The record an activity makes ready to post, or null. */
export function postingSourceOf(
  activity: RecordedActivity,
): { type: PostingSourceType; id: string; label: string } | null {
  const label = typeof activity.details?.label === 'string' ? activity.details.label : '';
  if (activity.entity_type === 'purchase_order') {
    if (activity.action === 'issued')
      return { type: 'purchase_order', id: activity.entity_id, label: `Purchase order ${label}` };
    if (activity.action === 'invoice_approved' || activity.action === 'invoice_approved_override') {
      const id = activity.details?.invoice_id;
      const ref = activity.details?.supplier_reference;
      if (typeof id !== 'string') return null;
      return { type: 'supplier_invoice', id, label: `Supplier invoice ${String(ref ?? '')} (${label})` };
    }
    return null;
  }
  if (activity.entity_type === 'labour_invoice' && activity.to_state === 'approved')
    return { type: 'labour_invoice', id: activity.entity_id, label: `Labour invoice ${label}` };
  if (
    activity.entity_type === 'application' &&
    ['certified', 'part_paid', 'paid'].includes(activity.to_state ?? '')
  )
    return { type: 'application', id: activity.entity_id, label: `Application ${label}` };
  return null;
}

export async function queuePosting(
  jobs: JobQueue,
  companyId: string,
  source: { type: PostingSourceType; id: string; label: string },
  transaction?: Transaction,
): Promise<boolean> {
  const connection = await AccountingConnection.findOne({
    where: { company_id: companyId },
    attributes: ['id'],
    transaction,
  });
  if (!connection) return false;
  const [, created] = await AccountingPosting.findOrCreate({
    where: { connection_id: connection.id, source_type: source.type, source_id: source.id },
    defaults: {
      company_id: companyId,
      connection_id: connection.id,
      source_type: source.type,
      source_id: source.id,
      kind: KIND_OF[source.type],
      label: source.label.trim().slice(0, 255),
    },
    transaction,
  });
  if (created) await sendPump(jobs, companyId, { transaction });
  return created;
}

export function postingHandler(deps: { jobs: JobQueue }): ActivityHandler {
  return async (activity, transaction) => {
    const source = postingSourceOf(activity);
    if (source) await queuePosting(deps.jobs, activity.company_id, source, transaction);
  };
}

export const accountingNotificationRule: NotificationRule = async (activity, options) => {
  const reconnect = activity.entity_type === ACCOUNTING_ENTITY && activity.action === 'needs_reconnecting';
  const refused = activity.entity_type === POSTING_ENTITY && activity.action === 'posting_failed';
  if (!reconnect && !refused) return [];
  const admins = await approverIds(options.db, {
    companyId: activity.company_id,
    minRole: 'admin',
    exclude: [],
    transaction: options.transaction,
  });
  const provider =
    ACCOUNTING_PROVIDER_NAMES[activity.details?.provider as AccountingProviderId] ?? 'The accounting service';
  const label = typeof activity.details?.label === 'string' ? activity.details.label : 'A record';
  return admins.map((userId) => ({
    user_id: userId,
    type: 'accounting',
    title: reconnect
      ? `${provider} needs reconnecting: postings wait`
      : `${label} could not be posted to your books`,
    body: activity.reason ?? null,
    link: SETTINGS_LINK,
    payload: {},
  }));
};
