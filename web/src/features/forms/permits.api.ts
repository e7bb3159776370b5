// GraphQL documents of a permit to work and the plant_item field (decision 0089): a submission's permit (state,
// times, history, the caller's moves) and answers in words, the permit's moves, and a form's plant picker.
import { graphql } from '../../generated';

export const FormPermitPartsFragment = graphql(`
  fragment FormPermitParts on FormPermit {
    state
    valid_from
    expires_at
    can_put_in_force
    can_close
    not_yet
    history {
      to
      by
      at
      note
    }
  }
`);

export const FormSubmissionExtrasDocument = graphql(`
  query FormSubmissionExtras($id: ID!) {
    formSubmission(id: $id) {
      id
      answer_labels
      permit {
        ...FormPermitParts
      }
    }
  }
`);

export const MoveFormPermitDocument = graphql(`
  mutation MoveFormPermit($id: ID!, $to: String!, $note: String) {
    moveFormPermit(id: $id, to: $to, note: $note) {
      id
      answer_labels
      timeline {
        action
        from
        to
        reason
        actor
        at
      }
      permit {
        ...FormPermitParts
      }
    }
  }
`);

export const PlantItemsForFormsDocument = graphql(`
  query PlantItemsForForms($projectId: ID!) {
    plantItemsForForms(projectId: $projectId) {
      id
      asset_number
      description
      category
      status
      on_this_project
      off_use
      off_use_reason
      off_use_reference
      project {
        id
        project_number
      }
    }
  }
`);
