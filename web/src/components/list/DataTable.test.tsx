// DataTable: a table of the columns from 768px (less important columns left out at tablet widths), cards
// below 768px, and cells that wrap long unbroken text.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Badge, ChakraProvider, Link, defaultSystem } from '@chakra-ui/react';
import { mockViewportWidth } from '../../test/viewport';
import { DataTable, type Column } from './DataTable';

interface Row {
  id: string;
  number: string;
  name: string;
  client: string;
  status: string;
  value: string;
}

const LONG_NAME = 'Quay'.repeat(47) + 'xy'; // 190 characters, no spaces

const ROWS: Row[] = [
  {
    id: '1',
    number: 'P-0001',
    name: 'Harbour View',
    client: 'Cardiff Council',
    status: 'Active',
    value: '£1.00',
  },
  { id: '2', number: 'P-0002', name: LONG_NAME, client: 'Newport Homes', status: 'Planning', value: '£2.00' },
];

const COLUMNS: Column<Row>[] = [
  { key: 'number', header: 'Number', cell: (r) => r.number, card: 'subtitle', nowrap: true },
  { key: 'name', header: 'Name', cell: (r) => <Link href={`#${r.id}`}>{r.name}</Link>, card: 'title' },
  { key: 'client', header: 'Client', cell: (r) => r.client, from: 'lg' },
  { key: 'status', header: 'Status', cell: (r) => <Badge>{r.status}</Badge>, card: 'aside' },
  { key: 'value', header: 'Contract value', cell: (r) => r.value, align: 'end', nowrap: true },
];

function renderAt(width: number) {
  restore = mockViewportWidth(width);
  return render(
    <ChakraProvider value={defaultSystem}>
      <DataTable label="Projects" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />
    </ChakraProvider>,
  );
}

let restore = () => {};
afterEach(() => restore());

describe('DataTable', () => {
  it('renders every column as a table on a desktop', () => {
    renderAt(1280);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Name', 'Client', 'Status', 'Contract value']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['P-0001', 'Harbour View', 'Cardiff Council', 'Active', '£1.00']);
    expect(screen.queryByRole('list', { name: 'Projects' })).toBeNull();
  });

  it('leaves the wide-screen columns out at tablet widths', () => {
    renderAt(800);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Name', 'Status', 'Contract value']);
    expect(within(table).queryByText('Cardiff Council')).toBeNull();
  });

  it('renders cards below 768px, with the title, the aside and labelled fields', () => {
    renderAt(390);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Projects' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Harbour View')).toBeTruthy();
    expect(within(first).getByText('P-0001')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    // Fields are a description list: the header labels the value.
    const terms = within(first)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Client', 'Contract value']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Cardiff Council', '£1.00']);
  });

  it('wraps long unbroken text in cards too', () => {
    renderAt(390);
    expect(getComputedStyle(screen.getByRole('link', { name: LONG_NAME })).overflowWrap).toBe('anywhere');
  });

  it('wraps long unbroken text instead of widening the table, but keeps short values on one line', () => {
    renderAt(1280);
    const name = screen.getByRole('cell', { name: LONG_NAME });
    expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(name).whiteSpace).toBe('normal');
    // The link inside (an inline-flex box) must wrap too, or it keeps its one-line width.
    expect(getComputedStyle(screen.getByRole('link', { name: LONG_NAME })).overflowWrap).toBe('anywhere');
    const value = screen.getByRole('cell', { name: '£2.00' });
    expect(getComputedStyle(value).whiteSpace).toBe('nowrap');
  });
});
