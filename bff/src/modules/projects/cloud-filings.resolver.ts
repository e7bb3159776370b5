// A project's documents in the company's cloud drive (issue 37): each one's filed state on the project page,
// and a failed one sent again (supervisors and up; core-api decides).
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { CoreApiField } from '../../lib/cost.js';
import { ProjectApi } from './projects.api.js';
import { CloudFiling } from './cloud.type.js';
import { Project } from './projects.type.js';

@Resolver(() => Project)
export class CloudFilingResolver {
  @CoreApiField({ inLists: 'refused' })
  @FieldResolver(() => [CloudFiling])
  async cloud_filings(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<CloudFiling[]> {
    return (await ctx.get(ProjectApi).cloudFilings(project.id)).filings;
  }

  @Authorized('supervisor')
  @Mutation(() => CloudFiling)
  retryCloudFiling(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CloudFiling> {
    return ctx.get(ProjectApi).retryCloudFiling(id);
  }
}
