// GraphQL object types of the auth domain. Field names are the spec's snake_case, as core-api returns them.
import { Field, Int, ObjectType } from 'type-graphql';
import { CompanyUserFields } from '../../lib/user.type.js';

/** The signed-in user: the shared company user fields (lib/user.type.ts) and their company's name. */
@ObjectType()
export class User extends CompanyUserFields {
  @Field(() => String, { nullable: true })
  company_name: string | null;
}

@ObjectType()
export class AuthPayload {
  @Field(() => String)
  access_token: string;

  @Field(() => String)
  token_type: string;

  @Field(() => Int)
  expires_in: number;

  @Field(() => User)
  user: User;
}

@ObjectType()
export class ChangePasswordPayload {
  @Field(() => String)
  detail: string;

  @Field(() => String)
  access_token: string;

  @Field(() => Int)
  expires_in: number;

  @Field(() => User)
  user: User;
}

@ObjectType()
export class MessagePayload {
  @Field(() => String)
  detail: string;
}

/** Who invited the holder of an invitation link: the welcome before they choose a password. */
@ObjectType()
export class InvitationWelcome {
  @Field(() => String)
  company_name!: string;

  @Field(() => String)
  first_name!: string;

  @Field(() => String)
  last_name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  role!: string;

  @Field(() => String, { nullable: true })
  invited_by!: string | null;

  @Field(() => String)
  expires_at!: string;
}
