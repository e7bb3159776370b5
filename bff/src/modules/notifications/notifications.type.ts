// GraphQL types of notifications and live activity. Field names are core-api's snake_case JSON.
import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { PageArgs, Paginated } from '../../lib/paging.js';

/** The spec's deep-link payload (§3): what a notification opens. */
@ObjectType()
export class NotificationPayload {
  @Field(() => String) type: string;
  @Field(() => ID, { nullable: true }) project_id: string | null;
  @Field(() => ID, { nullable: true }) form_submission_id: string | null;
  @Field(() => ID, { nullable: true }) material_request_id: string | null;
  @Field(() => ID, { nullable: true }) plant_request_id: string | null;
  @Field(() => ID, { nullable: true }) invoice_id: string | null;
  @Field(() => ID, { nullable: true }) labour_id: string | null;
}

@ObjectType()
export class Notification {
  @Field(() => ID) id: string;
  @Field(() => String) type: string;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) body: string | null;
  @Field(() => String, { description: 'The in-app path of the item’s own page: what a click opens' })
  link: string;
  @Field(() => NotificationPayload) payload: NotificationPayload;
  @Field(() => Boolean) read: boolean;
  @Field(() => String) created_at: string;
}

@ObjectType()
export class NotificationPage extends Paginated(Notification) {}

@ArgsType()
export class NotificationListArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only unread notifications' })
  unread?: boolean | null;
}

/** One change, as it happens (what the caller may see of it). */
@ObjectType()
export class ActivityEvent {
  @Field(() => ID) id: string;
  @Field(() => String) entity_type: string;
  @Field(() => ID) entity_id: string;
  @Field(() => ID, { nullable: true }) project_id: string | null;
  @Field(() => String) action: string;
  @Field(() => ID, { nullable: true }) actor_id: string | null;
  @Field(() => String, { nullable: true }) from_state: string | null;
  @Field(() => String, { nullable: true }) to_state: string | null;
  @Field(() => String) at: string;
}
