// Settings → API access (company admins; issue 39, decision 0082): the company's API keys for a Power BI or Excel
// report, a site-office screen or a partner's integration — each with its start (never the secret), scopes, who
// made it and when, its last use (time and address) and expiry, and Revoke after a confirmation; "Create API key"
// with a name, scopes (each saying what it opens), expiry and optional budget. The new key is shown once, to copy:
// SiteBase keeps only its hash. core-api checks everything and says what is wrong.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/LazyConfirmDialog';
import type { ApiKeyFieldsFragment, ApiKeysQuery } from '../../generated/graphql';
import { formatDate, formatDateTime } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from './api-keys.api';

type Keys = ApiKeysQuery['apiKeys'];
const STATUS: Record<string, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  expired: { label: 'Expired', palette: 'gray' },
  revoked: { label: 'Revoked', palette: 'red' },
};

export function ApiAccessSection() {
  const { data, loading, error } = useQuery(ApiKeysDocument, { context: { handlesOwnErrors: true } });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (loading && !data) return <Spinner size="sm" aria-label="Loading API keys" />;
  if (!data) return <Text color="fg.error">{messageFromError(error)}</Text>;
  const keys = data.apiKeys;
  return (
    <Stack gap="4">
      <Text>
        Let a report (Power BI, Excel), a site-office screen or a partner’s system read your figures through
        SiteBase’s API. Each key reads only what its scopes allow, never people or settings, and stops at once
        when revoked. Give it only to whoever sets that system up.
      </Text>
      {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
      {creating ? (
        <CreateForm
          keys={keys}
          onCancel={() => setCreating(false)}
          onCreated={(s) => {
            setCreating(false);
            setSecret(s);
          }}
        />
      ) : (
        !secret && (
          <Button colorPalette="blue" alignSelf="flex-start" onClick={() => setCreating(true)}>
            Create API key
          </Button>
        )
      )}
      {keys.items.length === 0 ? (
        <Text color="fg.muted">No API keys yet.</Text>
      ) : (
        <Stack gap="3" role="list" aria-label="API keys">
          {keys.items.map((k) => (
            <KeyRow key={k.id} apiKey={k} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast('success', 'API key copied');
    } catch {
      showToast('error', 'Copy it by hand: select the key and copy it');
    }
  };
  return (
    <Box borderWidth="1px" borderColor="green.500" rounded="md" p="3" role="region" aria-label="New API key">
      <Text fontWeight="semibold">Copy this key now: it will not be shown again.</Text>
      <Flex gap="2" mt="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          readOnly
          value={secret}
          aria-label="API key"
          fontFamily="mono"
          fontSize="sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <HStack gap="2" flexShrink={0}>
          <Button variant="outline" onClick={() => void copy()}>
            Copy
          </Button>
          <Button colorPalette="blue" onClick={onDone}>
            Done
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

function KeyRow({ apiKey: k }: { apiKey: ApiKeyFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [revoke] = useMutation(RevokeApiKeyDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [ApiKeysDocument],
    awaitRefetchQueries: true,
  });
  const status = STATUS[k.status] ?? { label: k.status, palette: 'gray' };
  return (
    <Box role="listitem" aria-label={`API key ${k.name}`} borderWidth="1px" rounded="md" p="3" minW="0">
      <Flex
        gap="3"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-start' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{k.name}</Text>
            <Badge colorPalette={status.palette}>{status.label}</Badge>
          </HStack>
          <Text fontFamily="mono" fontSize="sm" color="fg.muted">
            {k.prefix}…
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere">
            Scopes: {k.scopes.join(', ')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Created by {k.created_by?.name ?? 'someone no longer here'} on {formatDate(k.created_at)} ·{' '}
            {k.status === 'revoked'
              ? `revoked ${formatDate(k.revoked_at)}`
              : `expires ${formatDate(k.expires_at)}`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Last used:{' '}
            {k.last_used_at
              ? `${formatDateTime(k.last_used_at)} from ${k.last_used_ip ?? 'an unknown address'}`
              : 'never'}
            {' · '}budget {k.budget_bucket} points, {k.budget_per_second} a second
          </Text>
        </Stack>
        {k.status !== 'revoked' && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            onClick={() => setConfirming(true)}
          >
            Revoke
          </Button>
        )}
      </Flex>
      {revokeError && (
        <Text color="fg.error" role="alert" mt="2">
          {revokeError}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Revoke “${k.name}”?`}
        confirmLabel="Revoke"
        colorPalette="red"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          revoke({ variables: { id: k.id } })
            .then(() => showToast('success', `${k.name} revoked`))
            .catch((err: unknown) => {
              setRevokeError(messageFromError(err));
              return false;
            })
        }
      >
        Whatever uses it stops working at once. This cannot be undone: make a new key instead.
      </ConfirmDialog>
    </Box>
  );
}

function CreateForm(props: { keys: Keys; onCancel: () => void; onCreated: (secret: string) => void }) {
  const { scopes, limits } = props.keys;
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [days, setDays] = useState(String(limits.expiry_default_days));
  const [bucket, setBucket] = useState(String(limits.budget_default.bucket));
  const [perSecond, setPerSecond] = useState(String(limits.budget_default.per_second));
  const [refused, setRefused] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiKeyDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [ApiKeysDocument],
    awaitRefetchQueries: true,
  });
  const toggle = (scope: string, on: boolean) =>
    setChosen((c) => {
      const next = on ? [...c, scope] : c.filter((s) => s !== scope);
      // Personal data goes with labour:read; dropping labour:read drops it too.
      if (on && scope === 'labour:personal' && !next.includes('labour:read')) next.push('labour:read');
      return !on && scope === 'labour:read' ? next.filter((s) => s !== 'labour:personal') : next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (!name.trim()) return setRefused('Name is required');
    if (chosen.length === 0) return setRefused('Choose at least one scope');
    try {
      const { data } = await create({
        variables: {
          input: {
            name: name.trim(),
            scopes: chosen,
            expires_in_days: Number(days),
            budget_bucket: Number(bucket),
            budget_per_second: Number(perSecond),
          },
        },
      });
      if (data) props.onCreated(data.createApiKey.secret);
    } catch (err) {
      setRefused(messageFromError(err) || 'Not created');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create API key">
      <Stack gap="3" borderWidth="1px" rounded="md" p="3">
        <Field.Root>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            maxLength={100}
            placeholder="Site office screen"
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </Field.Root>
        <Box as="fieldset" minW="0">
          <Box as="legend" fontWeight="medium" mb="1">
            Scopes
          </Box>
          <Stack gap="2">
            {scopes.map((s) => (
              <HStack as="label" key={s.scope} gap="2" align="flex-start" cursor="pointer">
                <input
                  type="checkbox"
                  checked={chosen.includes(s.scope)}
                  onChange={(e) => toggle(s.scope, e.currentTarget.checked)}
                  style={{ width: 16, height: 16, marginTop: 3, flexShrink: 0 }}
                  aria-label={s.scope}
                />
                <Box minW="0">
                  <Text fontFamily="mono" fontSize="sm">
                    {s.scope}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {s.description}
                  </Text>
                </Box>
              </HStack>
            ))}
          </Stack>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root>
            <Field.Label>Expires after (days)</Field.Label>
            <Input
              type="number"
              min={1}
              max={limits.expiry_max_days}
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
            />
            <Field.HelperText>At most {limits.expiry_max_days}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Budget (points)</Field.Label>
            <Input type="number" value={bucket} onChange={(e) => setBucket(e.currentTarget.value)} />
            <Field.HelperText>At most {limits.budget_ceiling.bucket}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Restored per second</Field.Label>
            <Input type="number" value={perSecond} onChange={(e) => setPerSecond(e.currentTarget.value)} />
            <Field.HelperText>At most {limits.budget_ceiling.per_second}</Field.HelperText>
          </Field.Root>
        </SimpleGrid>
        {refused && (
          <Text color="fg.error" role="alert">
            {refused}
          </Text>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={loading}>
            Create key
          </Button>
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
