// Columns of the plant lists for the list kit's DataTable: requests (a row opens the request), the register
// (inspection states coloured) and supplier rates. Money and dates as the UI shows them: £1,234.56, dd/mm/yyyy.
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { ClearOffUseButton, OffUseBadge } from './OffUse';
import type { Column } from '../../components/list';
import type {
  PlantItemsQuery,
  PlantRatesQuery,
  PlantRequestRowFieldsFragment,
} from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import {
  INSPECTION_COLOURS,
  ITEM_STATUS_LABELS,
  REQUEST_STATUS_COLOURS,
  REQUEST_STATUS_LABELS,
  personName,
  rateLabel,
} from './plant-labels';

type Item = PlantItemsQuery['plantItems']['items'][number];
type Rate = PlantRatesQuery['plantRates']['items'][number];

export function requestColumns(
  onOpen: (id: string) => void,
  supervisor: boolean,
): Column<PlantRequestRowFieldsFragment>[] {
  const columns: Column<PlantRequestRowFieldsFragment>[] = [
    {
      key: 'reference',
      header: 'Request',
      card: 'title',
      cell: (r) => (
        <Button
          variant="plain"
          p="0"
          h="auto"
          fontWeight="semibold"
          onClick={() => onOpen(r.id)}
          aria-label={`Open ${r.reference}`}
        >
          {r.reference} {r.category}
        </Button>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (r) => (
        <Badge colorPalette={REQUEST_STATUS_COLOURS[r.status]}>{REQUEST_STATUS_LABELS[r.status]}</Badge>
      ),
    },
    {
      key: 'project',
      header: 'Project',
      card: 'subtitle',
      cell: (r) => `${r.project.project_number} ${r.project.name}`,
    },
    {
      key: 'dates',
      header: 'Needed',
      nowrap: true,
      card: 'field',
      cell: (r) => `${formatDate(r.required_from)} – ${formatDate(r.required_until)}`,
    },
    {
      key: 'days',
      header: 'Days on hire',
      from: 'lg',
      card: 'field',
      cell: (r) => (r.on_hire_date ? String(r.chargeable_days) : '—'),
    },
  ];
  if (supervisor) {
    columns.push(
      {
        key: 'by',
        header: 'Requested by',
        from: 'lg',
        card: 'field',
        cell: (r) => personName(r.requested_by),
      },
      {
        key: 'cost',
        header: 'Hire cost to date',
        nowrap: true,
        card: 'field',
        cell: (r) => (r.cost ? formatPence(r.cost.total_pence) : '—'),
      },
    );
  }
  return columns;
}

const inspection = (date: string | null | undefined, state: Item['loler_state']) =>
  date ? (
    <Badge colorPalette={INSPECTION_COLOURS[state]}>{formatDate(date)}</Badge>
  ) : (
    <Text as="span">—</Text>
  );

export const itemColumns: Column<Item>[] = [
  {
    key: 'asset',
    header: 'Item',
    card: 'title',
    cell: (i) => (
      <Text as="span" fontWeight="medium">
        {i.asset_number} {i.description}
      </Text>
    ),
  },
  { key: 'category', header: 'Category', card: 'subtitle', cell: (i) => i.category },
  {
    key: 'ownership',
    header: 'Owned / hired',
    card: 'field',
    cell: (i) => (i.ownership === 'owned' ? 'Owned' : `Hired${i.supplier ? ` from ${i.supplier.name}` : ''}`),
  },
  {
    key: 'status',
    header: 'Status',
    card: 'aside',
    cell: (i) => (
      <Stack gap="1" align="start">
        <Badge>{ITEM_STATUS_LABELS[i.status]}</Badge>
        {i.off_use && <OffUseBadge text={i.off_use.text} />}
        {i.can_clear_off_use && <ClearOffUseButton id={i.id} asset={i.asset_number} />}
      </Stack>
    ),
  },
  {
    key: 'project',
    header: 'On project',
    from: 'lg',
    card: 'field',
    cell: (i) => (i.current_project ? `${i.current_project.project_number} ${i.current_project.name}` : '—'),
  },
  {
    key: 'loler',
    header: 'LOLER due',
    nowrap: true,
    card: 'field',
    cell: (i) => inspection(i.loler_due_date, i.loler_state),
  },
  {
    key: 'puwer',
    header: 'PUWER due',
    nowrap: true,
    card: 'field',
    cell: (i) => inspection(i.puwer_due_date, i.puwer_state),
  },
];

export const rateColumns: Column<Rate>[] = [
  { key: 'category', header: 'Category', card: 'title', cell: (r) => r.category },
  { key: 'supplier', header: 'Supplier', card: 'subtitle', cell: (r) => r.supplier.name },
  {
    key: 'rate',
    header: 'Self-drive',
    nowrap: true,
    // A labelled field on a phone, beside "With operator", so the two prices are never confused.
    cell: (r) => rateLabel(r.rate_pence, r.rate_unit),
  },
  {
    key: 'operated',
    header: 'With operator',
    align: 'end',
    nowrap: true,
    cell: (r) =>
      r.operated_rate_pence != null ? rateLabel(r.operated_rate_pence, r.rate_unit) : 'Not offered',
  },
  {
    key: 'delivery',
    header: 'Delivery',
    nowrap: true,
    card: 'field',
    cell: (r) => formatPence(r.delivery_pence),
  },
  {
    key: 'collection',
    header: 'Collection',
    nowrap: true,
    card: 'field',
    cell: (r) => formatPence(r.collection_pence),
  },
  {
    key: 'valid',
    header: 'Valid',
    nowrap: true,
    card: 'field',
    cell: (r) => `${formatDate(r.valid_from)} – ${r.valid_to ? formatDate(r.valid_to) : 'open'}`,
  },
];
