// Columns of the labour lists (operatives, labour invoices) on the list kit; on a phone each row is a card.
import { Badge } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '../../components/list';
import type { LabourInvoiceRowFragment, OperativeRowFragment } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import { CSCS_STATE, ENGAGEMENT_LABELS, INVOICE_STATUS_LABELS, rateText } from './labour-labels';

export const operativeColumns: Column<OperativeRowFragment>[] = [
  {
    key: 'name',
    header: 'Operative',
    card: 'title',
    cell: (o) => (
      <RouterLink to={`/app/labour/${o.id}`} style={{ color: 'var(--chakra-colors-blue-600)' }}>
        {o.name}
      </RouterLink>
    ),
  },
  {
    key: 'cscs',
    header: 'CSCS',
    card: 'aside',
    cell: (o) => (
      <Badge colorPalette={CSCS_STATE[o.cscs_state]?.palette}>{CSCS_STATE[o.cscs_state]?.label}</Badge>
    ),
  },
  { key: 'trade', header: 'Trade', cell: (o) => o.trade?.name ?? '—' },
  {
    key: 'engagement',
    header: 'Engagement',
    cell: (o) =>
      `${ENGAGEMENT_LABELS[o.engagement] ?? o.engagement}${o.supplier ? ` · ${o.supplier.name}` : ''}`,
  },
  {
    key: 'rate',
    header: 'Rate',
    nowrap: true,
    from: 'lg',
    cell: (o) => rateText(o.rate_pence, o.rate_unit, formatPence),
  },
  { key: 'expiry', header: 'Card expiry', nowrap: true, from: 'lg', cell: (o) => formatDate(o.cscs_expiry) },
];

export const invoiceColumns: Column<LabourInvoiceRowFragment>[] = [
  {
    key: 'reference',
    header: 'Invoice',
    card: 'title',
    cell: (i) => (
      <RouterLink to={`/app/labour/invoices/${i.id}`} style={{ color: 'var(--chakra-colors-blue-600)' }}>
        {i.reference}
      </RouterLink>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    card: 'aside',
    cell: (i) => (
      <Badge colorPalette={i.has_variance && i.status === 'received' ? 'orange' : undefined}>
        {INVOICE_STATUS_LABELS[i.status] ?? i.status}
        {i.has_variance && i.status === 'received' ? ' · variance' : ''}
      </Badge>
    ),
  },
  { key: 'supplier', header: 'Supplier', cell: (i) => `${i.supplier.name} (${i.supplier_reference})` },
  {
    key: 'period',
    header: 'Period',
    nowrap: true,
    from: 'lg',
    cell: (i) => `${formatDate(i.period_start)} – ${formatDate(i.period_end)}`,
  },
  { key: 'net', header: 'Net', align: 'end', nowrap: true, cell: (i) => formatPence(i.net_pence) },
  {
    key: 'cis',
    header: 'CIS',
    align: 'end',
    nowrap: true,
    from: 'lg',
    cell: (i) => formatPence(i.cis_deduction_pence),
  },
  {
    key: 'payable',
    header: 'Payable',
    align: 'end',
    nowrap: true,
    cell: (i) => formatPence(i.payable_pence),
  },
];
