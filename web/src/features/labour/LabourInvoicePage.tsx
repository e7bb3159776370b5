// /app/labour/invoices/{invoice_id} (spec §2; labour invoice notifications' deep link): the invoice's lines
// against approved timesheets (variances flagged), the CIS and VAT arithmetic line by line with HMRC's reverse
// charge wording and the 5% disregard's decision on the whole invoice (decision 0047), each line by its type,
// and the moves core-api allows (refusals — a duplicate, your own invoice — shown as messages): match (a manager may override variances with a reason),
// approve, mark exported, record payment (with its date), dispute (with a reason), reopen; for managers, its bill
// in the company's books (AccountingPostingStatus).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Badge, Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { ListState } from '../../components/list/ListState';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence, parseUkDate, toUkDateInput } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { AccountingPostingStatus } from '../integrations';
import { CIS_LABELS, INVOICE_MOVE_LABELS, INVOICE_STATUS_LABELS } from './labour-labels';
import {
  ChangeLabourInvoiceStatusDocument,
  LabourInvoiceDocument,
  MatchLabourInvoiceDocument,
} from './labour.api';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

const qty = (n: number, unit: string) =>
  `${n} ${unit === 'day' ? (n === 1 ? 'day' : 'days') : n === 1 ? 'hour' : 'hours'}`;

export function LabourInvoicePage() {
  const { invoice_id: id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LabourInvoiceDocument, { variables: { id } });
  const [match, { loading: matching }] = useMutation(MatchLabourInvoiceDocument, {
    context: { handlesOwnErrors: true },
  });
  const [change, { loading: changing }] = useMutation(ChangeLabourInvoiceStatusDocument, {
    context: { handlesOwnErrors: true },
  });
  const [pending, setPending] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inv = data?.labourInvoice;
  const failure = error && !inv ? classifyError(error) : null;

  async function run(work: () => Promise<unknown>) {
    setMessage(null);
    try {
      await work();
      setPending(null);
      setText('');
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }
  function move(status: string) {
    if (status === 'disputed' || status === 'paid' || status === 'override') {
      setPending(status);
      setText(status === 'paid' ? toUkDateInput(new Date().toISOString().slice(0, 10)) : '');
      return;
    }
    void run(() => change({ variables: { id, status } }));
  }
  function confirm() {
    if (pending === 'paid') {
      const date = parseUkDate(text);
      if (!date) return setMessage('Payment date must be a date as dd/mm/yyyy');
      void run(() => change({ variables: { id, status: 'paid', payment_date: date } }));
    } else if (pending === 'disputed') {
      void run(() => change({ variables: { id, status: 'disputed', reason: text } }));
    } else if (pending === 'override') {
      void run(() => match({ variables: { id, override_reason: text } }));
    }
  }

  return (
    <Box>
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/labour?tab=invoices">← Back to invoices</RouterLink>
      </Button>
      <ListState
        loading={loading && !inv}
        loadingLabel="Loading labour invoice"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={false}
        empty={{ title: '', description: '' }}
      >
        {inv && (
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h1" size="2xl">
                {inv.reference} {inv.supplier.name}
              </Heading>
              <Badge colorPalette={inv.has_variance && inv.status === 'received' ? 'orange' : 'blue'}>
                {INVOICE_STATUS_LABELS[inv.status] ?? inv.status}
              </Badge>
            </HStack>
            <Text color="fg.muted">
              Their invoice {inv.supplier_reference} of {formatDate(inv.invoice_date)} for{' '}
              {formatDate(inv.period_start)} to {formatDate(inv.period_end)} · CIS{' '}
              {inv.cis_status ? CIS_LABELS[inv.cis_status] : 'not under CIS'}
              {inv.payment_date ? ` · paid ${formatDate(inv.payment_date)}` : ''}
              {inv.status_reason ? ` · ${inv.status_reason}` : ''}
            </Text>
            {/* Keyed by status: an invoice just approved is asked about again (its bill is queued then). */}
            <AccountingPostingStatus key={inv.status} sourceType="labour_invoice" sourceId={inv.id} />
            {inv.has_variance && inv.status === 'received' && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>
                  The invoice does not match the approved timesheets: check the lines marked.
                </Alert.Title>
              </Alert.Root>
            )}
            <Heading as="h2" size="lg">
              Match against approved timesheets
            </Heading>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label="Invoice lines">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Line</Table.ColumnHeader>
                    <Table.ColumnHeader>Operative</Table.ColumnHeader>
                    <Table.ColumnHeader>Project</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Invoiced</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Timesheets</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                    <Table.ColumnHeader>Match</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {inv.lines.map((l, i) =>
                    l.type === 'labour' && l.operative && l.project ? (
                      <Table.Row key={i}>
                        <Table.Cell>{l.type_label}</Table.Cell>
                        <Table.Cell>{l.operative.name}</Table.Cell>
                        <Table.Cell>
                          {l.project.project_number} {l.project.name}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{qty(l.quantity ?? 0, l.unit ?? 'day')}</Table.Cell>
                        <Table.Cell textAlign="end">
                          {qty(l.timesheet_quantity ?? 0, l.unit ?? 'day')}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {formatPence(l.rate_pence)}
                          {l.rate_variance_pence ? ` (theirs ${formatPence(l.expected_rate_pence)})` : ''}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{formatPence(l.net_pence)}</Table.Cell>
                        <Table.Cell>
                          {l.variance ? (
                            <Badge colorPalette="orange">
                              Variance
                              {l.quantity_variance
                                ? ` ${l.quantity_variance > 0 ? '+' : ''}${l.quantity_variance}`
                                : ''}
                            </Badge>
                          ) : (
                            <Badge colorPalette="green">Matches</Badge>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ) : (
                      <Table.Row key={i}>
                        <Table.Cell>{l.type_label}</Table.Cell>
                        <Table.Cell colSpan={5}>{l.description}</Table.Cell>
                        <Table.Cell textAlign="end">
                          {l.type === 'deduction'
                            ? `− ${formatPence(l.net_pence)}`
                            : formatPence(l.net_pence)}
                        </Table.Cell>
                        <Table.Cell>
                          {l.cis_treatment === 'materials'
                            ? `Cost to them ${formatPence(l.cost_pence ?? 0)}`
                            : l.cis_treatment === 'deduction'
                              ? 'Off the payment'
                              : 'In the CIS base'}
                        </Table.Cell>
                      </Table.Row>
                    ),
                  )}
                </Table.Body>
              </Table.Root>
            </Box>
            <Heading as="h2" size="lg">
              CIS and VAT
            </Heading>
            <Table.Root size="sm" aria-label="CIS and VAT arithmetic" maxW="40rem">
              <Table.Body>
                {inv.steps.map((s) => (
                  <Table.Row
                    key={s.key}
                    fontWeight={s.key === 'payable' || s.key === 'gross' ? 'semibold' : undefined}
                  >
                    <Table.Cell>{s.label}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPence(s.amount_pence)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {inv.drc_decision && (
              <Alert.Root status={inv.drc_decision.reverse_charge ? 'info' : 'neutral'} maxW="40rem">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {inv.drc_decision.reverse_charge ? 'Reverse charge' : 'Normal VAT'} on the whole invoice:
                    services within CIS are {inv.drc_decision.cis_share_percent}% of it
                  </Alert.Title>
                  <Alert.Description>{inv.drc_decision.reason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {inv.reverse_charge_wording && <Text fontWeight="medium">{inv.reverse_charge_wording}</Text>}
            <Text fontSize="sm" color="fg.muted">
              {inv.customer_end_user ? 'We are the end user of these services.' : ''} VAT: supplier{' '}
              {inv.supplier_vat_registered ? 'registered' : 'not registered'}, us{' '}
              {inv.customer_vat_registered ? 'registered' : 'not registered'}.
            </Text>
            {inv.approval_refusal && (
              <Text fontSize="sm" color="orange.700">
                {inv.approval_refusal}
              </Text>
            )}
            {pending ? (
              <HStack gap="2" wrap="wrap">
                <Input
                  size="sm"
                  maxW="20rem"
                  aria-label={
                    pending === 'paid'
                      ? 'Payment date'
                      : pending === 'override'
                        ? 'Override reason'
                        : 'Reason for dispute'
                  }
                  placeholder={pending === 'paid' ? 'dd/mm/yyyy' : 'Reason'}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
                <Button size="sm" colorPalette="blue" loading={changing || matching} onClick={confirm}>
                  {pending === 'paid'
                    ? 'Record payment'
                    : pending === 'override'
                      ? 'Override and match'
                      : 'Dispute invoice'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setPending(null)}>
                  Cancel
                </Button>
              </HStack>
            ) : (
              <HStack gap="2" wrap="wrap">
                {inv.can_match && (
                  <Button
                    size="sm"
                    colorPalette="blue"
                    loading={matching}
                    onClick={() => void run(() => match({ variables: { id } }))}
                  >
                    Match to timesheets
                  </Button>
                )}
                {inv.can_override && inv.has_variance && (
                  <Button size="sm" variant="outline" onClick={() => move('override')}>
                    Override variances
                  </Button>
                )}
                {inv.status_moves.map((s) => (
                  <Button
                    key={s}
                    size="sm"
                    variant={s === 'disputed' || s === 'received' ? 'outline' : 'solid'}
                    colorPalette={s === 'approved' ? 'green' : undefined}
                    loading={changing}
                    onClick={() => move(s)}
                  >
                    {INVOICE_MOVE_LABELS[s] ?? s}
                  </Button>
                ))}
              </HStack>
            )}
            {message && (
              <Text role="alert" color="red.600">
                {message}
              </Text>
            )}
          </Stack>
        )}
      </ListState>
    </Box>
  );
}
