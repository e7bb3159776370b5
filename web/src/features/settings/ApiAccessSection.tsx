// Settings → API access (company admins; issue 39, decision 0082): the company's API keys for a Power BI or Excel
// report, a site-office screen or a partner's integration — a table (a card per key on a phone) of each key's
// start (never the secret), scopes, budget, who made it and when, its last use (time and address) and expiry, its
// status, Change (its name and budget: ApiKeyEditForm) and Revoke after a confirmation; "Create API key" (ApiKeyCreateForm), whose secret is shown once to copy
// (ApiKeySecret): SiteBase keeps only its hash. core-api checks everything and says what is wrong.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/LazyConfirmDialog';
import { DataTable } from '../../components/list/DataTable';
import type { ApiKeyFieldsFragment } from '../../generated/graphql';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { apiKeyColumns } from './api-key-columns';
import { ApiKeysDocument, RevokeApiKeyDocument } from './api-keys.api';
import { ApiKeyCreateForm } from './ApiKeyCreateForm';
import { ApiKeyEditForm } from './ApiKeyEditForm';
import { ApiKeySecret } from './ApiKeySecret';

export function ApiAccessSection() {
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, {
    context: { handlesOwnErrors: true },
  });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);
  const [changing, setChanging] = useState<ApiKeyFieldsFragment | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [revoke] = useMutation(RevokeApiKeyDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [ApiKeysDocument],
    awaitRefetchQueries: true,
  });
  if (loading && !data) return <Spinner size="sm" aria-label="Loading API keys" />;
  if (!data) return <Text color="fg.error">{messageFromError(error)}</Text>;
  const keys = data.apiKeys;
  const columns = apiKeyColumns({
    onChange: (key) => {
      setCreating(false);
      setChanging(key);
    },
    onRevoke: (key) => {
      setRevokeError(null);
      setRevoking(key);
    },
  });
  return (
    <Stack gap="4">
      <Text>
        Let a report (Power BI, Excel), a site-office screen or a partner’s system read your figures through
        SiteBase’s API. Each key reads only what its scopes allow, never people or settings, and stops at once
        when revoked. Give it only to whoever sets that system up.
      </Text>
      {secret && <ApiKeySecret secret={secret} onDone={() => setSecret(null)} />}
      {changing && (
        <ApiKeyEditForm
          key={changing.id}
          apiKey={changing}
          limits={keys.limits}
          onDone={() => setChanging(null)}
        />
      )}
      {creating ? (
        <ApiKeyCreateForm
          keys={keys}
          onCancel={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
          }}
        />
      ) : (
        !secret &&
        !changing && (
          <Button colorPalette="blue" alignSelf="flex-start" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        )
      )}
      {keys.items.length === 0 ? (
        <Text color="fg.muted">No API keys yet.</Text>
      ) : (
        <DataTable label="API keys" columns={columns} rows={keys.items} rowKey={(k) => k.id} />
      )}
      {revokeError && (
        <Text color="fg.error" role="alert">
          {revokeError}
        </Text>
      )}
      <ConfirmDialog
        open={!!revoking}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke"
        colorPalette="red"
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          const key = revoking!;
          return revoke({ variables: { id: key.id } })
            .then(() => showToast('success', `${key.name} revoked`))
            .catch((err: unknown) => {
              // Shown beside the list (the dialog closes), which is read again: another admin may have acted.
              setRevokeError(messageFromError(err));
              void refetch();
            });
        }}
      >
        Whatever uses it stops working at once. This cannot be undone: make a new key instead.
      </ConfirmDialog>
    </Stack>
  );
}
