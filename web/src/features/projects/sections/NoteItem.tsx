// One project note: its author, time, visibility and "(edited)" once changed; edit and delete (confirmed in the
// app's own dialog) when the note's abilities allow.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/LazyConfirmDialog';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { DeleteProjectNoteDocument, UpdateProjectNoteDocument } from '../projects.api';
import { visibilityLabel } from '../project-labels';
import type { ProjectData } from './project-data';
import { VisibilitySelect } from './VisibilitySelect';

export function NoteItem({
  projectId,
  note,
  levels,
}: {
  projectId: string;
  note: ProjectData['notes'][number];
  levels: readonly string[];
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [content, setContent] = useState(note.content);
  const [visibility, setVisibility] = useState<string>(note.visibility_level);
  const refetch = { refetchQueries: ['Project', 'ProjectNotes'], awaitRefetchQueries: true };
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
          {note.edited_at && (
            <Text as="span" title={`Edited ${formatDateTime(note.edited_at)}`}>
              {' '}
              (edited)
            </Text>
          )}
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
          <HStack wrap="wrap">
            <VisibilitySelect
              label="Edit visibility"
              value={visibility}
              onChange={setVisibility}
              levels={levels}
            />
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
        <Text whiteSpace="pre-wrap" css={{ overflowWrap: 'anywhere' }}>
          {note.content}
        </Text>
      )}
      {!editing && (note.can_edit || note.can_delete) && (
        <HStack mt="2">
          {note.can_edit && (
            <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {note.can_delete && (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </HStack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this note?"
        confirmLabel="Delete note"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          deleteNote({ variables: { project_id: projectId, note_id: note.id } })
            .then(() => showToast('success', 'Note deleted'))
            .catch(() => false)
        }
      >
        The note is removed for everyone; the project history keeps a record that it was deleted.
      </ConfirmDialog>
    </Box>
  );
}
