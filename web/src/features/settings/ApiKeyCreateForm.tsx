// "Create API key" (company admins): a name, the scopes with what each opens (labour:personal only together with
// labour:read), the expiry in days (core-api's default and ceiling, from the list's answer) and the budget (its
// defaults shown; emptied, core-api's default applies). One Idempotency-Key while the form is open, so a submit
// retried after a lost answer never makes two keys. core-api checks everything and its words are shown.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApiKeysQuery } from '../../generated/graphql';
import { useIdempotencyKey } from '../../lib/idempotency';
import { messageFromError } from '../../lib/mutation-error';
import { ApiKeysDocument, CreateApiKeyDocument } from './api-keys.api';
import { ApiKeyBudgetFields, whole } from './ApiKeyBudgetFields';

type Keys = ApiKeysQuery['apiKeys'];

/** Ticking labour:personal brings labour:read; unticking labour:read takes labour:personal with it. */
export function toggleScope(chosen: readonly string[], scope: string, on: boolean): string[] {
  const next = on ? [...chosen.filter((s) => s !== scope), scope] : chosen.filter((s) => s !== scope);
  if (on && scope === 'labour:personal' && !next.includes('labour:read')) next.push('labour:read');
  return !on && scope === 'labour:read' ? next.filter((s) => s !== 'labour:personal') : next;
}

export function ApiKeyCreateForm(props: {
  keys: Keys;
  onCancel: () => void;
  onCreated: (secret: string) => void;
}) {
  const { scopes, limits } = props.keys;
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [days, setDays] = useState(String(limits.expiry_default_days));
  const [bucket, setBucket] = useState(String(limits.budget_default.bucket));
  const [perSecond, setPerSecond] = useState(String(limits.budget_default.per_second));
  const [refused, setRefused] = useState<string | null>(null);
  const idempotency = useIdempotencyKey(true);
  const [create, { loading }] = useMutation(CreateApiKeyDocument, {
    context: { handlesOwnErrors: true, ...idempotency.context },
    refetchQueries: [ApiKeysDocument],
    awaitRefetchQueries: true,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (!name.trim()) return setRefused('Name is required');
    if (chosen.length === 0) return setRefused('Choose at least one scope');
    const numbers = { days: whole(days), bucket: whole(bucket), perSecond: whole(perSecond) };
    if (Object.values(numbers).includes('invalid')) {
      return setRefused('Expiry and budget are whole numbers');
    }
    try {
      const { data } = await create({
        variables: {
          input: {
            name: name.trim(),
            scopes: chosen,
            expires_in_days: numbers.days as number | null,
            budget_bucket: numbers.bucket as number | null,
            budget_per_second: numbers.perSecond as number | null,
          },
        },
      });
      if (data) {
        idempotency.renew();
        props.onCreated(data.createApiKey.secret);
      }
    } catch (err) {
      setRefused(messageFromError(err) || 'The key was not created');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create API key">
      <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: 3, md: 4 }}>
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            maxLength={100}
            placeholder="Site office screen"
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Field.HelperText>What uses it, so you know which key to revoke.</Field.HelperText>
        </Field.Root>
        <Box as="fieldset" minW="0">
          <Box as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
            Scopes
          </Box>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="2" columnGap="6">
            {scopes.map((s) => (
              <HStack as="label" key={s.scope} gap="2" align="flex-start" cursor="pointer" minW="0">
                <input
                  type="checkbox"
                  checked={chosen.includes(s.scope)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setChosen((c) => toggleScope(c, s.scope, on));
                  }}
                  style={{ width: 16, height: 16, marginTop: 3, flexShrink: 0 }}
                  aria-label={s.scope}
                  aria-describedby={`api-scope-${s.scope}`}
                />
                <Box minW="0">
                  <Text fontFamily="mono" fontSize="sm">
                    {s.scope}
                  </Text>
                  <Text id={`api-scope-${s.scope}`} fontSize="xs" color="fg.muted">
                    {s.description}
                  </Text>
                </Box>
              </HStack>
            ))}
          </SimpleGrid>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root>
            <Field.Label>Expires after (days)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={limits.expiry_max_days}
              step={1}
              value={days}
              onChange={(e) => setDays(e.currentTarget.value)}
            />
            <Field.HelperText>
              {limits.expiry_default_days} by default, at most {limits.expiry_max_days}
            </Field.HelperText>
          </Field.Root>
          <ApiKeyBudgetFields
            limits={limits}
            bucket={bucket}
            perSecond={perSecond}
            onBucket={setBucket}
            onPerSecond={setPerSecond}
          />
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
          <Button variant="ghost" onClick={props.onCancel} disabled={loading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
