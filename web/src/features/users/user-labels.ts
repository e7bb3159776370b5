// Labels and names for company users (spec §6 role names) and the users list's statuses.
export { ROLE_LABELS } from '../auth';

export const STATUS_LABELS: Record<string, string> = {
  invited: 'Invited',
  active: 'Active',
  inactive: 'Inactive',
};

export function fullName(u: { first_name: string; last_name: string }): string {
  return `${u.first_name} ${u.last_name}`;
}
