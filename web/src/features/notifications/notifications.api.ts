// GraphQL operations of the mobile wrapper: push-token registration and the server-side sign-out.
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

export const LogoutDocument = graphql(`
  mutation Logout($device_id: String) {
    logout(device_id: $device_id)
  }
`);
