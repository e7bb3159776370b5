// The server-side sign-out (it also drops the device's push token). Its own file, loaded only when someone signs
// out: the sign-in page's documents (auth.api.ts, also generated as strings in generated/signed-out.ts) stay as
// they were.
import { graphql } from '../../generated';

export const LogoutDocument = graphql(`
  mutation Logout($device_id: String) {
    logout(device_id: $device_id)
  }
`);
