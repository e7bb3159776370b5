// Owns the User JSON the contract fixes; ORM objects never go over the wire.
import type { Company, User } from '../../models/index.js';
import type { IssuedToken } from '../../lib/tokens.js';

export interface UserJson {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: string;
  company_id: string;
  company_name: string | null;
}

export function presentUser(user: User, company?: Company | null): UserJson {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    role: user.role,
    company_id: user.company_id,
    company_name: (company ?? user.company)?.name ?? null,
  };
}

export function presentSession(token: IssuedToken, user: User) {
  return { ...token, user: presentUser(user) };
}
