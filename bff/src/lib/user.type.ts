// The user shape, declared once: the fields every user-like GraphQL type carries (a signed-in user, a company
// user, an invitation, a new company's first admin). Each module's type extends one of these bases and adds its
// own fields, so the GraphQL names (User, CompanyUser, Invitation, SetupAdmin) stay what clients know. Field
// names are core-api's snake_case JSON. Bases are never returned, so they never reach the schema themselves.
import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from './role.js';

/** Who someone is: what even a just-created admin answers with. */
@ObjectType()
export abstract class UserIdentity {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  first_name: string;

  @Field(() => String)
  last_name: string;

  @Field(() => Role)
  role: Role;
}

/** A user (or an invitation to become one) of a company: identity, phone and company. */
@ObjectType()
export abstract class CompanyUserFields extends UserIdentity {
  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => ID)
  company_id: string;
}
