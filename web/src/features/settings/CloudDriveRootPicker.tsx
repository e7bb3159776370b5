// Where the company's project folders go: the roots the connection may list (My Drive, OneDrive, a SharePoint
// site's libraries found from its address), browsed down folder by folder, and "Use this folder".
import { useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import {
  ChooseCloudDriveRootDocument,
  CloudDriveDocument,
  CloudDriveFoldersDocument,
  CloudDriveRootsDocument,
} from './cloud-drive.api';
import { NOT_LISTED, ROOT_KINDS } from './cloud-drive-words';

interface Place {
  id: string;
  name: string;
}

export function CloudDriveRootPicker(props: { provider: string; onDone: () => void }) {
  const [siteUrl, setSiteUrl] = useState('');
  const [site, setSite] = useState<string | null>(null);
  const roots = useQuery(CloudDriveRootsDocument, {
    variables: { site_url: site },
    context: { handlesOwnErrors: true },
    fetchPolicy: 'network-only',
  });
  // The folders walked into, root first: the last is the one "Use this folder" picks.
  const [path, setPath] = useState<Place[]>([]);
  const [loadFolders, folders] = useLazyQuery(CloudDriveFoldersDocument);
  // The connection has no id of its own to be merged by: the section's query is asked again.
  const [choose, { loading: choosing }] = useMutation(ChooseCloudDriveRootDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [CloudDriveDocument],
    awaitRefetchQueries: true,
  });
  const [error, setError] = useState<string | null>(null);

  const open = (trail: Place[]) => {
    setPath(trail);
    const last = trail[trail.length - 1];
    if (last) void loadFolders({ variables: { parent_id: last.id }, context: { handlesOwnErrors: true } });
  };
  const pick = async () => {
    const last = path[path.length - 1];
    if (!last) return;
    setError(null);
    try {
      await choose({ variables: { root_id: last.id } });
      showToast('success', `Project folders will go in “${last.name}”`);
      props.onDone();
    } catch (err) {
      setError(messageFromError(err));
    }
  };

  const listing = roots.data?.cloudDriveRoots;
  const current = path[path.length - 1];
  const inside =
    folders.data?.cloudDriveFolders?.parent_id === current?.id
      ? (folders.data?.cloudDriveFolders?.folders ?? []).flatMap((f) =>
          f?.id && f.name ? [{ id: f.id, name: f.name }] : [],
        )
      : null;
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="3"
      aria-label="Choose where project folders go"
      role="group"
    >
      {props.provider === 'microsoft_365' && (
        <Flex gap="2" align="flex-end" wrap="wrap">
          <Field.Root flex="1" minW="14rem">
            <Field.Label>SharePoint site address</Field.Label>
            <Input
              value={siteUrl}
              placeholder="https://yourcompany.sharepoint.com/sites/Projects"
              onChange={(e) => setSiteUrl(e.currentTarget.value)}
            />
          </Field.Root>
          <Button variant="outline" onClick={() => (setPath([]), setSite(siteUrl.trim() || null))}>
            Find libraries
          </Button>
        </Flex>
      )}
      {roots.loading && <Spinner size="sm" aria-label="Loading places" />}
      {roots.error && <Text color="fg.error">{messageFromError(roots.error)}</Text>}
      {listing && path.length === 0 && (
        <Stack gap="2">
          <Text fontWeight="medium">Start from</Text>
          {listing.roots.length === 0 && <Text color="fg.muted">Nothing to choose from here.</Text>}
          {listing.roots.map((root) => (
            <Button key={root.id} variant="outline" justifyContent="flex-start" onClick={() => open([root])}>
              {root.name}
              <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
                {ROOT_KINDS[root.kind] ?? root.kind}
                {root.site ? ` · ${root.site}` : ''}
              </Text>
            </Button>
          ))}
          {listing.not_listed.map((what) => (
            <Text key={what} fontSize="sm" color="fg.muted">
              {NOT_LISTED[what] ?? what}
            </Text>
          ))}
        </Stack>
      )}
      {current && (
        <Stack gap="2">
          <Flex gap="1" wrap="wrap" align="center" aria-label="Folder path">
            <Button size="xs" variant="ghost" onClick={() => setPath([])}>
              All places
            </Button>
            {path.map((p, i) => (
              <Flex key={p.id} align="center" gap="1">
                <Text color="fg.muted">/</Text>
                <Button size="xs" variant="ghost" onClick={() => open(path.slice(0, i + 1))}>
                  {p.name}
                </Button>
              </Flex>
            ))}
          </Flex>
          {folders.loading && <Spinner size="sm" aria-label="Loading folders" />}
          {folders.error && <Text color="fg.error">{messageFromError(folders.error)}</Text>}
          {inside && (
            <Box>
              {inside.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  No folders inside. Project folders can go straight in here.
                </Text>
              ) : (
                <Stack gap="1">
                  {inside.map((f) => (
                    <Button
                      key={f.id}
                      size="sm"
                      variant="ghost"
                      justifyContent="flex-start"
                      onClick={() => open([...path, f])}
                    >
                      {f.name}
                    </Button>
                  ))}
                </Stack>
              )}
            </Box>
          )}
          <Button colorPalette="blue" alignSelf="flex-start" loading={choosing} onClick={pick}>
            Use “{current.name}”
          </Button>
        </Stack>
      )}
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button variant="ghost" alignSelf="flex-start" size="sm" onClick={props.onDone}>
        Cancel
      </Button>
    </Stack>
  );
}
