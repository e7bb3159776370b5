// The parts of /app/projects/{id}: team, notes, folders, stats, history and files. Each shows only what the
// project's abilities (from core-api) allow; core-api enforces the same rules again.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ProjectQuery } from '../../generated/graphql';
import { downloadFile, FileCallError, uploadFile } from '../../lib/files';
import { formatDate, formatDateTime, formatPence } from '../../lib/format';
import { showToast } from '../../lib/toaster';
import {
  AddProjectNoteDocument,
  AddTeamMemberDocument,
  CreateFolderStructureDocument,
  DeleteProjectNoteDocument,
  ProjectActivityDocument,
  ProjectFilesDocument,
  ProjectFolderStatusDocument,
  RemoveTeamMemberDocument,
  TeamCandidatesDocument,
  UpdateProjectNoteDocument,
} from './projects.api';
import { mutationErrorMessage } from './project-errors';
import {
  ACTIVITY_LABELS,
  DEFAULT_NOTE_VISIBILITY,
  NOTE_VISIBILITY_OPTIONS,
  statusLabel,
  visibilityLabel,
} from './project-labels';
import { NOTE_CONTENT_MESSAGE, NOTE_FAILURE_MESSAGE, NOTE_SUCCESS_MESSAGE } from './AddProjectNoteDialog';

export type ProjectData = NonNullable<ProjectQuery['project']>;

export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">{title}</Card.Title>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function VisibilitySelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  return (
    <NativeSelect.Root size="sm" maxW="56">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {NOTE_VISIBILITY_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function TeamSection({ project }: { project: ProjectData }) {
  const canManage = project.abilities.can_manage_team;
  const [userId, setUserId] = useState('');
  const [roleOnProject, setRoleOnProject] = useState('');
  const candidates = useQuery(TeamCandidatesDocument, {
    variables: { id: project.id },
    skip: !canManage,
    fetchPolicy: 'network-only',
  });
  const refetch = { refetchQueries: ['Project', 'TeamCandidates'], awaitRefetchQueries: true };
  const [addMember, adding] = useMutation(AddTeamMemberDocument, refetch);
  const [removeMember] = useMutation(RemoveTeamMemberDocument, refetch);

  const add = async () => {
    if (!userId) return;
    try {
      await addMember({
        variables: { project_id: project.id, user_id: userId, role_on_project: roleOnProject.trim() || null },
      });
      showToast('success', 'Team member added');
      setUserId('');
      setRoleOnProject('');
    } catch {
      // shown by the error link
    }
  };

  return (
    <Section title="Team">
      {project.team.length === 0 ? (
        <Text color="fg.muted">No one is on this project yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Team members">
          {project.team.map((m) => (
            <Flex as="li" key={m.id} justify="space-between" align="center" gap="2" wrap="wrap">
              <Box>
                <Text fontWeight="medium">
                  {m.first_name} {m.last_name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {[m.role_on_project, m.role, m.email].filter(Boolean).join(' · ')}
                </Text>
              </Box>
              {canManage && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove ${m.first_name} ${m.last_name}`}
                  onClick={() => {
                    removeMember({ variables: { project_id: project.id, user_id: m.user_id } })
                      .then(() => showToast('success', 'Team member removed'))
                      .catch(() => undefined);
                  }}
                >
                  Remove
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
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
    </Section>
  );
}

function NoteItem({ projectId, note }: { projectId: string; note: ProjectData['notes'][number] }) {
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(note.content);
  const [visibility, setVisibility] = useState<string>(note.visibility_level);
  const refetch = { refetchQueries: ['Project'], awaitRefetchQueries: true };
  const [updateNote, updating] = useMutation(UpdateProjectNoteDocument, refetch);
  const [deleteNote] = useMutation(DeleteProjectNoteDocument, refetch);

  const save = async () => {
    try {
      await updateNote({
        variables: {
          project_id: projectId,
          note_id: note.id,
          content: content.trim(),
          visibility_level: visibility,
        },
      });
      showToast('success', 'Note updated');
      setEditing(false);
    } catch {
      // shown by the error link
    }
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      <Flex justify="space-between" gap="2" wrap="wrap" fontSize="sm" color="fg.muted" mb="1">
        <Text>
          {note.author ? `${note.author.first_name} ${note.author.last_name}` : 'Former user'} ·{' '}
          {formatDateTime(note.created_at)}
        </Text>
        <Badge variant="surface">{visibilityLabel(note.visibility_level)}</Badge>
      </Flex>
      {editing ? (
        <Stack gap="2">
          <Textarea
            aria-label="Edit note"
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <HStack>
            <VisibilitySelect label="Edit visibility" value={visibility} onChange={setVisibility} />
            <Button
              size="xs"
              onClick={save}
              disabled={!content.trim() || updating.loading}
              loading={updating.loading}
            >
              Save note
            </Button>
            <Button size="xs" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Text whiteSpace="pre-wrap">{note.content}</Text>
      )}
      {!editing && (note.can_edit || note.can_delete) && (
        <HStack mt="2">
          {note.can_edit && (
            <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {note.can_delete && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                if (!window.confirm('Delete this note?')) return;
                deleteNote({ variables: { project_id: projectId, note_id: note.id } })
                  .then(() => showToast('success', 'Note deleted'))
                  .catch(() => undefined);
              }}
            >
              Delete
            </Button>
          )}
        </HStack>
      )}
    </Box>
  );
}

export function NotesSection({ project }: { project: ProjectData }) {
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<string>(DEFAULT_NOTE_VISIBILITY);
  const [touched, setTouched] = useState(false);
  const [addNote, adding] = useMutation(AddProjectNoteDocument, {
    refetchQueries: ['Project'],
    awaitRefetchQueries: true,
  });
  const empty = content.trim() === '';

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    try {
      await addNote({
        variables: { project_id: project.id, content: content.trim(), visibility_level: visibility },
      });
      showToast('success', NOTE_SUCCESS_MESSAGE);
      setContent('');
      setVisibility(DEFAULT_NOTE_VISIBILITY);
      setTouched(false);
    } catch (error) {
      const message = mutationErrorMessage(error, NOTE_FAILURE_MESSAGE);
      if (message) showToast('error', message);
    }
  };

  return (
    <Section title="Notes">
      {project.abilities.can_add_note && (
        <form onSubmit={add} noValidate>
          <Stack gap="2" mb="4">
            <Field.Root invalid={touched && empty}>
              <Field.Label>New note</Field.Label>
              <Textarea rows={3} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
              <Field.ErrorText>{NOTE_CONTENT_MESSAGE}</Field.ErrorText>
            </Field.Root>
            <HStack>
              <VisibilitySelect label="Note visibility" value={visibility} onChange={setVisibility} />
              <Button type="submit" size="sm" disabled={empty || adding.loading} loading={adding.loading}>
                Add note
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {project.notes.length === 0 ? (
        <Text color="fg.muted">No notes yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Project notes">
          {project.notes.map((n) => (
            <NoteItem key={n.id} projectId={project.id} note={n} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

const FOLDER_STATE_LABELS: Record<string, string> = {
  not_created: 'Not created',
  creating: 'Creating…',
  created: 'Created',
  failed: 'Failed',
};

export function FoldersSection({ project }: { project: ProjectData }) {
  const [starting, setStarting] = useState(false);
  const status = useQuery(ProjectFolderStatusDocument, {
    variables: { id: project.id },
    fetchPolicy: 'network-only',
  });
  const folder = status.data?.project?.folder_status;
  const state = starting ? 'creating' : (folder?.status ?? project.folder_state);
  // Poll while the server reports work in progress (another tab or a slow provider).
  const polling = folder?.status === 'creating';
  const { startPolling, stopPolling } = status;
  useEffect(() => {
    if (polling) startPolling(1500);
    else stopPolling();
  }, [polling, startPolling, stopPolling]);
  const [createFolders] = useMutation(CreateFolderStructureDocument, {
    refetchQueries: ['ProjectFolderStatus', 'ProjectActivity'],
  });

  const create = async () => {
    setStarting(true);
    try {
      const result = await createFolders({ variables: { project_id: project.id } });
      const outcome = result.data?.createFolderStructure;
      if (outcome?.status === 'created') showToast('success', 'Folder structure created');
      else if (outcome?.status === 'failed') showToast('error', outcome.error ?? 'Folder creation failed');
    } catch {
      // shown by the error link
    } finally {
      setStarting(false);
    }
  };

  const canCreate = project.abilities.can_create_folders;
  return (
    <Section
      title="Project folders"
      actions={
        canCreate && (state === 'not_created' || state === 'failed') ? (
          <Button size="sm" variant="outline" onClick={create}>
            {state === 'failed' ? 'Retry' : 'Create folder structure'}
          </Button>
        ) : undefined
      }
    >
      <Text role="status" aria-label="Folder status">
        Folder status: <strong>{FOLDER_STATE_LABELS[state] ?? state}</strong>
        {folder?.provider ? ` (${folder.provider} drive)` : ''}
      </Text>
      {state === 'failed' && (
        <Text color="fg.error" fontSize="sm" mt="1">
          {folder?.error ?? project.folder_error ?? 'Folder creation failed'}
        </Text>
      )}
      {folder && folder.folders.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {state === 'created' ? 'Folders: ' : 'Will create: '}
          {folder.folders.join(', ')}
        </Text>
      )}
    </Section>
  );
}

export function StatsSection({ project }: { project: ProjectData }) {
  const s = project.stats;
  return (
    <Section title="Stats">
      <Flex gap="6" wrap="wrap" mb="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Team
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {s.team_count}
          </Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Notes
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {s.note_count}
          </Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Days
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {s.days_total === null || s.days_total === undefined
              ? '—'
              : `${s.days_elapsed ?? 0} of ${s.days_total} (${s.days_remaining ?? 0} left)`}
          </Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Last activity
          </Text>
          <Text fontSize="xl" fontWeight="bold">
            {formatDate(s.last_activity_at)}
          </Text>
        </Box>
      </Flex>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Budget vs committed">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Budget</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Committed</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Remaining</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {s.spend_vs_budget.map((line) => (
              <Table.Row key={line.category}>
                <Table.Cell textTransform="capitalize">{line.category}</Table.Cell>
                <Table.Cell textAlign="end">{formatPence(line.budget_pence)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPence(line.committed_pence)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPence(line.remaining_pence)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell>Total</Table.Cell>
              <Table.Cell textAlign="end">{formatPence(s.budget_total_pence)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPence(s.committed_total_pence)}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatPence(s.budget_total_pence - s.committed_total_pence)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}

const HISTORY_PAGE_SIZE = 10;

export function HistorySection({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(ProjectActivityDocument, {
    variables: { id: projectId, page, size: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const activity = data?.project?.activity;
  return (
    <Section title="History">
      {loading && !activity ? (
        <Text color="fg.muted">Loading history…</Text>
      ) : !activity || activity.items.length === 0 ? (
        <Text color="fg.muted">No history yet.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2" aria-label="Project history">
          {activity.items.map((a) => {
            const who = a.actor ? `${a.actor.first_name} ${a.actor.last_name}` : 'System';
            const detail = a.details?.name ?? a.details?.filename;
            const name = typeof detail === 'string' ? detail : null;
            return (
              <Box as="li" key={a.id} fontSize="sm">
                <Text>
                  <strong>{ACTIVITY_LABELS[a.action] ?? a.action}</strong>
                  {a.from_state && a.to_state
                    ? `: ${statusLabel(a.from_state)} → ${statusLabel(a.to_state)}`
                    : ''}
                  {name ? `: ${name}` : ''}
                  {a.reason ? ` — “${a.reason}”` : ''}
                </Text>
                <Text color="fg.muted">
                  {who} · {formatDateTime(a.created_at)}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
      {activity && activity.pages > 1 && (
        <HStack mt="3">
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={page >= activity.pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </HStack>
      )}
    </Section>
  );
}

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function FilesSection({ projectId }: { projectId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const files = useQuery(ProjectFilesDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const list = files.data?.project?.files ?? [];

  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      await uploadFile(file, projectId);
      showToast('success', `${file.name} uploaded`);
      if (input.current) input.current.value = '';
      await files.refetch();
    } catch (error) {
      if (error instanceof FileCallError && error.message) showToast('error', error.message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Section title="Files">
      <Flex gap="2" mb="3" align="center" wrap="wrap">
        <input ref={input} type="file" aria-label="Choose a file" />
        <Button size="sm" onClick={upload} loading={uploading}>
          Upload
        </Button>
      </Flex>
      {files.error ? (
        <Text color="fg.muted">Files are not available right now.</Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted">No files yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Project files">
          {list.map((f) => (
            <Flex as="li" key={f.id} justify="space-between" align="center" gap="2">
              <Text fontSize="sm">
                {f.filename} · {fileSize(f.size)} · {formatDate(f.created_at)}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  downloadFile(`/files/uploads/${encodeURIComponent(f.id)}/content`, f.filename).catch(
                    (error: unknown) => {
                      if (error instanceof FileCallError && error.message) showToast('error', error.message);
                    },
                  );
                }}
              >
                Download
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Section>
  );
}
