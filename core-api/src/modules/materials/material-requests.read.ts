// Owns reading material requests into their answers: the list (one page query and one total, whatever the page
// size: the counter when unfiltered for supervisors and up, else a count capped at 1,000+) and one request with
// its lines, RFQs and quotes side by side, its orders and timeline, with the caller's abilities from
// materials.policy.ts. Reads take the app's connection `db` first.
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { anyOf, escapeLike, num, q, resolveSearchArms } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { PROJECT_NAME_OR_NUMBER, seesAllProjects, visibleProjectsWhere } from '../projects/index.js';
import { MaterialEnquiry } from './material-enquiry.model.js';
import { MaterialRequestLine } from './material-request-line.model.js';
import type { MaterialRequest } from './material-request.model.js';
import { enquiryAbilities, requestAbilities, seesMaterialPrices } from './materials.policy.js';
import type { EnquiryJson, RequestJson, RequestSummaryJson } from './materials.presenter.js';
import { REQUEST_NOT_FOUND, timeline } from './materials.read.js';
import type { ListRequestsQuery } from './materials.schema.js';
import { PO_SELECT, poSummaryOf, type PoRow } from './purchase-orders.read.js';

interface RequestRow {
  id: string;
  reference: string;
  project_id: string;
  project_number: string;
  project_name: string;
  requested_by: string | null;
  first_name: string | null;
  last_name: string | null;
  required_by: string | null;
  status: RequestSummaryJson['status'];
  line_count: string;
  created_at: Date;
}

const REQUEST_SELECT = `SELECT r.id, r.reference, r.project_id, p.project_number, p.name AS project_name,
       r.requested_by, u.first_name, u.last_name, r.required_by, r.status, r.created_at,
       (SELECT count(*) FROM material_request_lines l WHERE l.request_id = r.id) AS line_count
  FROM material_requests r
  JOIN projects p ON p.id = r.project_id
  LEFT JOIN users u ON u.id = r.requested_by`;

function summaryOf(r: RequestRow): RequestSummaryJson {
  return {
    id: r.id,
    reference: r.reference,
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    requested_by:
      r.requested_by && r.first_name != null
        ? { id: r.requested_by, first_name: r.first_name, last_name: r.last_name ?? '' }
        : null,
    required_by: r.required_by,
    status: r.status,
    line_count: num(r.line_count),
    created_at: iso(r.created_at)!,
  };
}

export async function listRequests(
  db: Sequelize,
  actor: Actor,
  query: ListRequestsQuery,
): Promise<Page<RequestSummaryJson>> {
  const page = pageRequest(query);
  const where = [`r.company_id = :companyId`, visibleProjectsWhere(actor, 'r.project_id')];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status) {
    where.push('r.status = :status');
    rep.status = query.status;
  }
  if (query.project_id) {
    where.push('r.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.search) {
    rep.like = `%${escapeLike(query.search)}%`;
    const arms = await resolveSearchArms(
      db,
      [
        { column: 'r.project_id', table: 'projects', condition: PROJECT_NAME_OR_NUMBER },
        {
          column: 'r.id',
          table: 'material_request_lines',
          condition: 'description ILIKE :like',
          key: 'request_id',
        },
      ],
      rep,
    );
    where.push(anyOf(['r.reference ILIKE :like', ...arms]));
  }
  const filter = where.join(' AND ');
  const [rows, total] = await Promise.all([
    q<RequestRow>(
      db,
      `${REQUEST_SELECT} WHERE ${filter} ORDER BY r.created_at DESC, r.id DESC LIMIT :limit OFFSET :offset`,
      rep,
    ),
    // Supervisors and up see every request of the company: unfiltered, that is its counter. Otherwise capped at
    // 1,000+ in page order (decision 0028), so the count's cost never grows with the company.
    seesAllProjects(actor) && where.length === scope
      ? countedTotal(db, {
          companyId: actor.companyId,
          list: 'material_requests',
          views: ['all'],
        })
      : cappedTotal(
          db,
          `SELECT 1 FROM material_requests r JOIN projects p ON p.id = r.project_id WHERE ${filter}
             ORDER BY r.created_at DESC, r.id DESC`,
          rep,
        ),
  ]);
  return pageOf(rows.map(summaryOf), total, page);
}

export function presentEnquiries(
  actor: Actor,
  request: Pick<MaterialRequest, 'status'>,
  enquiries: (MaterialEnquiry & { supplier_name?: string })[],
  names: Map<string, string>,
  today: string,
): EnquiryJson[] {
  const valid = enquiries.filter(
    (e) => e.quote_net_pence != null && (e.valid_until == null || e.valid_until >= today),
  );
  const cheapest = valid.length ? Math.min(...valid.map((e) => num(e.quote_net_pence))) : null;
  return enquiries.map((e) => {
    const quoted = e.quote_net_pence != null;
    const net = quoted ? num(e.quote_net_pence) : null;
    const vat = quoted ? num(e.quote_vat_pence) : null;
    const stillValid = quoted && (e.valid_until == null || e.valid_until >= today);
    return {
      id: e.id,
      supplier: { id: e.supplier_id, name: names.get(e.supplier_id) ?? '' },
      status: e.status,
      lines: (e.quote_lines ?? []).map((l) => ({ ...l })),
      net_pence: net,
      vat_pence: vat,
      gross_pence: net != null && vat != null ? net + vat : null,
      lead_time_days: e.lead_time_days ?? null,
      valid_until: e.valid_until ?? null,
      quoted_at: iso(e.quoted_at),
      is_cheapest: stillValid && net === cheapest,
      ...enquiryAbilities(actor, request, e, stillValid),
    };
  });
}

export async function readRequest(db: Sequelize, actor: Actor, id: string): Promise<RequestJson> {
  const [row] = await q<RequestRow & { delivery_notes: string | null; status_reason: string | null }>(
    db,
    `${REQUEST_SELECT.replace('r.created_at,', 'r.created_at, r.delivery_notes, r.status_reason,')}
      WHERE r.id = :id AND r.company_id = :companyId AND ${visibleProjectsWhere(actor, 'r.project_id')}`,
    { id, companyId: actor.companyId },
  );
  if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
  const [lines, enquiries, pos] = await Promise.all([
    MaterialRequestLine.findAll({ where: { request_id: id }, order: [['position', 'ASC']] }),
    MaterialEnquiry.findAll({
      where: { request_id: id, company_id: actor.companyId },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    q<PoRow>(
      db,
      `${PO_SELECT} WHERE o.request_id = :id AND o.company_id = :companyId ORDER BY o.created_at`,
      {
        id,
        companyId: actor.companyId,
      },
    ),
  ]);
  const suppliers = enquiries.length
    ? await q<{ id: string; name: string }>(db, 'SELECT id, name FROM suppliers WHERE id IN (:ids)', {
        ids: enquiries.map((e) => e.supplier_id),
      })
    : [];
  const names = new Map(suppliers.map((s) => [s.id, s.name]));
  const summary = summaryOf(row);
  return {
    ...summary,
    delivery_notes: row.delivery_notes,
    status_reason: row.status_reason,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
    })),
    // The suppliers' competing quotes are commercial (decision 0023): null for a worker.
    enquiries: seesMaterialPrices(actor)
      ? presentEnquiries(actor, row, enquiries, names, londonDate(new Date()))
      : null,
    purchase_orders: pos.map((p) => poSummaryOf(actor, p)),
    timeline: await timeline(db, actor.companyId, [id, ...pos.map((p) => p.id)]),
    ...requestAbilities(actor, row),
  };
}
