// GraphQL documents of /app/labour: trades and labour suppliers (setup), operatives, timesheets, labour invoices
// with their match and CIS/VAT arithmetic, and the CIS month. Types come from `npm run codegen`.
import { graphql } from '../../generated';

export const TimesheetFieldsFragment = graphql(`
  fragment TimesheetFields on Timesheet {
    id
    week_commencing
    hours
    overtime_hours
    total_hours
    days_worked
    notes
    status
    status_reason
    cost_pence
    can_edit
    status_moves
    approval_refusal
    cscs_block
    can_override_cscs
    cscs_override_reason
    operative {
      id
      name
      cscs_state
    }
    project {
      id
      project_number
      name
    }
  }
`);

export const OperativeRowFragment = graphql(`
  fragment OperativeRow on OperativeSummary {
    id
    name
    engagement
    rate_unit
    rate_pence
    cscs_card_type
    cscs_card_number
    cscs_expiry
    cscs_state
    phone
    user_id
    is_active
    trade {
      id
      name
    }
    supplier {
      id
      name
    }
  }
`);

export const LabourInvoiceRowFragment = graphql(`
  fragment LabourInvoiceRow on LabourInvoiceSummary {
    id
    reference
    supplier_reference
    invoice_date
    period_start
    period_end
    net_pence
    cis_deduction_pence
    payable_pence
    has_variance
    status
    payment_date
    supplier {
      id
      name
    }
  }
`);

export const OperativesDocument = graphql(`
  query Operatives($search: String, $status: OperativeStatusFilter, $page: Int, $size: Int) {
    operatives(search: $search, status: $status, page: $page, size: $size) {
      total
      total_capped
      page
      size
      items {
        ...OperativeRow
      }
    }
  }
`);

export const OperativeDocument = graphql(`
  query Operative($id: ID!) {
    operative(id: $id) {
      id
      name
      engagement
      rate_unit
      rate_pence
      cscs_card_type
      cscs_card_number
      cscs_expiry
      cscs_state
      phone
      user_id
      is_active
      trade {
        id
        name
      }
      supplier {
        id
        name
      }
      can_edit
      recent_timesheets {
        ...TimesheetFields
      }
    }
  }
`);

export const CreateOperativeDocument = graphql(`
  mutation CreateOperative($input: OperativeInput!) {
    createOperative(input: $input) {
      id
      name
    }
  }
`);

export const UpdateOperativeDocument = graphql(`
  mutation UpdateOperative($id: ID!, $input: OperativeInput!) {
    updateOperative(id: $id, input: $input) {
      id
      is_active
    }
  }
`);

export const TimesheetsDocument = graphql(`
  query Timesheets($week: String, $status: TimesheetStatus, $search: String, $page: Int, $size: Int) {
    timesheets(week: $week, status: $status, search: $search, page: $page, size: $size) {
      total
      total_capped
      page
      size
      items {
        ...TimesheetFields
      }
    }
  }
`);

export const CreateTimesheetDocument = graphql(`
  mutation CreateTimesheet($input: TimesheetInput!) {
    createTimesheet(input: $input) {
      ...TimesheetFields
    }
  }
`);

export const ChangeTimesheetStatusDocument = graphql(`
  mutation ChangeTimesheetStatus($id: ID!, $status: String!, $reason: String, $cscsOverrideReason: String) {
    changeTimesheetStatus(
      id: $id
      status: $status
      reason: $reason
      cscs_override_reason: $cscsOverrideReason
    ) {
      ...TimesheetFields
    }
  }
`);

export const BulkTimesheetStatusDocument = graphql(`
  mutation BulkTimesheetStatus($ids: [ID!]!, $status: String!, $reason: String) {
    bulkTimesheetStatus(ids: $ids, status: $status, reason: $reason) {
      results {
        id
        label
        done
        message
      }
    }
  }
`);

export const LabourInvoicesDocument = graphql(`
  query LabourInvoices(
    $status: LabourInvoiceStatus
    $with_variance: Boolean
    $search: String
    $page: Int
    $size: Int
  ) {
    labourInvoices(
      status: $status
      with_variance: $with_variance
      search: $search
      page: $page
      size: $size
    ) {
      total
      total_capped
      page
      size
      items {
        ...LabourInvoiceRow
      }
    }
  }
`);

export const LabourInvoiceFieldsFragment = graphql(`
  fragment LabourInvoiceFields on LabourInvoice {
    id
    reference
    supplier_reference
    invoice_date
    period_start
    period_end
    net_pence
    cis_deduction_pence
    payable_pence
    has_variance
    status
    payment_date
    supplier {
      id
      name
    }
    vat_rate
    customer_end_user
    cis_status
    cis_rate_percent
    supplier_vat_registered
    customer_vat_registered
    labour_pence
    plant_pence
    materials_pence
    materials_cost_pence
    deductions_pence
    cis_base_pence
    vat_treatment
    vat_pence
    reverse_charge_vat_pence
    reverse_charge_wording
    drc_decision {
      reverse_charge
      cis_share_percent
      reason
    }
    gross_pence
    status_reason
    can_match
    can_override
    status_moves
    approval_refusal
    steps {
      key
      label
      amount_pence
    }
    lines {
      type
      type_label
      cis_treatment
      description
      cost_pence
      unit
      quantity
      rate_pence
      net_pence
      timesheet_quantity
      quantity_variance
      expected_rate_pence
      rate_variance_pence
      variance
      operative {
        id
        name
      }
      project {
        id
        project_number
        name
      }
    }
  }
`);

export const LabourInvoiceDocument = graphql(`
  query LabourInvoice($id: ID!) {
    labourInvoice(id: $id) {
      ...LabourInvoiceFields
    }
  }
`);

export const CreateLabourInvoiceDocument = graphql(`
  mutation CreateLabourInvoice($input: CreateLabourInvoiceInput!) {
    createLabourInvoice(input: $input) {
      id
    }
  }
`);

export const MatchLabourInvoiceDocument = graphql(`
  mutation MatchLabourInvoice($id: ID!, $override_reason: String) {
    matchLabourInvoice(id: $id, override_reason: $override_reason) {
      ...LabourInvoiceFields
    }
  }
`);

export const ChangeLabourInvoiceStatusDocument = graphql(`
  mutation ChangeLabourInvoiceStatus($id: ID!, $status: String!, $reason: String, $payment_date: String) {
    changeLabourInvoiceStatus(id: $id, status: $status, reason: $reason, payment_date: $payment_date) {
      ...LabourInvoiceFields
    }
  }
`);

export const LabourSuppliersDocument = graphql(`
  query LabourSuppliers {
    labourSuppliers {
      company_vat_registered
      items {
        id
        name
        kinds
        cis_status
        cis_rate_percent
        utr
        verification_number
        vat_registered
        reverse_charge
      }
    }
  }
`);

export const LabourTradesDocument = graphql(`
  query LabourTrades {
    labourTrades {
      items {
        id
        name
        default_day_rate_pence
        is_active
        operative_count
      }
    }
  }
`);

export const CreateLabourTradeDocument = graphql(`
  mutation CreateLabourTrade($input: LabourTradeInput!) {
    createLabourTrade(input: $input) {
      items {
        id
        name
        default_day_rate_pence
        is_active
        operative_count
      }
    }
  }
`);

export const CisMonthDocument = graphql(`
  query CisMonth($date: String) {
    cisMonth(date: $date) {
      start
      end
      tax_year
      month_number
      return_due
      payment_due
      payment_deadline {
        date
        nominal_date
        faster_payments_date
        post_date
        moved_because
        rule
      }
      contractor_utr
      gross_pence
      materials_cost_pence
      deduction_pence
      rows {
        utr
        verification_number
        cis_status
        invoice_count
        gross_pence
        materials_cost_pence
        deduction_pence
        statement {
          version
          kept_at
          upload_id
          filing {
            id
            status
            folder
            web_url
            error
            waiting_for_reconnect
            provider_name
            can_retry
          }
        }
        supplier {
          id
          name
        }
      }
    }
  }
`);

export const UpdateTimesheetDocument = graphql(`
  mutation UpdateTimesheet($id: ID!, $input: TimesheetInput!) {
    updateTimesheet(id: $id, input: $input) {
      ...TimesheetFields
    }
  }
`);

/** The operative linked to the signed-in user (their "My timesheet"), if any. */
export const MyOperativeDocument = graphql(`
  query MyOperative {
    operatives(mine: true, status: all, size: 1) {
      items {
        id
        name
        is_active
      }
    }
  }
`);

export const OperativeTimesheetsDocument = graphql(`
  query OperativeTimesheets($week: String, $operative_id: ID) {
    timesheets(week: $week, operative_id: $operative_id, size: 20) {
      total
      items {
        ...TimesheetFields
      }
    }
  }
`);

/** A kept CIS statement's filing in the company's drive, sent again (supervisors and up; core-api decides). */
export const RetryStatementFilingDocument = graphql(`
  mutation RetryStatementFiling($id: ID!) {
    retryCloudFiling(id: $id) {
      id
      status
      error
      web_url
      can_retry
    }
  }
`);
