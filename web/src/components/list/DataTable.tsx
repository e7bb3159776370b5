// A list's rows from column definitions: a table from 768px up, cards below (spec §9's mobile breakpoint).
// Text wraps — even a long unbroken word — so the table stays inside its container; at tablet widths the
// columns marked for wider screens are left out instead of forcing a sideways scroll.
import { Fragment, type ReactNode } from 'react';
import { Box, Card, Flex, Stack, Table } from '@chakra-ui/react';
import { SelectAll, TickBox, type Selection } from './selection';
import { atLeast, useBreakpoint, type Breakpoint } from './use-breakpoint';

export interface Column<T> {
  /** Stable id (React key). */
  key: string;
  /** Column header; also the label of the value in a card. */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Shown in the table only from this width up (e.g. `lg`: hidden at tablet widths, 768–1023px). */
  from?: Exclude<Breakpoint, 'base' | 'md'>;
  /**
   * Its place in a card below 768px: `title` (the card's heading line), `subtitle` (small, above the title),
   * `aside` (top right, e.g. a status badge), `field` (a label and value; the default), `footer` (actions, at
   * the bottom, without a label) or `hidden`.
   */
  card?: 'title' | 'subtitle' | 'aside' | 'field' | 'footer' | 'hidden';
  /** Short values that read badly broken (dates, amounts): kept on one line. */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table, and of the list of cards. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Tick boxes for acting on several rows at once (a first column; top left of each card). */
  selection?: Selection<T>;
}

function RowTick<T>({
  row,
  rowKey,
  selection,
}: {
  row: T;
  rowKey: (row: T) => string;
  selection: Selection<T>;
}) {
  if (!selection.selectable(row)) return null;
  const id = rowKey(row);
  return (
    <TickBox
      label={`Select ${selection.rowLabel(row)}`}
      checked={selection.selected.has(id)}
      onChange={(on) => {
        const next = new Set(selection.selected);
        if (on) next.add(id);
        else next.delete(id);
        selection.onChange(next);
      }}
    />
  );
}

// `anywhere` (unlike `break-word`) also lowers the min-content width, so an unbroken 190-character name wraps
// inside its column instead of stretching the table. It is set on every descendant too: the global CSS gives
// each element `overflow-wrap: break-word` (no inheritance), and a link is an inline-flex box that would
// otherwise keep its one-line width. Chakra's table does not wrap by default (`white-space: nowrap`).
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', '& *': { overflowWrap: 'anywhere' } } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function cellStyle<T>(column: Column<T>) {
  return column.nowrap ? NOWRAP : WRAP;
}

function RowsTable<T>({ label, columns, rows, rowKey, selection }: DataTableProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive aria-label={label}>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader width="2.5rem">
                <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {selection && (
                <Table.Cell>
                  <RowTick row={row} rowKey={rowKey} selection={selection} />
                </Table.Cell>
              )}
              {columns.map((column) => (
                <Table.Cell key={column.key} textAlign={column.align} css={cellStyle(column)}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RowCards<T>({ label, columns, rows, rowKey, selection }: DataTableProps<T>) {
  const placed = (place: NonNullable<Column<T>['card']>) =>
    columns.filter((column) => (column.card ?? 'field') === place);
  const [subtitles, titles, asides, fields, footers] = [
    placed('subtitle'),
    placed('title'),
    placed('aside'),
    placed('field'),
    placed('footer'),
  ];
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={label}>
      {rows.map((row) => (
        <Card.Root as="li" key={rowKey(row)} size="sm">
          <Card.Body>
            <Flex justify="space-between" gap="2" align="start">
              {selection && <RowTick row={row} rowKey={rowKey} selection={selection} />}
              <Box minW="0" flex="1" css={WRAP}>
                {subtitles.map((column) => (
                  <Box key={column.key} fontSize="xs" color="fg.muted">
                    {column.cell(row)}
                  </Box>
                ))}
                {titles.map((column) => (
                  <Box key={column.key} fontWeight="medium">
                    {column.cell(row)}
                  </Box>
                ))}
              </Box>
              {asides.length > 0 && (
                <Flex gap="1" flexShrink="0">
                  {asides.map((column) => (
                    <Fragment key={column.key}>{column.cell(row)}</Fragment>
                  ))}
                </Flex>
              )}
            </Flex>
            {fields.length > 0 && (
              <Box
                as="dl"
                mt="2"
                display="grid"
                gridTemplateColumns="auto minmax(0, 1fr)"
                columnGap="3"
                rowGap="1"
                fontSize="sm"
              >
                {fields.map((column) => (
                  <Fragment key={column.key}>
                    <Box as="dt" color="fg.muted">
                      {column.header}
                    </Box>
                    <Box as="dd" css={WRAP}>
                      {column.cell(row)}
                    </Box>
                  </Fragment>
                ))}
              </Box>
            )}
            {footers.map((column) => (
              <Box key={column.key} mt="3">
                {column.cell(row)}
              </Box>
            ))}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const breakpoint = useBreakpoint();
  if (!atLeast(breakpoint, 'md'))
    return (
      <>
        {props.selection && (
          <SelectAll rows={props.rows} rowKey={props.rowKey} selection={props.selection} withText />
        )}
        <RowCards {...props} />
      </>
    );
  const columns = props.columns.filter((column) => !column.from || atLeast(breakpoint, column.from));
  return <RowsTable {...props} columns={columns} />;
}
