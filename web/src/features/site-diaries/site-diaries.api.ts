// The site diary's GraphQL documents: a day's diary (records and what was written), its autosave, sign-off and
// addenda, and the site manager's projects to choose from.
import { graphql } from '../../generated';

export const SiteDiaryFieldsFragment = graphql(`
  fragment SiteDiaryFields on SiteDiary {
    id
    project_id
    project_name
    project_number
    date
    status
    version
    weather {
      morning {
        conditions
        temperature_c
        stopped_work
      }
      afternoon {
        conditions
        temperature_c
        stopped_work
      }
    }
    work_done
    delays {
      reason
      lost_hours
      trades_affected
    }
    lost_hours
    instructions
    visitors {
      name
      company
      purpose
    }
    photos {
      upload_id
      filename
    }
    records {
      labour {
        operative_id
        name
        trade
        engagement
        supplier
        hours
      }
      labour_hours
      plant {
        request_id
        reference
        description
        asset_number
        fulfilment
        supplier
        arrived
        off_hired
      }
      deliveries {
        delivery_id
        po_reference
        supplier
        received_at
        summary
        ticket_upload_id
      }
      forms {
        submission_id
        reference
        template_name
        category
        category_label
        submitted_at
        submitted_by
      }
      inductions {
        submission_id
        reference
        name
        trade
        employer
        submitted_at
      }
      notes {
        note_id
        content
        author
        created_at
      }
    }
    updated_at
    signed_by {
      id
      first_name
      last_name
    }
    signed_at
    pdf_upload_id
    addenda {
      id
      text
      created_at
      created_by {
        id
        first_name
        last_name
      }
    }
    can_edit
    can_sign
    can_add_addendum
  }
`);

export const SiteDiaryDocument = graphql(`
  query SiteDiary($projectId: ID!, $date: String!) {
    siteDiary(projectId: $projectId, date: $date) {
      ...SiteDiaryFields
    }
  }
`);

export const SaveSiteDiaryDocument = graphql(`
  mutation SaveSiteDiary($projectId: ID!, $date: String!, $input: SaveSiteDiaryInput!) {
    saveSiteDiary(projectId: $projectId, date: $date, input: $input) {
      ...SiteDiaryFields
    }
  }
`);

export const SignSiteDiaryDocument = graphql(`
  mutation SignSiteDiary($projectId: ID!, $date: String!, $version: Int!) {
    signSiteDiary(projectId: $projectId, date: $date, version: $version) {
      ...SiteDiaryFields
    }
  }
`);

export const AddSiteDiaryAddendumDocument = graphql(`
  mutation AddSiteDiaryAddendum($projectId: ID!, $date: String!, $text: String!) {
    addSiteDiaryAddendum(projectId: $projectId, date: $date, text: $text) {
      ...SiteDiaryFields
    }
  }
`);

/** A project's diary week: each day's diary (none, draft, signed) and its PDF's filing. */
export const DiaryWeekDocument = graphql(`
  query DiaryWeek($projectId: ID!, $monday: String!) {
    diaryWeek(projectId: $projectId, monday: $monday) {
      ...DiaryWeekFields
    }
  }
`);

export const DiaryWeekFieldsFragment = graphql(`
  fragment DiaryWeekFields on DiaryWeek {
    project_id
    week_commencing
    week_ending
    days {
      date
      status
    }
    filing
    pdf_upload_id
    filed_at
    can_file
  }
`);

export const FileSiteDiaryWeekDocument = graphql(`
  mutation FileSiteDiaryWeek($projectId: ID!, $monday: String!) {
    fileSiteDiaryWeek(projectId: $projectId, monday: $monday) {
      ...DiaryWeekFields
    }
  }
`);

/** The site manager's projects to open a diary on (kept on the phone for use with no signal). */
export const DiaryProjectsDocument = graphql(`
  query DiaryProjects {
    myProjects(size: 100, sort_by: project_number, sort_order: desc) {
      items {
        id
        project_number
        name
      }
    }
  }
`);
