// Owns reading labour records into their answers: trades, labour suppliers, operatives (list and one, with
// their CSCS state and recent timesheets), timesheets (list; a worker sees only their own operative's, others
// the projects they see) and labour invoices (list and one, with the match and the arithmetic line by line).
// Lists page with one query and one total each: the counters for an unfiltered view of the whole company's
// list, else a count capped at 1,000+ (decision 0028).
import { QueryTypes, type Transaction } from 'sequelize';
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { iso } from '../../lib/wire.js';
import { CompanySettings, Project } from '../../models/index.js';
import { visibleProjectsWhere } from '../projects/index.js';
import { CIS_DEDUCTION_PERCENT, CIS_KINDS, type CisStatus } from '../suppliers/index.js';
import { labourInvoiceFigures, reverseChargeApplies } from './cis.js';
import { LabourInvoice } from './labour-invoice.model.js';
import type {
  LabourInvoiceJson,
  LabourInvoiceSummaryJson,
  OperativeJson,
  OperativeSummaryJson,
  TimesheetJson,
  TradeJson,
} from './labour.presenter.js';
import type { ListLabourInvoicesQuery, ListOperativesQuery, ListTimesheetsQuery } from './labour.schema.js';
import { LABOUR_INVOICE_STATUS, TIMESHEET_STATUS } from './labour.transitions.js';
import type { Engagement, RateUnit } from './operative.model.js';
import type { TimesheetStatus } from './timesheet.model.js';

export const OPERATIVE_NOT_FOUND = 'Operative not found';
export const TIMESHEET_NOT_FOUND = 'Timesheet not found';
export const TRADE_NOT_FOUND = 'Trade not found';
export const LABOUR_INVOICE_NOT_FOUND = 'Labour invoice not found';

export function q<T extends object>(
  sql: string,
  replacements: Record<string, unknown>,
  transaction?: Transaction,
) {
  return Project.sequelize!.query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
}
const num = (v: string | number | null | undefined): number => Number(v ?? 0);
const isSupervisor = (actor: Actor) => roleAtLeast(actor.role, 'supervisor');

export type CscsState = 'none' | 'valid' | 'expiring' | 'expired';
/** expired: before today; expiring: within the next 30 days; none: no expiry recorded. */
export function cscsState(expiry: string | null, today: string = londonDate()): CscsState {
  if (!expiry) return 'none';
  if (expiry < today) return 'expired';
  if (expiry <= addDays(today, 30)) return 'expiring';
  return 'valid';
}

/** The timesheet filter for an actor: workers see their own operative's sheets, others the projects they see. */
export function timesheetScopeSql(actor: Actor, alias = 't'): string {
  if (!isSupervisor(actor)) {
    return `${alias}.operative_id IN (SELECT o.id FROM operatives o
      WHERE o.company_id = :companyId AND o.user_id = :userId)`;
  }
  return visibleProjectsWhere(actor, `${alias}.project_id`);
}

export async function timesheetVisible(actor: Actor, id: string): Promise<boolean> {
  const [row] = await q<{ n: string }>(
    `SELECT count(*) AS n FROM timesheets t
      WHERE t.id = :id AND t.company_id = :companyId AND ${timesheetScopeSql(actor)}`,
    { id, companyId: actor.companyId, userId: actor.userId },
  );
  return num(row?.n) > 0;
}

export async function companyVatRegistered(companyId: string, transaction?: Transaction): Promise<boolean> {
  const settings = await CompanySettings.findOne({
    where: { company_id: companyId },
    attributes: ['vat_number'],
    transaction,
  });
  return !!settings?.vat_number;
}

// ---------------------------------------------------------------------------------------------------- trades

export async function listTrades(actor: Actor): Promise<{ items: TradeJson[] }> {
  const rows = await q<{
    id: string;
    name: string;
    default_day_rate_pence: string;
    is_active: boolean;
    n: string;
  }>(
    `SELECT tr.id, tr.name, tr.default_day_rate_pence, tr.is_active,
            (SELECT count(*) FROM operatives o WHERE o.trade_id = tr.id) AS n
       FROM labour_trades tr WHERE tr.company_id = :companyId ORDER BY lower(tr.name) LIMIT 500`,
    { companyId: actor.companyId },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      default_day_rate_pence: num(r.default_day_rate_pence),
      is_active: r.is_active,
      operative_count: num(r.n),
    })),
  };
}

export async function listLabourSuppliers(actor: Actor) {
  const vat = await companyVatRegistered(actor.companyId);
  const rows = await q<{
    id: string;
    name: string;
    kinds: string[];
    cis_status: CisStatus | null;
    utr: string | null;
    verification_number: string | null;
    vat_number: string | null;
  }>(
    `SELECT id, name, kinds, cis_status, utr, verification_number, vat_number FROM suppliers
      WHERE company_id = :companyId AND is_active = true AND kinds && ARRAY[:kinds]::varchar[]
      ORDER BY lower(name) LIMIT 500`,
    { companyId: actor.companyId, kinds: [...CIS_KINDS] },
  );
  return {
    company_vat_registered: vat,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kinds: r.kinds,
      cis_status: r.cis_status,
      cis_rate_percent: r.cis_status ? CIS_DEDUCTION_PERCENT[r.cis_status] : null,
      utr: r.utr,
      verification_number: r.verification_number,
      vat_registered: !!r.vat_number,
      reverse_charge: reverseChargeApplies({
        labour_pence: 0,
        materials_pence: 0,
        materials_cost_pence: 0,
        vat_rate: 'standard',
        supplier_vat_registered: !!r.vat_number,
        cis_status: r.cis_status,
        customer_vat_registered: vat,
        customer_end_user: false,
      }),
    })),
  };
}

// ------------------------------------------------------------------------------------------------ operatives

interface OperativeRow {
  id: string;
  name: string;
  trade_id: string | null;
  trade_name: string | null;
  engagement: Engagement;
  supplier_id: string | null;
  supplier_name: string | null;
  rate_unit: RateUnit;
  rate_pence: string;
  cscs_card_type: string | null;
  cscs_card_number: string | null;
  cscs_expiry: string | null;
  phone: string | null;
  user_id: string | null;
  is_active: boolean;
}

const OPERATIVE_SELECT = `SELECT o.id, o.name, o.trade_id, tr.name AS trade_name, o.engagement, o.supplier_id,
       s.name AS supplier_name, o.rate_unit, o.rate_pence, o.cscs_card_type, o.cscs_card_number, o.cscs_expiry,
       o.phone, o.user_id, o.is_active
  FROM operatives o
  LEFT JOIN labour_trades tr ON tr.id = o.trade_id
  LEFT JOIN suppliers s ON s.id = o.supplier_id`;

function operativeOf(actor: Actor, r: OperativeRow, today: string): OperativeSummaryJson {
  return {
    id: r.id,
    name: r.name,
    trade: r.trade_id && r.trade_name ? { id: r.trade_id, name: r.trade_name } : null,
    engagement: r.engagement,
    supplier: r.supplier_id && r.supplier_name ? { id: r.supplier_id, name: r.supplier_name } : null,
    rate_unit: r.rate_unit,
    rate_pence: isSupervisor(actor) ? num(r.rate_pence) : null,
    cscs_card_type: r.cscs_card_type,
    cscs_card_number: r.cscs_card_number,
    cscs_expiry: r.cscs_expiry,
    cscs_state: cscsState(r.cscs_expiry, today),
    phone: r.phone,
    user_id: r.user_id,
    is_active: r.is_active,
  };
}

export async function listOperatives(
  actor: Actor,
  query: ListOperativesQuery,
): Promise<Page<OperativeSummaryJson>> {
  const page = pageRequest(query);
  const where = ['o.company_id = :companyId'];
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status !== 'all') where.push(`o.is_active = ${query.status === 'active' ? 'true' : 'false'}`);
  // The status chooses the counted view(s); any filter below adds a condition.
  const scope = where.length;
  if (query.engagement) {
    where.push('o.engagement = :engagement');
    rep.engagement = query.engagement;
  }
  if (query.search) {
    where.push('(o.name ILIKE :like OR o.cscs_card_number ILIKE :like)');
    rep.like = `%${escapeLike(query.search)}%`;
  }
  const filter = where.join(' AND ');
  const [rows, total] = await Promise.all([
    q<OperativeRow>(
      `${OPERATIVE_SELECT} WHERE ${filter} ORDER BY o.name, o.id LIMIT :limit OFFSET :offset`,
      rep,
    ),
    // Every role sees the company's operatives: a status view without engagement or search is its counter.
    where.length > scope
      ? cappedTotal(
          Project.sequelize!,
          `SELECT 1 FROM operatives o WHERE ${filter} ORDER BY o.name, o.id`,
          rep,
        )
      : countedTotal(Project.sequelize!, {
          companyId: actor.companyId,
          list: 'operatives',
          views: query.status === 'all' ? ['active', 'inactive'] : [query.status],
        }),
  ]);
  const today = londonDate();
  return pageOf(
    rows.map((r) => operativeOf(actor, r, today)),
    total,
    page,
  );
}

export async function readOperative(actor: Actor, id: string): Promise<OperativeJson> {
  const [row] = await q<OperativeRow>(`${OPERATIVE_SELECT} WHERE o.id = :id AND o.company_id = :companyId`, {
    id,
    companyId: actor.companyId,
  });
  if (!row) throw new NotFoundError(OPERATIVE_NOT_FOUND);
  const recent = await listTimesheets(actor, { page: 1, size: 12, operative_id: id });
  return {
    ...operativeOf(actor, row, londonDate()),
    recent_timesheets: recent.items,
    can_edit: isSupervisor(actor),
  };
}

// ------------------------------------------------------------------------------------------------ timesheets

interface TimesheetRow {
  id: string;
  operative_id: string;
  operative_name: string;
  cscs_expiry: string | null;
  user_id: string | null;
  project_id: string;
  project_number: string;
  project_name: string;
  week_commencing: string;
  hours: string[];
  overtime_hours: string;
  notes: string | null;
  status: TimesheetStatus;
  status_reason: string | null;
  cost_pence: string;
  updated_at: Date;
}

const TIMESHEET_SELECT = `SELECT t.id, t.operative_id, o.name AS operative_name, o.cscs_expiry, o.user_id,
       t.project_id, p.project_number, p.name AS project_name, t.week_commencing, t.hours, t.overtime_hours,
       t.notes, t.status, t.status_reason, t.cost_pence, t.updated_at
  FROM timesheets t
  JOIN operatives o ON o.id = t.operative_id
  JOIN projects p ON p.id = t.project_id`;

export function timesheetOf(actor: Actor, r: TimesheetRow, today = londonDate()): TimesheetJson {
  const hours = r.hours.map(Number);
  const overtime = Number(r.overtime_hours);
  const own = r.user_id === actor.userId;
  const mayWrite = own || isSupervisor(actor);
  return {
    id: r.id,
    operative: { id: r.operative_id, name: r.operative_name, cscs_state: cscsState(r.cscs_expiry, today) },
    project: { id: r.project_id, project_number: r.project_number, name: r.project_name },
    week_commencing: r.week_commencing,
    hours,
    overtime_hours: overtime,
    total_hours: Math.round((hours.reduce((a, b) => a + b, 0) + overtime) * 100) / 100,
    days_worked: hours.filter((h) => h > 0).length,
    notes: r.notes,
    status: r.status,
    status_reason: r.status_reason,
    cost_pence: isSupervisor(actor) && r.status === 'approved' ? num(r.cost_pence) : null,
    can_edit: mayWrite && (r.status === 'draft' || r.status === 'rejected'),
    status_moves: mayWrite ? TIMESHEET_STATUS.allowed(actor, r.status) : [],
    updated_at: iso(r.updated_at)!,
  };
}

export async function listTimesheets(
  actor: Actor,
  query: Partial<ListTimesheetsQuery>,
): Promise<Page<TimesheetJson>> {
  const page = pageRequest(query);
  const where = ['t.company_id = :companyId', timesheetScopeSql(actor)];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = {
    companyId: actor.companyId,
    userId: actor.userId,
    limit: page.size,
    offset: page.offset,
  };
  if (query.week) {
    where.push('t.week_commencing = :week');
    rep.week = query.week;
  }
  if (query.status) {
    where.push('t.status = :status');
    rep.status = query.status;
  }
  if (query.project_id) {
    where.push('t.project_id = :projectId');
    rep.projectId = query.project_id;
  }
  if (query.operative_id) {
    where.push('t.operative_id = :operativeId');
    rep.operativeId = query.operative_id;
  }
  if (query.search) {
    where.push('(o.name ILIKE :like OR p.name ILIKE :like OR p.project_number ILIKE :like)');
    rep.like = `%${escapeLike(query.search)}%`;
  }
  const filter = where.join(' AND ');
  const order = 'ORDER BY t.week_commencing DESC, o.name, t.id';
  // Supervisors and up see every timesheet of the company: unfiltered, that is the counter. A worker's own
  // sheets and any filter count to the cap.
  const unfiltered = isSupervisor(actor) && where.length === scope;
  const [rows, total] = await Promise.all([
    q<TimesheetRow>(`${TIMESHEET_SELECT} WHERE ${filter} ${order} LIMIT :limit OFFSET :offset`, rep),
    unfiltered
      ? countedTotal(Project.sequelize!, { companyId: actor.companyId, list: 'timesheets', views: ['all'] })
      : cappedTotal(
          Project.sequelize!,
          `SELECT 1 FROM timesheets t JOIN operatives o ON o.id = t.operative_id
             JOIN projects p ON p.id = t.project_id WHERE ${filter} ${order}`,
          rep,
        ),
  ]);
  const today = londonDate();
  return pageOf(
    rows.map((r) => timesheetOf(actor, r, today)),
    total,
    page,
  );
}

export async function readTimesheet(actor: Actor, id: string): Promise<TimesheetJson> {
  const [row] = await q<TimesheetRow>(`${TIMESHEET_SELECT} WHERE t.id = :id AND t.company_id = :companyId`, {
    id,
    companyId: actor.companyId,
  });
  if (!row) throw new NotFoundError(TIMESHEET_NOT_FOUND);
  return timesheetOf(actor, row);
}

// -------------------------------------------------------------------------------------------------- invoices

interface InvoiceSummaryRow {
  id: string;
  reference: string;
  supplier_id: string;
  supplier_name: string;
  supplier_reference: string;
  invoice_date: string;
  period_start: string;
  period_end: string;
  net_pence: string;
  cis_deduction_pence: string;
  payable_pence: string;
  has_variance: boolean;
  status: LabourInvoiceSummaryJson['status'];
  payment_date: string | null;
  created_at: Date;
}

const INVOICE_SELECT = `SELECT i.id, i.reference, i.supplier_id, s.name AS supplier_name, i.supplier_reference,
       i.invoice_date, i.period_start, i.period_end, i.net_pence, i.cis_deduction_pence, i.payable_pence,
       i.has_variance, i.status, i.payment_date, i.created_at
  FROM labour_invoices i JOIN suppliers s ON s.id = i.supplier_id`;

function invoiceSummaryOf(r: InvoiceSummaryRow): LabourInvoiceSummaryJson {
  return {
    id: r.id,
    reference: r.reference,
    supplier: { id: r.supplier_id, name: r.supplier_name },
    supplier_reference: r.supplier_reference,
    invoice_date: r.invoice_date,
    period_start: r.period_start,
    period_end: r.period_end,
    net_pence: num(r.net_pence),
    cis_deduction_pence: num(r.cis_deduction_pence),
    payable_pence: num(r.payable_pence),
    has_variance: r.has_variance,
    status: r.status,
    payment_date: r.payment_date,
    created_at: iso(r.created_at)!,
  };
}

export async function listLabourInvoices(
  actor: Actor,
  query: ListLabourInvoicesQuery,
): Promise<Page<LabourInvoiceSummaryJson>> {
  const page = pageRequest(query);
  const where = ['i.company_id = :companyId'];
  // Conditions so far are the caller's scope; any filter below adds one, so the list is unfiltered while none has.
  const scope = where.length;
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status) {
    where.push('i.status = :status');
    rep.status = query.status;
  }
  if (query.supplier_id) {
    where.push('i.supplier_id = :supplierId');
    rep.supplierId = query.supplier_id;
  }
  if (query.search) {
    where.push('(i.reference ILIKE :like OR i.supplier_reference ILIKE :like OR s.name ILIKE :like)');
    rep.like = `%${escapeLike(query.search)}%`;
  }
  const filter = where.join(' AND ');
  const order = 'ORDER BY i.created_at DESC, i.id DESC';
  const [rows, total] = await Promise.all([
    q<InvoiceSummaryRow>(`${INVOICE_SELECT} WHERE ${filter} ${order} LIMIT :limit OFFSET :offset`, rep),
    where.length > scope
      ? cappedTotal(
          Project.sequelize!,
          `SELECT 1 FROM labour_invoices i JOIN suppliers s ON s.id = i.supplier_id WHERE ${filter} ${order}`,
          rep,
        )
      : countedTotal(Project.sequelize!, {
          companyId: actor.companyId,
          list: 'labour_invoices',
          views: ['all'],
        }),
  ]);
  return pageOf(rows.map(invoiceSummaryOf), total, page);
}

export async function readLabourInvoice(actor: Actor, id: string): Promise<LabourInvoiceJson> {
  const [row] = await q<InvoiceSummaryRow>(
    `${INVOICE_SELECT} WHERE i.id = :id AND i.company_id = :companyId`,
    {
      id,
      companyId: actor.companyId,
    },
  );
  if (!row) throw new NotFoundError(LABOUR_INVOICE_NOT_FOUND);
  const inv = (await LabourInvoice.findByPk(id))!;
  const opIds = [...new Set(inv.lines.map((l) => l.operative_id))];
  const projIds = [...new Set(inv.lines.map((l) => l.project_id))];
  const [ops, projects] = await Promise.all([
    q<{ id: string; name: string }>('SELECT id, name FROM operatives WHERE id IN (:ids)', { ids: opIds }),
    q<{ id: string; project_number: string; name: string }>(
      'SELECT id, project_number, name FROM projects WHERE id IN (:ids)',
      { ids: projIds },
    ),
  ]);
  const opName = new Map(ops.map((o) => [o.id, o.name]));
  const project = new Map(projects.map((p) => [p.id, p]));
  const figures = labourInvoiceFigures({
    labour_pence: num(inv.labour_pence),
    materials_pence: num(inv.materials_pence),
    materials_cost_pence: num(inv.materials_cost_pence),
    vat_rate: inv.vat_rate,
    supplier_vat_registered: inv.supplier_vat_registered,
    cis_status: inv.cis_status,
    customer_vat_registered: inv.customer_vat_registered,
    customer_end_user: inv.customer_end_user,
  });
  const status = inv.status;
  return {
    ...invoiceSummaryOf(row),
    lines: inv.lines.map((l, i) => {
      const m = inv.match[i]!;
      const p = project.get(l.project_id);
      return {
        operative: { id: l.operative_id, name: opName.get(l.operative_id) ?? 'Unknown operative' },
        project: p ?? { id: l.project_id, project_number: '', name: 'Unknown project' },
        unit: l.unit,
        quantity: l.quantity,
        rate_pence: l.rate_pence,
        net_pence: l.net_pence,
        timesheet_quantity: m.timesheet_quantity,
        quantity_variance: m.quantity_variance,
        expected_rate_pence: m.expected_rate_pence,
        rate_variance_pence: m.rate_variance_pence,
        variance: m.variance,
      };
    }),
    vat_rate: inv.vat_rate,
    customer_end_user: inv.customer_end_user,
    cis_status: inv.cis_status,
    cis_rate_percent: figures.cis_rate_percent,
    supplier_vat_registered: inv.supplier_vat_registered,
    customer_vat_registered: inv.customer_vat_registered,
    labour_pence: figures.labour_pence,
    materials_pence: figures.materials_pence,
    materials_cost_pence: figures.materials_cost_pence,
    cis_base_pence: figures.cis_base_pence,
    vat_treatment: figures.vat_treatment,
    vat_pence: figures.vat_pence,
    reverse_charge_vat_pence: figures.reverse_charge_vat_pence,
    reverse_charge_wording: figures.reverse_charge_wording,
    gross_pence: figures.gross_pence,
    steps: figures.steps,
    status_reason: inv.status_reason ?? null,
    can_match: status === 'received' && LABOUR_INVOICE_STATUS.can(actor, 'received', 'matched'),
    can_override: status === 'received' && roleAtLeast(actor.role, 'manager'),
    status_moves: LABOUR_INVOICE_STATUS.allowed(actor, status).filter((s) => s !== 'matched'),
  };
}
