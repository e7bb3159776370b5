// /app/projects/{id}: overview and edit, archive/restore with a reason, delete (force on 409 when allowed),
// PDF export, then the team, notes, folders, stats, files and history sections. Every control follows the
// project's abilities (core-api's permission table). From 1024px the overview leads and two columns follow;
// narrower (phones, tablets on site) what site staff use comes first: notes, team, files, then the rest.
// Other modules add their links and sections through their route manifests (ProjectPageSlot.tsx), never here.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { atLeast, useBreakpoint } from '../../components/list/use-breakpoint';
import { downloadFile, FileCallError } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { lazyDialog } from '../../lib/lazy-page';

import { ProjectOverview } from './ProjectOverview';
import { ArchiveProjectDocument, ProjectDocument, RestoreProjectDocument } from './projects.api';
import { ReasonDialog } from '../../components/LazyReasonDialog';
import { FilesSection } from './sections/FilesSection';
import { FoldersSection } from './sections/FoldersSection';
import { HistorySection } from './sections/HistorySection';
import { NotesSection } from './sections/NotesSection';
import { StatsSection } from './sections/StatsSection';
import { TeamSection } from './sections/TeamSection';
import { StatusBadge } from './StatusBadge';
import { ProjectPageActions, ProjectPageSections } from './ProjectPageSlot';

// The form (with its date picker) and the delete dialog load when first opened, not with the page.
const ProjectFormDialog = lazyDialog(() => import('./ProjectFormDialog').then((m) => m.ProjectFormDialog));
const DeleteProjectDialog = lazyDialog(() =>
  import('./DeleteProjectDialog').then((m) => m.DeleteProjectDialog),
);

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ProjectDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [dialog, setDialog] = useState<'edit' | 'archive' | 'restore' | 'delete' | null>(null);
  const [exporting, setExporting] = useState(false);
  const [archiveProject] = useMutation(ArchiveProjectDocument, {
    refetchQueries: ['Project', 'ProjectActivity'],
  });
  const [restoreProject] = useMutation(RestoreProjectDocument, {
    refetchQueries: ['Project', 'ProjectActivity'],
  });
  const project = data?.project;
  const twoColumns = atLeast(useBreakpoint(), 'lg');

  if (!project) {
    if (loading && !error) {
      return (
        <Flex justify="center" py="12" role="status" aria-label="Loading project">
          <Spinner size="lg" />
        </Flex>
      );
    }
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>Project not found</EmptyState.Title>
            <EmptyState.Description>
              It may have been deleted, or you are not on its team.{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to="/app/projects">Back to projects</RouterLink>
              </Link>
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const a = project.abilities;
  const exportPdf = async () => {
    setExporting(true);
    try {
      await downloadFile(
        `/files/projects/${encodeURIComponent(project.id)}/export?format=pdf`,
        `${project.project_number}.pdf`,
      );
    } catch (err) {
      if (err instanceof FileCallError && err.message) showToast('error', err.message);
    } finally {
      setExporting(false);
    }
  };
  const withReason =
    (run: (options: { variables: { id: string; reason: string } }) => Promise<unknown>, done: string) =>
    async (reason: string) => {
      try {
        await run({ variables: { id: project.id, reason } });
        showToast('success', done);
        return true;
      } catch {
        return false; // the error link showed the server's message
      }
    };

  return (
    <Stack gap="4">
      <Box>
        <Link asChild fontSize="sm" color="fg.muted">
          <RouterLink to={project.is_archived ? '/app/projects?view=archived' : '/app/projects'}>
            ← Projects
          </RouterLink>
        </Link>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" mt="1">
          <Box minW="0" maxW="full">
            <Text color="fg.muted">{project.project_number}</Text>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} css={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Heading>
            <HStack mt="1">
              <StatusBadge status={project.status} />
              {project.is_archived && <Badge colorPalette="purple">Archived</Badge>}
            </HStack>
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={exportPdf} loading={exporting}>
              Export PDF
            </Button>
            <ProjectPageActions project={project} />
            {a.can_edit && (
              <Button size="sm" onClick={() => setDialog('edit')}>
                Edit
              </Button>
            )}
            {a.can_archive && (
              <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setDialog('archive')}>
                Archive
              </Button>
            )}
            {a.can_restore && (
              <Button size="sm" variant="outline" colorPalette="green" onClick={() => setDialog('restore')}>
                Restore
              </Button>
            )}
            {a.can_delete && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('delete')}>
                Delete
              </Button>
            )}
          </HStack>
        </Flex>
        {project.is_archived && (
          <Text mt="2" fontSize="sm" role="note" css={{ overflowWrap: 'anywhere' }}>
            Archived {formatDateTime(project.archived_at)}
            {project.archive_reason ? ` — “${project.archive_reason}”` : ''}. The project is locked: restore
            it to change its details, team, notes or files.
          </Text>
        )}
      </Box>

      {twoColumns ? (
        <>
          <ProjectOverview project={project} />
          <SimpleGrid columns={2} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              <TeamSection project={project} />
              <FoldersSection project={project} />
              <StatsSection project={project} />
              <ProjectPageSections project={project} column="left" />
            </Stack>
            <Stack gap="4" minW="0">
              <NotesSection project={project} />
              <FilesSection project={project} />
              <HistorySection projectId={project.id} />
              <ProjectPageSections project={project} column="right" />
            </Stack>
          </SimpleGrid>
        </>
      ) : (
        <Stack gap="4" minW="0">
          <NotesSection project={project} />
          <TeamSection project={project} />
          <FilesSection project={project} />
          <ProjectOverview project={project} />
          <StatsSection project={project} />
          <FoldersSection project={project} />
          <HistorySection projectId={project.id} />
          <ProjectPageSections project={project} />
        </Stack>
      )}

      <ProjectFormDialog open={dialog === 'edit'} onClose={() => setDialog(null)} project={project} />
      <ReasonDialog
        open={dialog === 'archive'}
        title={`Archive ${project.project_number}?`}
        description="Archived projects leave the live list and cannot be edited until restored."
        confirmLabel="Archive project"
        onClose={() => setDialog(null)}
        onConfirm={withReason(archiveProject, 'Project archived')}
      />
      <ReasonDialog
        open={dialog === 'restore'}
        title={`Restore ${project.project_number}?`}
        description="The project returns to the live list."
        confirmLabel="Restore project"
        onClose={() => setDialog(null)}
        onConfirm={withReason(restoreProject, 'Project restored')}
      />
      <DeleteProjectDialog project={project} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
