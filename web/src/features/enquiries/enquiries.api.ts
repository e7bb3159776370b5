// Enquiry and estimate operations (supervisors and up): the list with its status filter and each row's latest
// estimate (batched in the BFF), one enquiry with its versions and history, status moves, conversion, and the
// estimate editor's read, save, status moves and new version.
import { graphql } from '../../generated';

export const EnquiryFieldsFragmentDoc = graphql(`
  fragment EnquiryFields on Enquiry {
    id
    reference
    title
    description
    client_name
    client_contact_name
    client_email
    client_phone
    site_address
    site_postcode
    source
    received_date
    tender_due_date
    status
    status_reason
    project_id
    estimator {
      id
      first_name
      last_name
    }
    abilities {
      can_edit
      can_delete
      can_convert
      can_create_estimate
      status_moves
    }
  }
`);

export const EnquiriesDocument = graphql(`
  query Enquiries(
    $search: String
    $status: EnquiryStatus
    $sort_by: EnquirySort
    $sort_order: SortOrder
    $page: Int
    $size: Int
  ) {
    enquiries(
      search: $search
      status: $status
      sort_by: $sort_by
      sort_order: $sort_order
      page: $page
      size: $size
    ) {
      total
      page
      size
      items {
        id
        reference
        title
        client_name
        site_postcode
        tender_due_date
        status
        estimator {
          id
          first_name
          last_name
        }
        latest_estimate {
          id
          version
          status
          gross_pence
        }
      }
    }
  }
`);

export const EstimateSummaryFieldsFragmentDoc = graphql(`
  fragment EstimateSummaryFields on EstimateSummary {
    id
    reference
    version
    status
    status_reason
    net_pence
    gross_pence
    valid_until
    updated_at
  }
`);

export const EnquiryDocument = graphql(`
  query Enquiry($id: ID!) {
    enquiry(id: $id) {
      ...EnquiryFields
      estimates {
        ...EstimateSummaryFields
      }
      history {
        id
        entity_type
        action
        from_state
        to_state
        reason
        label
        created_at
        actor {
          id
          first_name
          last_name
        }
      }
    }
  }
`);

export const CreateEnquiryDocument = graphql(`
  mutation CreateEnquiry($input: CreateEnquiryInput!) {
    createEnquiry(input: $input) {
      ...EnquiryFields
    }
  }
`);

export const SetEnquiryStatusDocument = graphql(`
  mutation SetEnquiryStatus($id: ID!, $input: StatusMoveInput!) {
    setEnquiryStatus(id: $id, input: $input) {
      ...EnquiryFields
    }
  }
`);

export const ConvertEnquiryDocument = graphql(`
  mutation ConvertEnquiry($id: ID!) {
    convertEnquiry(id: $id) {
      project_id
      enquiry {
        ...EnquiryFields
      }
    }
  }
`);

export const EstimateFieldsFragmentDoc = graphql(`
  fragment EstimateFields on Estimate {
    id
    enquiry_id
    reference
    version
    status
    status_reason
    valid_until
    notes
    overhead_percent
    profit_percent
    vat_code
    vat_registered
    vat_reason
    lines_net_pence
    overhead_pence
    profit_pence
    net_pence
    vat_pence
    reverse_charge_vat_pence
    gross_pence
    enquiry_reference
    enquiry_title
    enquiry_status
    client_name
    is_latest
    lines {
      id
      section
      position
      description
      quantity
      unit
      unit_cost_pence
      net_pence
    }
    abilities {
      can_edit
      can_new_version
      status_moves
      can_convert_enquiry
    }
  }
`);

export const EstimateDocument = graphql(`
  query Estimate($id: ID!) {
    estimate(id: $id) {
      ...EstimateFields
    }
  }
`);

export const CreateEstimateDocument = graphql(`
  mutation CreateEstimate($enquiryId: ID!, $input: EstimateInput!) {
    createEstimate(enquiryId: $enquiryId, input: $input) {
      ...EstimateFields
    }
  }
`);

export const UpdateEstimateDocument = graphql(`
  mutation UpdateEstimate($id: ID!, $input: EstimateInput!) {
    updateEstimate(id: $id, input: $input) {
      ...EstimateFields
    }
  }
`);

export const SetEstimateStatusDocument = graphql(`
  mutation SetEstimateStatus($id: ID!, $input: StatusMoveInput!) {
    setEstimateStatus(id: $id, input: $input) {
      ...EstimateFields
    }
  }
`);

export const NewEstimateVersionDocument = graphql(`
  mutation NewEstimateVersion($id: ID!) {
    newEstimateVersion(id: $id) {
      ...EstimateFields
    }
  }
`);

export const UpdateEnquiryDocument = graphql(`
  mutation UpdateEnquiry($id: ID!, $input: UpdateEnquiryInput!) {
    updateEnquiry(id: $id, input: $input) {
      ...EnquiryFields
    }
  }
`);

export const DeleteEnquiryDocument = graphql(`
  mutation DeleteEnquiry($id: ID!) {
    deleteEnquiry(id: $id)
  }
`);
