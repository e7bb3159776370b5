// Adding an operative (supervisors and up): name, trade (its default day rate fills the rate), engagement and
// — for agency and subcontract operatives — the supplier who invoices for them, day or hourly rate, CSCS card
// colour, number and expiry, phone. core-api checks the supplier is a labour agency or subcontractor.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatPence, parseUkDate, poundsToPence } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { messageFromError } from '../../lib/mutation-error';
import { CIS_LABELS, CSCS_CARDS, ENGAGEMENT_LABELS } from './labour-labels';
import { CreateOperativeDocument, LabourSuppliersDocument, LabourTradesDocument } from './labour.api';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function OperativeForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const trades = useQuery(LabourTradesDocument);
  const suppliers = useQuery(LabourSuppliersDocument);
  const idempotency = useIdempotencyKey(true);
  const [create, { loading }] = useMutation(CreateOperativeDocument, {
    context: { ...idempotency.context, handlesOwnErrors: true },
  });
  const [f, setF] = useState({
    name: '',
    trade: '',
    engagement: 'direct',
    supplier: '',
    unit: 'day',
    rate: '',
    card: '',
    number: '',
    expiry: '',
    phone: '',
  });
  const set = (changes: Partial<typeof f>) => setF((all) => ({ ...all, ...changes }));
  const [error, setError] = useState<string | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const rate = poundsToPence(f.rate);
    if (!f.name.trim()) return setError('Name is required');
    if (rate === null) return setError('Rate must be an amount in pounds, e.g. 180.00');
    const expiry = f.expiry.trim() ? parseUkDate(f.expiry) : null;
    if (f.expiry.trim() && !expiry) return setError('CSCS expiry must be a date as dd/mm/yyyy');
    try {
      await create({
        variables: {
          input: {
            name: f.name,
            trade_id: f.trade || null,
            engagement: f.engagement,
            supplier_id: f.engagement === 'direct' ? null : f.supplier || null,
            rate_unit: f.unit,
            rate_pence: rate,
            cscs_card_type: f.card || null,
            cscs_card_number: f.number || null,
            cscs_expiry: expiry,
            phone: f.phone || null,
          },
        },
      });
      idempotency.renew();
      onDone();
    } catch (err) {
      setError(messageFromError(err));
    }
  }

  return (
    <Box as="form" onSubmit={save} maxW="42rem">
      <Heading as="h2" size="lg" mb="3">
        Add operative
      </Heading>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Name</Field.Label>
          <Input value={f.name} onChange={(e) => set({ name: e.target.value })} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Select
            label="Trade"
            value={f.trade}
            onChange={(v) => {
              const t = trades.data?.labourTrades.items.find((x) => x.id === v);
              set({
                trade: v,
                // Day rates are for supervisors and up (null for a worker, who never sees this form).
                ...(t && t.default_day_rate_pence != null && f.unit === 'day' && !f.rate
                  ? { rate: (t.default_day_rate_pence / 100).toFixed(2) }
                  : {}),
              });
            }}
          >
            <option value="">No trade</option>
            {(trades.data?.labourTrades.items ?? [])
              .filter((t) => t.is_active)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({formatPence(t.default_day_rate_pence)} a day)
                </option>
              ))}
          </Select>
          <Select label="Engagement" value={f.engagement} onChange={(v) => set({ engagement: v })}>
            {Object.entries(ENGAGEMENT_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        </SimpleGrid>
        {f.engagement !== 'direct' && (
          <Select label="Supplier" value={f.supplier} onChange={(v) => set({ supplier: v })}>
            <option value="">Choose the agency or subcontractor…</option>
            {(suppliers.data?.labourSuppliers.items ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.cis_status ? ` — CIS ${CIS_LABELS[s.cis_status] ?? s.cis_status}` : ''}
              </option>
            ))}
          </Select>
        )}
        <SimpleGrid columns={{ base: 2 }} gap="3">
          <Select label="Paid by the" value={f.unit} onChange={(v) => set({ unit: v })}>
            <option value="day">Day</option>
            <option value="hour">Hour</option>
          </Select>
          <Field.Root>
            <Field.Label>Rate (£)</Field.Label>
            <Input inputMode="decimal" value={f.rate} onChange={(e) => set({ rate: e.target.value })} />
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Select label="CSCS card" value={f.card} onChange={(v) => set({ card: v })}>
            <option value="">None recorded</option>
            {CSCS_CARDS.map((c) => (
              <option key={c} value={c}>
                {c[0]!.toUpperCase() + c.slice(1)}
              </option>
            ))}
          </Select>
          <Field.Root>
            <Field.Label>CSCS card number</Field.Label>
            <Input value={f.number} onChange={(e) => set({ number: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>CSCS expiry</Field.Label>
            <Input
              inputMode="numeric"
              placeholder="dd/mm/yyyy"
              value={f.expiry}
              onChange={(e) => set({ expiry: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Phone</Field.Label>
          <Input type="tel" value={f.phone} onChange={(e) => set({ phone: e.target.value })} />
        </Field.Root>
        {error && (
          <Text role="alert" color="red.600">
            {error}
          </Text>
        )}
        <HStack>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={loading}>
            Save operative
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
