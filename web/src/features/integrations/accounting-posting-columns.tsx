// The columns of the latest postings: the record, its state (and why, when refused or waiting), the amount and
// what is still due as the service reads it back, the service's id with a link to open it there, and Retry.
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import type { Column } from '../../components/list/DataTable';
import type { AccountingPostingFieldsFragment } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import {
  PAYMENT_STATE_LABELS,
  POSTING_STATUS_LABELS,
  POSTING_STATUS_PALETTE,
  serviceName,
} from './accounting-posting-words';

type Posting = AccountingPostingFieldsFragment;

export function postingColumns(options: {
  /** The viewer may retry, and a refused posting is listed: the Actions column shows. */
  canRetry: boolean;
  retrying: string | null;
  onRetry: (posting: Posting) => void;
}): Column<Posting>[] {
  const columns: Column<Posting>[] = [
    {
      key: 'label',
      header: 'Record',
      card: 'title',
      cell: (p) => (
        <Stack gap="0">
          <Text>{p.label}</Text>
          {p.status !== 'posted' && p.last_error && (
            <Text fontSize="xs" color={p.status === 'failed' ? 'fg.error' : 'fg.muted'}>
              {p.last_error}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'State',
      card: 'aside',
      nowrap: true,
      cell: (p) => (
        <Badge colorPalette={POSTING_STATUS_PALETTE[p.status]}>
          {POSTING_STATUS_LABELS[p.status] ?? p.status}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      nowrap: true,
      cell: (p) => formatPence(p.total_pence),
    },
    {
      key: 'payment',
      header: 'Payment',
      cell: (p) =>
        p.payment_state ? (
          <Text>
            {PAYMENT_STATE_LABELS[p.payment_state] ?? p.payment_state}
            {p.payment_state === 'part_paid' && p.amount_due_pence !== null
              ? ` · ${formatPence(p.amount_due_pence)} due`
              : ''}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'service',
      header: 'In the books',
      cell: (p) =>
        p.provider_id || p.url ? (
          <Stack gap="0">
            {p.provider_id && (
              <Text fontSize="xs" color="fg.muted">
                {p.provider_id}
              </Text>
            )}
            {p.url && (
              <Link href={p.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                Open in {serviceName(p)}
              </Link>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'when',
      header: 'Posted',
      from: 'lg',
      nowrap: true,
      cell: (p) => (p.posted_at ? formatDate(p.posted_at) : '—'),
    },
  ];
  if (!options.canRetry) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      card: 'footer',
      cell: (p) =>
        p.status === 'failed' ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Retry ${p.label}`}
            loading={options.retrying === p.id}
            onClick={() => options.onRetry(p)}
          >
            Retry
          </Button>
        ) : null,
    },
  ];
}
