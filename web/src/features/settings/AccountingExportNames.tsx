// The tax names and accounts one service's export files use (company admins): the expense account, the sales
// account (QuickBooks: the product or service invoice lines name), the CIS deductions account, and the tax rate
// name each of SiteBase's VAT codes is written with, purchases and sales apart — pre-filled with the service's
// standard UK names or the company's own. core-api checks each and says what is wrong.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AccountingExportMappingFieldsFragment } from '../../generated/graphql';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { AccountingExportsDocument, SaveAccountingExportMappingDocument } from './accounting-exports.api';
import { DIRECTIONS, TAX_CODE_LABELS, TAX_CODES, type Direction, type TaxCode } from './accounting-words';

type Mapping = AccountingExportMappingFieldsFragment;
type Names = Record<Direction, Record<TaxCode, string>>;

const namesOf = (m: Mapping): Names => ({
  purchases: Object.fromEntries(TAX_CODES.map((c) => [c, m.tax_mapping.purchases[c] ?? ''])) as Record<
    TaxCode,
    string
  >,
  sales: Object.fromEntries(TAX_CODES.map((c) => [c, m.tax_mapping.sales[c] ?? ''])) as Record<
    TaxCode,
    string
  >,
});

interface Props {
  mapping: Mapping;
  service: { name: string; revenueLabel: string; revenueHelp: string; accountsBy: string };
}

export function AccountingExportNames({ mapping, service }: Props) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button size="sm" variant="ghost" mt="2" onClick={() => setOpen(true)}>
        Tax names and accounts for {service.name}
      </Button>
    );
  return <NamesForm mapping={mapping} service={service} onDone={() => setOpen(false)} />;
}

function NamesForm({ mapping, service, onDone }: Props & { onDone: () => void }) {
  const [names, setNames] = useState<Names>(() => namesOf(mapping));
  const [accounts, setAccounts] = useState({
    expense: mapping.accounts.expense,
    revenue: mapping.accounts.revenue,
    cis: mapping.accounts.cis ?? '',
  });
  const [refused, setRefused] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveAccountingExportMappingDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [AccountingExportsDocument],
    awaitRefetchQueries: true,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    try {
      await save({
        variables: {
          input: {
            target: mapping.target,
            tax_mapping: names,
            accounts: { ...accounts, cis: accounts.cis.trim() || null },
          },
        },
      });
      showToast('success', `${service.name} export names saved`);
      onDone();
    } catch (err) {
      setRefused(messageFromError(err) || 'Not saved');
    }
  };
  const account = (role: 'expense' | 'revenue' | 'cis', label: string, help: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={accounts[role]}
        maxLength={100}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setAccounts((a) => ({ ...a, [role]: value }));
        }}
      />
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`${service.name} tax names and accounts`}>
      <Stack gap="3" mt="3">
        <Text fontSize="sm" color="fg.muted">
          Written into each file as {service.name} names them. {service.accountsBy}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {account('expense', 'Expense account', 'Costs on bills')}
          {account('revenue', service.revenueLabel, service.revenueHelp)}
          {account('cis', 'CIS deductions account', 'Your own liability account; blank holds back CIS bills')}
        </SimpleGrid>
        <SimpleGrid columns={1} gap="3">
          {(['purchases', 'sales'] as const).map((direction) => (
            <Box as="fieldset" key={direction} borderWidth="1px" rounded="md" p="3" minW="0">
              <Box as="legend" px="1" fontWeight="semibold">
                {DIRECTIONS[direction].title} tax names
              </Box>
              <Stack gap="2">
                {TAX_CODES.map((code) => (
                  <Field.Root key={code}>
                    <Field.Label fontSize="xs">{TAX_CODE_LABELS[code]}</Field.Label>
                    <Input
                      size="sm"
                      value={names[direction][code]}
                      maxLength={100}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setNames((n) => ({ ...n, [direction]: { ...n[direction], [code]: value } }));
                      }}
                    />
                  </Field.Root>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        {refused && (
          <Text color="fg.error" role="alert">
            {refused}
          </Text>
        )}
        <Flex gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={loading}>
            Save {service.name} names
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
