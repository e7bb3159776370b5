// Auth resolvers: thin pass-throughs to core-api, which owns credentials, sessions and every message.
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../lib/auth.js';
import type { GraphQLContext } from '../../lib/context.js';
import { AuthApi } from './auth.api.js';
import { ChangePasswordInput, LoginInput, ResetPasswordInput, UpdateProfileInput } from './auth.input.js';
import { AuthPayload, ChangePasswordPayload, InvitationWelcome, MessagePayload, User } from './auth.type.js';

@Resolver()
export class AuthResolver {
  @Query(() => User)
  me(@Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.get(AuthApi).me();
  }

  @Public()
  @Mutation(() => AuthPayload)
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.get(AuthApi).login(input);
  }

  @Mutation(() => User)
  updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.get(AuthApi).updateProfile(input);
  }

  @Mutation(() => ChangePasswordPayload)
  changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChangePasswordPayload> {
    return ctx.get(AuthApi).changePassword(input);
  }

  @Mutation(() => AuthPayload)
  refresh(@Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    return ctx.get(AuthApi).refresh();
  }

  /** Who invited the holder of this link (404 for any other link): the welcome on the set-password page. */
  @Public()
  @Query(() => InvitationWelcome)
  invitationWelcome(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvitationWelcome> {
    return ctx.get(AuthApi).invitationWelcome(token);
  }

  @Public()
  @Mutation(() => MessagePayload)
  requestPasswordReset(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessagePayload> {
    return ctx.get(AuthApi).requestPasswordReset(email);
  }

  @Public()
  @Mutation(() => AuthPayload)
  resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    return ctx.get(AuthApi).resetPassword(input);
  }

  /** Ends this device's session server-side (its push token); the client discards the access token. */
  @Mutation(() => Boolean)
  async logout(
    @Arg('device_id', () => String, { nullable: true }) deviceId: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.get(AuthApi).logout(deviceId);
    return true;
  }
}
