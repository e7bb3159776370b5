// The superadmin sign-in, apart from the other superadmin operations: codegen also writes it as a typed string
// (generated/signed-out.ts, codegen.yml) that the sign-in page sends with fetchGraphQL, so a public page carries
// neither Apollo nor the documents of the dashboard (issue 36, decision 0072).
import { graphql } from '../../generated';

export const SuperadminLoginDocument = graphql(`
  mutation SuperadminLogin($input: SuperadminLoginInput!) {
    superadminLogin(input: $input) {
      access_token
      expires_in
      superadmin {
        id
        username
      }
    }
  }
`);
