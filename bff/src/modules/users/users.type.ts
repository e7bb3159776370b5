// GraphQL types of company user management: a user, an invitation, and the users list's rows (users and open
// invitations together). Field names are core-api's snake_case JSON, so resolvers pass answers through.
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../lib/paging.js';
import { CompanyUserFields, UserIdentity } from '../../lib/user.type.js';

/** A user's status: invited until they choose a password, then active or inactive (core-api's values). */
export const UserStatus = { invited: 'invited', active: 'active', inactive: 'inactive' } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
registerEnumType(UserStatus, { name: 'UserStatus' });

export const InvitationStatus = { invited: 'invited', accepted: 'accepted', cancelled: 'cancelled' } as const;
export type InvitationStatus = (typeof InvitationStatus)[keyof typeof InvitationStatus];
registerEnumType(InvitationStatus, { name: 'InvitationStatus' });

export const CompanyMemberKind = { user: 'user', invitation: 'invitation' } as const;
export type CompanyMemberKind = (typeof CompanyMemberKind)[keyof typeof CompanyMemberKind];
registerEnumType(CompanyMemberKind, { name: 'CompanyMemberKind' });

const CAN_MANAGE =
  'Whether the caller may change this row (never their own account; admins only for an admin).';

@ObjectType()
export class CompanyUser extends CompanyUserFields {
  @Field(() => Boolean)
  is_active: boolean;

  @Field(() => UserStatus)
  status: UserStatus;

  @Field(() => String, { nullable: true })
  last_login_at: string | null;

  @Field(() => String)
  created_at: string;

  @Field(() => Boolean, { description: CAN_MANAGE })
  can_manage: boolean;
}

@ObjectType({ description: 'Someone the company invited; accepting the link creates their account.' })
export class Invitation extends CompanyUserFields {
  @Field(() => InvitationStatus)
  status: InvitationStatus;

  @Field(() => String, { description: 'When the current link stops working.' })
  expires_at: string;

  @Field(() => String)
  created_at: string;

  @Field(() => Boolean, { description: CAN_MANAGE })
  can_manage: boolean;
}

@ObjectType({ description: 'A row of the users list: a user of the company, or an open invitation.' })
export class CompanyMember extends UserIdentity {
  @Field(() => CompanyMemberKind)
  kind: CompanyMemberKind;

  @Field(() => ID, {
    description: 'The user id (user mutations) or the invitation id (invitation mutations).',
  })
  declare id: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => UserStatus)
  status: UserStatus;

  @Field(() => String, { nullable: true })
  last_login_at: string | null;

  @Field(() => String)
  created_at: string;

  @Field(() => String, { nullable: true, description: "An invitation's link expiry; null for users." })
  expires_at: string | null;

  @Field(() => Boolean, { description: CAN_MANAGE })
  can_manage: boolean;
}

@ObjectType()
export class CompanyMemberPage extends Paginated(CompanyMember) {}

@ObjectType()
export class UserLinkResult {
  @Field(() => CompanyUser)
  user: CompanyUser;

  @Field(() => String, { description: 'One-time set-password link; shown once (also mailed).' })
  set_password_link: string;
}

@ObjectType()
export class InvitationLinkResult {
  @Field(() => Invitation)
  invitation: Invitation;

  @Field(() => String, { description: "The invitation's one-time link; shown once (also mailed)." })
  set_password_link: string;
}
