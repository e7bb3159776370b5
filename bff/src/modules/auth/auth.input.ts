// GraphQL inputs of the auth domain. Validation here only bounds sizes: core-api owns the spec's messages
// ("Email is required", "Password must be at least 6 characters"...), so they must reach it unchanged.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const MAX_TEXT = 1000;

@InputType()
export class LoginInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  email: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  password: string;

  @Field(() => Boolean, { nullable: true })
  remember_me?: boolean;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  first_name?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  last_name?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  phone?: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  current_password: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  new_password: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  token: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  new_password: string;
}
