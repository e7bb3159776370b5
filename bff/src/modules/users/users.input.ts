// GraphQL inputs of user management. Sizes only: core-api owns the messages.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../auth/auth.type.js';

const MAX_TEXT = 1000;

@InputType()
export class CreateCompanyUserInput {
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
