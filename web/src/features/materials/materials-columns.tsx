// Columns of the materials lists (requests, purchase orders) on the list kit; on a phone each row is a card.
import { Badge, Button } from '@chakra-ui/react';
import type { Column } from '../../components/list';
import type {
  MaterialRequestRowFragment,
  PurchaseOrderQuery,
  PurchaseOrderRowFragment,
} from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import { PO_STATUS_LABELS, REQUEST_STATUS_LABELS } from './materials-labels';

export function requestColumns(open: (id: string) => void): Column<MaterialRequestRowFragment>[] {
  return [
    {
      key: 'reference',
      header: 'Request',
      card: 'title',
      cell: (r) => (
        <Button variant="plain" p="0" h="auto" color="blue.600" onClick={() => open(r.id)}>
          {r.reference}
        </Button>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (r) => <Badge>{REQUEST_STATUS_LABELS[r.status] ?? r.status}</Badge>,
    },
    { key: 'project', header: 'Project', cell: (r) => `${r.project.project_number} ${r.project.name}` },
    { key: 'lines', header: 'Lines', align: 'end', from: 'lg', cell: (r) => r.line_count },
    { key: 'required', header: 'Required by', nowrap: true, cell: (r) => formatDate(r.required_by) },
    {
      key: 'by',
      header: 'Requested by',
      from: 'lg',
      cell: (r) => (r.requested_by ? `${r.requested_by.first_name} ${r.requested_by.last_name}` : '—'),
    },
  ];
}

/**
 * The orders list. `prices`: whether the caller is sent order values — a worker is not (null, decision 0023), so
 * their list has no Total column rather than a column of dashes.
 */
export function poColumns(open: (id: string) => void, prices = true): Column<PurchaseOrderRowFragment>[] {
  const columns: Column<PurchaseOrderRowFragment>[] = [
    {
      key: 'reference',
      header: 'Order',
      card: 'title',
      cell: (p) => (
        <Button variant="plain" p="0" h="auto" color="blue.600" onClick={() => open(p.id)}>
          {p.reference}
        </Button>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (p) => <Badge>{PO_STATUS_LABELS[p.status] ?? p.status}</Badge>,
    },
    { key: 'supplier', header: 'Supplier', cell: (p) => p.supplier.name },
    {
      key: 'project',
      header: 'Project',
      from: 'lg',
      cell: (p) => `${p.project.project_number} ${p.project.name}`,
    },
    { key: 'delivery', header: 'Delivery', nowrap: true, cell: (p) => formatDate(p.delivery_date) },
    { key: 'total', header: 'Total', align: 'end', nowrap: true, cell: (p) => formatPence(p.gross_pence) },
  ];
  return prices ? columns : columns.filter((c) => c.key !== 'total');
}

type PoLine = PurchaseOrderQuery['purchaseOrder']['lines'][number];

/**
 * A purchase order's lines: a table from 768px up, a card per line on a phone (no sideways scroll). Without
 * `prices` (a worker taking a delivery in: decision 0023) the lines show what and how many, no price columns.
 */
export function poLineColumns(prices: boolean): Column<PoLine>[] {
  return prices ? PO_LINE_ALL_COLUMNS : PO_LINE_ALL_COLUMNS.filter((c) => !PRICE_KEYS.includes(c.key));
}
const PRICE_KEYS = ['unit_price', 'net'];

const PO_LINE_ALL_COLUMNS: Column<PoLine>[] = [
  { key: 'item', header: 'Item', card: 'title', cell: (l) => l.description },
  { key: 'qty', header: 'Qty', align: 'end', nowrap: true, cell: (l) => `${l.quantity} ${l.unit}` },
  {
    key: 'received',
    header: 'Received',
    align: 'end',
    nowrap: true,
    // Goods beyond the order are held until a manager accepts them: they are not counted as received.
    cell: (l) =>
      l.held_quantity > 0 ? `${l.received_quantity} + ${l.held_quantity} held` : l.received_quantity,
  },
  {
    key: 'unit_price',
    header: 'Unit price',
    align: 'end',
    nowrap: true,
    cell: (l) => formatPence(l.unit_price_pence),
  },
  {
    key: 'vat',
    header: 'VAT',
    align: 'end',
    nowrap: true,
    cell: (l) => (l.vat_rate_percent == null ? 'Exempt' : `${l.vat_rate_percent}%`),
  },
  { key: 'net', header: 'Net', align: 'end', nowrap: true, cell: (l) => formatPence(l.net_pence) },
];
