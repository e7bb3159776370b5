// Settings → Cloud drive (company admins): connect the company's own Google Drive or Microsoft 365 (OAuth consent
// at the provider), see who connected it and when, choose where project folders go, test it, reconnect it when
// the provider stops accepting it, disconnect. Tokens never reach the browser: core-api keeps them sealed.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Flex, Link, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/LazyConfirmDialog';
import type { CloudDriveConnectionFieldsFragment } from '../../generated/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import {
  CloudDriveDocument,
  ConnectCloudDriveDocument,
  DisconnectCloudDriveDocument,
  TestCloudDriveDocument,
} from './cloud-drive.api';
import { ACCESS_LABELS, ROOT_KINDS, scopeNote, type MicrosoftAccess } from './cloud-drive-words';
import { CloudDriveRootPicker } from './CloudDriveRootPicker';

/** Sends the browser to the provider's consent page (it comes back to /app/settings/cloud-drive/callback). */
export const goTo = { url: (href: string) => window.location.assign(href) };

function useConnect() {
  const [connect, { loading }] = useMutation(ConnectCloudDriveDocument, {
    context: { handlesOwnErrors: true },
  });
  const [error, setError] = useState<string | null>(null);
  const start = async (provider: string, access: MicrosoftAccess | null) => {
    setError(null);
    try {
      const { data } = await connect({
        variables: { input: { provider, access: provider === 'microsoft_365' ? access : null } },
      });
      if (data) goTo.url(data.connectCloudDrive.authorization_url);
    } catch (err) {
      setError(messageFromError(err));
    }
  };
  return { start, starting: loading, error };
}

export function CloudDriveSection() {
  const { data, loading, error } = useQuery(CloudDriveDocument, { context: { handlesOwnErrors: true } });
  if (loading && !data) return <Spinner size="sm" aria-label="Loading cloud drive" />;
  if (!data) return <Text color="fg.error">{messageFromError(error)}</Text>;
  const { providers, token_key_configured, connection } = data.cloudDrive;
  if (connection) return <Connected connection={connection} />;
  if (providers.length === 0) {
    return (
      <Text color="fg.muted">
        No cloud drive is set up on this server yet. Its administrator can add Google Drive or Microsoft 365
        (the README’s “Cloud drives” section says how). Until then, project files are kept on this server.
      </Text>
    );
  }
  if (!token_key_configured) {
    return (
      <Text color="fg.error">
        Cloud drives cannot be connected yet: this server has no key to keep their tokens encrypted. Ask its
        administrator to set CLOUD_DRIVE_TOKEN_KEY.
      </Text>
    );
  }
  return <Connect providers={providers} />;
}

function Connect(props: { providers: { id: string; name: string }[] }) {
  const [provider, setProvider] = useState(props.providers[0]!.id);
  const [access, setAccess] = useState<MicrosoftAccess>('all_files');
  const { start, starting, error } = useConnect();
  const name = props.providers.find((p) => p.id === provider)?.name ?? provider;
  return (
    <Stack gap="3" maxW="lg">
      <Text>
        File every project’s folders and documents — form PDFs, orders, applications, photos — in your
        company’s own drive, where your team already works.
      </Text>
      <Field.Root>
        <Field.Label>Cloud drive</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={provider} onChange={(e) => setProvider(e.currentTarget.value)}>
            {props.providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {provider === 'microsoft_365' && (
        <Field.Root>
          <Field.Label>What SiteBase may reach</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={access}
              onChange={(e) => setAccess(e.currentTarget.value as MicrosoftAccess)}
            >
              {(Object.keys(ACCESS_LABELS) as MicrosoftAccess[]).map((a) => (
                <option key={a} value={a}>
                  {ACCESS_LABELS[a]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {scopeNote(provider, access)}
      </Text>
      <Button
        colorPalette="blue"
        alignSelf="flex-start"
        loading={starting}
        onClick={() => start(provider, access)}
      >
        Connect {name}
      </Button>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function Connected({ connection }: { connection: CloudDriveConnectionFieldsFragment }) {
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tested, setTested] = useState<{ ok: boolean; error: string | null } | null>(null);
  const { start, starting, error: connectError } = useConnect();
  const [test, { loading: testing }] = useMutation(TestCloudDriveDocument, {
    context: { handlesOwnErrors: true },
  });
  const [disconnect] = useMutation(DisconnectCloudDriveDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [CloudDriveDocument],
    awaitRefetchQueries: true,
  });
  const [actionError, setActionError] = useState<string | null>(null);
  const needsReconnecting = connection.status === 'needs_reconnecting';
  const account = [connection.account_name, connection.account_email && `(${connection.account_email})`]
    .filter(Boolean)
    .join(' ');
  const runTest = async () => {
    setActionError(null);
    try {
      const { data } = await test();
      if (data) setTested({ ok: data.testCloudDrive.ok, error: data.testCloudDrive.error });
    } catch (err) {
      setActionError(messageFromError(err));
    }
  };
  return (
    <Stack gap="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" fontSize="lg">
          {connection.provider_name}
        </Text>
        <Badge colorPalette={needsReconnecting ? 'red' : 'green'}>
          {needsReconnecting ? 'Needs reconnecting' : 'Connected'}
        </Badge>
      </Flex>
      {account && <Text>Account: {account}</Text>}
      <Text color="fg.muted" fontSize="sm">
        Connected by {connection.connected_by?.name ?? 'a former team member'} on{' '}
        {formatDate(connection.connected_at)}
        {connection.provider === 'microsoft_365' && connection.access
          ? ` · ${ACCESS_LABELS[connection.access as MicrosoftAccess] ?? connection.access}`
          : ''}
      </Text>
      {needsReconnecting && (
        <Box borderWidth="1px" borderColor="border.error" rounded="md" p="3" role="alert">
          <Text fontWeight="medium">Documents are waiting: nothing is lost, they go once you reconnect.</Text>
          {connection.status_reason && <Text fontSize="sm">{connection.status_reason}</Text>}
          <Button
            mt="2"
            colorPalette="red"
            loading={starting}
            onClick={() =>
              start(connection.provider, (connection.access as MicrosoftAccess | null) ?? 'all_files')
            }
          >
            Reconnect {connection.provider_name}
          </Button>
        </Box>
      )}
      <Box>
        <Text fontWeight="medium">Project folders go in</Text>
        {connection.root ? (
          <Text>
            {connection.root.web_url ? (
              <Link
                href={connection.root.web_url}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
              >
                {connection.root.name}
              </Link>
            ) : (
              connection.root.name
            )}{' '}
            <Text as="span" color="fg.muted">
              ({ROOT_KINDS[connection.root.kind] ?? connection.root.kind})
            </Text>
          </Text>
        ) : (
          <Text color="fg.muted">Not chosen yet — choose a folder to start filing.</Text>
        )}
      </Box>
      {picking ? (
        <CloudDriveRootPicker provider={connection.provider} onDone={() => setPicking(false)} />
      ) : (
        <Flex gap="2" wrap="wrap">
          <Button
            variant={connection.root ? 'outline' : 'solid'}
            colorPalette="blue"
            onClick={() => setPicking(true)}
          >
            {connection.root ? 'Change folder' : 'Choose folder'}
          </Button>
          <Button variant="outline" loading={testing} onClick={runTest}>
            Test connection
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </Flex>
      )}
      {tested && (
        <Text role="status" color={tested.ok ? 'fg.success' : 'fg.error'}>
          {tested.ok ? `${connection.provider_name} is working.` : tested.error}
        </Text>
      )}
      {!tested && connection.last_tested_at && (
        <Text fontSize="sm" color="fg.muted">
          Last tested {formatDateTime(connection.last_tested_at)}
          {connection.last_test_error ? `: ${connection.last_test_error}` : ': working'}
        </Text>
      )}
      {(actionError ?? connectError) && (
        <Text color="fg.error" role="alert">
          {actionError ?? connectError}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${connection.provider_name}?`}
        confirmLabel="Disconnect"
        colorPalette="red"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect()
            .then(() => showToast('success', `${connection.provider_name} disconnected`))
            .catch((err: unknown) => {
              setActionError(messageFromError(err));
              return false;
            })
        }
      >
        New documents will be kept on this server only. What is already in {connection.provider_name} stays
        there.
      </ConfirmDialog>
    </Stack>
  );
}
