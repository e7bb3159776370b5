// Entering a supplier's invoice against the order: their reference and date, and per line the quantity and unit
// price billed (filled in from the order). core-api matches it against the order and deliveries.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { PurchaseOrderFieldsFragment } from '../../generated/graphql';
import { parseUkDate } from '../../lib/format';
import { poundsToPence } from './materials-labels';
import { messageFromError } from '../../lib/mutation-error';
import { AddSupplierInvoiceDocument } from './materials.api';

export function InvoiceForm({ po, onClose }: { po: PurchaseOrderFieldsFragment; onClose: () => void }) {
  const [add, { loading }] = useMutation(AddSupplierInvoiceDocument, { context: { handlesOwnErrors: true } });
  const [ref, setRef] = useState('');
  const [date, setDate] = useState('');
  const [qty, setQty] = useState<Record<string, string>>(
    Object.fromEntries(po.lines.map((l) => [l.id, String(l.quantity)])),
  );
  const [price, setPrice] = useState<Record<string, string>>(
    // Only buyers enter invoices, and they are sent the prices (null for a worker: decision 0023).
    Object.fromEntries(po.lines.map((l) => [l.id, ((l.unit_price_pence ?? 0) / 100).toFixed(2)])),
  );
  const [message, setMessage] = useState<string | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const invoiceDate = parseUkDate(date);
    if (!invoiceDate) return setMessage('Invoice date must be a date as dd/mm/yyyy');
    const lines = po.lines.map((l) => ({
      line_id: l.id,
      quantity: Number(qty[l.id] ?? 0),
      unit_price_pence: poundsToPence(price[l.id] ?? ''),
    }));
    if (lines.some((l) => l.unit_price_pence === null))
      return setMessage('Enter a unit price in pounds for every line');
    try {
      await add({
        variables: {
          id: po.id,
          input: {
            supplier_reference: ref,
            invoice_date: invoiceDate,
            lines: lines.map((l) => ({ ...l, unit_price_pence: l.unit_price_pence! })),
          },
        },
      });
      onClose();
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }

  return (
    <Box as="form" onSubmit={save} borderWidth="1px" borderRadius="md" p="3" aria-label="Enter invoice">
      <Heading as="h3" size="md" mb="2">
        Supplier invoice
      </Heading>
      <Stack gap="3">
        <label>
          <Text fontSize="sm">Supplier reference</Text>
          <Input value={ref} onChange={(e) => setRef(e.target.value)} />
        </label>
        <label>
          <Text fontSize="sm">Invoice date</Text>
          <Input placeholder="dd/mm/yyyy" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        {po.lines.map((l) => (
          <HStack key={l.id} gap="2" align="end">
            <label style={{ flex: 1 }}>
              <Text fontSize="sm">Invoiced quantity: {l.description}</Text>
              <Input
                inputMode="decimal"
                value={qty[l.id] ?? ''}
                onChange={(e) => setQty((q) => ({ ...q, [l.id]: e.target.value }))}
              />
            </label>
            <label style={{ flex: 1 }}>
              <Text fontSize="sm">Invoiced unit price (£): {l.description}</Text>
              <Input
                inputMode="decimal"
                value={price[l.id] ?? ''}
                onChange={(e) => setPrice((p) => ({ ...p, [l.id]: e.target.value }))}
              />
            </label>
          </HStack>
        ))}
        {message && (
          <Text role="alert" color="red.600">
            {message}
          </Text>
        )}
        <HStack>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={loading}>
            Save invoice
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
