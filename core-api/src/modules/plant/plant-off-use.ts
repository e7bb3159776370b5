// Owns plant taken off use by a failed pre-use check (decision 0089): marking an item off use (called by the
// forms module in the transaction that submits the check, with its activity row — which tells the supervisors),
// a supervisor clearing it with a note (the spell kept in plant_item_off_use_history), the spells of an item, and
// the short list a worker filling a form picks an item from (no rates or money; the project's own plant first).
import { Op, type Sequelize, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import { approverDrafts } from '../../lib/approvers.js';
import type { NotificationRule } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import { AuthorizationError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { escapeLike, q } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { withTransaction } from '../../lib/transaction.js';
import { User } from '../../models/index.js';
import { findVisibleProject } from '../projects/index.js';
import { PlantItem } from './plant-item.model.js';
import { PlantOffUse } from './plant-off-use.model.js';
import { OFF_USE_MESSAGES } from './plant-off-use.messages.js';
import { mayClearOffUse } from './plant.policy.js';
import { ITEM_NOT_FOUND } from './plant-register.service.js';

export { OFF_USE_MESSAGES };

/** The register, where an item's off-use badge and its Clear button are. */
export const itemLink = (_id: string) => '/app/plant?tab=register';

/** Why and by what an item goes off use: the check's defects and its form. */
export interface OffUseCause {
  reason: string | null;
  submissionId: string;
  reference: string;
  projectId: string;
}

/**
 * Takes an item off use in the caller's transaction, with its activity row (`off_use`; plant.contributions tells
 * the supervisors). An item already off use keeps its first spell — it is still off use for that defect — and the
 * new failure is recorded as an activity only. Answers whether it went off use now.
 */
export async function takeOffUse(
  actor: Actor,
  itemId: string,
  cause: OffUseCause,
  transaction: Transaction,
): Promise<boolean> {
  const item = await PlantItem.findOne({
    where: { id: itemId, company_id: actor.companyId },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
  const already = !!item.off_use_at;
  if (!already) {
    await item.update(
      {
        off_use_at: new Date(),
        off_use_reason: cause.reason,
        off_use_submission_id: cause.submissionId,
        off_use_reference: cause.reference,
        off_use_by: actor.userId,
      },
      { transaction },
    );
  }
  await recordActivity({
    actor,
    entityType: 'plant_item',
    entityId: item.id,
    action: already ? 'failed_pre_use_again' : 'off_use',
    reason: cause.reason,
    details: {
      asset_number: item.asset_number,
      reference: cause.reference,
      submission_id: cause.submissionId,
    },
    label: `${item.asset_number} ${item.description}`,
    link: itemLink(item.id),
    projectId: cause.projectId,
    transaction,
  });
  return !already;
}

export interface OffUseSpell {
  off_use_at: string;
  reason: string | null;
  reference: string | null;
  submission_id: string | null;
  cleared_at: string;
  cleared_by: string | null;
  note: string;
}

export class PlantOffUseService {
  constructor(private readonly sequelize: Sequelize) {}

  /** A supervisor or above clears an item off use with a note; 409 when it is not off use. */
  async clear(actor: Actor, id: string, note: string): Promise<PlantItem> {
    if (!mayClearOffUse(actor)) throw new AuthorizationError(OFF_USE_MESSAGES.clearRole);
    return withTransaction(this.sequelize, async (transaction) => {
      const item = await PlantItem.findOne({
        where: { id, company_id: actor.companyId },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
      if (!item.off_use_at) throw new ConflictError(OFF_USE_MESSAGES.notOffUse(item.asset_number));
      const now = new Date();
      await PlantOffUse.create(
        {
          company_id: actor.companyId,
          plant_item_id: item.id,
          off_use_at: item.off_use_at,
          off_use_reason: item.off_use_reason ?? null,
          off_use_submission_id: item.off_use_submission_id ?? null,
          off_use_reference: item.off_use_reference ?? null,
          off_use_by: item.off_use_by ?? null,
          cleared_by: actor.userId,
          cleared_at: now,
          note,
        },
        { transaction },
      );
      const reference = item.off_use_reference;
      await item.update(
        {
          off_use_at: null,
          off_use_reason: null,
          off_use_submission_id: null,
          off_use_reference: null,
          off_use_by: null,
        },
        { transaction },
      );
      await recordActivity({
        actor,
        entityType: 'plant_item',
        entityId: item.id,
        action: 'off_use_cleared',
        reason: note,
        details: { asset_number: item.asset_number, reference },
        label: `${item.asset_number} ${item.description}`,
        link: itemLink(item.id),
        projectId: item.current_project_id ?? null,
        transaction,
      });
      return item;
    });
  }

  /** The item's past spells off use, newest first, with who cleared each. */
  async history(actor: Actor, itemId: string): Promise<OffUseSpell[]> {
    if (!(await PlantItem.count({ where: { id: itemId, company_id: actor.companyId } }))) {
      throw new NotFoundError(ITEM_NOT_FOUND);
    }
    const rows = await PlantOffUse.findAll({
      where: { company_id: actor.companyId, plant_item_id: itemId },
      order: [['cleared_at', 'DESC']],
      limit: 50,
    });
    const people = await User.findAll({
      where: { id: { [Op.in]: rows.map((r) => r.cleared_by).filter((x): x is string => !!x) } },
      attributes: ['id', 'first_name', 'last_name'],
    });
    const name = new Map(people.map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()]));
    return rows.map((r) => ({
      off_use_at: iso(r.off_use_at)!,
      reason: r.off_use_reason,
      reference: r.off_use_reference,
      submission_id: r.off_use_submission_id,
      cleared_at: iso(r.cleared_at)!,
      cleared_by: r.cleared_by ? (name.get(r.cleared_by) ?? null) : null,
      note: r.note,
    }));
  }

  /**
   * What a form's plant picker lists: the company's items not disposed (or the one already chosen), those on
   * hire or allocated to the project first, then by asset number; what a form needs and no rates or money.
   */
  async forForms(actor: Actor, projectId: string, search: string | undefined): Promise<PlantForFormJson[]> {
    const project = await findVisibleProject(actor, projectId, { withManager: false });
    const rows = await q<{
      id: string;
      asset_number: string;
      description: string;
      category: string;
      status: string;
      project_id: string | null;
      project_number: string | null;
      project_name: string | null;
      off_use_at: Date | null;
      off_use_reason: string | null;
      off_use_reference: string | null;
    }>(
      this.sequelize,
      `SELECT i.id, i.asset_number, i.description, i.category, i.status, i.current_project_id AS project_id,
              p.project_number, p.name AS project_name, i.off_use_at, i.off_use_reason, i.off_use_reference
         FROM plant_items i
         LEFT JOIN projects p ON p.id = i.current_project_id AND p.company_id = i.company_id
        WHERE i.company_id = :companyId AND i.status <> 'disposed'
          ${search ? 'AND (lower(i.asset_number) LIKE :like OR lower(i.description) LIKE :like OR lower(i.category) LIKE :like)' : ''}
        ORDER BY (i.current_project_id = :projectId AND i.status IN ('on_hire','off_hire_requested')) IS TRUE DESC,
                 i.asset_number, i.id
        LIMIT 200`,
      {
        companyId: actor.companyId,
        projectId: project.id,
        like: `%${escapeLike((search ?? '').toLowerCase())}%`,
      },
    );
    return rows.map((r) => ({
      id: r.id,
      asset_number: r.asset_number,
      description: r.description,
      category: r.category,
      status: r.status as PlantForFormJson['status'],
      project:
        r.project_id && r.project_number
          ? { id: r.project_id, project_number: r.project_number, name: r.project_name ?? '' }
          : null,
      on_this_project: r.project_id === project.id && ['on_hire', 'off_hire_requested'].includes(r.status),
      off_use: !!r.off_use_at,
      off_use_since: iso(r.off_use_at),
      off_use_reason: r.off_use_reason,
      off_use_reference: r.off_use_reference,
    }));
  }
}

export interface PlantForFormJson {
  id: string;
  asset_number: string;
  description: string;
  category: string;
  status: 'available' | 'on_hire' | 'off_hire_requested' | 'off_hired' | 'in_repair' | 'disposed';
  project: { id: string; project_number: string; name: string } | null;
  on_this_project: boolean;
  off_use: boolean;
  off_use_since: string | null;
  off_use_reason: string | null;
  off_use_reference: string | null;
}

/** "ASSET-NO Description" for each of the company's items named (a form's answers, resolved on read). */
export async function plantNamesFor(
  companyId: string,
  ids: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, { asset_number: string; description: string }>> {
  if (!ids.length) return new Map();
  const items = await PlantItem.findAll({
    where: { id: { [Op.in]: [...new Set(ids)] }, company_id: companyId },
    attributes: ['id', 'asset_number', 'description'],
    transaction,
  });
  return new Map(items.map((i) => [i.id, { asset_number: i.asset_number, description: i.description }]));
}

/**
 * Who hears that plant went off use: the supervisors and up (who may clear it; they see every project, so they
 * are the project's supervisors), never the person whose check it was. Type `plant_item`, link to the register.
 */
export const offUseNotificationRule: NotificationRule = async (activity, { db, transaction }) => {
  if (activity.entity_type !== 'plant_item' || activity.action !== 'off_use') return [];
  const details = activity.details ?? {};
  const asset = String(details.asset_number ?? 'Plant');
  const reference = details.reference ? ` (${String(details.reference)})` : '';
  return approverDrafts(
    db,
    {
      companyId: activity.company_id,
      minRole: 'supervisor',
      exclude: [activity.actor_id],
      named: activity.actor_id,
      transaction,
    },
    (who) => ({
      type: 'plant_item',
      title: `${asset} is off use: it failed its pre-use check${reference}`,
      body: `${who} failed it${activity.reason ? `: ${activity.reason}` : ''}. A supervisor must clear it before it is used or allocated.`,
      link: itemLink(activity.entity_id),
      payload: { project_id: activity.project_id ?? null },
    }),
  );
};
