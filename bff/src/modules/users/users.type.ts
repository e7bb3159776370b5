// GraphQL types of company user management.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Role } from '../auth/auth.type.js';

@ObjectType()
export class CompanyUser {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  first_name: string;

  @Field(() => String)
  last_name: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => Role)
  role: Role;

  @Field(() => ID)
  company_id: string;

  @Field(() => Boolean)
  is_active: boolean;

  @Field(() => String, { nullable: true })
  last_login_at: string | null;

  @Field(() => String)
  created_at: string;

  @Field(() => Boolean, {
    description: "Whether the caller may change this user's role, status or password.",
  })
  can_manage: boolean;
}

@ObjectType()
export class CompanyUserPage {
  @Field(() => [CompanyUser])
  items: CompanyUser[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  size: number;
}

@ObjectType()
export class UserLinkResult {
  @Field(() => CompanyUser)
  user: CompanyUser;

  @Field(() => String, { description: 'One-time set-password link; shown once (also mailed).' })
  set_password_link: string;
}
