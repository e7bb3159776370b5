// /app/projects/{id}: overview and edit, archive/restore with a reason, delete (force on 409 when allowed),
// PDF export, then the team, notes, folders, stats, files and history sections.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Link,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
  VStack,
} from '@chakra-ui/react';
import { downloadFile, FileCallError } from '../../lib/files';
import { formatDate, formatDateTime, formatPence } from '../../lib/format';
import { showToast } from '../../lib/toaster';
import { ProjectFormDialog } from './ProjectFormDialog';
import { StatusBadge } from './ProjectsPage';
import {
  FilesSection,
  FoldersSection,
  HistorySection,
  NotesSection,
  Section,
  StatsSection,
  TeamSection,
  type ProjectData,
} from './ProjectSections';
import {
  ArchiveProjectDocument,
  DeleteProjectDocument,
  ProjectDocument,
  RestoreProjectDocument,
} from './projects.api';
import { errorCode, mutationErrorMessage } from './project-errors';
import { CONTRACT_FORMS } from './project-labels';

export const REASON_REQUIRED_MESSAGE = 'Reason is required';

function ReasonDialog(props: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const empty = reason.trim() === '';
  const close = () => {
    if (saving) return;
    setReason('');
    setTouched(false);
    props.onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setSaving(true);
    const done = await props.onConfirm(reason.trim());
    setSaving(false);
    if (done) {
      setReason('');
      setTouched(false);
      props.onClose();
    }
  };
  return (
    <Dialog.Root open={props.open} onOpenChange={(d) => !d.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">{props.description}</Text>
                <Field.Root invalid={touched && empty}>
                  <Field.Label>Reason</Field.Label>
                  <Textarea value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={3} />
                  <Field.ErrorText>{REASON_REQUIRED_MESSAGE}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="orange" disabled={empty || saving} loading={saving}>
                  {props.confirmLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DeleteDialog({
  project,
  open,
  onClose,
}: {
  project: ProjectData;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<string | null>(null);
  const [deleteProject, { loading }] = useMutation(DeleteProjectDocument);
  const close = () => {
    if (loading) return;
    setConflict(null);
    onClose();
  };
  const run = async (force: boolean) => {
    try {
      await deleteProject({
        variables: { id: project.id, force },
        refetchQueries: ['Projects', 'ArchivedProjects'],
      });
      showToast('success', `Project ${project.project_number} deleted`);
      setConflict(null);
      onClose();
      navigate('/app/projects', { replace: true });
    } catch (error) {
      const message = mutationErrorMessage(error);
      if (message === null) return;
      if (errorCode(error) === 'CONFLICT') setConflict(message);
      else showToast('error', message);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {project.project_number}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {conflict ? (
                <Box
                  role="alert"
                  borderWidth="1px"
                  borderColor="border.error"
                  bg="bg.error"
                  rounded="md"
                  p="3"
                >
                  <Text>{conflict}</Text>
                  {project.abilities.can_force_delete && (
                    <Text fontSize="sm" mt="2">
                      Force delete removes the project and everything attached to it. This cannot be undone.
                    </Text>
                  )}
                </Box>
              ) : (
                <Text>This permanently deletes {project.name}. This cannot be undone.</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={loading}>
                Cancel
              </Button>
              {conflict ? (
                project.abilities.can_force_delete && (
                  <Button colorPalette="red" onClick={() => run(true)} loading={loading}>
                    Force delete
                  </Button>
                )
              ) : (
                <Button colorPalette="red" onClick={() => run(false)} loading={loading}>
                  Delete project
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box whiteSpace="pre-wrap">{children || '—'}</Box>
    </Box>
  );
}

function Overview({ project }: { project: ProjectData }) {
  const form = CONTRACT_FORMS.find((f) => f.value === project.contract_form)?.label ?? project.contract_form;
  return (
    <Section title="Overview">
      {project.description && <Text mb="4">{project.description}</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <Detail label="Client">{project.client_name}</Detail>
        <Detail label="Client contact">
          {[project.client_contact_name, project.client_email, project.client_phone]
            .filter(Boolean)
            .join('\n')}
        </Detail>
        <Detail label="Site">
          {[project.site_address, project.site_postcode].filter(Boolean).join('\n')}
        </Detail>
        <Detail label="Start date">{formatDate(project.start_date)}</Detail>
        <Detail label="End date">{formatDate(project.end_date)}</Detail>
        <Detail label="Contract value">{formatPence(project.contract_value_pence)}</Detail>
        <Detail label="Contract form">{form}</Detail>
        <Detail label="Retention">{`${project.retention_percent}%`}</Detail>
        <Detail label="Payment terms">
          {`Due ${project.payment_due_days} days after valuation; final date ${project.payment_final_days} days after due`}
        </Detail>
        <Detail label="Domestic reverse charge">{project.drc_applies ? 'Applies' : 'Does not apply'}</Detail>
        <Detail label="Manager">
          {project.manager ? `${project.manager.first_name} ${project.manager.last_name}` : null}
        </Detail>
        <Detail label="Budget">{formatPence(project.budget_total_pence)}</Detail>
      </SimpleGrid>
    </Section>
  );
}

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
        <Flex justify="space-between" align="start" gap="3" wrap="wrap" mt="1" pe={{ base: '14', md: '0' }}>
          <Box>
            <Text color="fg.muted">{project.project_number}</Text>
            <Heading as="h1" size="2xl">
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
            {a.can_edit && (
              <Button size="sm" onClick={() => setDialog('edit')}>
                Edit
              </Button>
            )}
            {a.can_archive && !project.is_archived && (
              <Button size="sm" variant="outline" colorPalette="orange" onClick={() => setDialog('archive')}>
                Archive
              </Button>
            )}
            {a.can_archive && project.is_archived && (
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
          <Text mt="2" fontSize="sm" role="note">
            Archived {formatDateTime(project.archived_at)}
            {project.archive_reason ? ` — “${project.archive_reason}”` : ''}
          </Text>
        )}
      </Box>

      <Overview project={project} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Stack gap="4">
          <TeamSection project={project} />
          <FoldersSection project={project} />
          <StatsSection project={project} />
        </Stack>
        <Stack gap="4">
          <NotesSection project={project} />
          <FilesSection projectId={project.id} />
          <HistorySection projectId={project.id} />
        </Stack>
      </SimpleGrid>

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
      <DeleteDialog project={project} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
