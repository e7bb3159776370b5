// GraphQL input of the public contact form. Generous bounds only: core-api's limits (500 for the message) and
// its messages must be the ones users see.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const MAX_TEXT = 1000;
const MAX_MESSAGE = 5000;

@InputType()
export class ContactInput {
  @Field(() => String)
  @MaxLength(MAX_TEXT)
  name: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  email: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  phone?: string;

  @Field(() => String, { nullable: true })
  @MaxLength(MAX_TEXT)
  company?: string;

  @Field(() => String)
  @MaxLength(MAX_TEXT)
  reason: string;

  @Field(() => String)
  @MaxLength(MAX_MESSAGE)
  message: string;
}
