// The project's notes: add one (spec §5/§8 messages, errors shown here rather than by the error link) and
// the notes the user may read — the newest come with the page, "Show all" asks for the rest (show-all.tsx).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { showToast } from '../../../lib/toast';
import { mutationErrorMessage } from '../project-errors';
import {
  DEFAULT_NOTE_VISIBILITY,
  NOTE_CONTENT_MESSAGE,
  NOTE_FAILURE_MESSAGE,
  NOTE_SUCCESS_MESSAGE,
} from '../project-labels';
import { AddProjectNoteDocument, ProjectNotesDocument } from '../projects.api';
import { NoteItem } from './NoteItem';
import type { ProjectData } from './project-data';
import { Section } from './Section';
import { FindBox, PREVIEW, ShowAllControls, usePagedFind } from './show-all';
import { VisibilitySelect } from './VisibilitySelect';

type Note = ProjectData['notes'][number];

/** Does the note's text or its author's name contain `needle` (lower case)? */
export function noteMatches(n: Note, needle: string): boolean {
  const author = n.author ? `${n.author.first_name} ${n.author.last_name}` : '';
  return n.content.toLowerCase().includes(needle) || author.toLowerCase().includes(needle);
}

export function NotesSection({ project }: { project: ProjectData }) {
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<string>(DEFAULT_NOTE_VISIBILITY);
  const [touched, setTouched] = useState(false);
  const idempotency = useIdempotencyKey();
  const [addNote, adding] = useMutation(AddProjectNoteDocument, {
    context: { handlesOwnErrors: true, ...idempotency.context },
    refetchQueries: ['Project', 'ProjectNotes'],
    awaitRefetchQueries: true,
  });
  const empty = content.trim() === '';
  const [showAll, setShowAll] = useState(false);
  const whole = useQuery(ProjectNotesDocument, { variables: { id: project.id }, skip: !showAll });
  const notes = (showAll ? whole.data?.project?.notes : null) ?? project.notes;
  const pages = usePagedFind(notes, noteMatches);
  const listed = showAll ? pages.listed : notes;

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
      {project.note_count === 0 ? (
        <Text color="fg.muted">No notes yet.</Text>
      ) : (
        <>
          {showAll && notes.length > PREVIEW && (
            <FindBox
              label="Find in notes"
              placeholder="Words or an author"
              value={pages.find}
              onChange={pages.setFind}
            />
          )}
          {listed.length === 0 ? (
            <Text color="fg.muted">No note matches “{pages.find.trim()}”.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Project notes">
              {listed.map((n) => (
                <NoteItem key={n.id} projectId={project.id} note={n} levels={project.abilities.note_levels} />
              ))}
            </Stack>
          )}
          <ShowAllControls
            noun="notes"
            total={project.note_count}
            loaded={project.notes.length}
            showAll={showAll}
            onShowAll={() => setShowAll(true)}
            whole={whole}
            remaining={showAll ? pages.remaining : 0}
            onShowMore={pages.showMore}
          />
        </>
      )}
    </Section>
  );
}
