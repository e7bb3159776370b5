// The project's notes: add one (spec §5/§8 messages, errors shown here rather than by the error link) and
// the notes the user may read.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { showToast } from '../../../lib/toaster';
import { NOTE_CONTENT_MESSAGE, NOTE_FAILURE_MESSAGE, NOTE_SUCCESS_MESSAGE } from '../AddProjectNoteDialog';
import { mutationErrorMessage } from '../project-errors';
import { DEFAULT_NOTE_VISIBILITY } from '../project-labels';
import { AddProjectNoteDocument } from '../projects.api';
import { NoteItem } from './NoteItem';
import type { ProjectData } from './project-data';
import { Section } from './Section';
import { VisibilitySelect } from './VisibilitySelect';

export function NotesSection({ project }: { project: ProjectData }) {
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<string>(DEFAULT_NOTE_VISIBILITY);
  const [touched, setTouched] = useState(false);
  const idempotency = useIdempotencyKey();
  const [addNote, adding] = useMutation(AddProjectNoteDocument, {
    context: { handlesOwnErrors: true, ...idempotency.context },
    refetchQueries: ['Project'],
    awaitRefetchQueries: true,
  });
  const empty = content.trim() === '';

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    try {
      await addNote({
        variables: { project_id: project.id, content: content.trim(), visibility_level: visibility },
      });
      idempotency.renew();
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
            <HStack wrap="wrap">
              <VisibilitySelect
                label="Note visibility"
                value={visibility}
                onChange={setVisibility}
                levels={project.abilities.note_levels}
              />
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
            <NoteItem key={n.id} projectId={project.id} note={n} levels={project.abilities.note_levels} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
