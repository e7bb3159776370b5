// Owns what every materials read shares: the not-found words, who may see a record (its project's visibility:
// workers the projects they are on) for the path parameters, the people named on a record and a record's
// timeline. The lists and details live per aggregate: material-requests.read.ts and purchase-orders.read.ts.
// Reads take the app's connection `db` first.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { num, q } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { visibleProjectsWhere } from '../projects/index.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import type { TimelineJson } from './materials.presenter.js';
import { SupplierInvoice } from './supplier-invoice.model.js';

export const REQUEST_NOT_FOUND = 'Material request not found';
export const PO_NOT_FOUND = 'Purchase order not found';
export const ENQUIRY_NOT_FOUND = 'Supplier enquiry not found';
export const INVOICE_NOT_FOUND = 'Supplier invoice not found';

export type Person = { id: string; first_name: string; last_name: string };

export async function people(
  db: Sequelize,
  ids: (string | null | undefined)[],
): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = await q<Person>(db, 'SELECT id, first_name, last_name FROM users WHERE id IN (:ids)', {
    ids: wanted,
  });
  return new Map(rows.map((r) => [r.id, r]));
}

/** Is a request the actor may see (its project is visible to them)? */
export async function requestVisible(db: Sequelize, actor: Actor, id: string): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM material_requests
      WHERE id = :id AND company_id = :companyId AND ${visibleProjectsWhere(actor, 'project_id')}`,
    { id, companyId: actor.companyId },
  );
  return num(row?.n) > 0;
}

export async function poVisible(db: Sequelize, actor: Actor, id: string): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    db,
    `SELECT count(*) AS n FROM purchase_orders
      WHERE id = :id AND company_id = :companyId AND ${visibleProjectsWhere(actor, 'project_id')}`,
    { id, companyId: actor.companyId },
  );
  return num(row?.n) > 0;
}

/** An enquiry is seen with its request. */
export async function enquiryVisible(db: Sequelize, actor: Actor, id: string): Promise<boolean> {
  const e = await MaterialEnquiry.findOne({
    where: { id, company_id: actor.companyId },
    attributes: ['request_id'],
  });
  return !!e && requestVisible(db, actor, e.request_id);
}

/** An invoice is seen with its order. */
export async function invoiceVisible(db: Sequelize, actor: Actor, id: string): Promise<boolean> {
  const i = await SupplierInvoice.findOne({
    where: { id, company_id: actor.companyId },
    attributes: ['purchase_order_id'],
  });
  return !!i && poVisible(db, actor, i.purchase_order_id);
}

/** The activity rows of the records (a request and its orders), oldest first. */
export async function timeline(
  db: Sequelize,
  companyId: string,
  entityIds: string[],
): Promise<TimelineJson[]> {
  const rows = await q<{
    id: string;
    entity_type: string;
    action: string;
    from_state: string | null;
    to_state: string | null;
    reason: string | null;
    label: string | null;
    actor_id: string | null;
    first_name: string | null;
    last_name: string | null;
    created_at: Date;
  }>(
    db,
    `SELECT a.id, a.entity_type, a.action, a.from_state, a.to_state, a.reason, a.details->>'label' AS label, a.actor_id,
            u.first_name, u.last_name, a.created_at
       FROM activities a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.company_id = :companyId AND a.entity_id IN (:ids)
      ORDER BY a.created_at, a.id`,
    { companyId, ids: entityIds },
  );
  return rows.map((r) => ({
    id: r.id,
    entity_type: r.entity_type,
    action: r.action,
    from: r.from_state,
    to: r.to_state,
    reason: r.reason,
    label: r.label,
    actor:
      r.actor_id && r.first_name != null
        ? { id: r.actor_id, first_name: r.first_name, last_name: r.last_name ?? '' }
        : null,
    at: iso(r.created_at)!,
  }));
}
