// The organisation postings go to, when the connection reaches several (Xero lets one grant cover many): one is
// chosen, then its tax codes and accounts are read for the mapping.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AccountingConnectionFieldsFragment } from '../../generated/graphql';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { AccountingDocument, ChooseAccountingOrganisationDocument } from './accounting.api';

export function AccountingOrganisationPicker({
  connection,
}: {
  connection: AccountingConnectionFieldsFragment;
}) {
  const [chosen, setChosen] = useState(connection.organisations[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [choose, { loading }] = useMutation(ChooseAccountingOrganisationDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [AccountingDocument],
    awaitRefetchQueries: true,
  });
  const submit = async () => {
    setError(null);
    try {
      const { data } = await choose({ variables: { organisation_id: chosen } });
      const name = data?.chooseAccountingOrganisation.organisation?.name;
      showToast('success', name ? `Postings will go to ${name}` : 'Organisation chosen');
    } catch (err) {
      setError(messageFromError(err));
    }
  };
  return (
    <Box borderWidth="1px" borderColor="border.warning" rounded="md" p="3">
      <Stack gap="3" maxW="lg">
        <Text>
          This {connection.provider_name} connection reaches more than one organisation. Choose the one
          SiteBase posts to (it must keep its books in pounds sterling).
        </Text>
        <Field.Root>
          <Field.Label>Organisation</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
              {connection.organisations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="blue" alignSelf="flex-start" loading={loading} onClick={() => void submit()}>
          Use this organisation
        </Button>
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
