// Previews a project's image or PDF in the page: the bytes are fetched with the bearer token (the stored file is
// not public) and shown from an object URL, revoked when the dialog closes. Other types are downloaded instead.
import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Image, Portal, Spinner, Text } from '@chakra-ui/react';
import '../../../lib/dialog-recipe';
import { downloadFile, fetchFileBlob, FileCallError } from '../../../lib/files';
import type { PreviewFile } from './file-preview';

const contentPath = (id: string) => `/files/uploads/${encodeURIComponent(id)}/content`;

export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    let created: string | null = null;
    let cancelled = false;
    setUrl(null);
    setError(null);
    fetchFileBlob(contentPath(file.id))
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(new Blob([blob], { type: file.content_type }));
        setUrl(created);
      })
      .catch((err: unknown) => {
        if (!cancelled)
          setError(err instanceof FileCallError && err.message ? err.message : 'Preview failed');
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [file]);

  const pdf = file?.content_type === 'application/pdf';
  return (
    <Dialog.Root
      open={file !== null}
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Dialog.Title css={{ overflowWrap: 'anywhere' }}>{file?.filename}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <Text color="fg.error">{error}</Text>
              ) : !url ? (
                <Flex justify="center" py="10" role="status" aria-label="Loading preview">
                  <Spinner />
                </Flex>
              ) : pdf ? (
                <Box
                  as="iframe"
                  {...{ src: url, title: `Preview of ${file?.filename}` }}
                  w="full"
                  h="70vh"
                  border="0"
                />
              ) : (
                <Image
                  src={url}
                  alt={`Preview of ${file?.filename}`}
                  maxH="70vh"
                  mx="auto"
                  objectFit="contain"
                />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {file && (
                <Button
                  variant="outline"
                  onClick={() => {
                    downloadFile(contentPath(file.id), file.filename).catch(() => undefined);
                  }}
                >
                  Download
                </Button>
              )}
              <Button onClick={onClose}>Done</Button>
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
