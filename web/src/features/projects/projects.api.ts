// Projects GraphQL operations (BFF schema → codegen). Binary calls (export, uploads) live in lib/files.ts.
import { graphql } from '../../generated';

export const ProjectListFieldsFragmentDoc = graphql(`
  fragment ProjectListFields on Project {
    id
    project_number
    name
    status
    is_archived
    client_name
    site_postcode
    start_date
    end_date
    contract_value_pence
    team_count
    note_count
  }
`);

export const ProjectsDocument = graphql(`
  query Projects(
    $page: Int
    $size: Int
    $status: [ProjectStatus!]
    $search: String
    $sort_by: ProjectSortField
    $sort_order: SortOrder
  ) {
    projects(
      page: $page
      size: $size
      status: $status
      search: $search
      sort_by: $sort_by
      sort_order: $sort_order
    ) {
      total
      total_capped
      page
      size
      pages
      items {
        ...ProjectListFields
      }
    }
  }
`);

export const ArchivedProjectsDocument = graphql(`
  query ArchivedProjects(
    $page: Int
    $size: Int
    $status: [ProjectStatus!]
    $search: String
    $sort_by: ProjectSortField
    $sort_order: SortOrder
  ) {
    archivedProjects(
      page: $page
      size: $size
      status: $status
      search: $search
      sort_by: $sort_by
      sort_order: $sort_order
    ) {
      total
      total_capped
      page
      size
      pages
      items {
        ...ProjectListFields
      }
    }
  }
`);

export const AllProjectOptionsDocument = graphql(`
  query AllProjectOptions {
    projects(size: 100, sort_by: project_number, sort_order: desc) {
      items {
        id
        project_number
        name
        status
      }
    }
  }
`);

export const ProjectDetailFieldsFragmentDoc = graphql(`
  fragment ProjectDetailFields on Project {
    id
    project_number
    name
    description
    status
    is_archived
    archived_at
    archive_reason
    client_name
    client_contact_name
    client_email
    client_phone
    site_address
    site_postcode
    start_date
    end_date
    contract_value_pence
    contract_form
    retention_percent
    payment_due_days
    payment_final_days
    drc_applies
    budget {
      labour
      plant
      materials
      subcontract
      preliminaries
      other
    }
    budget_total_pence
    manager_id
    manager {
      id
      first_name
      last_name
      email
    }
    folder_state
    folder_error
    created_at
    updated_at
    abilities {
      can_edit
      can_archive
      can_restore
      can_delete
      can_force_delete
      can_manage_team
      can_add_note
      can_upload
      can_create_folders
      can_view_commercial
      status_moves
      note_levels
    }
  }
`);

export const TeamMemberFieldsFragmentDoc = graphql(`
  fragment TeamMemberFields on TeamMember {
    id
    user_id
    first_name
    last_name
    email
    role
    role_on_project
    added_at
  }
`);

export const ProjectNoteFieldsFragmentDoc = graphql(`
  fragment ProjectNoteFields on ProjectNote {
    id
    content
    visibility_level
    author {
      id
      first_name
      last_name
    }
    created_at
    updated_at
    edited_at
    can_edit
    can_delete
  }
`);

// The page asks for the first members and the newest notes (sections/TeamSection.tsx, NotesSection.tsx) and
// their counts: a contractor's big job can have a thousand people or notes on it, and drawing them all held a
// cold load for half a second or more.
export const ProjectDocument = graphql(`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectDetailFields
      team_count
      note_count
      team(first: 20) {
        ...TeamMemberFields
      }
      notes(first: 20) {
        ...ProjectNoteFields
      }
      stats {
        team_count
        note_count
        budget_total_pence
        committed_total_pence
        spend_vs_budget {
          category
          budget_pence
          committed_pence
          remaining_pence
        }
        days_total
        days_elapsed
        days_remaining
        last_activity_at
      }
    }
  }
`);

export const ProjectActivityDocument = graphql(`
  query ProjectActivity($id: ID!, $page: Int, $size: Int) {
    project(id: $id) {
      id
      activity(page: $page, size: $size) {
        total
        page
        pages
        items {
          id
          action
          from_state
          to_state
          reason
          details
          actor {
            id
            first_name
            last_name
          }
          created_at
        }
      }
    }
  }
`);

export const ProjectFolderStatusDocument = graphql(`
  query ProjectFolderStatus($id: ID!) {
    project(id: $id) {
      id
      folder_status {
        project_id
        status
        error
        drive_folder_id
        provider
        folders
        cloud {
          provider
          provider_name
          connection_status
          status
          folders_done
          folders_total
          web_url
          error
          archived
          folders {
            name
            web_url
          }
        }
      }
      cloud_filings {
        id
        upload_id
        name
        folder
        status
        web_url
        error
        waiting_for_reconnect
        provider_name
        can_retry
      }
    }
  }
`);

export const RetryCloudFilingDocument = graphql(`
  mutation RetryCloudFiling($id: ID!) {
    retryCloudFiling(id: $id) {
      id
      status
      error
      web_url
      can_retry
    }
  }
`);

/** All the notes the reader may see, asked when someone opens them (sections/NotesSection.tsx). */
export const ProjectNotesDocument = graphql(`
  query ProjectNotes($id: ID!) {
    project(id: $id) {
      id
      notes {
        ...ProjectNoteFields
      }
    }
  }
`);

/** The whole team, asked when someone opens it (sections/TeamSection.tsx). */
export const ProjectTeamDocument = graphql(`
  query ProjectTeam($id: ID!) {
    project(id: $id) {
      id
      team {
        ...TeamMemberFields
      }
    }
  }
`);

export const TeamCandidatesDocument = graphql(`
  query TeamCandidates($id: ID!, $search: String) {
    project(id: $id) {
      id
      team_candidates(search: $search) {
        id
        first_name
        last_name
        email
        role
      }
    }
  }
`);

export const ProjectFilesDocument = graphql(`
  query ProjectFiles($id: ID!) {
    project(id: $id) {
      id
      files {
        id
        filename
        content_type
        size
        uploaded_by
        created_at
        can_delete
        folder
      }
    }
  }
`);

/** What a new project starts with: the company's defaults (settings), for the New project form. */
export const ProjectDefaultsDocument = graphql(`
  query ProjectDefaults {
    projectDefaults {
      retention_percent
      payment_due_days
      payment_final_days
    }
  }
`);

/** Active users of the company, for the manager picker. */
export const ProjectManagerCandidatesDocument = graphql(`
  query ProjectManagerCandidates {
    projectManagerCandidates {
      id
      first_name
      last_name
      role
    }
  }
`);

export const CreateProjectDocument = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      id
      project_number
      name
    }
  }
`);

export const UpdateProjectDocument = graphql(`
  mutation UpdateProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectDetailFields
    }
  }
`);

export const ArchiveProjectDocument = graphql(`
  mutation ArchiveProject($id: ID!, $reason: String!) {
    archiveProject(id: $id, reason: $reason) {
      ...ProjectDetailFields
    }
  }
`);

export const RestoreProjectDocument = graphql(`
  mutation RestoreProject($id: ID!, $reason: String!) {
    restoreProject(id: $id, reason: $reason) {
      ...ProjectDetailFields
    }
  }
`);

export const DeleteProjectDocument = graphql(`
  mutation DeleteProject($id: ID!, $force: Boolean) {
    deleteProject(id: $id, force: $force)
  }
`);

export const AddTeamMemberDocument = graphql(`
  mutation AddTeamMember($project_id: ID!, $user_id: ID!, $role_on_project: String) {
    addTeamMember(project_id: $project_id, user_id: $user_id, role_on_project: $role_on_project) {
      id
      user_id
    }
  }
`);

export const RemoveTeamMemberDocument = graphql(`
  mutation RemoveTeamMember($project_id: ID!, $user_id: ID!) {
    removeTeamMember(project_id: $project_id, user_id: $user_id)
  }
`);

export const AddProjectNoteDocument = graphql(`
  mutation AddProjectNote($project_id: ID!, $content: String!, $visibility_level: String) {
    addProjectNote(project_id: $project_id, content: $content, visibility_level: $visibility_level) {
      id
      content
      visibility_level
    }
  }
`);

export const UpdateProjectNoteDocument = graphql(`
  mutation UpdateProjectNote($project_id: ID!, $note_id: ID!, $content: String, $visibility_level: String) {
    updateProjectNote(
      project_id: $project_id
      note_id: $note_id
      content: $content
      visibility_level: $visibility_level
    ) {
      id
      content
      visibility_level
    }
  }
`);

export const DeleteProjectNoteDocument = graphql(`
  mutation DeleteProjectNote($project_id: ID!, $note_id: ID!) {
    deleteProjectNote(project_id: $project_id, note_id: $note_id)
  }
`);

export const CreateFolderStructureDocument = graphql(`
  mutation CreateFolderStructure($project_id: ID!) {
    createFolderStructure(project_id: $project_id) {
      project_id
      status
      error
      drive_folder_id
      provider
      folders
    }
  }
`);
