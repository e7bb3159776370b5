// The cloud drive and accounting providers, offering only those that work today.
import { useState } from 'react';
import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { CompanySettingsFieldsFragment } from '../../generated/graphql';
import { useSaveSettings } from './use-save-settings';

const PROVIDER_LABELS: Record<string, string> = {
  local: 'Local storage (on this server)',
  none: 'None',
};

export function ProvidersForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSaveSettings();
  const [drive, setDrive] = useState(settings.drive_provider);
  const [accounting, setAccounting] = useState(settings.accounting_provider);
  const select = (label: string, value: string, options: string[], onChange: (v: string) => void) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {PROVIDER_LABELS[o] ?? o}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Stack gap="3" maxW="sm">
      {select('Cloud drive', drive, settings.available_drive_providers, setDrive)}
      {select('Accounting', accounting, settings.available_accounting_providers, setAccounting)}
      <Button
        colorPalette="blue"
        alignSelf="flex-start"
        loading={saving}
        onClick={() => save({ drive_provider: drive, accounting_provider: accounting }, 'Providers saved')}
      >
        Save providers
      </Button>
    </Stack>
  );
}
