// Supplier operations (supervisors read, managers set up): the list with its filters, create, edit,
// deactivate/reactivate and delete.
import { graphql } from '../../generated';

export const SupplierFieldsFragmentDoc = graphql(`
  fragment SupplierFields on Supplier {
    id
    name
    kinds
    contact_name
    email
    phone
    account_number
    address
    vat_number
    cis_status
    cis_deduction_percent
    utr
    verification_number
    is_active
    abilities {
      can_edit
      can_deactivate
      can_reactivate
      can_delete
    }
  }
`);

export const SuppliersDocument = graphql(`
  query Suppliers(
    $search: String
    $kind: SupplierKind
    $status: SupplierStatusFilter
    $page: Int
    $size: Int
  ) {
    suppliers(search: $search, kind: $kind, status: $status, page: $page, size: $size) {
      total
      total_capped
      page
      size
      items {
        ...SupplierFields
      }
    }
  }
`);

export const CreateSupplierDocument = graphql(`
  mutation CreateSupplier($input: CreateSupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierFields
    }
  }
`);

export const UpdateSupplierDocument = graphql(`
  mutation UpdateSupplier($id: ID!, $input: UpdateSupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierFields
    }
  }
`);

export const DeactivateSupplierDocument = graphql(`
  mutation DeactivateSupplier($id: ID!) {
    deactivateSupplier(id: $id) {
      ...SupplierFields
    }
  }
`);

export const ReactivateSupplierDocument = graphql(`
  mutation ReactivateSupplier($id: ID!) {
    reactivateSupplier(id: $id) {
      ...SupplierFields
    }
  }
`);

export const DeleteSupplierDocument = graphql(`
  mutation DeleteSupplier($id: ID!) {
    deleteSupplier(id: $id)
  }
`);
