// The plant request form's choices (projects, categories): kept for offline use by the quick action's keeper
// (routes.tsx), which every signed-in page runs, so this document lives apart from plant.api.ts.
import { graphql } from '../../generated';

export const PlantFormOptionsDocument = graphql(`
  query PlantFormOptions {
    projectsForForms {
      id
      project_number
      name
    }
    plantCategories
  }
`);
