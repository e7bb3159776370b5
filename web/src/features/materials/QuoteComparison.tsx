// The RFQ's quotes side by side: a column per supplier with each line's price, the totals (net, VAT, gross),
// lead time and validity, the cheapest still-valid quote marked; a supervisor enters a supplier's prices and
// orders the chosen quote (a draft purchase order at its prices).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { MaterialRequestFieldsFragment } from '../../generated/graphql';
import { formatDate, formatPence, parseUkDate } from '../../lib/format';
import { VAT_OPTIONS, type VatCode } from '../../lib/vat';
import { poundsToPence } from './materials-labels';
import { messageFromError } from '../../lib/mutation-error';
import { OrderMaterialQuoteDocument, RecordMaterialQuoteDocument } from './materials.api';

type Request = MaterialRequestFieldsFragment;
type Enquiry = NonNullable<Request['enquiries']>[number];

export function QuoteComparison({
  request,
  onOrdered,
}: {
  request: Request;
  onOrdered: (poId: string) => void;
}) {
  const [entering, setEntering] = useState<Enquiry | null>(null);
  const [order, ordering] = useMutation(OrderMaterialQuoteDocument, { context: { handlesOwnErrors: true } });
  const [message, setMessage] = useState<string | null>(null);
  // Null for a worker (decision 0023); the page shows this panel only to those who are sent the quotes.
  const enquiries = request.enquiries ?? [];
  const priceOf = (e: Enquiry, lineId: string) =>
    (request.quote_prices ?? []).find((p) => p.enquiry_id === e.id && p.line_id === lineId);
  return (
    <Box>
      <Heading as="h3" size="md" mb="2">
        Quotes
      </Heading>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Quote comparison">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              {enquiries.map((e) => (
                <Table.ColumnHeader key={e.id} textAlign="end">
                  {e.supplier.name} {e.is_cheapest && <Badge colorPalette="green">Cheapest</Badge>}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {request.lines.map((l) => (
              <Table.Row key={l.id}>
                <Table.Cell>
                  {l.description} ({l.quantity} {l.unit})
                </Table.Cell>
                {enquiries.map((e) => {
                  const p = priceOf(e, l.id);
                  return (
                    <Table.Cell key={e.id} textAlign="end">
                      {p
                        ? `${formatPence(p.unit_price_pence)} · ${formatPence(p.net_pence)}`
                        : 'Awaiting quote'}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
            {(
              [
                ['Net', (e: Enquiry) => formatPence(e.net_pence)],
                ['VAT', (e: Enquiry) => formatPence(e.vat_pence)],
                ['Total', (e: Enquiry) => formatPence(e.gross_pence)],
                ['Lead time', (e: Enquiry) => (e.lead_time_days == null ? '—' : `${e.lead_time_days} days`)],
                ['Valid until', (e: Enquiry) => formatDate(e.valid_until)],
              ] as const
            ).map(([label, value]) => (
              <Table.Row key={label}>
                <Table.Cell fontWeight="medium">{label}</Table.Cell>
                {enquiries.map((e) => (
                  <Table.Cell key={e.id} textAlign="end">
                    {value(e)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell />
              {enquiries.map((e) => (
                <Table.Cell key={e.id} textAlign="end">
                  <HStack justify="end" gap="1" wrap="wrap">
                    {e.can_quote && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEntering(e)}
                        aria-label={`Enter quote from ${e.supplier.name}`}
                      >
                        Enter quote
                      </Button>
                    )}
                    {e.can_order && (
                      <Button
                        size="xs"
                        colorPalette="blue"
                        loading={ordering.loading}
                        aria-label={`Order from ${e.supplier.name}`}
                        onClick={async () => {
                          setMessage(null);
                          try {
                            const res = await order({ variables: { enquiryId: e.id, input: {} } });
                            if (res.data) onOrdered(res.data.orderMaterialQuote.id);
                          } catch (err) {
                            setMessage(messageFromError(err));
                          }
                        }}
                      >
                        Order
                      </Button>
                    )}
                    {!e.can_quote && !e.can_order && <Text fontSize="xs">{e.status.replace(/_/g, ' ')}</Text>}
                  </HStack>
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Box>
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
      {entering && (
        <QuoteEntry
          key={entering.id}
          request={request}
          enquiry={entering}
          onClose={() => setEntering(null)}
        />
      )}
    </Box>
  );
}

function QuoteEntry({
  request,
  enquiry,
  onClose,
}: {
  request: Request;
  enquiry: Enquiry;
  onClose: () => void;
}) {
  const [record, { loading }] = useMutation(RecordMaterialQuoteDocument, {
    context: { handlesOwnErrors: true },
  });
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [vat, setVat] = useState<Record<string, VatCode>>({});
  const [lead, setLead] = useState('');
  const [valid, setValid] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const lines = request.lines.map((l) => ({
      line_id: l.id,
      unit_price_pence: poundsToPence(prices[l.id] ?? ''),
      vat_code: vat[l.id] ?? 'standard',
    }));
    if (lines.some((l) => l.unit_price_pence === null))
      return setMessage('Enter a unit price in pounds for every line');
    const validUntil = parseUkDate(valid);
    if (!validUntil) return setMessage('Valid until must be a date as dd/mm/yyyy');
    try {
      await record({
        variables: {
          enquiryId: enquiry.id,
          input: {
            lines: lines.map((l) => ({ ...l, unit_price_pence: l.unit_price_pence! })),
            lead_time_days: Number(lead),
            valid_until: validUntil,
          },
        },
      });
      onClose();
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }
  return (
    <Box
      as="form"
      onSubmit={save}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mt="3"
      aria-label={`Quote from ${enquiry.supplier.name}`}
    >
      <Heading as="h4" size="sm" mb="2">
        Quote from {enquiry.supplier.name}
      </Heading>
      <Stack gap="2">
        {request.lines.map((l) => (
          <HStack key={l.id} gap="2" align="end" wrap="wrap">
            <label style={{ flex: '1 1 10rem' }}>
              <Text fontSize="sm">Unit price (£) for {l.description}</Text>
              <Input
                inputMode="decimal"
                value={prices[l.id] ?? ''}
                onChange={(e) => setPrices((p) => ({ ...p, [l.id]: e.target.value }))}
              />
            </label>
            <label style={{ flex: '1 1 10rem' }}>
              <Text fontSize="sm">VAT for {l.description}</Text>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={vat[l.id] ?? 'standard'}
                  onChange={(e) => {
                    const code = e.currentTarget.value as VatCode;
                    setVat((v) => ({ ...v, [l.id]: code }));
                  }}
                >
                  {VAT_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
          </HStack>
        ))}
        <label>
          <Text fontSize="sm">Lead time (days)</Text>
          <Input inputMode="numeric" value={lead} onChange={(e) => setLead(e.target.value)} />
        </label>
        <label>
          <Text fontSize="sm">Valid until</Text>
          <Input placeholder="dd/mm/yyyy" value={valid} onChange={(e) => setValid(e.target.value)} />
        </label>
        {message && (
          <Text role="alert" color="red.600">
            {message}
          </Text>
        )}
        <HStack>
          <Button variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" colorPalette="blue" loading={loading}>
            Save quote
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
