// What the users list exports (decision 0065): the company's people and open invitations as the list shows them
// (managers and up, as the list).
import { defineExport, statusText } from '../../kit/export.js';
import type { CompanyMemberJson } from './users.presenter.js';

export const usersExport = defineExport<CompanyMemberJson>({
  name: 'users',
  title: 'Users',
  formats: ['csv'],
  columns: [
    { header: 'First name', value: (u) => u.first_name },
    { header: 'Last name', value: (u) => u.last_name },
    { header: 'Email', value: (u) => u.email, width: 28 },
    { header: 'Phone', value: (u) => u.phone },
    { header: 'Role', value: (u) => statusText(u.role), width: 12 },
    { header: 'Status', value: (u) => statusText(u.status), width: 12 },
    { header: 'Last sign-in', kind: 'date', value: (u) => u.last_login_at },
    { header: 'Added', kind: 'date', value: (u) => u.created_at },
  ],
});
