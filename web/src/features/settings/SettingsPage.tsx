// /app/settings (manager and up): company details (name, address, VAT number, CIS contractor UTR), defaults
// for new projects (retention %, payment terms), the project folder template (add, rename, reorder, remove)
// and the drive/accounting provider choice, offering only what works today. Each section saves on its own.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { CompanySettingsFieldsFragment, UpdateCompanySettingsInput } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { CompanySettingsDocument, UpdateCompanySettingsDocument } from './settings.api';
import { folderTemplateError, utrError, vatError } from './settings.schema';

const PROVIDER_LABELS: Record<string, string> = {
  local: 'Local storage (on this server)',
  none: 'None',
};

function Section(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={props.title} borderWidth="1px" rounded="md" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg">
        {props.title}
      </Heading>
      {props.description && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {props.description}
        </Text>
      )}
      <Box mt="4">{props.children}</Box>
    </Box>
  );
}

function useSave() {
  const [update, { loading }] = useMutation(UpdateCompanySettingsDocument);
  const save = async (input: UpdateCompanySettingsInput, message: string) => {
    try {
      await update({ variables: { input } });
      showToast('success', message);
      return true;
    } catch {
      // The Apollo error link shows the server's validation message.
      return false;
    }
  };
  return { save, saving: loading };
}

function DetailsForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSave();
  const [name, setName] = useState(settings.name);
  const [address, setAddress] = useState(settings.address ?? '');
  const [vat, setVat] = useState(settings.vat_number ?? '');
  const [utr, setUtr] = useState(settings.cis_utr ?? '');
  const [errors, setErrors] = useState<{ name?: string; vat?: string; utr?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : 'Company name is required',
      vat: vatError(vat) ?? undefined,
      utr: utrError(utr) ?? undefined,
    };
    setErrors(next);
    if (next.name || next.vat || next.utr) return;
    await save(
      { name: name.trim(), address: address.trim(), vat_number: vat.trim(), cis_utr: utr.trim() },
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

function DefaultsForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSave();
  const [retention, setRetention] = useState(String(settings.retention_percent));
  const [days, setDays] = useState(String(settings.payment_due_days));
  const [error, setError] = useState<{ retention?: string; days?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const r = Number(retention);
    const d = Number(days);
    const next = {
      retention:
        retention.trim() !== '' && Number.isFinite(r) && r >= 0 && r <= 100
          ? undefined
          : 'Retention must be between 0 and 100',
      days:
        days.trim() !== '' && Number.isInteger(d) && d >= 0 && d <= 365
          ? undefined
          : 'Payment terms must be between 0 and 365 days',
    };
    setError(next);
    if (next.retention || next.days) return;
    await save({ retention_percent: r, payment_due_days: d }, 'Defaults saved');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="sm">
        <Field.Root invalid={!!error.retention}>
          <Field.Label>Retention (%)</Field.Label>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            value={retention}
            onChange={(e) => setRetention(e.currentTarget.value)}
          />
          <Field.ErrorText>{error.retention}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!error.days}>
          <Field.Label>Payment terms (days)</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.currentTarget.value)}
          />
          <Field.ErrorText>{error.days}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving}>
          Save defaults
        </Button>
      </Stack>
    </form>
  );
}

function FolderTemplateForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSave();
  const [folders, setFolders] = useState<string[]>(settings.folder_template);
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setFolders(settings.folder_template), [settings.folder_template]);
  const edit = (next: string[]) => {
    setFolders(next);
    setError(null);
  };
  const move = (index: number, by: number) => {
    const next = [...folders];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    edit(next);
  };
  const add = () => {
    if (!newName.trim()) return;
    edit([...folders, newName.trim()]);
    setNewName('');
  };
  const submit = async () => {
    const names = folders.map((f) => f.trim());
    const problem = folderTemplateError(names);
    setError(problem);
    if (problem) return;
    await save({ folder_template: names }, 'Folder template saved');
  };
  return (
    <Stack gap="2" maxW="xl">
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Folders">
        {folders.map((folder, index) => (
          <HStack as="li" key={index} gap="2">
            <Input
              aria-label={`Folder ${index + 1}`}
              value={folder}
              onChange={(e) => {
                const next = [...folders];
                next[index] = e.currentTarget.value;
                edit(next);
              }}
            />
            <IconButton
              size="sm"
              variant="outline"
              aria-label={`Move ${folder} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={`Move ${folder} down`}
              disabled={index === folders.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Remove ${folder}`}
              onClick={() => edit(folders.filter((_, i) => i !== index))}
            >
              ✕
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <HStack gap="2" mt="2">
        <Input
          aria-label="New folder name"
          placeholder="New folder name"
          value={newName}
          onChange={(e) => setNewName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add}>
          Add folder
        </Button>
      </HStack>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {settings.folder_template_is_default
          ? 'This is the default template. New projects get these folders.'
          : 'New projects get these folders, in this order.'}
      </Text>
      <Button colorPalette="blue" alignSelf="flex-start" onClick={submit} loading={saving}>
        Save folder template
      </Button>
    </Stack>
  );
}

function ProvidersForm({ settings }: { settings: CompanySettingsFieldsFragment }) {
  const { save, saving } = useSave();
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

export function SettingsPage() {
  const { data, loading } = useQuery(CompanySettingsDocument);
  const settings = data?.companySettings;
  if (loading && !settings) {
    return (
      <Flex justify="center" py="12" role="status" aria-label="Loading settings">
        <Spinner size="lg" />
      </Flex>
    );
  }
  if (!settings) return <Text>Settings could not be loaded.</Text>;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4">
        Settings
      </Heading>
      <Stack gap="6">
        <Section title="Company details">
          <DetailsForm settings={settings} />
        </Section>
        <Section title="Defaults" description="What new projects start with.">
          <DefaultsForm settings={settings} />
        </Section>
        <Section title="Project folder template" description="The folders created for every new project.">
          <FolderTemplateForm settings={settings} />
        </Section>
        <Section
          title="Integrations"
          description="Cloud drive and accounting providers. More arrive with the integrations release."
        >
          <ProvidersForm settings={settings} />
        </Section>
      </Stack>
    </Box>
  );
}
