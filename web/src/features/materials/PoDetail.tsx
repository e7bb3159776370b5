// One purchase order (?po_id=): supplier, project, lines with unit price and VAT, totals, the moves the caller
// may make (issue, cancel, close), the PDF, deliveries (recorded from the phone with a ticket photo) and supplier
// invoices with their three-way match (InvoiceCard: a mismatch approved only by a manager's override with a
// reason) and goods held beyond the order until a manager accepts them (OverDeliveryPanel); for managers, where
// the order and each invoice stand in the company's books (AccountingPostingStatus).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../components/list/DataTable';
import { formatDate, formatDateTime, formatPence } from '../../lib/format';
import { downloadFile } from '../../lib/files';
import { hasRole, useAuth } from '../auth';
import { AccountingPostingStatus } from '../integrations';
import { DeliveryForm } from './DeliveryForm';
import { InvoiceCard } from './InvoiceCard';
import { InvoiceForm } from './InvoiceForm';
import { OverDeliveryPanel } from './OverDeliveryPanel';
import { poLineColumns } from './materials-columns';
import { PO_MOVE_LABELS, PO_STATUS_LABELS } from './materials-labels';
import { messageFromError } from '../../lib/mutation-error';
import {
  ChangePurchaseOrderStatusDocument,
  ProjectMaterialCostsDocument,
  PurchaseOrderDocument,
} from './materials.api';

export function PoDetail({ id }: { id: string }) {
  const { user } = useAuth();
  const supervisor = hasRole(user?.role, 'supervisor');
  const { data, loading, error } = useQuery(PurchaseOrderDocument, { variables: { id } });
  const [move, moving] = useMutation(ChangePurchaseOrderStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [form, setForm] = useState<'delivery' | 'invoice' | null>(null);
  const po = data?.purchaseOrder;
  if (loading && !po) return <Text>Loading…</Text>;
  if (error || !po) return <Text role="alert">Purchase order not found</Text>;
  // core-api sends the order's prices only to buyers (null for a worker: decision 0023).
  const prices = po.gross_pence != null;

  const run = async (work: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage(messageFromError(err));
    }
  };

  return (
    <Stack gap="5">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {po.reference}
          </Heading>
          <Badge>{PO_STATUS_LABELS[po.status] ?? po.status}</Badge>
        </HStack>
        <Text color="fg.muted">
          {po.supplier.name} · {po.project.project_number} {po.project.name}
          {po.request_reference ? ` · for ${po.request_reference}` : ''}
        </Text>
        <Text>
          Delivery {formatDate(po.delivery_date)}
          {po.delivery_address ? ` to ${po.delivery_address}` : ''}
        </Text>
        {/* Keyed by status: an order just issued is asked about again (its posting is made then). */}
        <AccountingPostingStatus key={po.status} sourceType="purchase_order" sourceId={po.id} />
      </Box>
      <DataTable label="Order lines" columns={poLineColumns(prices)} rows={po.lines} rowKey={(l) => l.id} />
      {prices && (
        <Stack gap="0" textAlign="end" aria-label="Order totals">
          <Text>Net {formatPence(po.net_pence)}</Text>
          <Text>VAT {formatPence(po.vat_pence)}</Text>
          <Text fontWeight="bold">Total {formatPence(po.gross_pence)}</Text>
          {po.reverse_charge_wording && (
            <Text fontSize="sm">
              {po.reverse_charge_wording} ({formatPence(po.reverse_charge_vat_pence)})
            </Text>
          )}
        </Stack>
      )}
      <HStack gap="2" wrap="wrap">
        {supervisor && (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void run(() => downloadFile(`/files/purchase-orders/${po.id}/pdf`, `${po.reference}.pdf`))
            }
          >
            Download PDF
          </Button>
        )}
        {po.status_moves.map((s) => (
          <Button
            key={s}
            size="sm"
            colorPalette={s === 'issued' ? 'blue' : 'gray'}
            loading={moving.loading}
            onClick={() =>
              void run(() => move({ variables: { id: po.id, status: s, reason: reason || null } }))
            }
          >
            {PO_MOVE_LABELS[s] ?? s}
          </Button>
        ))}
        {po.can_record_delivery && (
          <Button size="sm" colorPalette="green" onClick={() => setForm('delivery')}>
            Record delivery
          </Button>
        )}
        {po.can_add_invoice && (
          <Button size="sm" variant="outline" onClick={() => setForm('invoice')}>
            Enter invoice
          </Button>
        )}
      </HStack>
      {po.status_moves.includes('cancelled') && po.status !== 'draft' && (
        <Input
          aria-label="Reason"
          placeholder="Reason (needed to cancel an issued order)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxW="md"
        />
      )}
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
      <OverDeliveryPanel po={po} />
      {form === 'delivery' && <DeliveryForm po={po} onClose={() => setForm(null)} />}
      {form === 'invoice' && <InvoiceForm po={po} onClose={() => setForm(null)} />}
      {po.deliveries.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            Deliveries
          </Heading>
          {po.deliveries.map((d) => (
            <Text key={d.id} fontSize="sm">
              {formatDateTime(d.received_at)} ·{' '}
              {d.received_by ? `${d.received_by.first_name} ${d.received_by.last_name}` : ''} · goods received
              {d.ticket_upload_id ? ' · ticket photo' : ''}
              {d.notes ? ` · ${d.notes}` : ''}
            </Text>
          ))}
        </Box>
      )}
      {!!po.invoices?.length && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            Supplier invoices
          </Heading>
          {po.invoices.map((inv) => (
            <InvoiceCard
              key={inv.id}
              inv={inv}
              variances={(po.invoice_variances ?? []).filter((v) => v.invoice_id === inv.id)}
            />
          ))}
        </Box>
      )}
      {supervisor && <CostPanel projectId={po.project.id} />}
    </Stack>
  );
}

export function CostPanel({ projectId }: { projectId: string }) {
  const { data } = useQuery(ProjectMaterialCostsDocument, { variables: { projectId } });
  const c = data?.projectMaterialCosts;
  if (!c) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" aria-label="Project material costs" role="region">
      <Heading as="h3" size="md" mb="2">
        Project materials
      </Heading>
      <Text>Budget {formatPence(c.budget_pence)}</Text>
      <Text>Committed {formatPence(c.committed_pence)}</Text>
      <Text>Received {formatPence(c.received_pence)}</Text>
      <Text>Invoiced {formatPence(c.invoiced_pence)}</Text>
      <Text fontWeight="medium">Remaining {formatPence(c.remaining_pence)}</Text>
    </Box>
  );
}
