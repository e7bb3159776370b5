// Notifications over GraphQL: the list, unread count and read marks, and two subscriptions fed by core-api's
// live event stream — `notificationAdded` (the caller's own, as they arrive) and `activity` (changes the
// caller may see, optionally of one project). core-api decides what each caller may see.
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../lib/context.js';
import { callerEvents, mapLive, type CoreApiEvent } from '../../lib/event-stream.js';
import { NotificationsApi } from './notifications.api.js';
import { ActivityEvent, Notification, NotificationListArgs, NotificationPage } from './notifications.type.js';

@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationPage)
  notifications(@Args(() => NotificationListArgs) args: NotificationListArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.get(NotificationsApi).list(args);
  }

  @Query(() => Int)
  unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.get(NotificationsApi).unreadCount();
  }

  @Mutation(() => Notification)
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.get(NotificationsApi).markRead(id);
  }

  @Mutation(() => Int, { description: 'Marks every notification read; answers how many changed' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.get(NotificationsApi).markAllRead();
  }

  @Subscription(() => Notification, {
    description: 'The caller’s notifications as they are made',
    subscribe: ({ context }: { context: GraphQLContext }) =>
      // Each notification is fetched under its own call budget (one event, one run).
      mapLive(callerEvents(context), (event) =>
        event.kind === 'notification' ? context.forEvent().get(NotificationsApi).get(event.id) : undefined,
      ),
  })
  notificationAdded(@Root() notification: Notification): Notification {
    return notification;
  }

  @Subscription(() => ActivityEvent, {
    description: 'Changes the caller may see, as they happen (of one project when `project_id` is given)',
    subscribe: ({ context, args }: { context: GraphQLContext; args: { project_id?: string | null } }) =>
      mapLive(callerEvents(context), (event) =>
        event.kind === 'activity' && (!args.project_id || event.project_id === args.project_id)
          ? event
          : undefined,
      ),
  })
  activity(
    @Root() event: CoreApiEvent,
    @Arg('project_id', () => ID, { nullable: true }) _projectId?: string,
  ): ActivityEvent {
    return {
      id: event.id,
      entity_type: event.entity_type,
      entity_id: event.entity_id,
      project_id: event.project_id,
      action: event.action,
      actor_id: event.actor_id,
      from_state: event.from_state ?? null,
      to_state: event.to_state ?? null,
      at: event.at,
    };
  }
}
