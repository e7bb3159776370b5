// Navigation items for both shells, each with the minimum role that may see it (spec §2 layouts, §6).
import type { Role } from '../features/auth/auth.api';
import { hasRole, homeForRole } from '../features/auth/roles';

export interface NavItem {
  label: string;
  to: string;
  minRole: Role;
}

/** Header items of the desktop shell (the product name itself links home). */
export const HEADER_ITEMS: readonly NavItem[] = [
  { label: 'Projects', to: '/app/projects', minRole: 'worker' },
  { label: 'Enquiries', to: '/app/enquiries', minRole: 'supervisor' },
  { label: 'Applications', to: '/app/applications', minRole: 'supervisor' },
  { label: 'Users', to: '/app/users', minRole: 'manager' },
];

export const QUICK_ACTIONS: readonly { label: string; to: string }[] = [
  { label: 'New Form', to: '/app/forms?create=true' },
  { label: 'New Plant Request', to: '/app/plant?create=true' },
  { label: 'New Material Request', to: '/app/materials?create=true' },
  { label: 'New Project Note', to: '/app/projects?create=note' },
];

export function headerItemsFor(role: Role | undefined): NavItem[] {
  return HEADER_ITEMS.filter((item) => hasRole(role, item.minRole));
}

/** Bottom tabs: Dashboard points at the worker dashboard for workers and the main one for others. */
export function bottomTabsFor(role: Role | undefined): { label: string; to: string }[] {
  return [
    { label: 'Dashboard', to: homeForRole(role) },
    { label: 'Projects', to: '/app/projects' },
    { label: 'Forms', to: '/app/forms' },
    { label: 'Plant', to: '/app/plant' },
    { label: 'Materials', to: '/app/materials' },
  ];
}
