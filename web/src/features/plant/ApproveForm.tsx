// Approving a plant request (supervisors and up): as a hire from a supplier at a rate valid on the start date —
// the cheapest over the requested period comes first and is chosen for them — or as an allocation of an owned
// item of the register (its inspection states shown; core-api refuses an expired one and warns within 7 days,
// the warning shown as a toast).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SegmentedControl } from '../../components/SegmentedControl';
import type { PlantRequestFieldsFragment } from '../../generated/graphql';
import { formatDate, formatPence } from '../../lib/format';
import { showToast } from '../../lib/toast';
import {
  ApprovePlantRequestDocument,
  AvailablePlantItemsDocument,
  PlantRateOptionsDocument,
} from './plant.api';
import { INSPECTION_COLOURS, rateLabel } from './plant-labels';
import { OffUseBadge } from './OffUse';
import { withFigures } from '../../lib/figures';

// Its own views and every figure on screen (a hire moves the project's plant cost: lib/figures.ts).
const REFETCH = withFigures(['PlantRequest', 'PlantRequests', 'PlantDueSoon', 'PlantItems']);

export function ApproveForm({
  request,
  onDone,
}: {
  request: PlantRequestFieldsFragment;
  onDone: () => void;
}) {
  const [mode, setMode] = useState<'hire' | 'allocation'>('hire');
  const rates = useQuery(PlantRateOptionsDocument, { variables: { requestId: request.id } });
  const items = useQuery(AvailablePlantItemsDocument, {
    variables: { category: request.category },
    skip: mode !== 'allocation',
  });
  const options = rates.data?.plantRateOptions.options ?? [];
  const [rateId, setRateId] = useState<string | null>(null);
  const chosenRate = rateId ?? options[0]?.rate.id ?? null;
  const [itemId, setItemId] = useState('');
  const [hireReference, setHireReference] = useState('');
  const [approve, { loading }] = useMutation(ApprovePlantRequestDocument);

  const submit = async () => {
    const input =
      mode === 'hire'
        ? { fulfilment: 'hire', rate_id: chosenRate, hire_reference: hireReference || null }
        : { fulfilment: 'allocation', plant_item_id: itemId || null };
    try {
      const result = await approve({ variables: { id: request.id, input }, refetchQueries: REFETCH });
      const approved = result.data?.approvePlantRequest;
      showToast('success', `${request.reference} approved`);
      for (const warning of approved?.warnings ?? []) showToast('info', warning);
      onDone();
    } catch {
      // The error link shows the server's message (an expired inspection names it and its date).
    }
  };

  return (
    <Stack gap="3">
      <SegmentedControl
        value={mode}
        onValueChange={(value) => setMode(value === 'allocation' ? 'allocation' : 'hire')}
        size="sm"
        items={[
          { value: 'hire', label: 'Hire from a supplier' },
          { value: 'allocation', label: 'Allocate owned plant' },
        ]}
      />
      {mode === 'hire' && (
        <Stack gap="2" role="radiogroup" aria-label="Supplier rate">
          {rates.loading && <Text color="fg.muted">Finding rates…</Text>}
          {!rates.loading && options.length === 0 && (
            <Text color="fg.muted">
              No rate for {request.category}
              {rates.data?.plantRateOptions.with_operator ? ' with an operator' : ''} is valid on{' '}
              {formatDate(request.required_from)}. Add one under Rates.
            </Text>
          )}
          {options.map((o) => (
            <HStack
              as="label"
              key={o.rate.id}
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              cursor="pointer"
              borderColor={chosenRate === o.rate.id ? 'blue.500' : undefined}
            >
              <input
                type="radio"
                name="rate"
                value={o.rate.id}
                checked={chosenRate === o.rate.id}
                onChange={() => setRateId(o.rate.id)}
                aria-label={`${o.rate.supplier.name} ${rateLabel(o.hire_rate_pence, o.rate.rate_unit)}`}
              />
              <Stack gap="0" flex="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{o.rate.supplier.name}</Text>
                  {o.suggested && <Badge colorPalette="green">Cheapest</Badge>}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {rateLabel(o.hire_rate_pence, o.rate.rate_unit)}
                  {rates.data?.plantRateOptions.with_operator ? ' with operator' : ' self-drive'} · delivery{' '}
                  {formatPence(o.rate.delivery_pence)} · collection {formatPence(o.rate.collection_pence)}
                </Text>
                <Text fontSize="sm">
                  {formatPence(o.estimate.total_pence)} for {o.estimate.chargeable_days} working days
                </Text>
              </Stack>
            </HStack>
          ))}
          <Field.Root>
            <Field.Label>Hire reference (if known)</Field.Label>
            <Input value={hireReference} onChange={(e) => setHireReference(e.target.value)} />
          </Field.Root>
        </Stack>
      )}
      {mode === 'allocation' && (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>Owned item</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={itemId} onChange={(e) => setItemId(e.target.value)}>
                <option value="">Select an available item</option>
                {(items.data?.plantItems.items ?? []).map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.asset_number} {i.description}
                    {i.off_use ? ' — OFF USE' : ''} — LOLER {formatDate(i.loler_due_date)}, PUWER{' '}
                    {formatDate(i.puwer_due_date)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {(items.data?.plantItems.items ?? [])
            .filter((i) => i.id === itemId)
            .map((i) => (
              <HStack key={i.id} gap="2" wrap="wrap">
                {i.off_use && <OffUseBadge text={i.off_use.text} />}
                <Badge colorPalette={INSPECTION_COLOURS[i.loler_state]}>
                  LOLER {i.loler_state.replace('_', ' ')}
                </Badge>
                <Badge colorPalette={INSPECTION_COLOURS[i.puwer_state]}>
                  PUWER {i.puwer_state.replace('_', ' ')}
                </Badge>
              </HStack>
            ))}
        </Stack>
      )}
      <Button
        colorPalette="green"
        size="sm"
        loading={loading}
        disabled={mode === 'hire' ? !chosenRate : !itemId}
        onClick={() => void submit()}
      >
        {mode === 'hire' ? 'Approve hire' : 'Approve allocation'}
      </Button>
    </Stack>
  );
}
