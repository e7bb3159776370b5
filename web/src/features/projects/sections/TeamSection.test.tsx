// The team on the project page: the first members come with the project, "Show all" asks for the whole team and
// lists it a page at a time with a box to find someone (a big job's team drawn at once held the page).
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { ProjectTeamDocument } from '../projects.api';
import type { ProjectData } from './project-data';
import { PAGE as TEAM_PAGE, PREVIEW as TEAM_PREVIEW } from './show-all';
import { TeamSection, memberMatches } from './TeamSection';

const member = (n: number) => ({
  __typename: 'TeamMember' as const,
  id: `m${n}`,
  user_id: `u${n}`,
  first_name: 'Operative',
  last_name: `Number ${String(n).padStart(3, '0')}`,
  email: `op${n}@example.com`,
  role: 'worker' as const,
  role_on_project: n === 7 ? 'Crane supervisor' : 'Labourer',
  added_at: '2026-11-01T09:00:00.000Z',
});

const TEAM = Array.from({ length: 120 }, (_, i) => member(i + 1));

function project(team_count: number, team = TEAM.slice(0, Math.min(team_count, TEAM_PREVIEW))) {
  return {
    id: 'p1',
    team_count,
    team,
    abilities: { can_manage_team: false },
  } as unknown as ProjectData;
}

function renderTeam(data: ProjectData, withWhole = true) {
  const mocks = withWhole
    ? [
        {
          request: { query: ProjectTeamDocument, variables: { id: 'p1' } },
          result: { data: { project: { __typename: 'Project', id: 'p1', team: TEAM } } },
        },
      ]
    : [];
  render(
    <ChakraProvider value={defaultSystem}>
      <MockedProvider mocks={mocks}>
        <TeamSection project={data} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return userEvent.setup();
}

const listed = () => within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');

describe('TeamSection', () => {
  it('shows a small team whole, with no "Show all"', () => {
    renderTeam(project(3, TEAM.slice(0, 3)), false);
    expect(listed()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(screen.queryByLabelText('Find a team member')).toBeNull();
  });

  it('says so when no one is on the project', () => {
    renderTeam(project(0, []), false);
    expect(screen.getByText('No one is on this project yet.')).toBeTruthy();
  });

  it('shows the first members and the count; "Show all" lists the whole team a page at a time', async () => {
    const user = renderTeam(project(1030));
    expect(listed()).toHaveLength(TEAM_PREVIEW);
    await user.click(screen.getByRole('button', { name: 'Show all 1,030 members' }));
    expect(await screen.findByLabelText('Find a team member')).toBeTruthy();
    expect(listed()).toHaveLength(TEAM_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show 50 more of 70' }));
    expect(listed()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show 20 more of 20' }));
    expect(listed()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /more of/ })).toBeNull();
  });

  it('finds a member by name, email or role on the project', async () => {
    const user = renderTeam(project(120));
    await user.click(screen.getByRole('button', { name: 'Show all 120 members' }));
    const find = await screen.findByLabelText('Find a team member');
    await user.type(find, '  CRANE ');
    expect(listed().map((li) => li.textContent)).toEqual([expect.stringContaining('Number 007')]);
    await user.clear(find);
    await user.type(find, 'op11');
    expect(listed()).toHaveLength(11); // op11 and op110…op119
    await user.clear(find);
    await user.type(find, 'nobody at all');
    expect(screen.getByText('No team member matches “nobody at all”.')).toBeTruthy();
  });
});

describe('memberMatches', () => {
  it('matches any of name, email, role and role on the project (the find box lower-cases and trims)', () => {
    expect(TEAM.filter((m) => memberMatches(m, 'number 012')).map((m) => m.id)).toEqual(['m12']);
    expect(TEAM.filter((m) => memberMatches(m, 'labourer'))).toHaveLength(119);
    expect(TEAM.filter((m) => memberMatches(m, 'worker'))).toHaveLength(120);
  });
});
