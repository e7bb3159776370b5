// Plant hire operations: requests (list, one with its timeline, create and every move), the register, supplier
// rates, rate options for approval, the due-soon list and the categories the request form offers.
import { graphql } from '../../generated';

export const PlantRequestFieldsFragmentDoc = graphql(`
  fragment PlantRequestFields on PlantRequest {
    id
    reference
    status
    category
    quantity
    required_from
    required_until
    with_operator
    notes
    fulfilment
    hire_reference
    on_hire_date
    off_hire_date
    collection_reference
    decision_reason
    chargeable_days
    rate_pence
    rate_unit
    delivery_pence
    collection_pence
    project {
      id
      project_number
      name
    }
    requested_by {
      id
      first_name
      last_name
    }
    plant_item {
      id
      asset_number
      description
      off_use
    }
    supplier {
      id
      name
    }
    cost {
      chargeable_days
      hire_pence
      delivery_pence
      collection_pence
      total_pence
    }
    abilities {
      can_approve
      approve_refusal
      can_reject
      can_cancel
      can_mark_on_hire
      can_request_off_hire
      can_record_collection
    }
  }
`);

/** What a row of a list shows: few nested objects, so a page of 100 stays well inside the query-cost limit. */
export const PlantRequestRowFieldsFragmentDoc = graphql(`
  fragment PlantRequestRowFields on PlantRequest {
    id
    reference
    status
    category
    required_from
    required_until
    on_hire_date
    chargeable_days
    project {
      id
      project_number
      name
    }
    requested_by {
      id
      first_name
      last_name
    }
    cost {
      total_pence
    }
  }
`);

export const PlantRequestsDocument = graphql(`
  query PlantRequests(
    $status: PlantRequestStatus
    $scope: PlantRequestScope
    $search: String
    $page: Int
    $size: Int
  ) {
    plantRequests(status: $status, scope: $scope, search: $search, page: $page, size: $size) {
      total
      page
      size
      items {
        ...PlantRequestRowFields
      }
    }
  }
`);

export const PlantRequestDocument = graphql(`
  query PlantRequest($id: ID!) {
    plantRequest(id: $id) {
      ...PlantRequestFields
      timeline {
        id
        action
        from_state
        to_state
        reason
        at
        actor {
          id
          first_name
          last_name
        }
      }
    }
  }
`);

export const PlantRateOptionsDocument = graphql(`
  query PlantRateOptions($requestId: ID!) {
    plantRateOptions(requestId: $requestId) {
      valid_on
      with_operator
      options {
        suggested
        hire_rate_pence
        estimate {
          chargeable_days
          total_pence
        }
        rate {
          id
          category
          rate_pence
          rate_unit
          delivery_pence
          collection_pence
          supplier {
            id
            name
          }
        }
      }
    }
  }
`);

export const AvailablePlantItemsDocument = graphql(`
  query AvailablePlantItems($category: String) {
    plantItems(status: available, ownership: owned, category: $category, size: 100) {
      items {
        id
        asset_number
        description
        loler_due_date
        puwer_due_date
        loler_state
        puwer_state
        off_use {
          text
        }
      }
    }
  }
`);

export const PlantItemsDocument = graphql(`
  query PlantItems(
    $search: String
    $status: PlantItemStatus
    $on_hire_now: Boolean
    $ownership: PlantOwnership
    $page: Int
    $size: Int
  ) {
    plantItems(
      search: $search
      status: $status
      on_hire_now: $on_hire_now
      ownership: $ownership
      page: $page
      size: $size
    ) {
      total
      page
      size
      items {
        id
        asset_number
        description
        category
        ownership
        status
        hire_reference
        loler_due_date
        puwer_due_date
        loler_state
        puwer_state
        can_clear_off_use
        off_use {
          text
          reference
        }
        supplier {
          id
          name
        }
        current_project {
          id
          project_number
          name
        }
      }
    }
  }
`);

export const PlantRatesDocument = graphql(`
  query PlantRates($category: String, $page: Int, $size: Int) {
    plantRates(category: $category, page: $page, size: $size) {
      total
      page
      size
      items {
        id
        category
        rate_pence
        operated_rate_pence
        rate_unit
        delivery_pence
        collection_pence
        valid_from
        valid_to
        supplier {
          id
          name
        }
      }
    }
  }
`);

export const PlantDueSoonDocument = graphql(`
  query PlantDueSoon {
    plantDueSoon {
      inspections {
        label
        due_date
        state
        inspection
        item {
          id
          asset_number
          description
        }
      }
      hires_ending {
        ...PlantRequestRowFields
      }
    }
  }
`);

export const CreatePlantRequestDocument = graphql(`
  mutation CreatePlantRequest($input: CreatePlantRequestInput!) {
    createPlantRequest(input: $input) {
      ...PlantRequestFields
    }
  }
`);

export const ApprovePlantRequestDocument = graphql(`
  mutation ApprovePlantRequest($id: ID!, $input: ApprovePlantRequestInput!) {
    approvePlantRequest(id: $id, input: $input) {
      ...PlantRequestFields
      warnings
    }
  }
`);

export const RejectPlantRequestDocument = graphql(`
  mutation RejectPlantRequest($id: ID!, $reason: String!) {
    rejectPlantRequest(id: $id, reason: $reason) {
      ...PlantRequestFields
    }
  }
`);

export const CancelPlantRequestDocument = graphql(`
  mutation CancelPlantRequest($id: ID!, $reason: String) {
    cancelPlantRequest(id: $id, reason: $reason) {
      ...PlantRequestFields
    }
  }
`);

export const MarkPlantOnHireDocument = graphql(`
  mutation MarkPlantOnHire($id: ID!, $input: PlantOnHireInput) {
    markPlantOnHire(id: $id, input: $input) {
      ...PlantRequestFields
    }
  }
`);

export const RequestPlantOffHireDocument = graphql(`
  mutation RequestPlantOffHire($id: ID!) {
    requestPlantOffHire(id: $id) {
      ...PlantRequestFields
    }
  }
`);

export const RecordPlantCollectionDocument = graphql(`
  mutation RecordPlantCollection($id: ID!, $input: PlantCollectionInput!) {
    recordPlantCollection(id: $id, input: $input) {
      ...PlantRequestFields
    }
  }
`);

export const PlantSetupOptionsDocument = graphql(`
  query PlantSetupOptions {
    suppliers(kind: plant, status: active, page: 1, size: 100) {
      items {
        id
        name
      }
    }
    plantCategories
  }
`);

export const CreatePlantRateDocument = graphql(`
  mutation CreatePlantRate($input: PlantRateInput!) {
    createPlantRate(input: $input) {
      id
      category
    }
  }
`);

export const CreatePlantItemDocument = graphql(`
  mutation CreatePlantItem($input: PlantItemInput!) {
    createPlantItem(input: $input) {
      id
      asset_number
    }
  }
`);

export const ClearPlantOffUseDocument = graphql(`
  mutation ClearPlantOffUse($id: ID!, $note: String!) {
    clearPlantOffUse(id: $id, note: $note) {
      id
      can_clear_off_use
      off_use {
        text
        reference
      }
    }
  }
`);
