// Adding files to a project: several at once — chosen, dropped onto the drop zone (desktop) or taken with the
// phone's camera (`capture`) — listed before they go, then uploaded one by one through the spec's upload helper.
// Upload stays disabled until something is chosen.
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, CloseButton, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Camera, Paperclip, Upload } from 'lucide-react';
import { FileCallError, uploadFile } from '../../../lib/files';
import { showToast } from '../../../lib/toast';
import { fileSize } from './file-size';

/** What core-api accepts (it checks the bytes too): PDFs, images, Word/Excel, CSV and text. */
export const ACCEPTED_FILES =
  'application/pdf,image/*,.heic,.heif,.doc,.docx,.xls,.xlsx,.csv,.txt,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function FileUploader({ projectId, onUploaded }: { projectId: string; onUploaded: () => unknown }) {
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    const files = Array.from(list);
    setPending((current) => [...current, ...files]);
  };

  const upload = async () => {
    if (!pending.length) return;
    setUploading(true);
    const done: string[] = [];
    const left: File[] = [];
    for (const file of pending) {
      try {
        await uploadFile(file, projectId);
        done.push(file.name);
      } catch (error) {
        left.push(file);
        if (error instanceof FileCallError && error.message) {
          showToast('error', `${file.name}: ${error.message}`);
        }
        if (error instanceof FileCallError && error.status === 401) break; // signed out
      }
    }
    setPending(left);
    setUploading(false);
    if (chooser.current) chooser.current.value = '';
    if (camera.current) camera.current.value = '';
    if (done.length === 1) showToast('success', `${done[0]} uploaded`);
    else if (done.length > 1) showToast('success', `${done.length} files uploaded`);
    if (done.length) await onUploaded();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Stack gap="2" mb="3">
      <Box
        data-testid="file-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'blue.500' : 'border'}
        bg={dragging ? 'blue.subtle' : undefined}
        rounded="md"
        p="3"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Flex gap="2" align="center" wrap="wrap">
          <input
            ref={chooser}
            type="file"
            multiple
            accept={ACCEPTED_FILES}
            aria-label="Choose files"
            style={{ display: 'none' }}
            onChange={(e) => add(e.currentTarget.files)}
          />
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="Take a photo"
            style={{ display: 'none' }}
            onChange={(e) => add(e.currentTarget.files)}
          />
          <Button size="sm" variant="outline" onClick={() => chooser.current?.click()}>
            <Paperclip aria-hidden /> Choose files
          </Button>
          <Button size="sm" variant="outline" hideFrom="md" onClick={() => camera.current?.click()}>
            <Camera aria-hidden /> Take photo
          </Button>
          <Text fontSize="sm" color="fg.muted" hideBelow="md">
            or drag files here
          </Text>
        </Flex>
        {pending.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="1" mt="2" aria-label="Files to upload">
            {pending.map((file, i) => (
              <HStack as="li" key={`${file.name}-${i}`} justify="space-between" fontSize="sm" gap="2">
                <Text minW="0" css={{ overflowWrap: 'anywhere' }}>
                  {file.name} · {fileSize(file.size)}
                </Text>
                <CloseButton
                  size="2xs"
                  aria-label={`Do not upload ${file.name}`}
                  disabled={uploading}
                  onClick={() => setPending((current) => current.filter((_, j) => j !== i))}
                />
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
      <Button
        size="sm"
        alignSelf="flex-start"
        colorPalette="blue"
        onClick={upload}
        loading={uploading}
        disabled={pending.length === 0}
      >
        <Upload aria-hidden />
        {pending.length > 1 ? `Upload ${pending.length} files` : 'Upload'}
      </Button>
    </Stack>
  );
}
