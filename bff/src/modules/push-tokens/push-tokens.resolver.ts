// Push tokens of the mobile wrapper: register (upsert per device) and unregister, signed in only.
import { MaxLength } from 'class-validator';
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';

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

@Resolver()
export class PushTokenResolver {
  @Mutation(() => Boolean)
  async registerPushToken(
    @Arg('input', () => PushTokenInput) input: PushTokenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.dataSources.pushTokens.register(input);
    return true;
  }

  @Mutation(() => Boolean)
  async unregisterPushToken(
    @Arg('device_id', () => String) deviceId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.dataSources.pushTokens.unregister(deviceId);
    return true;
  }
}
