// The project in the company's cloud drive (issue 37): the tree there (progress while it is made, a link to
// each folder, why it failed) and each document's filed state — queued, filed with its "Open in …" link, or
// failed with the reason and a Retry for supervisors and up.
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ProjectFolderStatusQuery } from '../../../generated/graphql';
import { messageFromError } from '../../../lib/mutation-error';
import { showToast } from '../../../lib/toast';
import { RetryCloudFilingDocument } from '../projects.api';

type Project = NonNullable<ProjectFolderStatusQuery['project']>;
type Tree = NonNullable<Project['folder_status']['cloud']>;
type Filing = Project['cloud_filings'][number];

const TREE_LABELS: Record<string, string> = {
  not_started: 'Not made yet',
  queued: 'Waiting to be made',
  creating: 'Being made',
  created: 'Made',
  failed: 'Failed',
};

const FILING_LABELS: Record<string, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  filing: { label: 'Filing…', palette: 'blue' },
  filed: { label: 'Filed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

/** Whether the drive still has work to do for this project (the section polls while it does). */
export function cloudBusy(tree: Tree | null | undefined, filings: readonly Filing[] | undefined): boolean {
  const treeBusy = !!tree && (tree.status === 'queued' || tree.status === 'creating');
  const filingBusy = (filings ?? []).some((f) => f.status === 'queued' || f.status === 'filing');
  return tree?.connection_status !== 'needs_reconnecting' && (treeBusy || filingBusy);
}

export function CloudDriveTree({ tree, filings }: { tree: Tree; filings: readonly Filing[] }) {
  const [retry, { loading: retrying }] = useMutation(RetryCloudFilingDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: ['ProjectFolderStatus'],
  });
  const open = `Open in ${tree.provider_name}`;
  return (
    <Box mt="3" borderTopWidth="1px" pt="3" aria-label={`In ${tree.provider_name}`} role="region">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium">In {tree.provider_name}:</Text>
        <Text role="status" aria-label={`${tree.provider_name} folders`}>
          {TREE_LABELS[tree.status] ?? tree.status}
          {tree.status === 'creating' || tree.status === 'queued'
            ? ` (${tree.folders_done} of ${tree.folders_total} folders)`
            : ''}
          {tree.archived ? ' — moved to Archive' : ''}
        </Text>
        {tree.web_url && (
          <Link href={tree.web_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
            {open}
          </Link>
        )}
      </Flex>
      {tree.connection_status === 'needs_reconnecting' && (
        <Text fontSize="sm" color="fg.error" mt="1">
          {tree.provider_name} needs reconnecting by a company admin (Settings). Nothing is lost: documents
          wait and go once it is reconnected.
        </Text>
      )}
      {tree.error && (
        <Text fontSize="sm" color="fg.error" mt="1">
          {tree.error}
        </Text>
      )}
      {tree.folders.some((f) => f.web_url) && (
        <Flex as="ul" gap="1" wrap="wrap" mt="2" listStyleType="none" aria-label="Folders">
          {tree.folders.map((f) => (
            <Box as="li" key={f.name} fontSize="sm" me="3">
              {f.web_url ? (
                <Link href={f.web_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                  {f.name}
                </Link>
              ) : (
                <Text as="span" color="fg.muted">
                  {f.name}
                </Text>
              )}
            </Box>
          ))}
        </Flex>
      )}
      {filings.length > 0 && (
        <Stack as="ul" gap="2" mt="3" listStyleType="none" aria-label={`Documents in ${tree.provider_name}`}>
          {filings.map((f) => {
            const state = FILING_LABELS[f.status] ?? { label: f.status, palette: 'gray' };
            return (
              <Box as="li" key={f.id} fontSize="sm">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette={state.palette}>{state.label}</Badge>
                  <Text as="span" wordBreak="break-word">
                    {f.name ?? 'Document'}
                  </Text>
                  {f.folder && (
                    <Text as="span" color="fg.muted">
                      in {f.folder}
                    </Text>
                  )}
                  {f.status === 'filed' && f.web_url && (
                    <Link href={f.web_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                      {open}
                    </Link>
                  )}
                  {f.can_retry && (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={retrying}
                      onClick={() =>
                        retry({ variables: { id: f.id } })
                          .then(() => showToast('success', 'Sent again'))
                          .catch((err: unknown) => showToast('error', messageFromError(err)))
                      }
                    >
                      Retry
                    </Button>
                  )}
                </Flex>
                {f.status === 'failed' && f.error && (
                  <Text color="fg.error" mt="1">
                    {f.error}
                  </Text>
                )}
                {f.status === 'queued' && f.waiting_for_reconnect && (
                  <Text color="fg.muted" mt="1">
                    Waiting for {f.provider_name} to be reconnected.
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
