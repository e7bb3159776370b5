// The material request form's projects: kept for offline use by the quick action's keeper (routes.tsx), which
// every signed-in page runs, so this document lives apart from materials.api.ts.
import { graphql } from '../../generated';

export const MaterialsProjectsDocument = graphql(`
  query MaterialsProjects {
    projectsForForms {
      id
      project_number
      name
    }
  }
`);
