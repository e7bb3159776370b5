// GraphQL documents of /app/forms: the template picker and builder, the submissions list, one submission with
// its version's fields, answers and review, and the moves. Types come from `npm run codegen`.
import { graphql } from '../../generated';

export const FormFieldPartsFragment = graphql(`
  fragment FormFieldParts on FormField {
    key
    label
    type
    required
    options
    help
    min
    max
  }
`);

export const FormTemplatesDocument = graphql(`
  query FormTemplates($include_inactive: Boolean) {
    formTemplates(include_inactive: $include_inactive) {
      id
      name
      category
      builtin
      is_active
      version
      can_edit
      fields {
        ...FormFieldParts
      }
    }
  }
`);

export const FormProjectsDocument = graphql(`
  query FormProjects {
    projectsForForms {
      id
      project_number
      name
    }
  }
`);

export const FormSubmissionRowFragment = graphql(`
  fragment FormSubmissionRow on FormSubmissionSummary {
    id
    reference
    status
    severity
    submitted_at
    created_at
    template {
      id
      name
      category
    }
    project {
      id
      project_number
      name
    }
    submitted_by {
      id
      first_name
      last_name
    }
  }
`);

export const FormSubmissionsDocument = graphql(`
  query FormSubmissions(
    $search: String
    $status: FormSubmissionStatus
    $awaiting_review: Boolean
    $delay_notices_this_month: Boolean
    $permits_in_force: Boolean
    $severity: FormSeverity
    $template_id: ID
    $project_id: ID
    $page: Int
    $size: Int
  ) {
    formSubmissions(
      search: $search
      status: $status
      awaiting_review: $awaiting_review
      delay_notices_this_month: $delay_notices_this_month
      permits_in_force: $permits_in_force
      severity: $severity
      template_id: $template_id
      project_id: $project_id
      page: $page
      size: $size
    ) {
      total
      page
      size
      pages
      items {
        ...FormSubmissionRow
      }
    }
  }
`);

export const FormSubmissionFieldsFragment = graphql(`
  fragment FormSubmissionFields on FormSubmission {
    id
    reference
    status
    severity
    submitted_at
    created_at
    updated_at
    answers
    submit_count
    review_comment
    reviewed_at
    pdf_upload_id
    library_checks {
      kind
      tone
      text
    }
    operative_labels
    can_edit
    status_moves
    template {
      id
      name
      category
    }
    template_version {
      id
      version
    }
    project {
      id
      project_number
      name
    }
    submitted_by {
      id
      first_name
      last_name
    }
    reviewed_by {
      id
      first_name
      last_name
    }
    fields {
      ...FormFieldParts
    }
    timeline {
      action
      from
      to
      reason
      actor
      at
    }
  }
`);

export const FormSubmissionDocument = graphql(`
  query FormSubmission($id: ID!) {
    formSubmission(id: $id) {
      ...FormSubmissionFields
    }
  }
`);

export const CreateFormSubmissionDocument = graphql(`
  mutation CreateFormSubmission($input: CreateFormSubmissionInput!) {
    createFormSubmission(input: $input) {
      id
      reference
      status
    }
  }
`);

export const UpdateFormSubmissionDocument = graphql(`
  mutation UpdateFormSubmission($id: ID!, $answers: JSONObject!) {
    updateFormSubmission(id: $id, answers: $answers) {
      ...FormSubmissionFields
    }
  }
`);

export const ChangeFormSubmissionStatusDocument = graphql(`
  mutation ChangeFormSubmissionStatus($id: ID!, $status: String!, $reason: String) {
    changeFormSubmissionStatus(id: $id, status: $status, reason: $reason) {
      ...FormSubmissionFields
    }
  }
`);

export const CreateFormTemplateDocument = graphql(`
  mutation CreateFormTemplate($input: FormTemplateInput!) {
    createFormTemplate(input: $input) {
      id
      name
      version
    }
  }
`);

export const UpdateFormTemplateDocument = graphql(`
  mutation UpdateFormTemplate($id: ID!, $input: FormTemplateInput!) {
    updateFormTemplate(id: $id, input: $input) {
      id
      name
      version
    }
  }
`);

/** A Delay Notice's answers pre-filled from the project's site diaries (their delays and lost hours). */
export const DiaryDelayPrefillDocument = graphql(`
  query DiaryDelayPrefill($projectId: ID!, $from: String!, $to: String!) {
    diaryDelayPrefill(projectId: $projectId, from: $from, to: $to) {
      lost_hours
      entries {
        date
        reason
        lost_hours
      }
      answers {
        occurred_on
        cause
        description
        estimated_delay_days
      }
    }
  }
`);

/** Copies any template under a new name, keeping its category and fields (managers). */
export const CopyFormTemplateDocument = graphql(`
  mutation CopyFormTemplate($id: ID!, $name: String!) {
    copyFormTemplate(id: $id, input: { name: $name }) {
      id
      name
      category
    }
  }
`);

/**
 * The operatives an `operative` field may name: the company's active ones (what the labour list gives anyone
 * signed in, without rates or phones for workers), with their trade and CSCS card as the labour record has it.
 */
export const FormOperativesDocument = graphql(`
  query FormOperatives {
    operatives(status: active, size: 100) {
      items {
        id
        name
        engagement
        trade {
          id
          name
        }
        supplier {
          id
          name
        }
        cscs_card_type
        cscs_card_number
        cscs_expiry
        cscs_state
      }
    }
  }
`);
