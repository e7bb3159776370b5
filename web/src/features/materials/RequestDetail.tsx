// One material request (?request_id=): its lines, the moves the caller may make (from the server's
// status_moves; those in reason_moves ask for the reason in a dialog, so no reason box stands about when no move
// needs one), the RFQ to suppliers and the quotes side by side, the orders raised and the timeline.
import { activitySentence } from '@sitebase/shared';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ReasonDialog } from '../../components/LazyReasonDialog';
import { formatDate, formatDateTime, formatPence } from '../../lib/format';
import { QuoteComparison } from './QuoteComparison';
import { REQUEST_MOVE_LABELS, REQUEST_STATUS_LABELS } from './materials-labels';
import { messageFromError } from '../../lib/mutation-error';
import {
  ChangeMaterialRequestStatusDocument,
  MaterialRequestDocument,
  MaterialsSuppliersDocument,
  SendMaterialEnquiriesDocument,
} from './materials.api';

export function RequestDetail({ id, onOpenPo }: { id: string; onOpenPo: (id: string) => void }) {
  const { data, loading, error } = useQuery(MaterialRequestDocument, { variables: { id } });
  const [move, moving] = useMutation(ChangeMaterialRequestStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [asking, setAsking] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const r = data?.materialRequest;
  if (loading && !r) return <Text>Loading…</Text>;
  if (error || !r) return <Text role="alert">Material request not found</Text>;

  async function doMove(status: string, reason: string | null = null): Promise<boolean> {
    setMessage(null);
    try {
      await move({ variables: { id, status, reason } });
      return true;
    } catch (err) {
      setMessage(messageFromError(err));
      return false;
    }
  }

  return (
    <Stack gap="5">
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {r.reference}
          </Heading>
          <Badge>{REQUEST_STATUS_LABELS[r.status] ?? r.status}</Badge>
        </HStack>
        <Text color="fg.muted">
          {r.project.project_number} {r.project.name} · Required by {formatDate(r.required_by)}
          {r.requested_by ? ` · ${r.requested_by.first_name} ${r.requested_by.last_name}` : ''}
        </Text>
        {r.delivery_notes && <Text>Delivery notes: {r.delivery_notes}</Text>}
        {r.status_reason && <Text>Reason: {r.status_reason}</Text>}
      </Box>
      <Table.Root size="sm" aria-label="Request lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
            <Table.ColumnHeader>Unit</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {r.lines.map((l) => (
            <Table.Row key={l.id}>
              <Table.Cell>{l.description}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
              <Table.Cell>{l.unit}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {r.decision_note && (
        <Text fontSize="sm" color="fg.muted">
          {r.decision_note}
        </Text>
      )}
      {r.status_moves.length > 0 && (
        <HStack gap="2" wrap="wrap">
          {r.status_moves.map((s) => (
            <Button
              key={s}
              size="sm"
              colorPalette={s === 'approved' ? 'green' : s === 'rejected' ? 'red' : 'gray'}
              variant={s === 'approved' ? 'solid' : 'outline'}
              loading={moving.loading}
              onClick={() => (r.reason_moves.includes(s) ? setAsking(s) : void doMove(s))}
            >
              {REQUEST_MOVE_LABELS[s] ?? s}
              {r.reason_moves.includes(s) ? '…' : ''}
            </Button>
          ))}
        </HStack>
      )}
      <ReasonDialog
        open={asking != null}
        title={`${asking ? (REQUEST_MOVE_LABELS[asking] ?? asking) : ''} ${r.reference}`}
        description={
          asking === 'rejected'
            ? 'The requester is told the reason.'
            : 'Say why it is cancelled; the reason is kept in its timeline.'
        }
        confirmLabel={asking ? (REQUEST_MOVE_LABELS[asking] ?? asking) : 'Confirm'}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => doMove(asking ?? '', reason)}
      />
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
      {r.can_send_enquiries && (
        <SendEnquiries requestId={id} already={(r.enquiries ?? []).map((e) => e.supplier.id)} />
      )}
      {/* The suppliers' quotes are null for a worker (decision 0023): no panel at all. */}
      {!!r.enquiries?.length && <QuoteComparison request={r} onOrdered={onOpenPo} />}
      {r.purchase_orders.length > 0 && (
        <Box>
          <Heading as="h3" size="md" mb="2">
            Purchase orders
          </Heading>
          {r.purchase_orders.map((po) => (
            <Button key={po.id} variant="outline" size="sm" me="2" onClick={() => onOpenPo(po.id)}>
              {po.reference} · {po.supplier.name}
              {po.gross_pence != null ? ` · ${formatPence(po.gross_pence)}` : ''}
            </Button>
          ))}
        </Box>
      )}
      <Box>
        <Heading as="h3" size="md" mb="2">
          Timeline
        </Heading>
        <Stack as="ol" gap="1" aria-label="Timeline">
          {r.timeline.map((t) => (
            <Text as="li" key={t.id} fontSize="sm" listStyleType="none">
              {formatDateTime(t.at)} ·{' '}
              {activitySentence({
                who: t.actor ? `${t.actor.first_name} ${t.actor.last_name}` : 'System',
                action: t.action,
                entityType: t.entity_type,
                label: t.entity_type === 'material_request' ? r.reference : (t.label ?? null),
                to: t.to,
              })}
              {t.reason ? ` (${t.reason})` : ''}
            </Text>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function SendEnquiries({ requestId, already }: { requestId: string; already: string[] }) {
  const suppliers = useQuery(MaterialsSuppliersDocument);
  const [send, { loading }] = useMutation(SendMaterialEnquiriesDocument, {
    context: { handlesOwnErrors: true },
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const options = (suppliers.data?.suppliers.items ?? []).filter((s) => !already.includes(s.id));
  if (!options.length) return null;
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="legend" size="md" px="1">
        Ask suppliers for a price
      </Heading>
      <Stack gap="1" my="2">
        {options.map((s) => (
          <HStack as="label" key={s.id} gap="2" fontSize="sm">
            <input
              type="checkbox"
              checked={chosen.includes(s.id)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, s.id] : c.filter((x) => x !== s.id)))
              }
            />
            <span>{s.name}</span>
          </HStack>
        ))}
      </Stack>
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
      <Button
        size="sm"
        colorPalette="blue"
        loading={loading}
        disabled={!chosen.length}
        onClick={async () => {
          setMessage(null);
          try {
            await send({ variables: { id: requestId, supplierIds: chosen } });
            setChosen([]);
          } catch (err) {
            setMessage(messageFromError(err));
          }
        }}
      >
        Send enquiries
      </Button>
    </Box>
  );
}
