// The signed-in user's projects as choices: kept for offline use by the quick action's keeper (routes.tsx),
// which every signed-in page runs, so this document lives apart from projects.api.ts.
import { graphql } from '../../generated';

export const ProjectOptionsDocument = graphql(`
  query ProjectOptions {
    myProjects(size: 100, sort_by: project_number, sort_order: desc) {
      items {
        id
        project_number
        name
        status
      }
    }
  }
`);
