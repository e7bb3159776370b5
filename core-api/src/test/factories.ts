// Owns test data: each test makes its own company and users (unique emails), so files can run in parallel.
import { randomUUID } from 'node:crypto';
import { Company, User, type CompanyStatus, type Role } from '../models/index.js';
import { hashPassword } from '../lib/passwords.js';

export const DEFAULT_PASSWORD = 'Secret123!';
let defaultHash: Promise<string> | undefined;

export async function createCompany(attrs: { name?: string; status?: CompanyStatus } = {}): Promise<Company> {
  return Company.create({
    name: attrs.name ?? `Test Co ${randomUUID().slice(0, 8)}`,
    status: attrs.status ?? 'active',
  });
}

export interface UserAttrs {
  role?: Role;
  password?: string;
  is_active?: boolean;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export async function createUser(company: Company, attrs: UserAttrs = {}): Promise<User> {
  const password_hash =
    attrs.password && attrs.password !== DEFAULT_PASSWORD
      ? await hashPassword(attrs.password)
      : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  return User.create({
    company_id: company.id,
    email: attrs.email ?? `user-${randomUUID()}@test.example`,
    password_hash,
    first_name: attrs.first_name ?? 'Alex',
    last_name: attrs.last_name ?? 'Morgan',
    role: attrs.role ?? 'worker',
    is_active: attrs.is_active ?? true,
  });
}

/** A company plus one user of the given role. */
export async function createCompanyWithUser(attrs: UserAttrs = {}) {
  const company = await createCompany();
  const user = await createUser(company, attrs);
  return { company, user };
}
