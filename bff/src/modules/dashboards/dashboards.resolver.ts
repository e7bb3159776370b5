// Dashboards over GraphQL: the two boards as queries, and `dashboardUpdated`, which pushes the figures of a
// board that changed for this reader. core-api decides who may open which board and what each figure holds for
// the reader's role, and computes each board once per company and visibility per burst of changes, streaming it
// to every reader (decision 0070); dashboards.live.ts passes on what moved.
import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { callerStream } from '../../lib/event-stream.js';
import { boardStream, DashboardsApi, type PresentedBoard } from './dashboards.api.js';
import { liveBoard } from './dashboards.live.js';
import { Dashboard, DashboardBoard, DashboardUpdate } from './dashboards.type.js';

@Resolver()
export class DashboardsResolver {
  @Authorized('supervisor')
  @Query(() => Dashboard, {
    description:
      'The main dashboard (supervisors and up): figures, charts, what is due soon, recent activity',
  })
  dashboard(@Ctx() ctx: GraphQLContext) {
    return ctx.get(DashboardsApi).board('main');
  }

  @Query(() => Dashboard, {
    description: 'The worker dashboard (every role): the caller’s own projects and work',
  })
  workerDashboard(@Ctx() ctx: GraphQLContext) {
    return ctx.get(DashboardsApi).board('worker');
  }

  @Subscription(() => DashboardUpdate, {
    description:
      'The figures of a board that changed for the caller, pushed as changes happen (a burst of changes is ' +
      'one push; at most a few a second). The first push, once listening, carries every figure.',
    subscribe: ({ context, args }: { context: GraphQLContext; args: { board: DashboardBoard } }) => {
      return liveBoard(callerStream<PresentedBoard>(context, boardStream(args.board)));
    },
  })
  dashboardUpdated(
    @Root() update: DashboardUpdate,
    @Arg('board', () => DashboardBoard) _board: DashboardBoard,
  ): DashboardUpdate {
    return update;
  }
}
