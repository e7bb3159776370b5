// A company's API keys (company admins; decision 0082): list, create (the secret answered once), rename or change
// the budget, revoke. core-api validates, keeps only the hash, and refuses every key these operations.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { ApiKeysApi } from './api-keys.api.js';
import { CreateApiKeyInput, UpdateApiKeyInput } from './api-keys.input.js';
import { ApiKey, ApiKeyList, CreatedApiKey } from './api-keys.type.js';

@Resolver()
export class ApiKeysResolver {
  @Authorized('admin')
  @Query(() => ApiKeyList)
  apiKeys(@Ctx() ctx: GraphQLContext): Promise<ApiKeyList> {
    return ctx.get(ApiKeysApi).list() as Promise<ApiKeyList>;
  }

  @Authorized('admin')
  @Mutation(() => CreatedApiKey)
  createApiKey(
    @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiKey> {
    return ctx.get(ApiKeysApi).create(input) as Promise<CreatedApiKey>;
  }

  @Authorized('admin')
  @Mutation(() => ApiKey)
  async updateApiKey(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateApiKeyInput) input: UpdateApiKeyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApiKey> {
    const key = await ctx.get(ApiKeysApi).update(id, input);
    // Its new budget applies from its next operation here (other BFF instances within half a minute).
    ctx.apiKeyChanged(id);
    return key as ApiKey;
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  async revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.get(ApiKeysApi).revoke(id);
    return true;
  }
}
