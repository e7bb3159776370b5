// Owns who may do what to a supplier. Supervisors and up read (the route's minimum role); managers and admins
// set suppliers up: create, edit, deactivate, reactivate and delete an unused one. Answers carry the caller's
// abilities so the UI shows only the controls the caller may use.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import type { Supplier } from './supplier.model.js';

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
    can_deactivate: manage && supplier.is_active,
    can_reactivate: manage && !supplier.is_active,
    can_delete: manage,
  };
}
