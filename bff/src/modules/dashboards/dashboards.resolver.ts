// Dashboards over GraphQL: the two boards as queries, and `dashboardUpdated`, which pushes the figures of a
// board that changed for this reader. core-api decides who may open which board and what each figure holds for
// the reader's role, and computes each board once per company and visibility per burst of changes, streaming it
// to every reader (decision 0070); dashboards.live.ts passes on what moved.
import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { callerStream } from '../../lib/event-stream.js';
import { boardStream, DashboardsApi, widgetStream, type PresentedBoard } from './dashboards.api.js';
import { liveBoard } from './dashboards.live.js';
import {
  Dashboard,
  DashboardBoard,
  DashboardUpdate,
  WidgetCatalogue,
  WidgetFigures,
  WidgetFiguresInput,
} from './dashboards.type.js';

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

  @Authorized('supervisor')
  @Query(() => WidgetFigures, {
    description:
      'Widget figures (supervisors and up; API keys with dashboards:read): published, stable sums, ' +
      'company-wide or for one project, over a range of dates or as they stand now (docs/api.md)',
  })
  dashboardFigures(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => WidgetFiguresInput, { nullable: true }) input?: WidgetFiguresInput | null,
  ) {
    return ctx.get(DashboardsApi).figures(input);
  }

  @Authorized('supervisor')
  @Query(() => WidgetCatalogue, {
    description: 'The widget figures the caller may read, each with what it counts, and the named periods',
  })
  dashboardFiguresCatalogue(@Ctx() ctx: GraphQLContext) {
    return ctx.get(DashboardsApi).catalogue();
  }

  @Subscription(() => WidgetFigures, {
    description:
      'Widget figures for one question, pushed as changes move them: the whole answer first, then only the ' +
      'figures whose values moved (a burst of changes is one push). A bad question fails before it starts.',
    // core-api checks the question before its stream opens: a bad one (another company's project, an unknown key)
    // fails with its words, as the query does.
    subscribe: ({
      context,
      args,
    }: {
      context: GraphQLContext;
      args: { input?: WidgetFiguresInput | null };
    }) => liveBoard(callerStream<WidgetFigures>(context, widgetStream(args.input))),
  })
  dashboardFiguresUpdated(
    @Root() update: WidgetFigures,
    @Arg('input', () => WidgetFiguresInput, { nullable: true }) _input?: WidgetFiguresInput | null,
  ): WidgetFigures {
    return update;
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
