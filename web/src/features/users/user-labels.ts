// Labels and names for company users (spec §6 role names) and the users list's statuses.
export const ROLE_LABELS: Record<string, string> = {
  worker: 'Worker',
  supervisor: 'Supervisor',
  manager: 'Manager',
  admin: 'Admin',
};

export const STATUS_LABELS: Record<string, string> = {
  invited: 'Invited',
  active: 'Active',
  inactive: 'Inactive',
};

export function fullName(u: { first_name: string; last_name: string }): string {
  return `${u.first_name} ${u.last_name}`;
}
