// The project page's slot: modules' contributions show only to their minimum role and up, only on the projects
// they accept, in order; the applications link is declared by its own manifest, not by the page.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ProjectPageSlotProvider,
  type ProjectPageContribution,
  type ProjectPageProject,
} from '../../lib/project-page-slot';
import { AuthContext, type Role } from '../auth';
import { applicationsFeature } from '../applications/routes';
import { fakeUser } from '../../test/render';
import { ProjectPageActions, ProjectPageSections, visibleContributions } from './ProjectPageSlot';

const live = { id: 'p1', is_archived: false } as ProjectPageProject;
const archived = { id: 'p2', is_archived: true } as ProjectPageProject;

const CONTRIBUTIONS: ProjectPageContribution[] = [
  { placement: 'actions', key: 'b', label: 'Second', minRole: 'worker', order: 20, to: () => '/b' },
  {
    placement: 'actions',
    key: 'a',
    label: 'Supervisors only',
    minRole: 'supervisor',
    order: 10,
    to: (p) => `/a/${p.id}`,
  },
  {
    placement: 'sections',
    key: 's',
    minRole: 'manager',
    order: 10,
    column: 'left',
    when: (p) => !p.is_archived,
    Section: ({ project }) => <section aria-label="Module section">{project.id}</section>,
  },
];

function renderSlot(
  role: Role,
  project: ProjectPageProject,
  contributions: readonly ProjectPageContribution[] = CONTRIBUTIONS,
) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <AuthContext.Provider
          value={{ status: 'authenticated', user: fakeUser(role), signIn: () => {}, logout: () => {} }}
        >
          <ProjectPageSlotProvider value={contributions}>
            <ProjectPageActions project={project} />
            <ProjectPageSections project={project} />
          </ProjectPageSlotProvider>
        </AuthContext.Provider>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('project page slot', () => {
  it("hides a contribution with minRole 'supervisor' from a worker", () => {
    renderSlot('worker', live);
    expect(screen.getByRole('link', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Supervisors only' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Module section' })).toBeNull();
  });

  it('shows it to a supervisor and up, in order, linking where the contribution says', () => {
    renderSlot('supervisor', live);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Supervisors only', 'Second']);
    expect(links[0]?.getAttribute('href')).toBe('/a/p1');
  });

  it('renders sections for their role, on the projects they accept', () => {
    expect(visibleContributions(CONTRIBUTIONS, 'sections', 'manager', live)).toHaveLength(1);
    expect(visibleContributions(CONTRIBUTIONS, 'sections', 'manager', archived)).toHaveLength(0);
    expect(visibleContributions(CONTRIBUTIONS, 'sections', 'supervisor', live)).toHaveLength(0);
    renderSlot('admin', live);
    expect(screen.getByRole('region', { name: 'Module section' }).textContent).toBe('p1');
  });

  it("shows applications' link to supervisors and up on live projects only (from its manifest)", () => {
    const fromApplications = applicationsFeature.projectPage ?? [];
    expect(visibleContributions(fromApplications, 'actions', 'worker', live)).toEqual([]);
    expect(visibleContributions(fromApplications, 'actions', 'supervisor', archived)).toEqual([]);
    const [link] = visibleContributions(fromApplications, 'actions', 'supervisor', live);
    expect(link?.label).toBe('Applications for payment');
    expect(link?.to(live)).toBe('/app/applications/templates/create/p1');
    renderSlot('manager', live, fromApplications);
    expect(screen.getByRole('link', { name: 'Applications for payment' }).getAttribute('href')).toBe(
      '/app/applications/templates/create/p1',
    );
  });
});
