// Push tokens of the mobile wrapper: register (upsert per device) and unregister, signed in only.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { PushTokenApi } from './push-tokens.api.js';
import { PushTokenInput } from './push-tokens.input.js';

@Resolver()
export class PushTokenResolver {
  @Mutation(() => Boolean)
  async registerPushToken(
    @Arg('input', () => PushTokenInput) input: PushTokenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.get(PushTokenApi).register(input);
    return true;
  }

  @Mutation(() => Boolean)
  async unregisterPushToken(
    @Arg('device_id', () => String) deviceId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.get(PushTokenApi).unregister(deviceId);
    return true;
  }
}
