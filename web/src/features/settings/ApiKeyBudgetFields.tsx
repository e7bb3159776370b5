// A key's budget as an admin sets it (creating a key, or changing one later): the bucket of cost points and the
// points restored a second, each with core-api's default and ceiling from the list's answer. Emptied, a field
// leaves core-api's default (on create) or the key's value (on change) in place.
import { Field, Input } from '@chakra-ui/react';
import type { ApiKeysQuery } from '../../generated/graphql';
import { formatCount } from '../../lib/format';

type Limits = ApiKeysQuery['apiKeys']['limits'];

/** A typed whole number, or null when left empty (core-api's default or the key's value then stays). */
export function whole(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

export function ApiKeyBudgetFields(props: {
  limits: Limits;
  bucket: string;
  perSecond: string;
  onBucket: (value: string) => void;
  onPerSecond: (value: string) => void;
}) {
  const { limits } = props;
  return (
    <>
      <Field.Root>
        <Field.Label>Budget (points)</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.budget_ceiling.bucket}
          step={1}
          value={props.bucket}
          onChange={(e) => props.onBucket(e.currentTarget.value)}
        />
        <Field.HelperText>
          {formatCount(limits.budget_default.bucket)} by default, at most{' '}
          {formatCount(limits.budget_ceiling.bucket)}
        </Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Points restored a second</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.budget_ceiling.per_second}
          step={1}
          value={props.perSecond}
          onChange={(e) => props.onPerSecond(e.currentTarget.value)}
        />
        <Field.HelperText>
          {formatCount(limits.budget_default.per_second)} by default, at most{' '}
          {formatCount(limits.budget_ceiling.per_second)}
        </Field.HelperText>
      </Field.Root>
    </>
  );
}
