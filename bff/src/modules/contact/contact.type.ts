// GraphQL result of the contact form.
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType()
export class ContactResult {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  detail: string;
}
