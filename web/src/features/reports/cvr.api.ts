// The CVR's and cost to complete's GraphQL documents (decision 0085): the report of a month (one project or the
// company) and the QS's writes — adjustments, cost to complete per category, closing a month.
import { graphql } from '../../generated';

export const CvrReportDocument = graphql(`
  query CvrReport($month: String, $project_id: ID, $page: Int, $size: Int) {
    cvrReport(month: $month, project_id: $project_id, page: $page, size: $size) {
      ...CvrReportFields
    }
  }
`);

export const CostToCompleteReportDocument = graphql(`
  query CostToCompleteReport($month: String, $project_id: ID, $page: Int, $size: Int) {
    costToCompleteReport(month: $month, project_id: $project_id, page: $page, size: $size) {
      ...CvrReportFields
    }
  }
`);

export const CvrReportFieldsFragment = graphql(`
  fragment CvrReportFields on CvrReport {
    month
    as_at
    project {
      id
      project_number
      name
    }
    project_count
    closed_count
    can_close
    total
    page
    size
    totals {
      ...CvrFiguresFields
    }
    rows {
      project {
        id
        project_number
        name
      }
      closed
      closed_at
      value_pence
      cost_pence
      margin_pence
      margin_percent
      final_value_pence
      final_margin_pence
      cost_to_complete_pence
      final_cost_pence
      percent_complete
      earned_value_pence
      billed_pence
      over_under_billing_pence
      movement {
        margin_pence
      }
    }
    adjustments {
      id
      kind
      amount_pence
      note
      created_by_name
      updated_at
      can_edit
    }
    trend {
      month
      closed
      value_pence
      cost_pence
      margin_pence
      budget_pence
      final_cost_pence
    }
  }
`);

export const CvrFiguresFieldsFragment = graphql(`
  fragment CvrFiguresFields on CvrFigures {
    contract_value_pence
    applied_gross_pence
    certified_gross_pence
    adjustments {
      total_pence
    }
    value_pence
    final_value_pence
    budget_pence
    invoiced_pence
    accrued_pence
    cost_pence
    committed_pence
    cost_to_complete_pence
    final_cost_pence
    margin_pence
    margin_percent
    final_margin_pence
    final_margin_percent
    percent_complete
    earned_value_pence
    billed_pence
    over_under_billing_pence
    categories {
      category
      budget_pence
      invoiced_pence
      accrued_pence
      cost_pence
      committed_pence
      cost_to_complete_pence
      cost_to_complete_entered
      final_cost_pence
      variance_pence
    }
    movement {
      value_pence
      cost_pence
      margin_pence
      final_margin_pence
    }
  }
`);

export const CreateCvrAdjustmentDocument = graphql(`
  mutation CreateCvrAdjustment($input: CreateCvrAdjustmentInput!) {
    createCvrAdjustment(input: $input) {
      id
    }
  }
`);

export const UpdateCvrAdjustmentDocument = graphql(`
  mutation UpdateCvrAdjustment($id: ID!, $input: UpdateCvrAdjustmentInput!) {
    updateCvrAdjustment(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteCvrAdjustmentDocument = graphql(`
  mutation DeleteCvrAdjustment($id: ID!) {
    deleteCvrAdjustment(id: $id)
  }
`);

export const CloseCvrMonthDocument = graphql(`
  mutation CloseCvrMonth($input: CloseCvrMonthInput!) {
    closeCvrMonth(input: $input) {
      month
      closed
      already_closed
    }
  }
`);
