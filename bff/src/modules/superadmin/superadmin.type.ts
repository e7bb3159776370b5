// GraphQL types of the platform superadmin: its session, companies, stats, contact inbox and audit log.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';
import { UserIdentity } from '../../lib/user.type.js';

export const CompanyStatus = {
  active: 'active',
  suspended: 'suspended',
  cancelled: 'cancelled',
} as const;
export type CompanyStatus = (typeof CompanyStatus)[keyof typeof CompanyStatus];

registerEnumType(CompanyStatus, { name: 'CompanyStatus' });

@ObjectType()
export class Superadmin {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  username: string;
}

@ObjectType()
export class SuperadminAuthPayload {
  @Field(() => String)
  access_token: string;

  @Field(() => String)
  token_type: string;

  @Field(() => Int)
  expires_in: number;

  @Field(() => Superadmin)
  superadmin: Superadmin;
}

@ObjectType()
export class PlatformCompany {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => CompanyStatus)
  status: CompanyStatus;

  @Field(() => String)
  created_at: string;

  @Field(() => Int)
  user_count: number;

  @Field(() => Int)
  active_user_count: number;

  @Field(() => Int)
  project_count: number;
}

@ObjectType()
export class PlatformCompanyPage extends Paginated(PlatformCompany) {}

@ObjectType()
export class CompanyCounts {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  active: number;

  @Field(() => Int)
  suspended: number;

  @Field(() => Int)
  cancelled: number;

  @Field(() => Int)
  new_last_30_days: number;
}

@ObjectType()
export class UserCounts {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  active: number;

  @Field(() => Int)
  signed_in_last_30_days: number;
}

@ObjectType()
export class ProjectCounts {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  new_last_30_days: number;
}

@ObjectType()
export class SystemStats {
  @Field(() => CompanyCounts)
  companies: CompanyCounts;

  @Field(() => UserCounts)
  users: UserCounts;

  @Field(() => ProjectCounts)
  projects: ProjectCounts;

  @Field(() => Int)
  contact_messages_last_30_days: number;
}

@ObjectType()
export class SetupAdmin extends UserIdentity {}

@ObjectType()
export class CompanySetupResult {
  @Field(() => PlatformCompany)
  company: PlatformCompany;

  @Field(() => SetupAdmin)
  admin: SetupAdmin;

  @Field(() => String, { description: 'One-time link for the first admin to choose a password; shown once.' })
  set_password_link: string;
}

@ObjectType()
export class ContactMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  company: string | null;

  @Field(() => String)
  reason: string;

  @Field(() => String)
  message: string;

  @Field(() => String)
  created_at: string;
}

@ObjectType()
export class ContactMessagePage extends Paginated(ContactMessage) {}

@ObjectType()
export class AuditLogEntry {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  username: string | null;

  @Field(() => String)
  action: string;

  @Field(() => String, { nullable: true })
  target_type: string | null;

  @Field(() => String, { nullable: true })
  target_id: string | null;

  @Field(() => String, { nullable: true, description: 'The entry details as a JSON object string.' })
  details: string | null;

  @Field(() => String, { nullable: true })
  ip: string | null;

  @Field(() => String)
  created_at: string;
}

@ObjectType()
export class AuditLogPage extends Paginated(AuditLogEntry) {}
