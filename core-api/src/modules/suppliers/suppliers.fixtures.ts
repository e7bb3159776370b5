// Test fixtures for suppliers: a real row of a company, for this module's tests, its security file and the
// BFF's GraphQL matrix (kept apart from suppliers.security.ts, which the security harness loads by glob).
import { randomUUID } from 'node:crypto';
import type { Company } from '../../models/index.js';
import { Supplier } from './supplier.model.js';

/** A supplier of `company` (a CIS-registered subcontractor unless told otherwise). */
export async function makeSupplier(
  company: Pick<Company, 'id'>,
  attrs: Partial<Pick<Supplier, 'name' | 'kinds' | 'is_active' | 'cis_status'>> = {},
): Promise<Supplier> {
  const kinds = attrs.kinds ?? ['subcontractor'];
  const cis = kinds.includes('subcontractor') || kinds.includes('labour_agency');
  return Supplier.create({
    company_id: company.id,
    name: attrs.name ?? `Fixture Groundworks ${randomUUID().slice(0, 8)}`,
    kinds,
    cis_status: attrs.cis_status ?? (cis ? 'net' : null),
    utr: cis ? '1234567890' : null,
    is_active: attrs.is_active ?? true,
    deactivated_at: attrs.is_active === false ? new Date() : null,
  });
}
