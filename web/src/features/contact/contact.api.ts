// The public contact operation (spec §7 Contact), sent through the BFF.
import { graphql } from '../../generated';

export const SubmitContactDocument = graphql(`
  mutation SubmitContact($input: ContactInput!) {
    submitContact(input: $input) {
      id
      detail
    }
  }
`);
