// /superadmin/dashboard: guarded on the client (no stored superadmin session → the login) and on the server
// (every field needs the superadmin token). System stats, the companies list with status changes behind a
// confirmation, company setup (the first admin's set-password link is shown once), the contact inbox and the
// audit log. A 401 anywhere ends the session with "Authentication expired".
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Dialog,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import type { CompanyStatus } from '../../generated/graphql';
import { clearSuperadminSession, onSuperadminSessionExpired, readSuperadminSession } from '../../lib/storage';
import { showToast } from '../../lib/toaster';
import {
  SuperadminAuditLogDocument,
  SuperadminCompaniesDocument,
  SuperadminContactMessagesDocument,
  SuperadminSetupCompanyDocument,
  SuperadminStatsDocument,
  SuperadminUpdateCompanyStatusDocument,
} from './superadmin.api';
import { AUTH_EXPIRED_MESSAGE, SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';
import { SuperadminFooter } from './SuperadminLoginPage';
import { useDebounced } from '../../lib/use-debounced';

const PAGE_SIZE = 20;
const COMPANY_STATUSES: readonly CompanyStatus[] = ['active', 'suspended', 'cancelled'];
const STATUS_LABELS: Record<CompanyStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
};
const STATUS_COLORS: Record<CompanyStatus, string> = {
  active: 'green',
  suspended: 'orange',
  cancelled: 'gray',
};

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor="red.500"
      bg="bg.error"
      color="fg.error"
    >
      {children}
    </Box>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Flex justify="center" py="8" role="status" aria-label={label}>
      <Spinner />
    </Flex>
  );
}

function Pager(props: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1) return null;
  return (
    <HStack justify="flex-end" mt="3" gap="3">
      <Button
        size="sm"
        variant="outline"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Previous
      </Button>
      <Text fontSize="sm">
        Page {props.page} of {pages}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

function StatsPanel() {
  const { data, error, loading } = useQuery(SuperadminStatsDocument);
  if (error) return <ErrorBox>{superadminErrorMessage(error, SUPERADMIN_FALLBACKS.stats)}</ErrorBox>;
  if (loading && !data) return <Loading label="Loading system stats" />;
  const stats = data?.superadminStats;
  if (!stats) return null;
  return (
    <SimpleGrid as="section" aria-label="System stats" columns={{ base: 2, md: 4 }} gap="3">
      <Stat
        label="Companies"
        value={stats.companies.total}
        hint={`${stats.companies.active} active · ${stats.companies.suspended} suspended · ${stats.companies.cancelled} cancelled`}
      />
      <Stat label="Users" value={stats.users.total} hint={`${stats.users.active} active`} />
      <Stat
        label="Projects"
        value={stats.projects.total}
        hint={`${stats.projects.new_last_30_days} in the last 30 days`}
      />
      <Stat
        label="Sign-ins (30 days)"
        value={stats.users.signed_in_last_30_days}
        hint={`${stats.contact_messages_last_30_days} contact messages · ${stats.companies.new_last_30_days} new companies`}
      />
    </SimpleGrid>
  );
}

interface PendingChange {
  id: string;
  name: string;
  from: CompanyStatus;
  to: CompanyStatus;
}

function StatusDialog(props: { change: PendingChange | null; onClose: () => void; onDone: () => void }) {
  const [update, { loading }] = useMutation(SuperadminUpdateCompanyStatusDocument);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { change } = props;
  const close = () => {
    setReason('');
    setFailure(null);
    props.onClose();
  };
  const confirm = async () => {
    if (!change) return;
    try {
      await update({ variables: { id: change.id, status: change.to, reason: reason.trim() || null } });
      showToast('success', `${change.name} is now ${STATUS_LABELS[change.to].toLowerCase()}`);
      setReason('');
      setFailure(null);
      props.onDone();
    } catch (error) {
      setFailure(superadminErrorMessage(error, SUPERADMIN_FALLBACKS.status));
    }
  };
  return (
    <Dialog.Root open={!!change} onOpenChange={(d) => !d.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Change company status?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {change && (
                <Text mb="3">
                  {change.name} will go from {STATUS_LABELS[change.from]} to {STATUS_LABELS[change.to]}.
                  {change.to !== 'active' &&
                    ' Its users are signed out at once and cannot sign in until it is active again.'}
                </Text>
              )}
              <Field.Root>
                <Field.Label>Reason (optional)</Field.Label>
                <Input value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
              </Field.Root>
              {failure && (
                <Box mt="3">
                  <ErrorBox>{failure}</ErrorBox>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button colorPalette="orange" onClick={confirm} loading={loading}>
                Confirm
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CompaniesPanel() {
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<CompanyStatus | ''>('');
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<PendingChange | null>(null);
  const search = useDebounced(searchText.trim(), 300);
  useEffect(() => setPage(1), [search]);
  const { data, error, loading, refetch } = useQuery(SuperadminCompaniesDocument, {
    variables: { search: search || null, status: status || null, page, size: PAGE_SIZE },
  });
  const result = data?.superadminCompanies;
  return (
    <Box as="section" aria-label="Companies">
      <Flex gap="3" mb="3" direction={{ base: 'column', md: 'row' }}>
        <Input
          type="search"
          aria-label="Search companies"
          placeholder="Search by company name"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          maxW={{ md: 'md' }}
        />
        <NativeSelect.Root maxW={{ md: '48' }}>
          <NativeSelect.Field
            aria-label="Status filter"
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value as CompanyStatus | '');
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {COMPANY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {error ? (
        <ErrorBox>{superadminErrorMessage(error, SUPERADMIN_FALLBACKS.companies)}</ErrorBox>
      ) : loading && !result ? (
        <Loading label="Loading companies" />
      ) : !result || result.items.length === 0 ? (
        <Text color="fg.muted">No companies match.</Text>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Companies">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Company</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Users</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Projects</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader>Change status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.items.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell fontWeight="medium">{c.name}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {c.user_count}
                      {c.active_user_count !== c.user_count && (
                        <Text as="span" color="fg.muted" fontSize="xs">
                          {' '}
                          ({c.active_user_count} active)
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{c.project_count}</Table.Cell>
                    <Table.Cell>{formatDateTime(c.created_at)}</Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm" minW="36">
                        <NativeSelect.Field
                          aria-label={`Change status of ${c.name}`}
                          value={c.status}
                          onChange={(e) => {
                            const to = e.currentTarget.value as CompanyStatus;
                            if (to !== c.status) setChange({ id: c.id, name: c.name, from: c.status, to });
                          }}
                        >
                          {COMPANY_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {STATUS_LABELS[s]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pager page={result.page} size={result.size} total={result.total} onPage={setPage} />
        </>
      )}
      <StatusDialog
        change={change}
        onClose={() => setChange(null)}
        onDone={() => {
          setChange(null);
          void refetch();
        }}
      />
    </Box>
  );
}

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

function SetupCompanyPanel({ onCreated }: { onCreated: () => void }) {
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

function ContactInboxPanel() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useQuery(SuperadminContactMessagesDocument, {
    variables: { page, size: PAGE_SIZE },
  });
  const result = data?.superadminContactMessages;
  if (error) return <ErrorBox>{superadminErrorMessage(error, SUPERADMIN_FALLBACKS.contact)}</ErrorBox>;
  if (loading && !result) return <Loading label="Loading contact messages" />;
  if (!result || result.items.length === 0) return <Text color="fg.muted">No contact messages yet.</Text>;
  return (
    <Box as="section" aria-label="Contact inbox">
      <Stack gap="3" as="ul" listStyleType="none">
        {result.items.map((m) => (
          <Box as="li" key={m.id} borderWidth="1px" rounded="md" p="3">
            <Flex justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">
                {m.name} &lt;{m.email}&gt;
                {m.company ? ` · ${m.company}` : ''}
                {m.phone ? ` · ${m.phone}` : ''}
              </Text>
              <HStack>
                <Badge>{m.reason}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(m.created_at)}
                </Text>
              </HStack>
            </Flex>
            <Text mt="2" whiteSpace="pre-wrap">
              {m.message}
            </Text>
          </Box>
        ))}
      </Stack>
      <Pager page={result.page} size={result.size} total={result.total} onPage={setPage} />
    </Box>
  );
}

function describeDetails(details: string | null | undefined): string {
  if (!details) return '';
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    return Object.entries(parsed)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  } catch {
    return details;
  }
}

function AuditLogPanel() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useQuery(SuperadminAuditLogDocument, {
    variables: { page, size: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const result = data?.superadminAuditLog;
  if (error) return <ErrorBox>{superadminErrorMessage(error, SUPERADMIN_FALLBACKS.audit)}</ErrorBox>;
  if (loading && !result) return <Loading label="Loading audit log" />;
  if (!result || result.items.length === 0) return <Text color="fg.muted">No audit entries yet.</Text>;
  return (
    <Box as="section" aria-label="Audit log">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Audit log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Who</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>Details</Table.ColumnHeader>
              <Table.ColumnHeader>IP</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.items.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(e.created_at)}</Table.Cell>
                <Table.Cell>{e.username ?? '—'}</Table.Cell>
                <Table.Cell>{e.action}</Table.Cell>
                <Table.Cell>{describeDetails(e.details)}</Table.Cell>
                <Table.Cell>{e.ip ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager page={result.page} size={result.size} total={result.total} onPage={setPage} />
    </Box>
  );
}

export function SuperadminDashboardPage() {
  const navigate = useNavigate();
  const session = readSuperadminSession();
  const [tab, setTab] = useState('companies');
  const [companiesKey, setCompaniesKey] = useState(0);

  useEffect(
    () =>
      onSuperadminSessionExpired(() => {
        showToast('error', AUTH_EXPIRED_MESSAGE);
        navigate('/superadmin/login', { replace: true });
      }),
    [navigate],
  );

  if (!session) return <Navigate to="/superadmin/login" replace />;

  const signOut = () => {
    clearSuperadminSession();
    navigate('/superadmin/login', { replace: true });
  };

  return (
    <Container maxW="6xl" py="6">
      <Flex as="header" justify="space-between" align="center" mb="6" wrap="wrap" gap="3">
        <Box>
          <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
            SiteBase Platform
          </Text>
          <Heading as="h1" size="2xl">
            Superadmin dashboard
          </Heading>
        </Box>
        <HStack>
          <Text fontSize="sm">Signed in as {session.superadmin.username}</Text>
          <Button size="sm" variant="outline" onClick={signOut}>
            Sign out
          </Button>
        </HStack>
      </Flex>
      <Box as="main">
        <StatsPanel key={`stats-${companiesKey}`} />
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} mt="6" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="companies">Companies</Tabs.Trigger>
            <Tabs.Trigger value="setup">Set up company</Tabs.Trigger>
            <Tabs.Trigger value="contact">Contact inbox</Tabs.Trigger>
            <Tabs.Trigger value="audit">Audit log</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="companies">
            <CompaniesPanel key={companiesKey} />
          </Tabs.Content>
          <Tabs.Content value="setup">
            <SetupCompanyPanel onCreated={() => setCompaniesKey((k) => k + 1)} />
          </Tabs.Content>
          <Tabs.Content value="contact">
            <ContactInboxPanel />
          </Tabs.Content>
          <Tabs.Content value="audit">
            <AuditLogPanel />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
      <SuperadminFooter />
    </Container>
  );
}
