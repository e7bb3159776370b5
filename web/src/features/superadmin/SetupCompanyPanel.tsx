// Sets up a company and its first admin; the admin's one-time set-password link is shown once.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { showToast } from '../../lib/toast';
import { ErrorBox } from './ErrorBox';
import { SuperadminSetupCompanyDocument } from './superadmin.api';
import { SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';

const EMPTY_SETUP = {
  company_name: '',
  address: '',
  vat_number: '',
  cis_utr: '',
  admin_first_name: '',
  admin_last_name: '',
  admin_email: '',
};
type SetupValues = typeof EMPTY_SETUP;

const SETUP_FIELDS: Array<{ name: keyof SetupValues; label: string; required?: boolean; type?: string }> = [
  { name: 'company_name', label: 'Company name', required: true },
  { name: 'address', label: 'Address' },
  { name: 'vat_number', label: 'VAT number' },
  { name: 'cis_utr', label: 'CIS contractor UTR' },
  { name: 'admin_first_name', label: 'Admin first name', required: true },
  { name: 'admin_last_name', label: 'Admin last name', required: true },
  { name: 'admin_email', label: 'Admin email', required: true, type: 'email' },
];

export function SetupCompanyPanel({ onCreated }: { onCreated: () => void }) {
  const [setup, { loading }] = useMutation(SuperadminSetupCompanyDocument);
  const [values, setValues] = useState<SetupValues>(EMPTY_SETUP);
  const [missing, setMissing] = useState<Partial<Record<keyof SetupValues, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ company: string; email: string; link: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nextMissing = Object.fromEntries(
      SETUP_FIELDS.filter((f) => f.required && !values[f.name].trim()).map((f) => [f.name, true]),
    );
    setMissing(nextMissing);
    if (Object.keys(nextMissing).length > 0) return;
    setFailure(null);
    try {
      const optional = (v: string) => (v.trim() ? v.trim() : undefined);
      const { data } = await setup({
        variables: {
          input: {
            company_name: values.company_name.trim(),
            address: optional(values.address),
            vat_number: optional(values.vat_number),
            cis_utr: optional(values.cis_utr),
            admin_first_name: values.admin_first_name.trim(),
            admin_last_name: values.admin_last_name.trim(),
            admin_email: values.admin_email.trim(),
          },
        },
      });
      const result = data?.superadminSetupCompany;
      if (!result) throw new Error(SUPERADMIN_FALLBACKS.setup);
      setCreated({ company: result.company.name, email: result.admin.email, link: result.set_password_link });
      setValues(EMPTY_SETUP);
      showToast('success', `${result.company.name} is set up`);
      onCreated();
    } catch (error) {
      setFailure(superadminErrorMessage(error, SUPERADMIN_FALLBACKS.setup));
    }
  };

  return (
    <Box as="section" aria-label="Set up a company" maxW="xl">
      {created && (
        <Box
          role="status"
          mb="4"
          p="4"
          rounded="md"
          borderWidth="1px"
          borderColor="green.500"
          bg="bg.success"
        >
          <Text fontWeight="semibold">
            {created.company} is ready. Send this one-time set-password link to {created.email} (it is also
            emailed, valid for 72 hours; it will not be shown again):
          </Text>
          <Input
            mt="2"
            readOnly
            aria-label="Set-password link"
            value={created.link}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Box>
      )}
      {failure && (
        <Box mb="4">
          <ErrorBox>{failure}</ErrorBox>
        </Box>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          {SETUP_FIELDS.map((f) => (
            <Field.Root key={f.name} invalid={!!missing[f.name]} required={f.required}>
              <Field.Label>{f.label}</Field.Label>
              <Input
                type={f.type ?? 'text'}
                value={values[f.name]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((prev) => ({ ...prev, [f.name]: value }));
                  setMissing((prev) => ({ ...prev, [f.name]: false }));
                }}
              />
              <Field.ErrorText>{f.label} is required</Field.ErrorText>
            </Field.Root>
          ))}
          <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={loading}>
            Set up company
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
