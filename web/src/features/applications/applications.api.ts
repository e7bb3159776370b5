// GraphQL documents of /app/applications: the list across projects and its overview, templates (defaults from
// a project, create, edit), applications (create, edit a draft, status with the claim date, notices, the claim
// date corrected, the payee's notice in default). Types come from
// `npm run codegen`.
import { graphql } from '../../generated';

export const ApplicationRowFragment = graphql(`
  fragment ApplicationRow on ApplicationSummary {
    id
    number
    status
    valuation_date
    total_pence
    outstanding_pence
    final_date
    project {
      id
      project_number
      name
    }
    next_deadline {
      label
      date
    }
    alert {
      tone
      message
    }
  }
`);

export const ApplicationsDocument = graphql(`
  query Applications($status: ApplicationStatus, $owing: String, $page: Int, $size: Int) {
    applications(status: $status, owing: $owing, page: $page, size: $size) {
      total
      page
      size
      items {
        ...ApplicationRow
      }
    }
    applicationsOverview {
      outstanding_pence
      open_count
      overdue_count
      overdue_pence
      retention_held_pence
    }
  }
`);

export const ApplicationTemplatesDocument = graphql(`
  query ApplicationTemplates($page: Int, $size: Int) {
    applicationTemplates(page: $page, size: $size) {
      total
      items {
        id
        name
        contract_sum_pence
        application_count
        project {
          id
          project_number
          name
        }
      }
    }
  }
`);

export const TemplateFieldsFragment = graphql(`
  fragment TemplateFields on ApplicationTemplate {
    id
    name
    project {
      id
      project_number
      name
    }
    lines {
      id
      reference
      description
      contract_value_pence
      cis_specified
    }
    company_vat_registered
    contract_sum_pence
    retention_percent
    retention_after_pc_percent
    vat_treatment
    terms
    payment_due_days
    payment_final_days
    pay_less_days
    region
    practical_completion_date
    rectification_end_date
    applications {
      id
      number
      status
      valuation_date
      total_pence
    }
    next_application {
      number
      previously_certified_pence
      lines {
        line_id
        percent
        value_pence
        previous_value_pence
      }
    }
  }
`);

export const ApplicationTemplateDocument = graphql(`
  query ApplicationTemplate($id: ID!) {
    applicationTemplate(id: $id) {
      ...TemplateFields
    }
  }
`);

export const ApplicationTemplateDefaultsDocument = graphql(`
  query ApplicationTemplateDefaults($projectId: ID!) {
    applicationTemplateDefaults(project_id: $projectId) {
      project {
        id
        project_number
        name
      }
      name
      contract_value_pence
      retention_percent
      retention_after_pc_percent
      vat_treatment
      terms
      payment_due_days
      payment_final_days
      pay_less_days
      region
      from_estimate
      lines {
        reference
        description
        contract_value_pence
        cis_specified
      }
    }
  }
`);

export const CreateApplicationTemplateDocument = graphql(`
  mutation CreateApplicationTemplate($input: CreateApplicationTemplateInput!) {
    createApplicationTemplate(input: $input) {
      ...TemplateFields
    }
  }
`);

export const UpdateApplicationTemplateDocument = graphql(`
  mutation UpdateApplicationTemplate($id: ID!, $input: ApplicationTemplateInput!) {
    updateApplicationTemplate(id: $id, input: $input) {
      ...TemplateFields
    }
  }
`);

export const ApplicationFieldsFragment = graphql(`
  fragment ApplicationFields on Application {
    id
    number
    status
    valuation_date
    submitted_on
    claim_date
    project {
      id
      project_number
      name
    }
    template {
      id
      name
    }
    lines {
      line_id
      reference
      description
      contract_value_pence
      cis_specified
      percent
      value_pence
      value_to_date_pence
      previous_value_pence
      this_period_pence
    }
    variations {
      reference
      description
      value_pence
      status
      cis_specified
    }
    materials_on_site {
      description
      value_pence
    }
    vat_treatment
    vat_decision {
      reverse_charge
      cis_pence
      supply_pence
      cis_share_percent
      reason
    }
    terms {
      terms
      region
    }
    retention_stage
    retention_percent
    retention_rates {
      full_percent
      after_pc_percent
      practical_completion_date
      rectification_end_date
    }
    totals {
      work_done_pence
      variations_pence
      materials_on_site_pence
      gross_pence
      retention_pence
      net_valuation_pence
      previously_certified_pence
      amount_due_pence
      vat_pence
      reverse_charge_vat_pence
      total_pence
      vat_wording
    }
    dates {
      due_date
      due_rule
      payment_notice_deadline
      payment_notice_rule
      final_date
      final_rule
      pay_less_deadline
      pay_less_rule
      postponed_days
    }
    notices {
      id
      kind
      amount_pence
      reason
      notice_date
      late
    }
    notified_sum_pence
    notified_sum_basis
    paid_pence
    outstanding_pence
    warnings {
      code
      tone
      message
    }
    status_moves
    can_edit
    can_record_notice
    can_change_claim_date
    can_give_default_notice
  }
`);

export const ApplicationDocument = graphql(`
  query Application($id: ID!) {
    application(id: $id) {
      ...ApplicationFields
    }
  }
`);

export const CreateApplicationDocument = graphql(`
  mutation CreateApplication($input: CreateApplicationInput!) {
    createApplication(input: $input) {
      ...ApplicationFields
    }
  }
`);

export const UpdateApplicationDocument = graphql(`
  mutation UpdateApplication($id: ID!, $input: ApplicationInput!) {
    updateApplication(id: $id, input: $input) {
      ...ApplicationFields
    }
  }
`);

export const ChangeApplicationStatusDocument = graphql(`
  mutation ChangeApplicationStatus($id: ID!, $status: String!, $paidPence: Float, $claimDate: String) {
    changeApplicationStatus(id: $id, status: $status, paid_pence: $paidPence, claim_date: $claimDate) {
      ...ApplicationFields
    }
  }
`);

export const RecordApplicationNoticeDocument = graphql(`
  mutation RecordApplicationNotice($id: ID!, $input: ApplicationNoticeInput!) {
    recordApplicationNotice(id: $id, input: $input) {
      ...ApplicationFields
    }
  }
`);

export const SetApplicationClaimDateDocument = graphql(`
  mutation SetApplicationClaimDate($id: ID!, $claimDate: String!) {
    setApplicationClaimDate(id: $id, claim_date: $claimDate) {
      ...ApplicationFields
    }
  }
`);

export const GiveApplicationDefaultNoticeDocument = graphql(`
  mutation GiveApplicationDefaultNotice($id: ID!, $input: ApplicationDefaultNoticeInput!) {
    giveApplicationDefaultNotice(id: $id, input: $input) {
      ...ApplicationFields
    }
  }
`);
