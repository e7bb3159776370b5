// A company's API keys (company admins; decision 0082): the list with the scopes a key may have and the limits,
// creating one (its secret answered once), changing its name or budget, and revoking one.
import { graphql } from '../../generated';

export const ApiKeyFieldsFragmentDoc = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    scopes
    status
    created_at
    expires_at
    last_used_at
    last_used_ip
    revoked_at
    budget_bucket
    budget_per_second
    created_by {
      id
      name
    }
  }
`);

export const ApiKeysDocument = graphql(`
  query ApiKeys {
    apiKeys {
      items {
        ...ApiKeyFields
      }
      scopes {
        scope
        description
      }
      limits {
        expiry_default_days
        expiry_max_days
        budget_default {
          bucket
          per_second
        }
        budget_ceiling {
          bucket
          per_second
        }
      }
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        ...ApiKeyFields
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id)
  }
`);

export const UpdateApiKeyDocument = graphql(`
  mutation UpdateApiKey($id: ID!, $input: UpdateApiKeyInput!) {
    updateApiKey(id: $id, input: $input) {
      ...ApiKeyFields
    }
  }
`);
