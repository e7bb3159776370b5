// Owns reading labour's set-up and its people: trades (with how many operatives each has), the labour
// suppliers with their CIS and VAT position (and whether the reverse charge applies to their work), and
// operatives (list and one, with their CSCS state and recent timesheets). Every role sees the company's
// operatives; rates, trades' day rates and other people's phone and card numbers only supervisors and up (the
// presenter asks the policy). Lists page with one query and one total: the counter for an unfiltered status
// view, else a count capped at 1,000+ (decision 0028).
import type { Sequelize } from 'sequelize';
import type { Actor } from '../../lib/auth.js';
import { londonDate } from '../../lib/calendar.js';
import { NotFoundError } from '../../lib/errors.js';
import { cappedTotal, countedTotal, pageOf, pageRequest, type Page } from '../../lib/paging.js';
import { escapeLike, num, q } from '../../lib/sql.js';
import { CIS_DEDUCTION_PERCENT, CIS_KINDS, type CisStatus } from '../suppliers/index.js';
import { companyVatRegistered } from '../settings/index.js';
import { reverseChargeApplies } from './cis.js';
import { listTimesheets } from './labour-timesheets.read.js';
import { mayEditOperatives, seesEveryonesPersonal, seesLabourRates } from './labour.policy.js';
import {
  operativeOf,
  type OperativeJson,
  type OperativeRow,
  type OperativeSummaryJson,
  type TradeJson,
} from './labour.presenter.js';
import type { ListOperativesQuery } from './labour.schema.js';

export const OPERATIVE_NOT_FOUND = 'Operative not found';
export const TRADE_NOT_FOUND = 'Trade not found';

// ---------------------------------------------------------------------------------------------------- trades

export async function listTrades(db: Sequelize, actor: Actor): Promise<{ items: TradeJson[] }> {
  const rows = await q<{
    id: string;
    name: string;
    default_day_rate_pence: string;
    is_active: boolean;
    n: string;
  }>(
    db,
    `SELECT tr.id, tr.name, tr.default_day_rate_pence, tr.is_active,
            (SELECT count(*) FROM operatives o WHERE o.trade_id = tr.id) AS n
       FROM labour_trades tr WHERE tr.company_id = :companyId ORDER BY lower(tr.name) LIMIT 500`,
    { companyId: actor.companyId },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      default_day_rate_pence: seesLabourRates(actor) ? num(r.default_day_rate_pence) : null,
      is_active: r.is_active,
      operative_count: num(r.n),
    })),
  };
}

export async function listLabourSuppliers(db: Sequelize, actor: Actor) {
  const vat = await companyVatRegistered(db, actor.companyId);
  const rows = await q<{
    id: string;
    name: string;
    kinds: string[];
    cis_status: CisStatus | null;
    utr: string | null;
    verification_number: string | null;
    vat_number: string | null;
  }>(
    db,
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

const OPERATIVE_SELECT = `SELECT o.id, o.name, o.trade_id, tr.name AS trade_name, o.engagement, o.supplier_id,
       s.name AS supplier_name, o.rate_unit, o.rate_pence, o.cscs_card_type, o.cscs_card_number, o.cscs_expiry,
       o.phone, o.user_id, o.is_active
  FROM operatives o
  LEFT JOIN labour_trades tr ON tr.id = o.trade_id
  LEFT JOIN suppliers s ON s.id = o.supplier_id`;

export async function listOperatives(
  db: Sequelize,
  actor: Actor,
  query: ListOperativesQuery,
): Promise<Page<OperativeSummaryJson>> {
  const page = pageRequest(query);
  const where = ['o.company_id = :companyId'];
  const rep: Record<string, unknown> = { companyId: actor.companyId, limit: page.size, offset: page.offset };
  if (query.status !== 'all') where.push(`o.is_active = ${query.status === 'active' ? 'true' : 'false'}`);
  // The status chooses the counted view(s); any filter below adds a condition.
  const scope = where.length;
  if (query.mine) {
    where.push('o.user_id = :me');
    rep.me = actor.userId;
  }
  if (query.engagement) {
    where.push('o.engagement = :engagement');
    rep.engagement = query.engagement;
  }
  if (query.search) {
    // A card number is personal: only those who may read it may find an operative by it (a worker searching
    // digits would otherwise learn whose card it is).
    where.push(
      seesEveryonesPersonal(actor)
        ? '(o.name ILIKE :like OR o.cscs_card_number ILIKE :like)'
        : '(o.name ILIKE :like OR (o.user_id = :me AND o.cscs_card_number ILIKE :like))',
    );
    rep.me = actor.userId;
    rep.like = `%${escapeLike(query.search)}%`;
  }
  const filter = where.join(' AND ');
  const [rows, total] = await Promise.all([
    q<OperativeRow>(
      db,
      `${OPERATIVE_SELECT} WHERE ${filter} ORDER BY o.name, o.id LIMIT :limit OFFSET :offset`,
      rep,
    ),
    // Every role sees the company's operatives: a status view without engagement or search is its counter.
    where.length > scope
      ? cappedTotal(db, `SELECT 1 FROM operatives o WHERE ${filter} ORDER BY o.name, o.id`, rep)
      : countedTotal(db, {
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

export async function readOperative(db: Sequelize, actor: Actor, id: string): Promise<OperativeJson> {
  const [row] = await q<OperativeRow>(
    db,
    `${OPERATIVE_SELECT} WHERE o.id = :id AND o.company_id = :companyId`,
    {
      id,
      companyId: actor.companyId,
    },
  );
  if (!row) throw new NotFoundError(OPERATIVE_NOT_FOUND);
  const recent = await listTimesheets(db, actor, { page: 1, size: 12, operative_id: id });
  return {
    ...operativeOf(actor, row, londonDate()),
    recent_timesheets: recent.items,
    can_edit: mayEditOperatives(actor),
  };
}
