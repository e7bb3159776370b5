// The public contact form: a pass-through to core-api's POST /contact, which owns every spec message.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../lib/auth.js';
import type { GraphQLContext } from '../../lib/context.js';
import { ContactApi } from './contact.api.js';
import { ContactInput } from './contact.input.js';
import { ContactResult } from './contact.type.js';

@Resolver()
export class ContactResolver {
  @Public()
  @Mutation(() => ContactResult)
  submitContact(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactResult> {
    return ctx.get(ContactApi).submit(input);
  }
}
