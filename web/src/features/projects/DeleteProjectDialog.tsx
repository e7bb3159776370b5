// Deleting a project: refused with the server's reason (409) while it has a team or data attached, then
// "Force delete" for those allowed (spec §7 force=true). Its errors are shown here, not by the error link.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import '../../lib/dialog-recipe';
import { showToast } from '../../lib/toast';
import { errorCode, mutationErrorMessage } from './project-errors';
import { DeleteProjectDocument } from './projects.api';
import type { ProjectData } from './sections/project-data';

export function DeleteProjectDialog({
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
  const [deleteProject, { loading }] = useMutation(DeleteProjectDocument, {
    context: { handlesOwnErrors: true },
  });
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
