// The application editor: the valuation date, each schedule line's cumulative percent or value complete (with
// the value to date and this period beside it), variations, materials on site, and the totals worked live by
// the same arithmetic core-api uses (application-totals.ts) — gross, retention, previously certified, amount
// due, VAT or the reverse-charge wording, total.
import { useState } from 'react';
import {
  Alert,
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
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { Trash2 } from 'lucide-react';
import { DateField } from '../../components/DateField';
import { formatPence } from '../../lib/format';
import type { VariationStatus } from '@sitebase/shared';
import { TotalsTable } from './TotalsTable';
import {
  buildValuation,
  type Built,
  type EditorVat,
  type RetentionRates,
  type ScheduleRow,
  type ValuationDraft,
} from './valuation-draft';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

export function ValuationForm(props: {
  schedule: ScheduleRow[];
  initial: ValuationDraft;
  rates: RetentionRates;
  previouslyCertified: number;
  vat: EditorVat;
  submitLabel: string;
  saving: boolean;
  serverError: string | null;
  onSubmit: (input: NonNullable<Built['input']>) => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const [shown, setShown] = useState(false);
  const built = buildValuation(draft, props.schedule, props.rates, props.previouslyCertified, props.vat);
  const set = (patch: Partial<ValuationDraft>) => setDraft({ ...draft, ...patch });
  const setLine = (i: number, patch: Partial<ValuationDraft['lines'][number]>) =>
    set({ lines: draft.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const t = built.totals;
  return (
    <Stack gap="5">
      <Box maxW="xs">
        <DateField
          label="Valuation date"
          value={draft.valuationDate}
          onChange={(valuationDate) => set({ valuationDate })}
        />
      </Box>
      <Box as="section" aria-label="Valuation">
        <Heading as="h2" size="lg" mb="2">
          Schedule of works
        </Heading>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Valuation lines">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Ref</Table.ColumnHeader>
                <Table.ColumnHeader minW="12rem">Description</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Contract value</Table.ColumnHeader>
                <Table.ColumnHeader>Complete as</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" minW="8rem">
                  To date
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Value to date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">This period</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {props.schedule.map((row, i) => {
                const l = draft.lines[i]!;
                const value = t?.line_values_pence[i];
                return (
                  <Table.Row key={row.line_id}>
                    <Table.Cell>{row.reference}</Table.Cell>
                    <Table.Cell>{row.description}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatPence(row.contract_value_pence)}
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm" minW="7rem">
                        <NativeSelect.Field
                          aria-label={`${row.reference} complete as`}
                          value={l.mode}
                          onChange={(e) => setLine(i, { mode: e.currentTarget.value as 'percent' | 'value' })}
                        >
                          <option value="percent">Percent</option>
                          <option value="value">Value (£)</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <Input
                        size="sm"
                        textAlign="end"
                        inputMode="decimal"
                        aria-label={
                          l.mode === 'percent'
                            ? `${row.reference} percent complete`
                            : `${row.reference} value complete`
                        }
                        value={l.mode === 'percent' ? l.percent : l.value}
                        onChange={(e) =>
                          setLine(
                            i,
                            l.mode === 'percent'
                              ? { percent: e.currentTarget.value }
                              : { value: e.currentTarget.value },
                          )
                        }
                      />
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {value == null ? '—' : formatPence(value)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {value == null ? '—' : formatPence(value - row.previous_value_pence)}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      <Box as="section" aria-label="Variations">
        <Heading as="h2" size="lg" mb="1">
          Variations
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          Approved variations count in the valuation; pending and rejected ones are listed only.
        </Text>
        <Stack gap="2">
          {draft.variations.map((v, i) => (
            <HStack key={i} gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
              <Input
                size="sm"
                maxW="6rem"
                aria-label={`Variation ${i + 1} reference`}
                value={v.reference}
                onChange={(e) =>
                  set({
                    variations: draft.variations.map((x, j) =>
                      j === i ? { ...x, reference: e.currentTarget.value } : x,
                    ),
                  })
                }
              />
              <Input
                size="sm"
                aria-label={`Variation ${i + 1} description`}
                value={v.description}
                onChange={(e) =>
                  set({
                    variations: draft.variations.map((x, j) =>
                      j === i ? { ...x, description: e.currentTarget.value } : x,
                    ),
                  })
                }
              />
              <Input
                size="sm"
                maxW="9rem"
                textAlign="end"
                inputMode="decimal"
                aria-label={`Variation ${i + 1} value`}
                value={v.value}
                onChange={(e) =>
                  set({
                    variations: draft.variations.map((x, j) =>
                      j === i ? { ...x, value: e.currentTarget.value } : x,
                    ),
                  })
                }
              />
              <NativeSelect.Root size="sm" maxW="9rem">
                <NativeSelect.Field
                  aria-label={`Variation ${i + 1} status`}
                  value={v.status}
                  onChange={(e) =>
                    set({
                      variations: draft.variations.map((x, j) =>
                        j === i ? { ...x, status: e.currentTarget.value as VariationStatus } : x,
                      ),
                    })
                  }
                >
                  <option value="approved">Approved</option>
                  <option value="pending">Pending</option>
                  <option value="rejected">Rejected</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <HStack as="label" gap="1" fontSize="sm" whiteSpace="nowrap">
                <input
                  type="checkbox"
                  aria-label={`Variation ${i + 1} CIS-specified service`}
                  checked={v.cis}
                  onChange={(e) => {
                    const cis = e.currentTarget.checked;
                    set({ variations: draft.variations.map((x, j) => (j === i ? { ...x, cis } : x)) });
                  }}
                />
                CIS
              </HStack>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove variation ${i + 1}`}
                onClick={() => set({ variations: draft.variations.filter((_, j) => j !== i) })}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          ))}
        </Stack>
        <Button
          mt="2"
          size="sm"
          variant="outline"
          onClick={() =>
            set({
              variations: [
                ...draft.variations,
                {
                  reference: `V${draft.variations.length + 1}`,
                  description: '',
                  value: '',
                  status: 'approved',
                  cis: true,
                },
              ],
            })
          }
        >
          Add variation
        </Button>
      </Box>

      <Box as="section" aria-label="Materials on site">
        <Heading as="h2" size="lg" mb="2">
          Materials on site
        </Heading>
        <Stack gap="2">
          {draft.materials.map((m, i) => (
            <HStack key={i} gap="2">
              <Input
                size="sm"
                aria-label={`Material ${i + 1} description`}
                value={m.description}
                onChange={(e) =>
                  set({
                    materials: draft.materials.map((x, j) =>
                      j === i ? { ...x, description: e.currentTarget.value } : x,
                    ),
                  })
                }
              />
              <Input
                size="sm"
                maxW="9rem"
                textAlign="end"
                inputMode="decimal"
                aria-label={`Material ${i + 1} value`}
                value={m.value}
                onChange={(e) =>
                  set({
                    materials: draft.materials.map((x, j) =>
                      j === i ? { ...x, value: e.currentTarget.value } : x,
                    ),
                  })
                }
              />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Remove material ${i + 1}`}
                onClick={() => set({ materials: draft.materials.filter((_, j) => j !== i) })}
              >
                <Trash2 />
              </IconButton>
            </HStack>
          ))}
        </Stack>
        <Button
          mt="2"
          size="sm"
          variant="outline"
          onClick={() => set({ materials: [...draft.materials, { description: '', value: '' }] })}
        >
          Add materials on site
        </Button>
      </Box>

      <Box as="section" aria-label="Totals" maxW="lg">
        <Heading as="h2" size="lg" mb="2">
          Totals
        </Heading>
        {t ? (
          <TotalsTable
            totals={t}
            retentionPercent={Number(built.retentionPercent)}
            vat={props.vat === 'drc' && !built.decision?.reverse_charge ? 'standard' : props.vat}
            decision={built.decision}
          />
        ) : (
          <Text color="fg.muted">The totals appear when every figure is filled in.</Text>
        )}
      </Box>

      {((shown && built.error) || props.serverError) && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{props.serverError ?? built.error}</Alert.Title>
        </Alert.Root>
      )}
      <HStack>
        <Button
          colorPalette="blue"
          loading={props.saving}
          onClick={() => {
            setShown(true);
            if (built.input) props.onSubmit(built.input);
          }}
        >
          {props.submitLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
