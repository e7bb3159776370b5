// An `operative` field on the phone: search the company's active operatives by name or trade and choose one.
// The list is fetched once and kept in Apollo's cache (cache-first), so once opened it keeps working without a
// signal; the chosen id is kept in the phone's draft like any answer. Shows the chosen one's CSCS card as the
// labour record has it (a worker is not shown another operative's card number: decision 0023).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FormOperativesQuery } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { FormOperativesDocument } from './forms.api';

export type FormOperative = FormOperativesQuery['operatives']['items'][number];

const CSCS_WORDS: Record<string, string> = {
  expired: 'expired',
  expiring: 'expires within 30 days',
  valid: 'valid',
};

/** The labour record's card in words: "Blue card 12345678, valid until 31/03/2027". */
export function recordCardText(o: FormOperative): string {
  if (!o.cscs_expiry && !o.cscs_card_type) return 'No CSCS card on the labour record';
  const card = [o.cscs_card_type ? `${o.cscs_card_type} card` : 'CSCS card', o.cscs_card_number]
    .filter(Boolean)
    .join(' ');
  if (!o.cscs_expiry) return `${card}, no expiry recorded`;
  return `${card}, ${o.cscs_state === 'expired' ? 'expired on' : 'valid until'} ${formatDate(o.cscs_expiry)}${
    o.cscs_state === 'expiring' ? ` (${CSCS_WORDS.expiring})` : ''
  }`;
}

export function OperativePicker({
  id,
  label,
  value,
  onValue,
}: {
  id: string;
  label: string;
  value: string | null;
  onValue: (id: string | null, operative: FormOperative | null) => void;
}) {
  const { data, loading } = useQuery(FormOperativesDocument, {
    fetchPolicy: 'cache-first',
    context: { handlesOwnErrors: true },
  });
  const [search, setSearch] = useState('');
  const all = data?.operatives.items ?? [];
  const term = search.trim().toLowerCase();
  const shown = all.filter(
    (o) =>
      o.id === value ||
      !term ||
      o.name.toLowerCase().includes(term) ||
      (o.trade?.name.toLowerCase().includes(term) ?? false),
  );
  const chosen = all.find((o) => o.id === value) ?? null;
  return (
    <Stack gap="2">
      <Input
        aria-label={`${label}: search by name or trade`}
        placeholder="Search by name or trade"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          value={value ?? ''}
          onChange={(e) => {
            const next = all.find((o) => o.id === e.target.value) ?? null;
            onValue(next?.id ?? null, next);
          }}
        >
          <option value="">
            {loading
              ? 'Loading the labour record…'
              : `Choose from ${shown.length} operative${shown.length === 1 ? '' : 's'}…`}
          </option>
          {shown.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
              {o.trade ? ` (${o.trade.name})` : ''}
              {o.supplier ? ` · ${o.supplier.name}` : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {chosen && (
        <Text fontSize="sm" color={chosen.cscs_state === 'expired' ? 'red.600' : 'fg.muted'} role="note">
          On the labour record: {recordCardText(chosen)}
        </Text>
      )}
    </Stack>
  );
}
