// The public contact form: a pass-through to core-api's POST /contact, which owns every spec message.
import { MaxLength } from 'class-validator';
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { Public } from '../../lib/auth.js';
import type { GraphQLContext } from '../../lib/context.js';

// Generous bounds only: core-api's limits (500 for the message) must be the ones users see.
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

@ObjectType()
export class ContactResult {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  detail: string;
}

@Resolver()
export class ContactResolver {
  @Public()
  @Mutation(() => ContactResult)
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactResult> {
    return ctx.dataSources.contact.submit(input);
  }
}
