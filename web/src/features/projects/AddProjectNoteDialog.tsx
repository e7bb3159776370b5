// The Add Project Note flow (spec §2, §5, §8): opened from the quick action or ?create=note. Workers pick
// from their own projects only; submit stays disabled while a field is missing or while saving. The note goes
// through the phone's outbox (lib/outbox.ts, decision 0063) with its own Idempotency-Key: with no signal it is
// saved on the phone and sent once when the signal returns.
import { useState } from 'react';
import { Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useAuth } from '../auth';
import { hasRole } from '../auth';
import { SAVED_ON_PHONE, Refused, submit as send } from '../../lib/outbox';
import { outboxOperation } from '../../lib/outbox-operation';
import { useRememberedQuery } from '../../lib/offline-query';
import { showToast } from '../../lib/toast';
import { ProjectOptionsDocument } from './project-options.api';
import { AddProjectNoteDocument, AllProjectOptionsDocument } from './projects.api';
import {
  DEFAULT_NOTE_VISIBILITY,
  NOTE_CONTENT_MESSAGE,
  NOTE_FAILURE_MESSAGE,
  NOTE_SUCCESS_MESSAGE,
  NOTE_VISIBILITY_OPTIONS,
  SELECT_PROJECT_MESSAGE,
} from './project-labels';
import { FormDialog } from '../../components/FormDialog';

export interface AddProjectNoteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselects a project (e.g. from a project page). */
  projectId?: string;
}

function useProjectOptions(enabled: boolean) {
  const { user } = useAuth();
  const supervisor = hasRole(user?.role, 'supervisor');
  // Workers only ever see the projects they are on; supervisors and up any live project of the company.
  const mine = useRememberedQuery(ProjectOptionsDocument, {
    skip: !enabled || supervisor,
    fetchPolicy: 'network-only',
  });
  const all = useRememberedQuery(AllProjectOptionsDocument, {
    skip: !enabled || !supervisor,
    fetchPolicy: 'network-only',
  });
  const items = supervisor ? all.data?.projects.items : mine.data?.myProjects.items;
  return { items: items ?? [], loading: supervisor ? all.loading : mine.loading };
}

export function AddProjectNoteDialog({ open, onClose, projectId }: AddProjectNoteDialogProps) {
  const [project, setProject] = useState(projectId ?? '');
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<string>(DEFAULT_NOTE_VISIBILITY);
  const [touched, setTouched] = useState({ project: false, content: false });
  const [saving, setSaving] = useState(false);
  const options = useProjectOptions(open);
  // Only the levels the writer may choose: their role and below (core-api refuses the others).
  const { user } = useAuth();

  const projectMissing = project === '';
  const contentMissing = content.trim() === '';

  const close = () => {
    if (saving) return;
    setProject(projectId ?? '');
    setContent('');
    setVisibility(DEFAULT_NOTE_VISIBILITY);
    setTouched({ project: false, content: false });
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ project: true, content: true });
    if (projectMissing || contentMissing || saving) return;
    const chosen = options.items.find((p) => p.id === project);
    setSaving(true);
    try {
      const outcome = await send({
        kind: 'project_note',
        title: 'Project note',
        detail: chosen?.project_number ?? 'Project',
        operation: outboxOperation(AddProjectNoteDocument, {
          project_id: project,
          content: content.trim(),
          visibility_level: visibility,
        }),
        refetch: ['Project', 'ProjectNotes'],
      });
      showToast(outcome.sent ? 'success' : 'info', outcome.sent ? NOTE_SUCCESS_MESSAGE : SAVED_ON_PHONE);
      setContent('');
      setTouched({ project: false, content: false });
      onClose();
    } catch (error) {
      const message = error instanceof Refused ? error.message : NOTE_FAILURE_MESSAGE;
      showToast('error', message || NOTE_FAILURE_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add Project Note"
      submitLabel="Add Note"
      submitting={saving}
      submitDisabled={projectMissing || contentMissing}
      onSubmit={submit}
      size="md"
    >
      <Stack gap="4">
        <Field.Root invalid={touched.project && projectMissing}>
          <Field.Label>Project</Field.Label>
          <NativeSelect.Root disabled={options.loading}>
            <NativeSelect.Field
              value={project}
              onChange={(e) => setProject(e.currentTarget.value)}
              onBlur={() => setTouched((t) => ({ ...t, project: true }))}
            >
              <option value="">{options.loading ? 'Loading projects…' : 'Select a project'}</option>
              {options.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.project_number} — {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{SELECT_PROJECT_MESSAGE}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={touched.content && contentMissing}>
          <Field.Label>Note</Field.Label>
          <Textarea
            rows={5}
            value={content}
            onChange={(e) => {
              setContent(e.currentTarget.value);
              setTouched((t) => ({ ...t, content: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, content: true }))}
          />
          <Field.ErrorText>{NOTE_CONTENT_MESSAGE}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Visibility</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={visibility} onChange={(e) => setVisibility(e.currentTarget.value)}>
              {NOTE_VISIBILITY_OPTIONS.filter((o) => hasRole(user?.role, o.value)).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
