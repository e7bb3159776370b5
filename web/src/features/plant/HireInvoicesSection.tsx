// A hire's supplier invoices on the plant request (supervisors and up, once it has gone on hire; decision 0050):
// the CIS rule the hire falls under (wet hire: CIS at the supplier's status; self-drive: no CIS, HMRC
// CISR14260), the hire cost to date beside what has been invoiced, each invoice's working line by line with its
// CIS and VAT reasons, entering the next one, and recording one paid (a manager who did not enter it). core-api
// decides every figure and refusal; a refusal is shown here in its own words.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence, parseUkDate, poundsToPence } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { expireSession } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import {
  PayPlantHireInvoiceDocument,
  PlantHireInvoicesDocument,
  RecordPlantHireInvoiceDocument,
} from './plant-hire-invoice.api';
import { withFigures } from '../../lib/figures';

// Its own views and every figure on screen (a hire moves the project's plant cost: lib/figures.ts).
const REFETCH = withFigures(['PlantHireInvoices', 'PlantRequest']);
const OWN_ERRORS = { handlesOwnErrors: true };

/** The server's message, or null when the session was ended (401/403 sign out as everywhere). */
function refusalOf(error: unknown): string | null {
  const outcome = classifyError(error);
  if (outcome.kind === 'auth') {
    expireSession();
    return null;
  }
  return outcome.message;
}

const blank = () => ({
  reference: '',
  date: formatDate(new Date().toISOString()),
  hire: '',
  materials: '',
  materialsCost: '',
  vatRate: 'standard',
  endUser: 'no',
});

export function HireInvoicesSection({ requestId }: { requestId: string }) {
  const { data } = useQuery(PlantHireInvoicesDocument, { variables: { plantRequestId: requestId } });
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey(open);
  const [record, { loading }] = useMutation(RecordPlantHireInvoiceDocument, {
    context: { ...OWN_ERRORS, ...idempotency.context },
  });
  const [pay, paying] = useMutation(PayPlantHireInvoiceDocument, { context: OWN_ERRORS });
  const [payError, setPayError] = useState<string | null>(null);
  const list = data?.plantHireInvoices;
  if (!list) return null;
  const set = (key: keyof ReturnType<typeof blank>) => (value: string) => setForm({ ...form, [key]: value });

  const submit = async () => {
    setError(null);
    const hire = poundsToPence(form.hire || '0');
    const materials = poundsToPence(form.materials || '0');
    const materialsCost = poundsToPence(form.materialsCost || '0');
    if (hire === null || materials === null || materialsCost === null) {
      setError('Amounts must be in pounds, e.g. 1250.00');
      return;
    }
    try {
      const result = await record({
        variables: {
          plantRequestId: requestId,
          input: {
            supplier_reference: form.reference,
            invoice_date: parseUkDate(form.date) ?? form.date,
            hire_pence: hire,
            materials_pence: materials,
            materials_cost_pence: materialsCost,
            vat_rate: form.vatRate,
            customer_end_user: form.endUser === 'yes',
          },
        },
        refetchQueries: REFETCH,
      });
      idempotency.renew();
      const saved = result.data?.recordPlantHireInvoice;
      showToast('success', `Invoice ${saved?.supplier_reference ?? ''} entered`);
      for (const warning of saved?.warnings ?? []) showToast('info', warning);
      setForm(blank());
      setOpen(false);
    } catch (err) {
      setError(refusalOf(err));
    }
  };

  const markPaid = async (id: string) => {
    setPayError(null);
    try {
      await pay({ variables: { id, input: null }, refetchQueries: REFETCH });
      showToast('success', 'Hire invoice recorded paid');
    } catch (err) {
      setPayError(refusalOf(err));
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" aria-label="Hire invoices" as="section">
      <Heading as="h3" size="sm" mb="2">
        Hire invoices
      </Heading>
      <Stack gap="3">
        <Text fontSize="sm">
          <Badge me="2" colorPalette={list.with_operator ? 'orange' : 'gray'}>
            {list.with_operator ? 'Wet hire: CIS applies' : 'Self-drive: no CIS'}
          </Badge>
          {list.cis_rule}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Hire cost to date {formatPence(list.hire_cost_to_date_pence)} · hire invoiced{' '}
          {formatPence(list.invoiced_pence)}
        </Text>
        {list.items.map((invoice) => (
          <Box
            key={invoice.id}
            borderTopWidth="1px"
            pt="2"
            aria-label={`Invoice ${invoice.supplier_reference}`}
          >
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="medium">
                {invoice.supplier_reference} · {formatDate(invoice.invoice_date)}
              </Text>
              <Badge colorPalette={invoice.status === 'paid' ? 'green' : 'yellow'}>
                {invoice.status === 'paid' ? `Paid ${formatDate(invoice.payment_date)}` : 'Entered, not paid'}
              </Badge>
            </HStack>
            <Stack as="dl" gap="0" fontSize="sm">
              {invoice.steps.map((step) => (
                <HStack key={step.key} justify="space-between">
                  <Text as="dt">{step.label}</Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums">
                    {formatPence(step.amount_pence)}
                  </Text>
                </HStack>
              ))}
            </Stack>
            <Text fontSize="sm" mt="1">
              {invoice.within_cis
                ? `CIS deduction ${formatPence(invoice.cis_deduction_pence)}: ${invoice.cis_reason}`
                : invoice.cis_reason}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {invoice.vat_reason}
            </Text>
            {invoice.over_hire_cost_pence > 0 && (
              <Text fontSize="sm" color="orange.fg">
                Hire invoiced is {formatPence(invoice.over_hire_cost_pence)} above the hire cost to date when
                it was entered ({formatPence(invoice.hire_cost_to_date_pence)}).
              </Text>
            )}
            {invoice.status !== 'paid' &&
              (invoice.abilities.can_pay ? (
                <Button
                  size="sm"
                  mt="2"
                  colorPalette="green"
                  loading={paying.loading}
                  onClick={() => void markPaid(invoice.id)}
                >
                  Record paid today
                </Button>
              ) : (
                invoice.abilities.pay_refusal && (
                  <Text fontSize="sm" color="fg.muted">
                    {invoice.abilities.pay_refusal}
                  </Text>
                )
              ))}
          </Box>
        ))}
        {payError && (
          <Text color="fg.error" role="alert">
            {payError}
          </Text>
        )}
        {list.can_record ? (
          !open ? (
            <Button size="sm" alignSelf="start" onClick={() => setOpen(true)}>
              Enter hire invoice
            </Button>
          ) : (
            <Stack gap="2">
              <Field.Root required>
                <Field.Label>Supplier’s invoice reference</Field.Label>
                <Input value={form.reference} onChange={(e) => set('reference')(e.target.value)} />
              </Field.Root>
              <DateField label="Invoice date" value={form.date} onChange={set('date')} />
              <Field.Root required>
                <Field.Label>
                  {list.with_operator
                    ? 'Hire charge with operator (£, excl. VAT)'
                    : 'Hire charge (£, excl. VAT)'}
                </Field.Label>
                <Input inputMode="decimal" value={form.hire} onChange={(e) => set('hire')(e.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Fuel and materials charged (£)</Field.Label>
                <Input
                  inputMode="decimal"
                  value={form.materials}
                  onChange={(e) => set('materials')(e.target.value)}
                />
              </Field.Root>
              {list.with_operator && (
                <Field.Root>
                  <Field.Label>Their direct cost of fuel and materials (£)</Field.Label>
                  <Input
                    inputMode="decimal"
                    value={form.materialsCost}
                    onChange={(e) => set('materialsCost')(e.target.value)}
                  />
                  <Field.HelperText>Taken off before the CIS deduction (CIS340)</Field.HelperText>
                </Field.Root>
              )}
              <Field.Root>
                <Field.Label>VAT rate</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.vatRate} onChange={(e) => set('vatRate')(e.target.value)}>
                    <option value="standard">Standard 20%</option>
                    <option value="reduced">Reduced 5%</option>
                    <option value="zero">Zero-rated</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root>
                <Field.Label>Are we the end user of this hire?</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.endUser} onChange={(e) => set('endUser')(e.target.value)}>
                    <option value="no">No (reverse charge can apply)</option>
                    <option value="yes">Yes (no reverse charge)</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {error && (
                <Text color="fg.error" role="alert">
                  {error}
                </Text>
              )}
              <HStack>
                <Button size="sm" colorPalette="blue" loading={loading} onClick={() => void submit()}>
                  Save invoice
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </HStack>
            </Stack>
          )
        ) : (
          list.record_refusal && (
            <Text fontSize="sm" color="fg.muted">
              {list.record_refusal}
            </Text>
          )
        )}
      </Stack>
    </Box>
  );
}
