// One supplier invoice on its order: the three-way match (basis, quantity and price variance and their sum, the
// reasons it is above the order), who entered it, and approval — a clean match by a supervisor, a variance or
// mismatch only by a manager's override with a reason, never by whoever entered it (decision 0046) — and its
// payment: a manager records the day paid and the payment's reference in a small dialog (decision 0068) — and,
// for managers, its bill in the company's books (AccountingPostingStatus).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { PurchaseOrderFieldsFragment } from '../../generated/graphql';
import { DateField } from '../../components/DateField';
import { FormDialog } from '../../components/FormDialog';
import { formatDate, formatPence, parseUkDate } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { AccountingPostingStatus } from '../integrations';
import { ApproveSupplierInvoiceDocument, PaySupplierInvoiceDocument } from './materials.api';

type Invoice = NonNullable<PurchaseOrderFieldsFragment['invoices']>[number];
type InvoiceVariance = NonNullable<PurchaseOrderFieldsFragment['invoice_variances']>[number];

const MATCH_BADGE: Record<string, { label: string; palette: string }> = {
  clean: { label: 'Matched', palette: 'green' },
  variance: { label: 'Mismatch: not all received', palette: 'orange' },
  mismatch: { label: 'Mismatch: above the order', palette: 'red' },
};

export function InvoiceCard({ inv, variances }: { inv: Invoice; variances: InvoiceVariance[] }) {
  const [approve, approving] = useMutation(ApproveSupplierInvoiceDocument, {
    context: { handlesOwnErrors: true },
  });
  const [overrideReason, setOverrideReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const m = inv.match;
  const badge = MATCH_BADGE[m.status] ?? MATCH_BADGE.mismatch!;

  const run = async (reason: string | null) => {
    setMessage(null);
    try {
      await approve({ variables: { id: inv.id, reason } });
    } catch (err) {
      setMessage(messageFromError(err));
    }
  };

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mb="2"
      aria-label={`Invoice ${inv.supplier_reference}`}
      role="group"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">
          {inv.supplier_reference} · {formatDate(inv.invoice_date)} · {formatPence(inv.gross_pence)}
        </Text>
        <Badge colorPalette={badge.palette}>{badge.label}</Badge>
        <Badge colorPalette={inv.status === 'paid' ? 'green' : undefined}>
          {inv.status === 'paid'
            ? `Paid ${formatDate(inv.payment_date)}`
            : inv.status === 'approved'
              ? 'Approved'
              : 'Awaiting approval'}
        </Badge>
      </HStack>
      {inv.entered_by && (
        <Text fontSize="sm" color="fg.muted">
          Entered by {inv.entered_by.first_name} {inv.entered_by.last_name}
        </Text>
      )}
      {/* Keyed by status: an invoice just approved is asked about again (its bill is queued then). */}
      <AccountingPostingStatus key={inv.status} sourceType="supplier_invoice" sourceId={inv.id} />
      {variances.map((v, i) => (
        <Text key={i} fontSize="sm" color="red.600">
          {v.kind === 'price' ? 'Price' : 'Quantity'} variance {formatPence(v.amount_pence)}: {v.message}
        </Text>
      ))}
      {m.mismatches.map((reason, i) => (
        <Text key={i} fontSize="sm" color="red.600">
          Above the order: {reason}
        </Text>
      ))}
      <Stack gap="0" fontSize="sm" mt="1" role="group" aria-label={`Match of ${inv.supplier_reference}`}>
        <Text>
          Invoiced (net) {formatPence(m.invoiced_pence)} − expected {formatPence(m.expected_pence)} (ordered
          and received, at the order’s prices)
        </Text>
        <Text fontWeight={m.clean ? 'normal' : 'medium'}>
          Quantity {formatPence(m.quantity_variance_pence)} + price {formatPence(m.price_variance_pence)} =
          total variance {formatPence(m.total_variance_pence)}
        </Text>
      </Stack>
      {inv.override_reason && <Text fontSize="sm">Override: {inv.override_reason}</Text>}
      {inv.status === 'received' && !m.clean && !inv.can_override && (
        <Text fontSize="sm">A mismatched invoice needs a manager’s override before it can be approved.</Text>
      )}
      {inv.approval_note && (
        <Text fontSize="sm" color="fg.muted">
          {inv.approval_note}
        </Text>
      )}
      {inv.can_approve && (
        <Button
          mt="2"
          size="sm"
          colorPalette="green"
          loading={approving.loading}
          onClick={() => void run(null)}
        >
          Approve invoice
        </Button>
      )}
      {inv.can_override && (
        <HStack mt="2" gap="2" wrap="wrap">
          <Input
            aria-label="Override reason"
            placeholder="Why approve despite the mismatch"
            value={overrideReason}
            onChange={(e) => setOverrideReason(e.target.value)}
            maxW="md"
          />
          <Button
            size="sm"
            colorPalette="orange"
            loading={approving.loading}
            onClick={() => void run(overrideReason || null)}
          >
            Approve with override
          </Button>
        </HStack>
      )}
      {inv.status === 'paid' && inv.payment_reference && (
        <Text fontSize="sm">Payment reference: {inv.payment_reference}</Text>
      )}
      {inv.can_record_payment && (
        <Button mt="2" size="sm" variant="outline" onClick={() => setPaying(true)}>
          Record payment
        </Button>
      )}
      {paying && <PaymentDialog inv={inv} onClose={() => setPaying(false)} />}
      {message && (
        <Text role="alert" color="red.600" fontSize="sm">
          {message}
        </Text>
      )}
    </Box>
  );
}

/** The day the supplier was paid (dd/mm/yyyy, default today) and the payment's reference. */
function PaymentDialog({ inv, onClose }: { inv: Invoice; onClose: () => void }) {
  const [pay, state] = useMutation(PaySupplierInvoiceDocument, { context: { handlesOwnErrors: true } });
  const [date, setDate] = useState(() => formatDate(new Date().toISOString()));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const iso = parseUkDate(date);
    if (!iso) {
      setError('Enter the payment date as dd/mm/yyyy');
      return;
    }
    setError(null);
    try {
      await pay({ variables: { id: inv.id, date: iso, reference: reference.trim() || null } });
      onClose();
    } catch (err) {
      setError(messageFromError(err));
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Record payment of ${inv.supplier_reference}`}
      submitLabel="Record payment"
      submitting={state.loading}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      error={error}
    >
      <Stack gap="3">
        <Text fontSize="sm">
          {formatPence(inv.gross_pence)} invoiced on {formatDate(inv.invoice_date)}
        </Text>
        <DateField label="Payment date" value={date} onChange={setDate} />
        <Input
          aria-label="Payment reference"
          placeholder="Payment reference (optional), e.g. the BACS run"
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
        />
      </Stack>
    </FormDialog>
  );
}
