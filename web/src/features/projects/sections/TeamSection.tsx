// The project's team: members with their role on the project; people added or removed (after confirming) by
// those who may manage the team (the project's abilities; never on an archived project).
// The page loads the first members and the count; "Show all" asks for the whole team (show-all.tsx).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/LazyConfirmDialog';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { showToast } from '../../../lib/toast';
import {
  AddTeamMemberDocument,
  ProjectTeamDocument,
  RemoveTeamMemberDocument,
  TeamCandidatesDocument,
} from '../projects.api';
import type { ProjectData } from './project-data';
import { Section } from './Section';
import { FindBox, PREVIEW, ShowAllControls, usePagedFind } from './show-all';

type Member = ProjectData['team'][number];

/** Does the member's name, email, role or role on the project contain `needle` (lower case)? */
export function memberMatches(m: Member, needle: string): boolean {
  return [`${m.first_name} ${m.last_name}`, m.email, m.role, m.role_on_project ?? ''].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

export function TeamSection({ project }: { project: ProjectData }) {
  const canManage = project.abilities.can_manage_team;
  const [userId, setUserId] = useState('');
  const [roleOnProject, setRoleOnProject] = useState('');
  const [removing, setRemoving] = useState<Member | null>(null);
  const [showAll, setShowAll] = useState(false);
  const whole = useQuery(ProjectTeamDocument, { variables: { id: project.id }, skip: !showAll });
  const members = (showAll ? whole.data?.project?.team : null) ?? project.team;
  const pages = usePagedFind(members, memberMatches);
  const listed = showAll ? pages.listed : members;
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
          {showAll && members.length > PREVIEW && (
            <FindBox
              label="Find a team member"
              placeholder="Name, email or role"
              value={pages.find}
              onChange={pages.setFind}
            />
          )}
          {listed.length === 0 ? (
            <Text color="fg.muted">No team member matches “{pages.find.trim()}”.</Text>
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
          <ShowAllControls
            noun="members"
            total={project.team_count}
            loaded={project.team.length}
            showAll={showAll}
            onShowAll={() => setShowAll(true)}
            whole={whole}
            remaining={showAll ? pages.remaining : 0}
            onShowMore={pages.showMore}
          />
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
