// What is posted to the company's books (managers and up): postings by state or by record, and a retry of a
// refused one. The settings section and the record pages (purchase order, labour invoice, application) share them.
import { graphql } from '../../generated';

export const AccountingPostingFieldsFragmentDoc = graphql(`
  fragment AccountingPostingFields on AccountingPosting {
    id
    source_type
    source_id
    provider
    provider_name
    kind
    label
    status
    attempts
    last_error
    provider_id
    url
    posted_at
    payment_state
    total_pence
    amount_paid_pence
    amount_due_pence
    created_at
  }
`);

export const AccountingPostingsDocument = graphql(`
  query AccountingPostings(
    $status: AccountingPostingStatus
    $source_type: AccountingSourceType
    $source_id: ID
    $page: Int
    $size: Int
  ) {
    accountingPostings(
      status: $status
      source_type: $source_type
      source_id: $source_id
      page: $page
      size: $size
    ) {
      items {
        ...AccountingPostingFields
      }
      total
      total_capped
      page
      size
    }
  }
`);

export const RetryAccountingPostingDocument = graphql(`
  mutation RetryAccountingPosting($id: ID!) {
    retryAccountingPosting(id: $id) {
      ...AccountingPostingFields
    }
  }
`);
