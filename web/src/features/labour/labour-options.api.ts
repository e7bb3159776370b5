// The labour forms' choices (projects, active operatives): kept for offline use by the quick actions' keepers
// (routes.tsx), which every signed-in page runs, so this document lives apart from labour.api.ts.
import { graphql } from '../../generated';

export const LabourFormOptionsDocument = graphql(`
  query LabourFormOptions {
    projectsForForms {
      id
      project_number
      name
    }
    operatives(status: active, size: 100) {
      items {
        id
        name
        rate_unit
        rate_pence
        user_id
        supplier {
          id
          name
        }
      }
    }
  }
`);
