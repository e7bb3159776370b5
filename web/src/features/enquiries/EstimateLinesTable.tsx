// The estimate editor's lines grouped by section: each line's description, quantity (≤ 3 decimals), unit, unit
// cost (£) and its net as the totals rule rounds it; move a line up or down, remove it, add one to a section.
// Read-only (plain text) once the estimate is issued. The table fits 1280 px without scrolling; on a phone it
// scrolls inside its frame with the line's order and remove buttons pinned to its right edge, always in reach.
import {
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { scaledDecimal } from '@sitebase/shared';
import { formatPence } from '../../lib/format';
import type { DraftLine } from './estimate-draft';
import { SECTIONS } from './enquiry-labels';
import type { Section } from './estimate-totals';

/** A read-only unit cost typed in pounds ("3850" → "£3,850.00"), or as typed when it is not an amount. */
function unitCostText(pounds: string): string {
  const pence = scaledDecimal(pounds.replace(/[£,\s]/g, ''), 2);
  return pence === null ? pounds : formatPence(Number(pence));
}

/** The order and remove buttons stay at the table's right edge while its other columns scroll. */
const PINNED = { position: 'sticky', right: 0, bg: 'bg', zIndex: 1, borderLeftWidth: '1px' } as const;

export function EstimateLinesTable(props: {
  lines: DraftLine[];
  lineNets: (number | null)[];
  sections: Partial<Record<Section, number>>;
  readOnly: boolean;
  onChange: (index: number, patch: Partial<DraftLine>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  onAdd: (section: Section) => void;
}) {
  const { lines, readOnly } = props;
  return (
    // minW 0: a grid item may shrink below its tables' width, so they scroll inside it on a phone.
    <Stack gap="5" minW="0">
      {SECTIONS.map(({ value: section, label }) => {
        const rows = lines.map((line, index) => ({ line, index })).filter((r) => r.line.section === section);
        if (readOnly && rows.length === 0) return null;
        return (
          <Box key={section} as="section" aria-label={label}>
            <HStack justify="space-between" mb="1">
              <Heading as="h3" size="md">
                {label}
              </Heading>
              <Text fontWeight="medium" aria-label={`${label} subtotal`}>
                {formatPence(props.sections[section] ?? 0)}
              </Text>
            </HStack>
            {rows.length > 0 && (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm" aria-label={`${label} lines`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader minW="12rem" w="full">
                        Description
                      </Table.ColumnHeader>
                      {!readOnly && <Table.ColumnHeader>Section</Table.ColumnHeader>}
                      <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                      <Table.ColumnHeader>Unit</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Unit cost (£)</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                      {!readOnly && (
                        <Table.ColumnHeader {...PINNED}>
                          <Text srOnly>Order and remove</Text>
                        </Table.ColumnHeader>
                      )}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map(({ line, index }, pos) => {
                      const n = index + 1;
                      return (
                        <Table.Row key={line.key}>
                          <Table.Cell>
                            {readOnly ? (
                              line.description
                            ) : (
                              <Input
                                size="sm"
                                aria-label={`Line ${n} description`}
                                value={line.description}
                                onChange={(e) =>
                                  props.onChange(index, { description: e.currentTarget.value })
                                }
                              />
                            )}
                          </Table.Cell>
                          {!readOnly && (
                            <Table.Cell>
                              <NativeSelect.Root size="sm" width="8.5rem">
                                <NativeSelect.Field
                                  aria-label={`Line ${n} section`}
                                  value={line.section}
                                  onChange={(e) =>
                                    props.onChange(index, { section: e.currentTarget.value as Section })
                                  }
                                >
                                  {SECTIONS.map((s) => (
                                    <option key={s.value} value={s.value}>
                                      {s.label}
                                    </option>
                                  ))}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            </Table.Cell>
                          )}
                          <Table.Cell textAlign="end">
                            {readOnly ? (
                              line.quantity
                            ) : (
                              <Input
                                size="sm"
                                width="6rem"
                                inputMode="decimal"
                                textAlign="end"
                                aria-label={`Line ${n} quantity`}
                                value={line.quantity}
                                onChange={(e) => props.onChange(index, { quantity: e.currentTarget.value })}
                              />
                            )}
                          </Table.Cell>
                          <Table.Cell>
                            {readOnly ? (
                              line.unit
                            ) : (
                              <Input
                                size="sm"
                                width="5rem"
                                aria-label={`Line ${n} unit`}
                                value={line.unit}
                                onChange={(e) => props.onChange(index, { unit: e.currentTarget.value })}
                              />
                            )}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {readOnly ? (
                              unitCostText(line.unitCost)
                            ) : (
                              <Input
                                size="sm"
                                width="7rem"
                                inputMode="decimal"
                                textAlign="end"
                                aria-label={`Line ${n} unit cost`}
                                value={line.unitCost}
                                onChange={(e) => props.onChange(index, { unitCost: e.currentTarget.value })}
                              />
                            )}
                          </Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {formatPence(props.lineNets[index] ?? null)}
                          </Table.Cell>
                          {!readOnly && (
                            <Table.Cell {...PINNED}>
                              <HStack gap="0">
                                <IconButton
                                  size="xs"
                                  variant="ghost"
                                  aria-label={`Move line ${n} up`}
                                  disabled={pos === 0}
                                  onClick={() => props.onMove(index, -1)}
                                >
                                  <ArrowUp />
                                </IconButton>
                                <IconButton
                                  size="xs"
                                  variant="ghost"
                                  aria-label={`Move line ${n} down`}
                                  disabled={pos === rows.length - 1}
                                  onClick={() => props.onMove(index, 1)}
                                >
                                  <ArrowDown />
                                </IconButton>
                                <IconButton
                                  size="xs"
                                  variant="ghost"
                                  colorPalette="red"
                                  aria-label={`Remove line ${n}`}
                                  onClick={() => props.onRemove(index)}
                                >
                                  <Trash2 />
                                </IconButton>
                              </HStack>
                            </Table.Cell>
                          )}
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
            {!readOnly && (
              <Button size="xs" variant="outline" mt="2" onClick={() => props.onAdd(section)}>
                Add {label.toLowerCase()} line
              </Button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
