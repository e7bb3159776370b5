// GraphQL documents of /app/materials: requests, their RFQs and quotes, purchase orders, deliveries and
// supplier invoices with their match, and a project's material costs. Types come from `npm run codegen`.
import { graphql } from '../../generated';

export const MaterialRequestRowFragment = graphql(`
  fragment MaterialRequestRow on MaterialRequestSummary {
    id
    reference
    status
    required_by
    line_count
    created_at
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
  }
`);

export const PurchaseOrderRowFragment = graphql(`
  fragment PurchaseOrderRow on PurchaseOrderSummary {
    id
    reference
    status
    delivery_date
    net_pence
    vat_pence
    gross_pence
    request_id
    request_reference
    created_at
    project {
      id
      project_number
      name
    }
    supplier {
      id
      name
    }
  }
`);

export const MaterialRequestsDocument = graphql(`
  query MaterialRequests($search: String, $status: MaterialRequestStatus, $page: Int, $size: Int) {
    materialRequests(search: $search, status: $status, page: $page, size: $size) {
      total
      page
      size
      pages
      items {
        ...MaterialRequestRow
      }
    }
  }
`);

export const PurchaseOrdersDocument = graphql(`
  query PurchaseOrders(
    $search: String
    $status: PurchaseOrderStatus
    $awaiting_delivery: Boolean
    $page: Int
    $size: Int
  ) {
    purchaseOrders(
      search: $search
      status: $status
      awaiting_delivery: $awaiting_delivery
      page: $page
      size: $size
    ) {
      total
      page
      size
      pages
      items {
        ...PurchaseOrderRow
      }
    }
  }
`);

export const MaterialRequestFieldsFragment = graphql(`
  fragment MaterialRequestFields on MaterialRequest {
    id
    reference
    status
    required_by
    line_count
    created_at
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
    delivery_notes
    status_reason
    status_moves
    reason_moves
    can_send_enquiries
    can_order_directly
    decision_note
    lines {
      id
      position
      description
      quantity
      unit
    }
    enquiries {
      id
      status
      net_pence
      vat_pence
      gross_pence
      lead_time_days
      valid_until
      is_cheapest
      can_quote
      can_order
      supplier {
        id
        name
      }
    }
    quote_prices {
      enquiry_id
      line_id
      unit_price_pence
      vat_code
      net_pence
      vat_pence
    }
    purchase_orders {
      ...PurchaseOrderRow
    }
    timeline {
      id
      entity_type
      action
      from
      to
      reason
      label
      at
      actor {
        id
        first_name
        last_name
      }
    }
  }
`);

export const MaterialRequestDocument = graphql(`
  query MaterialRequest($id: ID!) {
    materialRequest(id: $id) {
      ...MaterialRequestFields
    }
  }
`);

export const CreateMaterialRequestDocument = graphql(`
  mutation CreateMaterialRequest($input: CreateMaterialRequestInput!) {
    createMaterialRequest(input: $input) {
      ...MaterialRequestFields
    }
  }
`);

export const BulkMaterialRequestStatusDocument = graphql(`
  mutation BulkMaterialRequestStatus($ids: [ID!]!, $status: String!, $reason: String) {
    bulkMaterialRequestStatus(ids: $ids, status: $status, reason: $reason) {
      results {
        id
        label
        done
        message
      }
    }
  }
`);

export const ChangeMaterialRequestStatusDocument = graphql(`
  mutation ChangeMaterialRequestStatus($id: ID!, $status: String!, $reason: String) {
    changeMaterialRequestStatus(id: $id, status: $status, reason: $reason) {
      ...MaterialRequestFields
    }
  }
`);

export const SendMaterialEnquiriesDocument = graphql(`
  mutation SendMaterialEnquiries($id: ID!, $supplierIds: [ID!]!) {
    sendMaterialEnquiries(id: $id, supplier_ids: $supplierIds) {
      ...MaterialRequestFields
    }
  }
`);

export const RecordMaterialQuoteDocument = graphql(`
  mutation RecordMaterialQuote($enquiryId: ID!, $input: MaterialQuoteInput!) {
    recordMaterialQuote(enquiry_id: $enquiryId, input: $input) {
      ...MaterialRequestFields
    }
  }
`);

export const PurchaseOrderFieldsFragment = graphql(`
  fragment PurchaseOrderFields on PurchaseOrder {
    id
    reference
    status
    delivery_date
    net_pence
    vat_pence
    gross_pence
    request_id
    request_reference
    created_at
    project {
      id
      project_number
      name
    }
    supplier {
      id
      name
    }
    delivery_address
    status_reason
    issued_at
    status_moves
    can_accept_over_delivery
    can_record_delivery
    can_add_invoice
    reverse_charge_vat_pence
    reverse_charge_wording
    lines {
      id
      position
      description
      quantity
      unit
      unit_price_pence
      vat_code
      vat_rate_percent
      net_pence
      vat_pence
      received_quantity
      held_quantity
    }
    deliveries {
      id
      received_at
      notes
      ticket_upload_id
      received_by {
        id
        first_name
        last_name
      }
    }
    invoice_variances {
      invoice_id
      line_id
      kind
      amount_pence
      message
    }
    invoices {
      id
      supplier_reference
      invoice_date
      net_pence
      vat_pence
      gross_pence
      status
      override_reason
      can_approve
      can_override
      approval_note
      can_record_payment
      payment_date
      payment_reference
      entered_by {
        id
        first_name
        last_name
      }
      match {
        clean
        status
        mismatches
        invoiced_pence
        expected_pence
        quantity_variance_pence
        price_variance_pence
        total_variance_pence
      }
    }
  }
`);

export const PurchaseOrderDocument = graphql(`
  query PurchaseOrder($id: ID!) {
    purchaseOrder(id: $id) {
      ...PurchaseOrderFields
    }
  }
`);

export const OrderMaterialQuoteDocument = graphql(`
  mutation OrderMaterialQuote($enquiryId: ID!, $input: OrderQuoteInput!) {
    orderMaterialQuote(enquiry_id: $enquiryId, input: $input) {
      ...PurchaseOrderFields
    }
  }
`);

export const ChangePurchaseOrderStatusDocument = graphql(`
  mutation ChangePurchaseOrderStatus($id: ID!, $status: String!, $reason: String) {
    changePurchaseOrderStatus(id: $id, status: $status, reason: $reason) {
      ...PurchaseOrderFields
    }
  }
`);

export const RecordMaterialDeliveryDocument = graphql(`
  mutation RecordMaterialDelivery($id: ID!, $input: RecordDeliveryInput!) {
    recordMaterialDelivery(purchase_order_id: $id, input: $input) {
      ...PurchaseOrderFields
    }
  }
`);

export const AddSupplierInvoiceDocument = graphql(`
  mutation AddSupplierInvoice($id: ID!, $input: SupplierInvoiceInput!) {
    addSupplierInvoice(purchase_order_id: $id, input: $input) {
      ...PurchaseOrderFields
    }
  }
`);

export const ApproveSupplierInvoiceDocument = graphql(`
  mutation ApproveSupplierInvoice($id: ID!, $reason: String) {
    approveSupplierInvoice(id: $id, override_reason: $reason) {
      ...PurchaseOrderFields
    }
  }
`);

export const PaySupplierInvoiceDocument = graphql(`
  mutation PaySupplierInvoice($id: ID!, $date: String!, $reference: String) {
    paySupplierInvoice(id: $id, payment_date: $date, payment_reference: $reference) {
      ...PurchaseOrderFields
    }
  }
`);

export const AcceptMaterialOverDeliveryDocument = graphql(`
  mutation AcceptMaterialOverDelivery($id: ID!, $reason: String!) {
    acceptMaterialOverDelivery(purchase_order_id: $id, reason: $reason) {
      ...PurchaseOrderFields
    }
  }
`);

export const MaterialsSuppliersDocument = graphql(`
  query MaterialsSuppliers {
    suppliers(kind: materials, status: active, page: 1, size: 100) {
      items {
        id
        name
      }
    }
  }
`);

export const ProjectMaterialCostsDocument = graphql(`
  query ProjectMaterialCosts($projectId: ID!) {
    projectMaterialCosts(project_id: $projectId) {
      project_id
      budget_pence
      committed_pence
      received_pence
      invoiced_pence
      remaining_pence
    }
  }
`);
