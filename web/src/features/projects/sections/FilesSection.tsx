// The project's files as its drive tree: the folders documents are filed in ("04 Site Forms", "09 Applications &
// Valuations") with their files, and the project's own files at the top; a folder opens with a path back to all
// files (decision 0066). Add several files at once (FileUploader), preview images and PDFs, download, and delete —
// only where the server's `can_delete` says so (the uploader or a manager and up; a form's PDF, photo or
// signature, a manager and up), confirmed first; the project's history keeps a record. An archived project shows
// its files read-only.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Breadcrumb, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme/recipes/breadcrumb';
import { registerRecipes, system } from '../../../lib/theme';
import { FolderClosed } from 'lucide-react';
import { ConfirmDialog } from '../../../components/LazyConfirmDialog';
import { lazyDialogOpenWhen } from '../../../lib/lazy-page';
import { deleteFile, downloadFile, FileCallError } from '../../../lib/files';
import { formatDate, plural } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ProjectFilesDocument } from '../projects.api';
import { fileSize } from './file-size';
import { canPreview, type PreviewFile } from './file-preview';
import { FileUploader } from './FileUploader';
import type { ProjectData } from './project-data';
import { Section } from './Section';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { breadcrumb: breadcrumbSlotRecipe });

/** The preview loads when a file is first opened (issue 36). */
const FilePreviewDialog = lazyDialogOpenWhen(
  () => import('./FilePreviewDialog').then((m) => m.FilePreviewDialog),
  (props) => props.file !== null,
  { apollo: false },
);

type StoredFile = PreviewFile & {
  size: number;
  created_at: string;
  can_delete: boolean;
  folder?: string | null;
};

/** The files at the top and each folder's files, folders in their template's order (their names sort so). */
export function fileTree(files: readonly StoredFile[]): {
  top: StoredFile[];
  folders: { name: string; files: StoredFile[] }[];
} {
  const byFolder = new Map<string, StoredFile[]>();
  const top: StoredFile[] = [];
  for (const f of files) {
    if (!f.folder) top.push(f);
    else byFolder.set(f.folder, [...(byFolder.get(f.folder) ?? []), f]);
  }
  const folders = [...byFolder.keys()]
    .sort((a, b) => a.localeCompare(b, 'en-GB', { numeric: true }))
    .map((name) => ({ name, files: byFolder.get(name)! }));
  return { top, folders };
}

export function FilesSection({ project }: { project: ProjectData }) {
  const [previewing, setPreviewing] = useState<PreviewFile | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const [openFolder, setOpenFolder] = useState<string | null>(null);
  const files = useQuery(ProjectFilesDocument, {
    variables: { id: project.id },
    fetchPolicy: 'cache-and-network',
  });
  const list: StoredFile[] = files.data?.project?.files ?? [];
  const tree = fileTree(list);
  const inFolder = openFolder ? tree.folders.find((f) => f.name === openFolder) : undefined;
  const shown = inFolder ? inFolder.files : tree.top;
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
        <Stack gap="2">
          <Breadcrumb.Root aria-label="Folder path" size="sm">
            <Breadcrumb.List>
              <Breadcrumb.Item>
                {inFolder ? (
                  <Breadcrumb.Link asChild>
                    <button type="button" onClick={() => setOpenFolder(null)}>
                      All files
                    </button>
                  </Breadcrumb.Link>
                ) : (
                  <Breadcrumb.CurrentLink>All files</Breadcrumb.CurrentLink>
                )}
              </Breadcrumb.Item>
              {inFolder && (
                <>
                  <Breadcrumb.Separator />
                  <Breadcrumb.Item>
                    <Breadcrumb.CurrentLink>{inFolder.name}</Breadcrumb.CurrentLink>
                  </Breadcrumb.Item>
                </>
              )}
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Stack as="ul" listStyleType="none" gap="2" aria-label={inFolder ? inFolder.name : 'Project files'}>
            {!inFolder &&
              tree.folders.map((folder) => (
                <Box as="li" key={folder.name}>
                  <Button
                    variant="ghost"
                    size="sm"
                    px="1"
                    justifyContent="flex-start"
                    w="full"
                    aria-label={`Open folder ${folder.name}, ${plural(folder.files.length, 'file')}`}
                    onClick={() => setOpenFolder(folder.name)}
                  >
                    <FolderClosed aria-hidden />
                    <Text as="span" fontWeight="medium" truncate>
                      {folder.name}
                    </Text>
                    <Text as="span" fontSize="xs" color="fg.muted" ms="auto">
                      {plural(folder.files.length, 'file')}
                    </Text>
                  </Button>
                </Box>
              ))}
            {shown.map((f) => (
              <FileRow
                key={f.id}
                file={f}
                onPreview={setPreviewing}
                onDownload={(file) => void download(file)}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
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

function FileRow({
  file: f,
  onPreview,
  onDownload,
  onDelete,
}: {
  file: StoredFile;
  onPreview: (f: StoredFile) => void;
  onDownload: (f: StoredFile) => void;
  onDelete: (f: StoredFile) => void;
}) {
  return (
    <Flex as="li" justify="space-between" align="center" gap="2" wrap="wrap">
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
            onClick={() => onPreview(f)}
          >
            Preview
          </Button>
        )}
        <Button
          size="xs"
          variant="outline"
          aria-label={`Download ${f.filename}`}
          onClick={() => onDownload(f)}
        >
          Download
        </Button>
        {/* Only where core-api says the reader may delete (it refuses the rest with 403). */}
        {f.can_delete && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete ${f.filename}`}
            onClick={() => onDelete(f)}
          >
            Delete
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
