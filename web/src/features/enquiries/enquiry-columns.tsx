// The enquiries list's columns for the list kit's DataTable: reference and title (opening the enquiry),
// client, tender due date (overdue ones in red while the tender is still being priced), estimator, latest
// estimate and status.
import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Column } from '../../components/list';
import type { EnquiriesQuery } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import { ENQUIRY_STATUS_COLOURS, ENQUIRY_STATUS_LABELS, ESTIMATE_STATUS_LABELS } from './enquiry-labels';

export type EnquiryRow = EnquiriesQuery['enquiries']['items'][number];

/** Today in the viewer's calendar, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function isOverdue(row: Pick<EnquiryRow, 'status' | 'tender_due_date'>, today = todayIso()): boolean {
  return (
    !!row.tender_due_date &&
    row.tender_due_date < today &&
    (row.status === 'new' || row.status === 'estimating')
  );
}

export function enquiryColumns(): Column<EnquiryRow>[] {
  return [
    {
      key: 'reference',
      header: 'Enquiry',
      card: 'title',
      cell: (e) => (
        <Stack gap="0">
          <ChakraLink asChild fontWeight="medium">
            <Link to={`/app/enquiries/${e.id}`}>
              {e.reference} {e.title}
            </Link>
          </ChakraLink>
          {e.site_postcode && (
            <Text as="span" fontSize="xs" color="fg.muted">
              {e.site_postcode}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'client', header: 'Client', card: 'subtitle', cell: (e) => e.client_name },
    {
      key: 'due',
      header: 'Tender due',
      nowrap: true,
      cell: (e) =>
        isOverdue(e) ? (
          <Text as="span" color="red.600" fontWeight="semibold" _dark={{ color: 'red.300' }}>
            {formatDate(e.tender_due_date)} (overdue)
          </Text>
        ) : (
          formatDate(e.tender_due_date)
        ),
    },
    {
      key: 'estimator',
      header: 'Estimator',
      from: 'lg',
      cell: (e) => (e.estimator ? `${e.estimator.first_name} ${e.estimator.last_name}` : '—'),
    },
    {
      key: 'estimate',
      header: 'Latest estimate',
      nowrap: true,
      cell: (e) =>
        e.latest_estimate
          ? `v${e.latest_estimate.version} ${ESTIMATE_STATUS_LABELS[e.latest_estimate.status]} ${formatPence(e.latest_estimate.gross_pence)}`
          : '—',
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (e) => (
        <Badge colorPalette={ENQUIRY_STATUS_COLOURS[e.status]}>{ENQUIRY_STATUS_LABELS[e.status]}</Badge>
      ),
    },
  ];
}
