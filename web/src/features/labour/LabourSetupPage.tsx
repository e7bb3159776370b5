// /app/labour/setup (managers; spec §2): trades with their default day rates (add one here) and the labour
// suppliers — agencies and subcontractors — with their CIS status, rate, UTR, verification number and VAT
// position (whether the domestic reverse charge applies), which are kept on the supplier record.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { formatPence, poundsToPence } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { messageFromError } from '../../lib/mutation-error';
import { CIS_LABELS } from './labour-labels';
import { CreateLabourTradeDocument, LabourSuppliersDocument, LabourTradesDocument } from './labour.api';

export function LabourSetupPage() {
  const trades = useQuery(LabourTradesDocument);
  const suppliers = useQuery(LabourSuppliersDocument);
  const idempotency = useIdempotencyKey(true);
  const [create, { loading }] = useMutation(CreateLabourTradeDocument, {
    context: { ...idempotency.context, handlesOwnErrors: true },
  });
  const [name, setName] = useState('');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function add(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const pence = poundsToPence(rate);
    if (pence === null) return setError('Day rate must be an amount in pounds, e.g. 180.00');
    try {
      await create({ variables: { input: { name, default_day_rate_pence: pence } } });
      idempotency.renew();
      setName('');
      setRate('');
      void trades.refetch();
    } catch (err) {
      setError(messageFromError(err));
    }
  }

  const list = suppliers.data?.labourSuppliers;
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/labour">← Back to labour</RouterLink>
      </Button>
      <Heading as="h1" size="2xl" mb="4">
        Labour setup
      </Heading>
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="lg" mb="2">
            Trades
          </Heading>
          <Table.Root size="sm" aria-label="Trades" maxW="36rem">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Trade</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Default day rate</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Operatives</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(trades.data?.labourTrades.items ?? []).map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>
                    {t.name} {!t.is_active && <Badge>Retired</Badge>}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatPence(t.default_day_rate_pence)}</Table.Cell>
                  <Table.Cell textAlign="end">{t.operative_count}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Box as="form" onSubmit={add} mt="3">
            <HStack gap="2" align="end" wrap="wrap">
              <Field.Root maxW="16rem">
                <Field.Label>Trade name</Field.Label>
                <Input value={name} onChange={(e) => setName(e.target.value)} />
              </Field.Root>
              <Field.Root maxW="10rem">
                <Field.Label>Day rate (£)</Field.Label>
                <Input inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={loading}>
                Add trade
              </Button>
            </HStack>
            {error && (
              <Text role="alert" color="red.600" mt="2">
                {error}
              </Text>
            )}
          </Box>
        </Box>
        <Box>
          <Heading as="h2" size="lg" mb="2">
            Labour suppliers
          </Heading>
          <Text color="fg.muted" mb="2">
            Agencies and subcontractors, with their CIS details, are kept under{' '}
            <RouterLink to="/app/suppliers" style={{ color: 'var(--chakra-colors-blue-600)' }}>
              Suppliers
            </RouterLink>
            .{' '}
            {list &&
              !list.company_vat_registered &&
              'Add our VAT number in Settings for the reverse charge to apply.'}
          </Text>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Labour suppliers">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Supplier</Table.ColumnHeader>
                  <Table.ColumnHeader>CIS status</Table.ColumnHeader>
                  <Table.ColumnHeader>UTR</Table.ColumnHeader>
                  <Table.ColumnHeader>Verification</Table.ColumnHeader>
                  <Table.ColumnHeader>VAT</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(list?.items ?? []).map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>{s.name}</Table.Cell>
                    <Table.Cell>{s.cis_status ? CIS_LABELS[s.cis_status] : '—'}</Table.Cell>
                    <Table.Cell>{s.utr ?? '—'}</Table.Cell>
                    <Table.Cell>{s.verification_number ?? '—'}</Table.Cell>
                    <Table.Cell>
                      {s.vat_registered
                        ? s.reverse_charge
                          ? 'Registered · reverse charge'
                          : 'Registered'
                        : 'Not registered'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
