// Dashboards over GraphQL: the two boards as queries, and `dashboardUpdated`, which pushes the figures of a
// board that changed for this reader (coalesced, see dashboards.live.ts). core-api decides who may open which
// board and what each figure holds for the reader's role.
import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { callerEvents } from '../../lib/event-stream.js';
import { DashboardsApi } from './dashboards.api.js';
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
      return liveBoard({
        // Each fetch is one event's work, with its own call budget: a board open all day is fetched for
        // every change and every refresh, far past one operation's budget.
        fetch: () => context.forEvent().get(DashboardsApi).board(args.board),
        events: (onReady) => callerEvents(context, onReady),
      });
    },
  })
  dashboardUpdated(
    @Root() update: DashboardUpdate,
    @Arg('board', () => DashboardBoard) _board: DashboardBoard,
  ): DashboardUpdate {
    return update;
  }
}
