// GraphQL object types of the auth domain. Field names are the spec's snake_case, as core-api returns them.
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Role } from '../../lib/role.js';

@ObjectType()
export class User {
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
