// The accounting provider, offering only those that work today. (The cloud drive has its own section: files are
// always kept on this server first, and copied to the company's own drive once one is connected.)
import { useState } from 'react';
import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { CompanySettingsFieldsFragment } from '../../generated/graphql';
import { useSaveSettings } from './use-save-settings';

const PROVIDER_LABELS: Record<string, string> = {
  none: 'None',
};

export function ProvidersForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSaveSettings();
  const [accounting, setAccounting] = useState(settings.accounting_provider);
  return (
    <Stack gap="3" maxW="sm">
      <Field.Root>
        <Field.Label>Accounting</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={accounting} onChange={(e) => setAccounting(e.currentTarget.value)}>
            {settings.available_accounting_providers.map((o) => (
              <option key={o} value={o}>
                {PROVIDER_LABELS[o] ?? o}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button
        colorPalette="blue"
        alignSelf="flex-start"
        loading={saving}
        onClick={() => save({ accounting_provider: accounting }, 'Accounting provider saved')}
      >
        Save
      </Button>
    </Stack>
  );
}
