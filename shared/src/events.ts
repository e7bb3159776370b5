// The shape of a live event: what core-api announces with PostgreSQL NOTIFY when an activity or notification
// row commits, and sends each caller on its event stream (GET /api/events/stream); the BFF reads that stream
// into GraphQL subscriptions. Events are small (ids and the fields needed to decide who may see them);
// listeners load what they show.

export interface DomainEvent<TRole extends string = string> {
  /** The activity's or notification's id. */
  id: string;
  kind: 'activity' | 'notification';
  company_id: string;
  entity_type: string;
  entity_id: string;
  /** The project the change belongs to (visibility follows the project's). */
  project_id: string | null;
  action: string;
  actor_id: string | null;
  from_state?: string | null;
  to_state?: string | null;
  /** The lowest role that may see it (a note's visibility level). */
  min_role?: TRole | null;
  /** A notification's one recipient. */
  user_id?: string | null;
  at: string;
  /**
   * The event's place in the event log (decimal digits): increasing in commit order, sent as the stream's SSE
   * `id`, so a reader that reconnects with it as Last-Event-ID gets exactly what it missed (decision 0059).
   */
  seq?: string;
}
