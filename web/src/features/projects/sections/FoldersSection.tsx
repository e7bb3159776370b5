// The project's folders: their status (polled while being created), creating them, and — with the company's
// cloud drive connected — the tree there and each document's filed state (CloudDriveTree).
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { showToast } from '../../../lib/toast';
import { CreateFolderStructureDocument, ProjectFolderStatusDocument } from '../projects.api';
import { CloudDriveTree, cloudBusy } from './CloudDriveTree';
import type { ProjectData } from './project-data';
import { Section } from './Section';

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
  const filings = status.data?.project?.cloud_filings;
  // Poll while the server reports work in progress (another tab, a slow provider, the cloud drive's queue).
  const polling = folder?.status === 'creating' || cloudBusy(folder?.cloud, filings);
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
      {folder?.cloud && <CloudDriveTree tree={folder.cloud} filings={filings ?? []} />}
    </Section>
  );
}
