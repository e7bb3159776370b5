// GraphQL inputs of user management: the invite form and the list's filters. Sizes only: core-api owns the
// messages; the filter enums hold exactly the values core-api's /users query accepts.
import { MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../lib/paging.js';
import { Role } from '../../lib/role.js';

const MAX_TEXT = 1000;

@InputType()
export class InviteUserInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  first_name: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  last_name: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  email: string;

  @Field(() => Role)
  role: Role;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  phone?: string;
}

/** core-api's `status` filter of GET /users (default all). */
export const UserStatusFilter = {
  active: 'active',
  invited: 'invited',
  inactive: 'inactive',
  all: 'all',
} as const;
export type UserStatusFilter = (typeof UserStatusFilter)[keyof typeof UserStatusFilter];
registerEnumType(UserStatusFilter, { name: 'UserStatusFilter' });

@ArgsType()
export class CompanyUsersArgs extends PageArgs {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  search?: string | null;

  @Field(() => Role, { nullable: true })
  role?: Role | null;

  @Field(() => UserStatusFilter, {
    nullable: true,
    description:
      'active, invited (open invitations and users yet to choose a password), inactive or all (default)',
  })
  status?: UserStatusFilter | null;
}
