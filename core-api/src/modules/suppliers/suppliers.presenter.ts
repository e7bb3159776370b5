// Owns the supplier JSON: the zod answer schemas (the OpenAPI document and the BFF's generated types come from
// them) and the presenter that fills them from a row; the row itself never goes out.
import { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import { pageSchema } from '../../lib/paging.js';
import { iso, timestamp } from '../../lib/wire.js';
import {
  CIS_DEDUCTION_PERCENT,
  CIS_STATUSES,
  SUPPLIER_KINDS,
  type CisStatus,
  type Supplier,
} from './supplier.model.js';
import { abilitiesFor } from './suppliers.policy.js';

export const supplierAbilitiesSchema = z
  .object({
    can_edit: z.boolean(),
    can_deactivate: z.boolean(),
    can_reactivate: z.boolean(),
    can_delete: z.boolean(),
  })
  .meta({ id: 'SupplierAbilities' });

export const supplierSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    kinds: z.array(z.enum(SUPPLIER_KINDS)).min(1),
    contact_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    account_number: z.string().nullable(),
    address: z.string().nullable(),
    vat_number: z.string().nullable(),
    cis_status: z.enum(CIS_STATUSES).nullable(),
    /** The CIS deduction rate of the status: gross 0, net 20, unverified 30; null when not under CIS. */
    cis_deduction_percent: z.number().int().nullable(),
    utr: z.string().nullable(),
    verification_number: z.string().nullable(),
    is_active: z.boolean(),
    deactivated_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    abilities: supplierAbilitiesSchema,
  })
  .meta({ id: 'Supplier' });
export type SupplierJson = z.output<typeof supplierSchema>;

export const supplierPageSchema = pageSchema(supplierSchema, 'SupplierPage');

export function presentSupplier(supplier: Supplier, actor: Actor): SupplierJson {
  const cisStatus = (supplier.cis_status ?? null) as CisStatus | null;
  return {
    id: supplier.id,
    company_id: supplier.company_id,
    name: supplier.name,
    kinds: [...supplier.kinds],
    contact_name: supplier.contact_name ?? null,
    email: supplier.email ?? null,
    phone: supplier.phone ?? null,
    account_number: supplier.account_number ?? null,
    address: supplier.address ?? null,
    vat_number: supplier.vat_number ?? null,
    cis_status: cisStatus,
    cis_deduction_percent: cisStatus ? CIS_DEDUCTION_PERCENT[cisStatus] : null,
    utr: supplier.utr ?? null,
    verification_number: supplier.verification_number ?? null,
    is_active: supplier.is_active,
    deactivated_at: iso(supplier.deactivated_at),
    created_at: iso(supplier.created_at)!,
    updated_at: iso(supplier.updated_at)!,
    abilities: abilitiesFor(actor, supplier),
  };
}
