// Settings → Accounting → "Tax codes and accounts" (company admins): which of the organisation's own tax codes
// each of SiteBase's VAT codes posts with, purchases and sales apart (pre-filled from the suggestion or the
// confirmed mapping), and the expense, sales and CIS deductions accounts. Nothing is posted until it is
// confirmed; core-api checks every code against the organisation's rates and says what is wrong.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  Box,
  Button,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { AccountingSetupFieldsFragment } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import {
  AccountingDocument,
  AccountingSetupDocument,
  ConfirmAccountingMappingDocument,
} from './accounting.api';
import { initialValues, missing, ratesFor, type MappingValues } from './accounting-mapping';
import {
  ACCOUNT_LABELS,
  DIRECTIONS,
  TAX_CODE_LABELS,
  TAX_CODES,
  type AccountRole,
  type Direction,
  type TaxCode,
} from './accounting-words';

type Setup = AccountingSetupFieldsFragment;
/** Past this many characters a rate's name is cut inside a select at 390 px. */
const LONG_NAME = 28;

interface Props {
  provider: string;
  /** "Xero", "QuickBooks". */
  service: string;
  confirmedAt: string | null | undefined;
}

export function AccountingMappingForm(props: Props) {
  const [open, setOpen] = useState(!props.confirmedAt);
  return (
    <Box as="section" aria-label="Tax codes and accounts">
      <Heading as="h3" size="md" mb="1">
        Tax codes and accounts
      </Heading>
      {open ? (
        <SetupLoader {...props} onDone={() => setOpen(false)} />
      ) : (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm">Confirmed on {formatDate(props.confirmedAt)}. Postings use them.</Text>
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            Review tax codes and accounts
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function SetupLoader(props: Props & { onDone: () => void }) {
  const { data, error } = useQuery(AccountingSetupDocument, {
    fetchPolicy: 'network-only',
    context: { handlesOwnErrors: true },
  });
  if (!data && error)
    return (
      <Text color="fg.error" role="alert">
        {messageFromError(error)}
      </Text>
    );
  if (!data) return <Spinner size="sm" aria-label={`Reading ${props.service}’s tax codes and accounts`} />;
  return <MappingFields {...props} setup={data.accountingSetup} />;
}

/** core-api's messages, one a line (it names every code or account that is wrong). */
function detailsOf(err: unknown): string[] {
  if (CombinedGraphQLErrors.is(err)) {
    const detail = err.errors[0]?.extensions?.detail;
    if (Array.isArray(detail) && detail.length) return detail.map(String);
  }
  const message = messageFromError(err);
  return message ? [message] : [];
}

function MappingFields(props: Props & { setup: Setup; onDone: () => void }) {
  const { setup, service } = props;
  const [values, setValues] = useState<MappingValues>(() => initialValues(setup));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [confirm, { loading }] = useMutation(ConfirmAccountingMappingDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [AccountingDocument],
    awaitRefetchQueries: true,
  });
  const setCode = (direction: Direction, code: TaxCode, value: string) =>
    setValues((v) => ({ ...v, [direction]: { ...v[direction], [code]: value } }));
  const setAccount = (role: AccountRole, value: string) =>
    setValues((v) => ({ ...v, accounts: { ...v.accounts, [role]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefused([]);
    const problems = missing(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await confirm({
        variables: {
          input: {
            tax_mapping: { purchases: values.purchases, sales: values.sales },
            accounts: values.accounts,
          },
        },
      });
      showToast('success', 'Tax codes and accounts confirmed');
      props.onDone();
    } catch (err) {
      setRefused(detailsOf(err));
    }
  };

  const unmapped = new Set(setup.unmapped);
  const flagged = setup.accounts.some((a) => a.cis_flagged);
  const accountLabel = (a: Setup['accounts'][number]) =>
    `${props.provider === 'xero' ? `${a.code} ` : ''}${a.name}${a.cis_flagged ? ' (flagged for CIS)' : ''}`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Tax codes and accounts">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {setup.confirmed_at
            ? `Confirmed on ${formatDate(setup.confirmed_at)}. Change any of them and confirm again.`
            : `Suggested from ${service}’s own tax rates. Check each one and confirm: nothing is posted until you do.`}
        </Text>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {(['purchases', 'sales'] as const).map((direction) => (
            <Box as="fieldset" key={direction} borderWidth="1px" rounded="md" p="3" minW="0">
              <Box as="legend" px="1" fontWeight="semibold">
                {DIRECTIONS[direction].title}
              </Box>
              <Text fontSize="xs" color="fg.muted" mb="2">
                {DIRECTIONS[direction].note}
              </Text>
              <Stack gap="3">
                {TAX_CODES.map((code) => {
                  const key = `${direction}.${code}`;
                  return (
                    <Field.Root key={code} invalid={!!errors[key]}>
                      <Field.Label>{TAX_CODE_LABELS[code]}</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          value={values[direction][code]}
                          onChange={(e) => setCode(direction, code, e.currentTarget.value)}
                        >
                          <option value="">Choose…</option>
                          {ratesFor(setup, direction).map((r) => (
                            <option key={r.code} value={r.code}>
                              {r.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      {unmapped.has(key) && !errors[key] && (
                        <Field.HelperText>
                          No single match in {service}: choose the right one.
                        </Field.HelperText>
                      )}
                      {/* A long rate name is cut inside the select on a phone: the whole of it, below. */}
                      {(() => {
                        const chosen = ratesFor(setup, direction).find(
                          (r) => r.code === values[direction][code],
                        );
                        return chosen && chosen.name.length > LONG_NAME ? (
                          <Field.HelperText hideFrom="md" data-testid={`chosen-${key}`}>
                            {chosen.name}
                          </Field.HelperText>
                        ) : null;
                      })()}
                      <Field.ErrorText>{errors[key]}</Field.ErrorText>
                    </Field.Root>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Box as="fieldset" borderWidth="1px" rounded="md" p="3" minW="0">
          <Box as="legend" px="1" fontWeight="semibold">
            Accounts
          </Box>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="1">
            {(['expense', 'revenue', 'cis'] as const).map((role) => {
              const key = `accounts.${role}`;
              return (
                <Field.Root key={role} invalid={!!errors[key]}>
                  <Field.Label>{ACCOUNT_LABELS[role].label}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={values.accounts[role]}
                      onChange={(e) => setAccount(role, e.currentTarget.value)}
                    >
                      <option value="">Choose…</option>
                      {setup.accounts.map((a) => (
                        <option key={a.code} value={a.code} disabled={a.cis_flagged}>
                          {accountLabel(a)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>{ACCOUNT_LABELS[role].help}</Field.HelperText>
                  <Field.ErrorText>{errors[key]}</Field.ErrorText>
                </Field.Root>
              );
            })}
          </SimpleGrid>
          {flagged && (
            <Text fontSize="xs" color="fg.muted" mt="2">
              Accounts flagged for CIS in {service} cannot be chosen: {service} refuses them on lines sent by
              other software, so SiteBase posts the deduction to an ordinary account you pick here.
            </Text>
          )}
        </Box>
        {Object.keys(errors).length > 0 && (
          <Text color="fg.error" role="alert">
            Choose a tax code or an account for each field marked.
          </Text>
        )}
        {refused.length > 0 && (
          <Box role="alert" color="fg.error">
            <Text fontWeight="medium">Not confirmed:</Text>
            <Box as="ul" ps="5" listStyleType="disc">
              {refused.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </Box>
          </Box>
        )}
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={loading}>
          Confirm tax codes and accounts
        </Button>
      </Stack>
    </form>
  );
}
