// Owns the rules of suppliers: the company's list (search over name, contact, email and account number; kind
// and status filters; the kit's paging), create and edit (CIS details only for labour agencies and
// subcontractors, and then a CIS status is required; names unique per company), deactivate/reactivate (the
// transition table below) and delete, which the database refuses once any record refers to the supplier.
// Every change writes an activity row in the same transaction.
import {
  ForeignKeyConstraintError,
  Op,
  UniqueConstraintError,
  fn,
  col,
  type Order,
  type Sequelize,
  type Transaction,
  type WhereOptions,
} from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/auth.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { cappedTotalOf, countedTotal, paginate, pageRequest, type Page } from '../../lib/paging.js';
import { escapeLike } from '../../lib/sql.js';
import { withTransaction } from '../../lib/transaction.js';
import { CIS_KINDS, Supplier, type SupplierKind } from './supplier.model.js';
import { SUPPLIER_STATUS, supplierStateOf, type SupplierState } from './suppliers.policy.js';
import { presentSupplier, type SupplierJson } from './suppliers.presenter.js';
import {
  MESSAGES,
  type CreateSupplierInput,
  type ListSuppliersQuery,
  type UpdateSupplierInput,
} from './suppliers.schema.js';

export const SUPPLIER_NOT_FOUND = 'Supplier not found';
export const SUPPLIER_IN_USE =
  'This supplier has records that refer to it, so it cannot be deleted. Deactivate it instead.';

export type SupplierTransition = 'deactivate' | 'reactivate';
const TARGET: Record<SupplierTransition, SupplierState> = { deactivate: 'inactive', reactivate: 'active' };

const CIS_FIELDS = ['cis_status', 'utr', 'verification_number'] as const;
const EDITABLE = [
  'name',
  'kinds',
  'contact_name',
  'email',
  'phone',
  'account_number',
  'address',
  'vat_number',
  ...CIS_FIELDS,
] as const;

const hasCisKind = (kinds: readonly SupplierKind[]) => kinds.some((k) => CIS_KINDS.includes(k));

/**
 * CIS details belong to labour agencies and subcontractors, and such a supplier needs a CIS status. `sent` is
 * what the caller sent: CIS values they sent for a supplier of other kinds are refused; values already stored
 * are cleared when the CIS kinds are taken away.
 */
function settleCis(
  state: Pick<Supplier, 'kinds' | 'cis_status' | 'utr' | 'verification_number'>,
  sent: Partial<Record<(typeof CIS_FIELDS)[number], unknown>>,
): void {
  if (hasCisKind(state.kinds)) {
    if (!state.cis_status) throw ValidationError.single('cis_status', MESSAGES.cisStatusRequired);
    return;
  }
  const offending = CIS_FIELDS.find((f) => sent[f] != null);
  if (offending) throw ValidationError.single(offending, MESSAGES.cisOnlyForCisKinds);
  state.cis_status = null;
  state.utr = null;
  state.verification_number = null;
}

function nameTaken(err: unknown): never {
  if (err instanceof UniqueConstraintError) throw new ConflictError(MESSAGES.nameTaken);
  throw err;
}

export class SuppliersService {
  constructor(private readonly sequelize: Sequelize) {}

  async list(actor: Actor, query: ListSuppliersQuery): Promise<Page<SupplierJson>> {
    const where: WhereOptions<Supplier>[] = [{ company_id: actor.companyId }];
    if (query.status !== 'all') where.push({ is_active: query.status === 'active' });
    if (query.kind) where.push({ kinds: { [Op.contains]: [query.kind] } });
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.push({
        [Op.or]: [
          { name: { [Op.iLike]: like } },
          { contact_name: { [Op.iLike]: like } },
          { email: { [Op.iLike]: like } },
          { account_number: { [Op.iLike]: like } },
        ],
      });
    }
    const filter = { [Op.and]: where };
    const order: Order = [
      [fn('lower', col('name')), 'ASC'],
      ['id', 'ASC'],
    ];
    return paginate(
      pageRequest(query),
      (limit, offset) => Supplier.findAll({ where: filter, order, limit, offset }),
      () =>
        query.kind || query.search
          ? cappedTotalOf(Supplier, filter, order)
          : countedTotal(this.sequelize, {
              companyId: actor.companyId,
              list: 'suppliers',
              views: query.status === 'all' ? ['active', 'inactive'] : [query.status],
            }),
      (s) => presentSupplier(s, actor),
    );
  }

  async get(actor: Actor, id: string): Promise<Supplier> {
    return this.find(actor, id);
  }

  private async find(actor: Actor, id: string, transaction?: Transaction): Promise<Supplier> {
    const supplier = await Supplier.findOne({
      where: { id, company_id: actor.companyId },
      transaction,
      lock: transaction ? transaction.LOCK.UPDATE : undefined,
    });
    if (!supplier) throw new NotFoundError(SUPPLIER_NOT_FOUND);
    return supplier;
  }

  async create(actor: Actor, input: CreateSupplierInput): Promise<Supplier> {
    const state = {
      kinds: input.kinds,
      cis_status: input.cis_status ?? null,
      utr: input.utr ?? null,
      verification_number: input.verification_number ?? null,
    };
    settleCis(state, input);
    return withTransaction(this.sequelize, async (transaction) => {
      const supplier = await Supplier.create(
        {
          company_id: actor.companyId,
          name: input.name,
          kinds: state.kinds,
          contact_name: input.contact_name ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          account_number: input.account_number ?? null,
          address: input.address ?? null,
          vat_number: input.vat_number ?? null,
          cis_status: state.cis_status,
          utr: state.utr,
          verification_number: state.verification_number,
          created_by: actor.userId,
        },
        { transaction },
      ).catch(nameTaken);
      await recordActivity({
        actor,
        entityType: 'supplier',
        entityId: supplier.id,
        label: supplier.name,
        link: '/app/suppliers',
        action: 'created',
        to: 'active',
        details: { name: supplier.name, kinds: supplier.kinds },
        transaction,
      });
      return supplier;
    });
  }

  async update(actor: Actor, id: string, input: UpdateSupplierInput): Promise<Supplier> {
    return withTransaction(this.sequelize, async (transaction) => {
      const supplier = await this.find(actor, id, transaction);
      const before = Object.fromEntries(EDITABLE.map((f) => [f, supplier[f]]));
      for (const field of EDITABLE) {
        const value = input[field];
        if (value !== undefined) supplier.set(field, value as never);
      }
      settleCis(supplier, input);
      const changed = EDITABLE.filter((f) => JSON.stringify(supplier[f]) !== JSON.stringify(before[f]));
      if (changed.length === 0) return supplier;
      await supplier.save({ transaction }).catch(nameTaken);
      await recordActivity({
        actor,
        entityType: 'supplier',
        entityId: supplier.id,
        label: supplier.name,
        link: '/app/suppliers',
        action: 'updated',
        details: { changed },
        transaction,
      });
      return supplier;
    });
  }

  async transition(actor: Actor, id: string, name: SupplierTransition): Promise<Supplier> {
    const to = TARGET[name];
    return withTransaction(this.sequelize, async (transaction) => {
      const supplier = await this.find(actor, id, transaction);
      const from = supplierStateOf(supplier);
      SUPPLIER_STATUS.check(actor, from, to); // 409 "Supplier is already inactive" / "… active"
      const active = to === 'active';
      await supplier.update(
        { is_active: active, deactivated_at: active ? null : new Date() },
        { transaction },
      );
      await SUPPLIER_STATUS.apply({
        actor,
        entityId: supplier.id,
        from,
        to,
        label: supplier.name,
        link: '/app/suppliers',
        transaction,
      });
      return supplier;
    });
  }

  /**
   * Deletes a supplier nothing refers to (one entered by mistake). Later modules' tables refer to suppliers
   * with foreign keys, so the database itself refuses the delete once a record exists: that is a 409.
   */
  async remove(actor: Actor, id: string): Promise<void> {
    try {
      await withTransaction(this.sequelize, async (transaction) => {
        const supplier = await this.find(actor, id, transaction);
        await recordActivity({
          actor,
          entityType: 'supplier',
          entityId: supplier.id,
          label: supplier.name,
          action: 'deleted',
          from: supplierStateOf(supplier),
          details: { name: supplier.name },
          transaction,
        });
        await supplier.destroy({ transaction });
      });
    } catch (err) {
      if (err instanceof ForeignKeyConstraintError) throw new ConflictError(SUPPLIER_IN_USE);
      throw err;
    }
  }
}
