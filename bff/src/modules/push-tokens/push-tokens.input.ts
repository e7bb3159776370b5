// GraphQL input of a push token registration (mobile wrapper). Sizes only: core-api owns the messages.
import { MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class PushTokenInput {
  @Field(() => String)
  @MaxLength(5000)
  token: string;

  @Field(() => String)
  @MaxLength(1000)
  platform: string;

  @Field(() => String)
  @MaxLength(1000)
  device_id: string;
}
