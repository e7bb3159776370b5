// The company's cloud drive (company admins): the connection, the consent and its completion, the root picker,
// the test and disconnecting. core-api validates and holds the tokens; none ever passes through here.
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CloudDriveApi } from './cloud-drive.api.js';
import { CompleteCloudDriveConnectionInput, ConnectCloudDriveInput } from './cloud-drive.input.js';
import {
  CloudDrive,
  CloudDriveAuthorization,
  CloudDriveConnection,
  CloudDriveFolderListing,
  CloudDriveRootListing,
  CloudDriveTestResult,
} from './cloud-drive.type.js';

@Resolver()
export class CloudDriveResolver {
  @Authorized('admin')
  @Query(() => CloudDrive)
  cloudDrive(@Ctx() ctx: GraphQLContext): Promise<CloudDrive> {
    return ctx.get(CloudDriveApi).get();
  }

  @Authorized('admin')
  @Query(() => CloudDriveRootListing)
  cloudDriveRoots(
    @Arg('site_url', () => String, { nullable: true }) siteUrl: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CloudDriveRootListing> {
    return ctx.get(CloudDriveApi).roots(siteUrl);
  }

  @Authorized('admin')
  @Query(() => CloudDriveFolderListing)
  cloudDriveFolders(
    @Arg('parent_id', () => String) parentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CloudDriveFolderListing> {
    return ctx.get(CloudDriveApi).folders(parentId);
  }

  @Authorized('admin')
  @Mutation(() => CloudDriveAuthorization)
  connectCloudDrive(
    @Arg('input', () => ConnectCloudDriveInput) input: ConnectCloudDriveInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CloudDriveAuthorization> {
    return ctx.get(CloudDriveApi).connect(input);
  }

  @Authorized('admin')
  @Mutation(() => CloudDriveConnection)
  completeCloudDriveConnection(
    @Arg('input', () => CompleteCloudDriveConnectionInput) input: CompleteCloudDriveConnectionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CloudDriveConnection> {
    return ctx.get(CloudDriveApi).complete(input);
  }

  @Authorized('admin')
  @Mutation(() => CloudDriveConnection)
  chooseCloudDriveRoot(
    @Arg('root_id', () => String) rootId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CloudDriveConnection> {
    return ctx.get(CloudDriveApi).chooseRoot(rootId);
  }

  @Authorized('admin')
  @Mutation(() => CloudDriveTestResult)
  testCloudDrive(@Ctx() ctx: GraphQLContext): Promise<CloudDriveTestResult> {
    return ctx.get(CloudDriveApi).test();
  }

  @Authorized('admin')
  @Mutation(() => Boolean)
  async disconnectCloudDrive(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.get(CloudDriveApi).disconnect();
    return true;
  }
}
