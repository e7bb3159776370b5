// The reports page's GraphQL documents: the reports the caller may open, applications by project, the CIS
// summary, and the projects to filter by.
import { graphql } from '../../generated';

export const ReportIndexDocument = graphql(`
  query ReportIndex {
    reports {
      reports {
        key
        title
        description
      }
    }
  }
`);

export const ReportProjectOptionsDocument = graphql(`
  query ReportProjectOptions {
    projects(size: 100, sort_by: project_number, sort_order: desc) {
      items {
        id
        project_number
        name
      }
    }
  }
`);

export const ApplicationsReportDocument = graphql(`
  query ApplicationsReport(
    $project_id: ID
    $from: String
    $to: String
    $status: ReportApplicationStatus
    $overdue: Boolean
    $page: Int
    $size: Int
  ) {
    applicationsReport(
      project_id: $project_id
      from: $from
      to: $to
      status: $status
      overdue: $overdue
      page: $page
      size: $size
    ) {
      total
      page
      size
      as_of
      items {
        id
        number
        template_name
        status
        project {
          id
          project_number
          name
        }
        valuation_date
        due_date
        payment_notice_deadline
        payment_notice_date
        pay_less_deadline
        pay_less_date
        pay_less_reason
        final_date
        applied_pence
        certified_pence
        payable_pence
        paid_pence
        outstanding_pence
        overdue_pence
        retention_held_pence
        retention_released_pence
        overdue
        days_overdue
        no_payment_notice
      }
      project_totals {
        project {
          id
          project_number
          name
        }
        applications
        overdue_count
        applied_pence
        certified_pence
        payable_pence
        paid_pence
        outstanding_pence
        overdue_pence
        retention_held_pence
        retention_released_pence
      }
      totals {
        applications
        overdue_count
        applied_pence
        certified_pence
        payable_pence
        paid_pence
        outstanding_pence
        overdue_pence
        retention_held_pence
        retention_released_pence
      }
    }
  }
`);

export const CisReportDocument = graphql(`
  query CisReport($tax_year: String, $month: Int) {
    cisReport(tax_year: $tax_year, month: $month) {
      tax_year
      month_number
      start
      end
      contractor_utr
      rows {
        supplier {
          id
          name
        }
        utr
        cis_status
        invoice_count
        gross_pence
        materials_cost_pence
        deduction_pence
      }
      months {
        month_number
        start
        end
        return_due
        invoice_count
        gross_pence
        materials_cost_pence
        deduction_pence
      }
      totals {
        invoice_count
        gross_pence
        materials_cost_pence
        deduction_pence
      }
    }
  }
`);
