// "Change" on an active API key (company admins): its name and its budget (the bucket and the points restored a
// second, within core-api's ceiling). Its scopes and expiry stay as made: a key that needs more is a new key. The
// key's secret does not change, so whatever uses it keeps working with the new budget from its next request.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApiKeyFieldsFragment, ApiKeysQuery } from '../../generated/graphql';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { ApiKeysDocument, UpdateApiKeyDocument } from './api-keys.api';
import { ApiKeyBudgetFields, whole } from './ApiKeyBudgetFields';

export function ApiKeyEditForm(props: {
  apiKey: ApiKeyFieldsFragment;
  limits: ApiKeysQuery['apiKeys']['limits'];
  onDone: () => void;
}) {
  const { apiKey } = props;
  const [name, setName] = useState(apiKey.name);
  const [bucket, setBucket] = useState(String(apiKey.budget_bucket));
  const [perSecond, setPerSecond] = useState(String(apiKey.budget_per_second));
  const [refused, setRefused] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateApiKeyDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [ApiKeysDocument],
    awaitRefetchQueries: true,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (!name.trim()) return setRefused('Name is required');
    const numbers = { bucket: whole(bucket), perSecond: whole(perSecond) };
    if (Object.values(numbers).includes('invalid')) return setRefused('The budget is whole numbers');
    try {
      await update({
        variables: {
          id: apiKey.id,
          input: {
            name: name.trim(),
            // Emptied: the key keeps its value.
            ...(numbers.bucket !== null && { budget_bucket: numbers.bucket as number }),
            ...(numbers.perSecond !== null && { budget_per_second: numbers.perSecond as number }),
          },
        },
      });
      showToast('success', `${name.trim()} saved`);
      props.onDone();
    } catch (err) {
      setRefused(messageFromError(err) || 'The key was not changed');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Change ${apiKey.name}`}>
      <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: 3, md: 4 }}>
        <Text fontWeight="medium">
          Change “{apiKey.name}” ({apiKey.prefix}…)
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <ApiKeyBudgetFields
            limits={props.limits}
            bucket={bucket}
            perSecond={perSecond}
            onBucket={setBucket}
            onPerSecond={setPerSecond}
          />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          Scopes and expiry stay as made; for more, create a new key. Whatever uses this key keeps working.
        </Text>
        {refused && (
          <Text color="fg.error" role="alert">
            {refused}
          </Text>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={loading}>
            Save
          </Button>
          <Button variant="ghost" onClick={props.onDone} disabled={loading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
