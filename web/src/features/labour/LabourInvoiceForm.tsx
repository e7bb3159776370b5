// Entering a labour agency's or subcontractor's invoice: the supplier (its CIS status shown), their number and
// dates, the period, typed lines (decision 0047: labour — operative of that supplier, project, days or hours,
// rate, the operative's own rate filled in; materials, own plant, hired-in plant, fuel and consumables with their
// amount and, for materials-like lines, their direct cost; contractual deductions such as a CITB levy), the VAT
// rate and whether we are the end user. core-api works the CIS deduction, the 5% disregard and VAT, matches
// the labour against approved timesheets, and refuses duplicates with a message shown here.
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
import { parseUkDate } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { messageFromError } from '../../lib/mutation-error';
import { CIS_LABELS, LINE_TYPE_OPTIONS, MATERIALS_LIKE } from './labour-labels';
import { EMPTY, lineInput, typeLabel, type Line } from './labour-invoice-lines';
import { LabourFormOptionsDocument } from './labour-options.api';
import { CreateLabourInvoiceDocument, LabourSuppliersDocument } from './labour.api';
import { LineItemsEditor } from '../../components/LineItemsEditor';

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

export function LabourInvoiceForm({
  onDone,
  onCancel,
}: {
  onDone: (id: string) => void;
  onCancel: () => void;
}) {
  const suppliers = useQuery(LabourSuppliersDocument);
  const options = useQuery(LabourFormOptionsDocument);
  const idempotency = useIdempotencyKey(true);
  const [create, { loading }] = useMutation(CreateLabourInvoiceDocument, {
    context: { ...idempotency.context, handlesOwnErrors: true },
  });
  const [supplier, setSupplier] = useState('');
  const [f, setF] = useState({
    ref: '',
    date: '',
    start: '',
    end: '',
    vat: 'standard',
    endUser: false,
  });
  const [lines, setLines] = useState<Line[]>([{ ...EMPTY }]);
  const [error, setError] = useState<string | null>(null);
  const ops = (options.data?.operatives.items ?? []).filter((o) => o.supplier?.id === supplier);
  const chosen = suppliers.data?.labourSuppliers.items.find((s) => s.id === supplier);
  const setLine = (i: number, changes: Partial<Line>) =>
    setLines((all) => all.map((l, n) => (n === i ? { ...l, ...changes } : l)));

  const labourFields = (l: Line, i: number) => (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <Select
          label="Operative"
          value={l.operative}
          onChange={(v) => {
            const op = ops.find((o) => o.id === v);
            setLine(i, {
              operative: v,
              ...(op
                ? {
                    unit: op.rate_unit,
                    rate: op.rate_pence != null ? (op.rate_pence / 100).toFixed(2) : l.rate,
                  }
                : {}),
            });
          }}
        >
          <option value="">Choose…</option>
          {ops.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        <Select label="Project" value={l.project} onChange={(v) => setLine(i, { project: v })}>
          <option value="">Choose…</option>
          {(options.data?.projectsForForms ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.project_number} {p.name}
            </option>
          ))}
        </Select>
      </SimpleGrid>
      <SimpleGrid columns={3} gap="2">
        <Select label="Unit" value={l.unit} onChange={(v) => setLine(i, { unit: v })}>
          <option value="day">Days</option>
          <option value="hour">Hours</option>
        </Select>
        <Field.Root>
          <Field.Label>Quantity</Field.Label>
          <Input
            inputMode="decimal"
            value={l.quantity}
            onChange={(e) => setLine(i, { quantity: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Rate (£)</Field.Label>
          <Input inputMode="decimal" value={l.rate} onChange={(e) => setLine(i, { rate: e.target.value })} />
        </Field.Root>
      </SimpleGrid>
    </>
  );
  const otherFields = (l: Line, i: number) => (
    <SimpleGrid columns={{ base: 1, sm: MATERIALS_LIKE.has(l.type) ? 3 : 2 }} gap="2">
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Input value={l.description} onChange={(e) => setLine(i, { description: e.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{l.type === 'deduction' ? 'Deducted (£)' : 'Amount (£, excl. VAT)'}</Field.Label>
        <Input
          inputMode="decimal"
          value={l.amount}
          onChange={(e) => setLine(i, { amount: e.target.value })}
        />
      </Field.Root>
      {MATERIALS_LIKE.has(l.type) && (
        <Field.Root>
          <Field.Label>Direct cost to them (£)</Field.Label>
          <Input inputMode="decimal" value={l.cost} onChange={(e) => setLine(i, { cost: e.target.value })} />
          <Field.HelperText>What they paid; it cannot be more than the amount charged.</Field.HelperText>
        </Field.Root>
      )}
    </SimpleGrid>
  );

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!supplier) return setError('Please select a supplier');
    const [date, start, end] = [parseUkDate(f.date), parseUkDate(f.start), parseUkDate(f.end)];
    if (!date || !start || !end) return setError('Invoice date and period must be dates as dd/mm/yyyy');
    const inputs = lines.map(lineInput);
    const problem = inputs.find((l) => typeof l === 'string');
    if (problem) return setError(problem);
    try {
      const res = await create({
        variables: {
          input: {
            supplier_id: supplier,
            supplier_reference: f.ref,
            invoice_date: date,
            period_start: start,
            period_end: end,
            lines: inputs.filter((l) => typeof l !== 'string'),
            vat_rate: f.vat,
            customer_end_user: f.endUser,
          },
        },
      });
      idempotency.renew();
      if (res.data) onDone(res.data.createLabourInvoice.id);
    } catch (err) {
      setError(messageFromError(err));
    }
  }

  return (
    <Box as="form" onSubmit={save} maxW="48rem">
      <Heading as="h2" size="lg" mb="3">
        Enter labour invoice
      </Heading>
      <Stack gap="4">
        <Select
          label="Supplier"
          value={supplier}
          onChange={(v) => {
            setSupplier(v);
            setLines([{ ...EMPTY }]);
          }}
        >
          <option value="">Choose the agency or subcontractor…</option>
          {(suppliers.data?.labourSuppliers.items ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
        {chosen && (
          <Text fontSize="sm" color="fg.muted">
            CIS: {chosen.cis_status ? CIS_LABELS[chosen.cis_status] : 'not under CIS'} · VAT{' '}
            {chosen.vat_registered ? 'registered' : 'not registered'}
            {chosen.reverse_charge ? ' · the domestic reverse charge applies unless we are the end user' : ''}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>Supplier’s invoice number</Field.Label>
            <Input value={f.ref} onChange={(e) => setF({ ...f, ref: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Invoice date</Field.Label>
            <Input
              inputMode="numeric"
              placeholder="dd/mm/yyyy"
              value={f.date}
              onChange={(e) => setF({ ...f, date: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Period from</Field.Label>
            <Input
              inputMode="numeric"
              placeholder="dd/mm/yyyy"
              value={f.start}
              onChange={(e) => setF({ ...f, start: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Period to</Field.Label>
            <Input
              inputMode="numeric"
              placeholder="dd/mm/yyyy"
              value={f.end}
              onChange={(e) => setF({ ...f, end: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <LineItemsEditor
          lines={lines}
          onAdd={() => setLines((all) => [...all, { ...EMPTY }])}
          onRemove={(i) => setLines((all) => all.filter((_, n) => n !== i))}
          lineTitle={(l) => typeLabel(l.type)}
          renderLine={(l, i) => (
            <>
              <Select label="Line type" value={l.type} onChange={(v) => setLine(i, { type: v })}>
                {LINE_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
              {l.type === 'labour' ? labourFields(l, i) : otherFields(l, i)}
            </>
          )}
        />
        <Select label="VAT rate" value={f.vat} onChange={(v) => setF({ ...f, vat: v })}>
          <option value="standard">Standard 20%</option>
          <option value="reduced">Reduced 5%</option>
          <option value="zero">Zero 0%</option>
        </Select>
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={f.endUser}
            onChange={(e) => setF({ ...f, endUser: e.target.checked })}
          />
          <Text as="span">We are the end user of these services (no reverse charge)</Text>
        </label>
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
            Save invoice
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
