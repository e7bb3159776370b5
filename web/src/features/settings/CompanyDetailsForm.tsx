// Company details: name (required), address, UK VAT number, whether the company is registered for VAT (the one
// switch every document's VAT follows, decision 0043; it needs the number), when its VAT quarters end (the VAT
// summary's periods, decision 0086) and CIS contractor UTR.
import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { CompanySettingsFieldsFragment } from '../../generated/graphql';
import { utrError, VAT_REGISTERED_MESSAGE, vatError } from './settings.schema';
import { useSaveSettings } from './use-save-settings';

/** HMRC's three quarterly staggers, and monthly returns. */
const VAT_QUARTER_OPTIONS = [
  { value: 'mar_jun_sep_dec', label: 'March, June, September, December' },
  { value: 'jan_apr_jul_oct', label: 'January, April, July, October' },
  { value: 'feb_may_aug_nov', label: 'February, May, August, November' },
  { value: 'monthly', label: 'Every month (monthly returns)' },
] as const;

export function CompanyDetailsForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSaveSettings();
  const [name, setName] = useState(settings.name);
  const [address, setAddress] = useState(settings.address ?? '');
  const [vat, setVat] = useState(settings.vat_number ?? '');
  const [registered, setRegistered] = useState(settings.vat_registered);
  const [quarters, setQuarters] = useState(settings.vat_quarter_ends);
  const [utr, setUtr] = useState(settings.cis_utr ?? '');
  const [errors, setErrors] = useState<{ name?: string; vat?: string; utr?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : 'Company name is required',
      vat: vatError(vat) ?? (registered && !vat.trim() ? VAT_REGISTERED_MESSAGE : undefined),
      utr: utrError(utr) ?? undefined,
    };
    setErrors(next);
    if (next.name || next.vat || next.utr) return;
    await save(
      {
        name: name.trim(),
        address: address.trim(),
        vat_number: vat.trim(),
        vat_registered: registered && !!vat.trim(),
        vat_quarter_ends: quarters,
        cis_utr: utr.trim(),
      },
      'Company details saved',
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="xl">
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>Company name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Address</Field.Label>
          <Textarea value={address} rows={3} onChange={(e) => setAddress(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root invalid={!!errors.vat}>
          <Field.Label>VAT number</Field.Label>
          <Input value={vat} placeholder="GB123456789" onChange={(e) => setVat(e.currentTarget.value)} />
          <Field.ErrorText>{errors.vat}</Field.ErrorText>
        </Field.Root>
        <Stack gap="1">
          <HStack as="label" gap="2" fontSize="sm" cursor="pointer">
            <input
              type="checkbox"
              checked={registered}
              onChange={(e) => setRegistered(e.currentTarget.checked)}
              style={{ width: 16, height: 16 }}
            />
            <span>Registered for VAT</span>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {registered
              ? 'Estimates and applications charge VAT; the reverse charge applies to CIS work you buy.'
              : 'No VAT is charged on your estimates and applications, and suppliers charge you VAT as normal.'}
          </Text>
        </Stack>
        <Field.Root>
          <Field.Label>VAT quarter ends</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={quarters} onChange={(e) => setQuarters(e.currentTarget.value)}>
              {VAT_QUARTER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>As on your VAT registration: the VAT summary report’s periods.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.utr}>
          <Field.Label>CIS contractor UTR</Field.Label>
          <Input value={utr} placeholder="10 digits" onChange={(e) => setUtr(e.currentTarget.value)} />
          <Field.ErrorText>{errors.utr}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving}>
          Save details
        </Button>
      </Stack>
    </form>
  );
}
