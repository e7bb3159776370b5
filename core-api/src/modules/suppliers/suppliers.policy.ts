// Owns who may do what to a supplier. Supervisors and up read (the route's minimum role); managers and admins
// set suppliers up: create, edit, deactivate, reactivate and delete an unused one. Answers carry the caller's
// abilities so the UI shows only the controls the caller may use. Active ⇄ inactive is a transition table on
// the shared kit (lib/transitions.ts), so the moves, their activity rows and the abilities come from one place.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import { defineTransitions } from '../../lib/transitions.js';
import type { Supplier } from './supplier.model.js';

export type SupplierState = 'active' | 'inactive';

export function supplierStateOf(supplier: Pick<Supplier, 'is_active'>): SupplierState {
  return supplier.is_active ? 'active' : 'inactive';
}

/** Deactivate and reactivate: managers and up, no reason needed (deactivating hides it from new work only). */
export const SUPPLIER_STATUS = defineTransitions<SupplierState>(
  'supplier',
  [
    { from: 'active', to: 'inactive', minRole: 'manager', action: 'deactivated' },
    { from: 'inactive', to: 'active', minRole: 'manager', action: 'reactivated' },
  ],
  { alreadyIn: (state) => `Supplier is already ${state}` },
);

export interface SupplierAbilities {
  can_edit: boolean;
  can_deactivate: boolean;
  can_reactivate: boolean;
  can_delete: boolean;
}

export function canManageSuppliers(actor: Actor): boolean {
  return roleAtLeast(actor.role, 'manager');
}

export function abilitiesFor(actor: Actor, supplier: Pick<Supplier, 'is_active'>): SupplierAbilities {
  const manage = canManageSuppliers(actor);
  return {
    can_edit: manage,
    can_deactivate: SUPPLIER_STATUS.can(actor, supplierStateOf(supplier), 'inactive'),
    can_reactivate: SUPPLIER_STATUS.can(actor, supplierStateOf(supplier), 'active'),
    can_delete: manage,
  };
}
