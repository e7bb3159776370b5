// The project page's slot (issue 31): what a module adds to /app/projects/{id} — a link among the page's actions,
// or a section of its own — declared in that module's route manifest (`projectPage` in routes.tsx) with the
// minimum role that sees it. The shell collects every manifest's contributions (app/features.ts) and provides
// them here; the projects feature renders them. So a module never edits the project page.
import { createContext, useContext, type ComponentType } from 'react';
import type { ProjectQuery, Role } from '../generated/graphql';

/** The project as the page has it (the Project query). */
export type ProjectPageProject = NonNullable<ProjectQuery['project']>;

interface ContributionBase {
  /** Unique among the contributions; React's key. */
  key: string;
  /** The lowest role that sees it (spec §6 order: worker < supervisor < manager < admin). */
  minRole: Role;
  /** Position among the contributions of its placement, lowest first (10, 20, 30…). */
  order: number;
  /** Shown only for projects this accepts (e.g. not archived); always when left out. */
  when?: (project: ProjectPageProject) => boolean;
}

/** A link styled as one of the page's action buttons, after "Export PDF" and before the project's own controls. */
export interface ProjectPageAction extends ContributionBase {
  placement: 'actions';
  label: string;
  to: (project: ProjectPageProject) => string;
}

/**
 * A section of the module's own, after the project's sections: in the given column from 1024px, and at the end
 * of the single column below that. Make it with `lazyWidget` so its code loads with the page that shows it.
 */
export interface ProjectPageSection extends ContributionBase {
  placement: 'sections';
  column: 'left' | 'right';
  Section: ComponentType<{ project: ProjectPageProject }>;
}

export type ProjectPageContribution = ProjectPageAction | ProjectPageSection;

const ProjectPageSlotContext = createContext<readonly ProjectPageContribution[]>([]);

/** Provided once by the shell with every feature's contributions. */
export const ProjectPageSlotProvider = ProjectPageSlotContext.Provider;

/** Every contribution, unfiltered (the projects feature filters by role and project). */
export function useProjectPageContributions(): readonly ProjectPageContribution[] {
  return useContext(ProjectPageSlotContext);
}
