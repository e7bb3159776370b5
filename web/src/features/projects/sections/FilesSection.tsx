// The project's files: add several at once (FileUploader), preview images and PDFs, download, and delete — the
// uploader or a manager and up, confirmed first; the project's history keeps a record. An archived project
// shows its files read-only.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteFile, downloadFile, FileCallError } from '../../../lib/files';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toaster';
import { ProjectFilesDocument } from '../projects.api';
import { fileSize } from './file-size';
import { FilePreviewDialog, canPreview, type PreviewFile } from './FilePreviewDialog';
import { FileUploader } from './FileUploader';
import type { ProjectData } from './project-data';
import { Section } from './Section';

type StoredFile = PreviewFile & { size: number; created_at: string; can_delete: boolean };

export function FilesSection({ project }: { project: ProjectData }) {
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const files = useQuery(ProjectFilesDocument, {
    variables: { id: project.id },
    fetchPolicy: 'cache-and-network',
  });
  const list: StoredFile[] = files.data?.project?.files ?? [];
  const download = (f: StoredFile) =>
    downloadFile(`/files/uploads/${encodeURIComponent(f.id)}/content`, f.filename).catch((error: unknown) => {
      if (error instanceof FileCallError && error.message) showToast('error', error.message);
    });

  return (
    <Section title="Files">
      {project.abilities.can_upload && (
        <FileUploader projectId={project.id} onUploaded={() => files.refetch()} />
      )}
      {files.error ? (
        <Text color="fg.muted">Files are not available right now.</Text>
      ) : list.length === 0 ? (
        <Text color="fg.muted">No files yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Project files">
          {list.map((f) => (
            <Flex as="li" key={f.id} justify="space-between" align="center" gap="2" wrap="wrap">
              <Box minW="0" flex="1">
                <Text fontSize="sm" css={{ overflowWrap: 'anywhere' }}>
                  {f.filename}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {fileSize(f.size)} · {formatDate(f.created_at)}
                </Text>
              </Box>
              <HStack gap="1">
                {canPreview(f) && (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Preview ${f.filename}`}
                    onClick={() => setPreviewing(f)}
                  >
                    Preview
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Download ${f.filename}`}
                  onClick={() => void download(f)}
                >
                  Download
                </Button>
                {f.can_delete && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={`Delete ${f.filename}`}
                    onClick={() => setDeleting(f)}
                  >
                    Delete
                  </Button>
                )}
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}
      <FilePreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.filename ?? 'file'}?`}
        confirmLabel="Delete file"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteFile(deleting.id);
            showToast('success', `${deleting.filename} deleted`);
            await files.refetch();
          } catch (error) {
            if (error instanceof FileCallError && error.message) showToast('error', error.message);
            return false;
          }
        }}
      >
        The file is removed from the project. The project history keeps a record of who deleted it and when.
      </ConfirmDialog>
    </Section>
  );
}
