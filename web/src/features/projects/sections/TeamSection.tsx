// The project's team: members with their role on the project; people added or removed (after confirming) by
// those who may manage the team (the project's abilities; never on an archived project).
// The page loads the first TEAM_PREVIEW members and the count; "Show all" asks for the whole team, then lists it
// TEAM_PAGE at a time with a box to find someone — a thousand-strong team drawn at once held the page for half
// a second on a phone.
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { showToast } from '../../../lib/toaster';
import { formatCount } from '../../../lib/format';
import {
  AddTeamMemberDocument,
  ProjectTeamDocument,
  RemoveTeamMemberDocument,
  TeamCandidatesDocument,
} from '../projects.api';
import type { ProjectData } from './project-data';
import { Section } from './Section';

/** Members the project page loads with the project (its query's `team(first: 20)`). */
export const TEAM_PREVIEW = 20;
/** Members listed at a time once the whole team is open. */
export const TEAM_PAGE = 50;

type Member = ProjectData['team'][number];

/** Members whose name, email, role or role on the project contains `text` (any case). */
export function findMembers(members: readonly Member[], text: string): Member[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter((m) =>
    [`${m.first_name} ${m.last_name}`, m.email, m.role, m.role_on_project ?? ''].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
}

export function TeamSection({ project }: { project: ProjectData }) {
  const canManage = project.abilities.can_manage_team;
  const [userId, setUserId] = useState('');
  const [roleOnProject, setRoleOnProject] = useState('');
  const [removing, setRemoving] = useState<Member | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [find, setFind] = useState('');
  const [shown, setShown] = useState(TEAM_PAGE);
  const whole = useQuery(ProjectTeamDocument, { variables: { id: project.id }, skip: !showAll });
  const members = (showAll ? whole.data?.project?.team : null) ?? project.team;
  const found = useMemo(() => findMembers(members, find), [members, find]);
  const listed = showAll ? found.slice(0, shown) : members;
  const hidden = project.team_count - project.team.length;
  const candidates = useQuery(TeamCandidatesDocument, {
    variables: { id: project.id },
    skip: !canManage,
    fetchPolicy: 'network-only',
  });
  const refetch = { refetchQueries: ['Project', 'ProjectTeam', 'TeamCandidates'], awaitRefetchQueries: true };
  const idempotency = useIdempotencyKey();
  const [addMember, adding] = useMutation(AddTeamMemberDocument, {
    ...refetch,
    context: idempotency.context,
  });
  const [removeMember] = useMutation(RemoveTeamMemberDocument, refetch);

  const add = async () => {
    if (!userId) return;
    try {
      await addMember({
        variables: { project_id: project.id, user_id: userId, role_on_project: roleOnProject.trim() || null },
      });
      idempotency.renew();
      showToast('success', 'Team member added');
      setUserId('');
      setRoleOnProject('');
    } catch {
      // shown by the error link
    }
  };

  return (
    <Section title="Team">
      {project.team_count === 0 ? (
        <Text color="fg.muted">No one is on this project yet.</Text>
      ) : (
        <>
          {showAll && members.length > TEAM_PREVIEW && (
            <Field.Root mb="3">
              <Field.Label>Find a team member</Field.Label>
              <Input
                size="sm"
                type="search"
                placeholder="Name, email or role"
                value={find}
                onChange={(e) => {
                  setFind(e.currentTarget.value);
                  setShown(TEAM_PAGE);
                }}
              />
            </Field.Root>
          )}
          {listed.length === 0 ? (
            <Text color="fg.muted">No team member matches “{find.trim()}”.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Team members">
              {listed.map((m) => (
                <Flex as="li" key={m.id} justify="space-between" align="center" gap="2" wrap="wrap">
                  <Box minW="0">
                    <Text fontWeight="medium">
                      {m.first_name} {m.last_name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" css={{ overflowWrap: 'anywhere' }}>
                      {[m.role_on_project, m.role, m.email].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  {canManage && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Remove ${m.first_name} ${m.last_name}`}
                      onClick={() => setRemoving(m)}
                    >
                      Remove
                    </Button>
                  )}
                </Flex>
              ))}
            </Stack>
          )}
          {!showAll && hidden > 0 && (
            <Button size="sm" variant="outline" mt="3" onClick={() => setShowAll(true)}>
              Show all {formatCount(project.team_count)} members
            </Button>
          )}
          {showAll && whole.loading && !whole.data && (
            <Text color="fg.muted" mt="3" role="status">
              Loading the team…
            </Text>
          )}
          {showAll && whole.error && !whole.data && (
            <Text color="fg.error" mt="3" role="alert">
              The whole team could not be loaded.{' '}
              <Button size="xs" variant="outline" onClick={() => void whole.refetch()}>
                Retry
              </Button>
            </Text>
          )}
          {showAll && found.length > shown && (
            <Button size="sm" variant="outline" mt="3" onClick={() => setShown((n) => n + TEAM_PAGE)}>
              Show {formatCount(Math.min(TEAM_PAGE, found.length - shown))} more of{' '}
              {formatCount(found.length - shown)}
            </Button>
          )}
        </>
      )}
      {canManage && (
        <Flex gap="2" mt="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
          <Field.Root>
            <Field.Label>Add team member</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={userId} onChange={(e) => setUserId(e.currentTarget.value)}>
                <option value="">Select a person</option>
                {(candidates.data?.project?.team_candidates ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.first_name} {u.last_name} ({u.role})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Role on project</Field.Label>
            <Input
              size="sm"
              placeholder="e.g. Foreman"
              value={roleOnProject}
              onChange={(e) => setRoleOnProject(e.currentTarget.value)}
            />
          </Field.Root>
          <Button size="sm" onClick={add} disabled={!userId || adding.loading} loading={adding.loading}>
            Add member
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.first_name} ${removing.last_name}?` : 'Remove team member?'}
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing
            ? removeMember({ variables: { project_id: project.id, user_id: removing.user_id } })
                .then(() => showToast('success', 'Team member removed'))
                .catch(() => false)
            : Promise.resolve()
        }
      >
        {removing
          ? `${removing.first_name} ${removing.last_name} leaves the project team${
              removing.role === 'worker' ? ' and no longer sees this project' : ''
            }. You can add them again later.`
          : ''}
      </ConfirmDialog>
    </Section>
  );
}
