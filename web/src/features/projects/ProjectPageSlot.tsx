// Renders what other modules contribute to the project page (lib/project-page-slot.tsx): their action links and
// their sections, each only for the roles its contribution admits and the projects it accepts.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import {
  useProjectPageContributions,
  type ProjectPageAction,
  type ProjectPageContribution,
  type ProjectPageProject,
  type ProjectPageSection,
} from '../../lib/project-page-slot';
import { hasRole, useAuth, type Role } from '../auth';

type Placement = ProjectPageContribution['placement'];
type OfPlacement<P extends Placement> = Extract<ProjectPageContribution, { placement: P }>;

/** The contributions of one placement this user sees on this project, in order. */
export function visibleContributions<P extends Placement>(
  all: readonly ProjectPageContribution[],
  placement: P,
  role: Role | undefined,
  project: ProjectPageProject,
): OfPlacement<P>[] {
  return all
    .filter((c): c is OfPlacement<P> => c.placement === placement)
    .filter((c) => hasRole(role, c.minRole) && (c.when?.(project) ?? true))
    .sort((a, b) => a.order - b.order);
}

function useVisible<P extends Placement>(placement: P, project: ProjectPageProject): OfPlacement<P>[] {
  const { user } = useAuth();
  return visibleContributions(useProjectPageContributions(), placement, user?.role, project);
}

/** Modules' links among the page's action buttons. */
export function ProjectPageActions({ project }: { project: ProjectPageProject }) {
  const actions: ProjectPageAction[] = useVisible('actions', project);
  return actions.map((action) => (
    <Button key={action.key} asChild size="sm" variant="outline">
      <RouterLink to={action.to(project)}>{action.label}</RouterLink>
    </Button>
  ));
}

/** Modules' sections; `column` picks one column's from 1024px, leaving it out gives them all (one column). */
export function ProjectPageSections({
  project,
  column,
}: {
  project: ProjectPageProject;
  column?: ProjectPageSection['column'];
}) {
  const sections = useVisible('sections', project).filter((s) => !column || s.column === column);
  return sections.map(({ key, Section }) => <Section key={key} project={project} />);
}
