// GraphQL operations of notifications and the mobile wrapper: push-token registration, the bell and the live feed.
// (The server-side sign-out belongs to auth: features/auth/logout.api.ts.)
import { graphql } from '../../generated';

export const RegisterPushTokenDocument = graphql(`
  mutation RegisterPushToken($input: PushTokenInput!) {
    registerPushToken(input: $input)
  }
`);

export const UnregisterPushTokenDocument = graphql(`
  mutation UnregisterPushToken($device_id: String!) {
    unregisterPushToken(device_id: $device_id)
  }
`);

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    type
    title
    body
    link
    read
    created_at
    payload {
      type
      project_id
      form_submission_id
      material_request_id
      plant_request_id
      invoice_id
      labour_id
    }
  }
`);

export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const RecentNotificationsDocument = graphql(`
  query RecentNotifications {
    notifications(page: 1, size: 20) {
      total
      total_capped
      items {
        ...NotificationFields
      }
    }
  }
`);

export const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);
