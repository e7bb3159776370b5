// Defaults for new projects, one per contract term a project has: retention (0–100 %), payment due (days after
// the valuation) and the final date for payment (days after the due date). An emptied field is empty — saved as
// "use the standard default" — never an error.
import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import type { CompanySettingsFieldsFragment } from '../../generated/graphql';
import { defaultFieldError } from './settings.schema';
import { useSaveSettings } from './use-save-settings';

const FIELDS = [
  {
    key: 'retention_percent',
    label: 'Retention (%)',
    max: 100,
    decimals: 2,
    message: 'Retention must be between 0 and 100',
    standard: '5%',
  },
  {
    key: 'payment_due_days',
    label: 'Payment due (days after valuation)',
    max: 365,
    decimals: 0,
    message: 'Payment due days must be a whole number from 0 to 365',
    standard: '30 days',
  },
  {
    key: 'payment_final_days',
    label: 'Final date for payment (days after due)',
    max: 365,
    decimals: 0,
    message: 'Final date for payment must be a whole number of days from 0 to 365',
    standard: '14 days',
  },
] as const;
type Key = (typeof FIELDS)[number]['key'];

export function ProjectDefaultsForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSaveSettings();
  const [values, setValues] = useState<Record<Key, string>>({
    retention_percent: String(settings.retention_percent),
    payment_due_days: String(settings.payment_due_days),
    payment_final_days: String(settings.payment_final_days),
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Key, string>> = {};
    for (const f of FIELDS) {
      const problem = defaultFieldError(values[f.key], f.max, f.decimals, f.message);
      if (problem) next[f.key] = problem;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const value = (key: Key) => (values[key].trim() === '' ? null : Number(values[key]));
    const saved = await save(
      {
        retention_percent: value('retention_percent'),
        payment_due_days: value('payment_due_days'),
        payment_final_days: value('payment_final_days'),
      },
      'Defaults saved',
    );
    // Emptied fields now show the standard default the server applied.
    if (saved) {
      setValues({
        retention_percent: String(saved.retention_percent),
        payment_due_days: String(saved.payment_due_days),
        payment_final_days: String(saved.payment_final_days),
      });
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="sm">
        {FIELDS.map((f) => (
          <Field.Root key={f.key} invalid={!!errors[f.key]}>
            <Field.Label>{f.label}</Field.Label>
            <Input
              inputMode={f.decimals ? 'decimal' : 'numeric'}
              value={values[f.key]}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setValues((current) => ({ ...current, [f.key]: v }));
                setErrors((current) => ({ ...current, [f.key]: undefined }));
              }}
            />
            {!errors[f.key] && <Field.HelperText>Leave empty for the standard {f.standard}</Field.HelperText>}
            <Field.ErrorText>{errors[f.key]}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving}>
          Save defaults
        </Button>
      </Stack>
    </form>
  );
}
