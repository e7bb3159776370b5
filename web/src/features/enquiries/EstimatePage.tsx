// /app/estimates/{id} (supervisor and up): the estimate editor. A draft's lines by section (add, edit, reorder,
// remove), overhead and profit %, VAT treatment, valid-until and notes, with live totals worked by the same rule
// as core-api (estimate-totals.ts, decision 0029) so they match the saved figures to the penny; save, issue,
// accept / reject (with a reason), new version, and a print menu: the client's quotation (section totals, or
// lines at selling rates) or the internal costed estimate. Issuing, accepting and converting the won enquiry
// into a project (offered here once accepted) each ask first, saying what follows for the enquiry (decision
// 0061). Leaving with unsaved changes asks first; once issued the estimate is read-only.
import { useEffect, useMemo, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Dialog,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  Menu,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { registerRecipes, system } from '../../lib/theme';
import '../../lib/dialog-recipe';
import { downloadFile, FileCallError } from '../../lib/files';
import { formatDate, formatPence } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/LazyConfirmDialog';
import {
  ConvertEnquiryDocument,
  EstimateDocument,
  NewEstimateVersionDocument,
  SetEstimateStatusDocument,
  UpdateEstimateDocument,
} from './enquiries.api';
import {
  ENQUIRY_STATUS_LABELS,
  ESTIMATE_STATUS_COLOURS,
  ESTIMATE_STATUS_LABELS,
  VAT_OPTIONS,
} from './enquiry-labels';
import {
  draftErrors,
  draftFrom,
  inputFrom,
  isDirty,
  newKey,
  totalsInput,
  type Draft,
  type DraftLine,
} from './estimate-draft';
import { estimateTotals, type Section, type VatCode } from './estimate-totals';
import { EstimateLinesTable } from './EstimateLinesTable';
import { ReasonDialog } from '../../components/LazyReasonDialog';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { menu: menuSlotRecipe, alert: alertSlotRecipe });

/** The print menu's documents: what goes to the client, and what stays in the office. */
export const PRINTS = [
  { value: 'quotation', label: 'Client quotation (section totals)', query: 'kind=quotation' },
  { value: 'quotation-lines', label: 'Client quotation with lines', query: 'kind=quotation&lines=true' },
  { value: 'internal', label: 'Internal costed estimate', query: 'kind=internal' },
] as const;

type Confirming = 'issued' | 'accepted' | 'convert';

export function EstimatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useQuery(EstimateDocument, { variables: { id } });
  const [save, saving] = useMutation(UpdateEstimateDocument);
  const [setStatus, moving] = useMutation(SetEstimateStatusDocument, { refetchQueries: ['Enquiry'] });
  const [newVersion, versioning] = useMutation(NewEstimateVersionDocument);
  const [convert] = useMutation(ConvertEnquiryDocument, { refetchQueries: ['Enquiry', 'Estimate'] });
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const estimate = data?.estimate;
  const saved = useMemo(() => (estimate ? draftFrom(estimate) : null), [estimate]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    setDraft(saved);
  }, [saved]);

  const dirty = !!draft && !!saved && isDirty(draft, saved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (loading && !estimate) return <Spinner aria-label="Loading estimate" />;
  if (!estimate || !draft) return <Text>Estimate not found.</Text>;

  const readOnly = !estimate.abilities.can_edit;
  const totals = estimateTotals({ ...totalsInput(draft), vat_registered: estimate.vat_registered });
  const errors = draftErrors(draft);
  const update = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const changeLine = (index: number, patch: Partial<DraftLine>) =>
    setDraft((d) => (d ? { ...d, lines: d.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) } : d));
  const moveLine = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      if (!d) return d;
      const section = d.lines[index]!.section;
      let j = index + by;
      while (j >= 0 && j < d.lines.length && d.lines[j]!.section !== section) j += by;
      if (j < 0 || j >= d.lines.length) return d;
      const lines = [...d.lines];
      [lines[index], lines[j]] = [lines[j]!, lines[index]!];
      return { ...d, lines };
    });
  const removeLine = (index: number) =>
    setDraft((d) => (d ? { ...d, lines: d.lines.filter((_, i) => i !== index) } : d));
  const addLine = (section: Section) =>
    setDraft((d) =>
      d
        ? {
            ...d,
            lines: [
              ...d.lines,
              {
                key: newKey(),
                id: null,
                section,
                description: '',
                quantity: '1',
                unit: '',
                unitCost: '0.00',
              },
            ],
          }
        : d,
    );

  const onSave = async () => {
    setShowErrors(true);
    if (errors.length) return false;
    try {
      await save({ variables: { id, input: inputFrom(draft) } });
      setShowErrors(false);
      showToast('success', 'Estimate saved');
      return true;
    } catch {
      return false;
    }
  };
  const move = async (status: 'issued' | 'accepted' | 'rejected', reason?: string) => {
    try {
      await setStatus({ variables: { id, input: { status, reason: reason ?? null } } });
      showToast('success', `Estimate ${ESTIMATE_STATUS_LABELS[status].toLowerCase()}`);
      return true;
    } catch {
      return false;
    }
  };
  const onNewVersion = async () => {
    try {
      const result = await newVersion({ variables: { id } });
      if (result.data) void navigate(`/app/estimates/${result.data.newEstimateVersion.id}`);
    } catch {
      // toasted by the error link
    }
  };
  const onConvert = async () => {
    try {
      const result = await convert({ variables: { id: estimate.enquiry_id } });
      if (!result.data) return false;
      showToast('success', `${estimate.enquiry_reference} converted into a project`);
      void navigate(`/app/projects/${result.data.convertEnquiry.project_id}`);
      return true;
    } catch {
      return false; // toasted by the error link
    }
  };
  const onPdf = async (value: string) => {
    const print = PRINTS.find((p) => p.value === value);
    if (!print) return;
    const suffix = print.value === 'internal' ? 'internal' : 'quotation';
    try {
      await downloadFile(
        `/files/estimates/${encodeURIComponent(id)}/pdf?${print.query}`,
        `${estimate.reference}-v${estimate.version}-${suffix}.pdf`,
      );
    } catch (err) {
      if (err instanceof FileCallError && err.message) showToast('error', err.message);
    }
  };
  const enquiryLabel = ENQUIRY_STATUS_LABELS[estimate.enquiry_status];
  const moves = estimate.abilities.status_moves;
  const totalRows: [string, number][] = [
    ['Lines', totals.lines],
    [`Overhead ${draft.overhead || 0}%`, totals.overhead],
    [`Profit ${draft.profit || 0}%`, totals.profit],
    ['Net', totals.net],
    ['VAT', totals.vat],
  ];

  return (
    <Stack gap="5">
      <Box>
        <ChakraLink asChild fontSize="sm">
          <Link to={`/app/enquiries/${estimate.enquiry_id}`}>
            {estimate.enquiry_reference} {estimate.enquiry_title}
          </Link>
        </ChakraLink>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="1">
          <Heading as="h1" size="2xl">
            Estimate {estimate.reference} v{estimate.version}
          </Heading>
          <Badge size="lg" colorPalette={ESTIMATE_STATUS_COLOURS[estimate.status]}>
            {ESTIMATE_STATUS_LABELS[estimate.status]}
          </Badge>
        </Flex>
        <Text color="fg.muted">{estimate.client_name}</Text>
        {estimate.status_reason && <Text color="fg.muted">Reason: {estimate.status_reason}</Text>}
      </Box>

      <HStack gap="2" wrap="wrap">
        {!readOnly && (
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!dirty}
            loading={saving.loading}
            onClick={() => void onSave()}
          >
            Save changes
          </Button>
        )}
        {moves.includes('issued') && (
          <Button
            size="sm"
            colorPalette="orange"
            disabled={dirty}
            loading={moving.loading}
            onClick={() => setConfirming('issued')}
          >
            Issue estimate
          </Button>
        )}
        {moves.includes('accepted') && (
          <Button
            size="sm"
            colorPalette="green"
            loading={moving.loading}
            onClick={() => setConfirming('accepted')}
          >
            Mark accepted
          </Button>
        )}
        {estimate.abilities.can_convert_enquiry && (
          <Button size="sm" colorPalette="green" onClick={() => setConfirming('convert')}>
            Convert to project
          </Button>
        )}
        {moves.includes('rejected') && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
            Mark rejected
          </Button>
        )}
        {estimate.abilities.can_new_version && (
          <Button
            size="sm"
            variant="outline"
            loading={versioning.loading}
            onClick={() => void onNewVersion()}
          >
            New version
          </Button>
        )}
        <Menu.Root onSelect={({ value }) => void onPdf(value)}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" disabled={dirty}>
              Print PDF
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>For the client</Menu.ItemGroupLabel>
                  {PRINTS.slice(0, 2).map((p) => (
                    <Menu.Item key={p.value} value={p.value}>
                      {p.label}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
                <Menu.Separator />
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Internal (costs, overhead, profit)</Menu.ItemGroupLabel>
                  <Menu.Item value={PRINTS[2].value}>{PRINTS[2].label}</Menu.Item>
                </Menu.ItemGroup>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-label="Enquiry status">
        Enquiry {estimate.enquiry_reference}: {enquiryLabel}
      </Text>
      {dirty && !readOnly && (
        <Text fontSize="sm" color="orange.600">
          Unsaved changes: save before issuing or downloading.
        </Text>
      )}
      {readOnly && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            This estimate is {ESTIMATE_STATUS_LABELS[estimate.status].toLowerCase()} and can no longer be
            edited
            {estimate.abilities.can_new_version ? ': make a new version to change it.' : '.'}
          </Alert.Title>
        </Alert.Root>
      )}
      {showErrors && errors.length > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Fix these before saving</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0" ps="4">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {/* The lines take the full width below 1536 px (a side column left them too narrow at 1280: the table
          scrolled sideways and hid the remove button); the settings and totals sit under them, side by side. */}
      <Grid templateColumns={{ base: '1fr', '2xl': '1fr 20rem' }} gap="5" alignItems="start">
        <EstimateLinesTable
          lines={draft.lines}
          lineNets={totals.lineNets}
          sections={totals.sections}
          readOnly={readOnly}
          onChange={changeLine}
          onMove={moveLine}
          onRemove={removeLine}
          onAdd={addLine}
        />
        <Grid
          templateColumns={{ base: '1fr', md: '1fr 1fr', '2xl': '1fr' }}
          gap="4"
          minW="0"
          alignItems="start"
        >
          <Card.Root>
            <Card.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>Overhead %</Field.Label>
                  <Input
                    inputMode="decimal"
                    readOnly={readOnly}
                    value={draft.overhead}
                    onChange={(e) => update({ overhead: e.currentTarget.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Profit %</Field.Label>
                  <Input
                    inputMode="decimal"
                    readOnly={readOnly}
                    value={draft.profit}
                    onChange={(e) => update({ profit: e.currentTarget.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>VAT treatment</Field.Label>
                  <NativeSelect.Root disabled={readOnly}>
                    <NativeSelect.Field
                      value={draft.vat}
                      onChange={(e) => update({ vat: e.currentTarget.value as VatCode })}
                    >
                      {VAT_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Valid until</Field.Label>
                  {readOnly ? (
                    <Text>{formatDate(estimate.valid_until)}</Text>
                  ) : (
                    <Input
                      placeholder="dd/mm/yyyy"
                      value={draft.validUntil}
                      onChange={(e) => update({ validUntil: e.currentTarget.value })}
                    />
                  )}
                </Field.Root>
                <Field.Root>
                  <Field.Label>Notes</Field.Label>
                  <Textarea
                    rows={3}
                    readOnly={readOnly}
                    value={draft.notes}
                    onChange={(e) => update({ notes: e.currentTarget.value })}
                  />
                </Field.Root>
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root aria-label="Totals">
            <Card.Body>
              <Stack gap="1">
                {totalRows.map(([label, value]) => (
                  <HStack key={label} justify="space-between">
                    <Text>{label}</Text>
                    <Text aria-label={`${label.split(' ')[0]} total`}>{formatPence(value)}</Text>
                  </HStack>
                ))}
                {estimate.vat_reason && (
                  <Text fontSize="xs" color="fg.muted" aria-label="Why no VAT">
                    {estimate.vat_reason}
                  </Text>
                )}
                {totals.reverseChargeVat > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    Reverse charge: Customer to pay the VAT to HMRC ({formatPence(totals.reverseChargeVat)})
                  </Text>
                )}
                <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="1">
                  <Text>Total</Text>
                  <Text aria-label="Gross total">{formatPence(totals.gross)}</Text>
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Grid>
      </Grid>

      <ConfirmDialog
        open={confirming === 'issued'}
        title={`Issue ${estimate.reference} v${estimate.version}?`}
        confirmLabel="Issue estimate"
        colorPalette="orange"
        onClose={() => setConfirming(null)}
        onConfirm={() => move('issued')}
      >
        Once issued the estimate can no longer be edited (make a new version to change it), and enquiry{' '}
        {estimate.enquiry_reference} moves to Submitted.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'accepted'}
        title={`Mark ${estimate.reference} v${estimate.version} accepted?`}
        confirmLabel="Mark accepted"
        colorPalette="green"
        onClose={() => setConfirming(null)}
        onConfirm={() => move('accepted')}
      >
        Record that the client accepted {formatPence(estimate.gross_pence)} including VAT. Enquiry{' '}
        {estimate.enquiry_reference} moves to Won and can be converted into a project.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'convert'}
        title={`Convert ${estimate.enquiry_reference} to a project?`}
        confirmLabel="Convert to project"
        colorPalette="green"
        onClose={() => setConfirming(null)}
        onConfirm={onConvert}
      >
        A project is created with a contract value of {formatPence(estimate.net_pence)} and a budget per
        category from this estimate. An enquiry is converted once.
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting}
        title="Mark the estimate rejected"
        description="Say why the client rejected it."
        confirmLabel="Mark rejected"
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => move('rejected', reason)}
      />
      <Dialog.Root
        open={blocker.state === 'blocked'}
        onOpenChange={(d) => !d.open && blocker.reset?.()}
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Leave without saving?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>The estimate has unsaved changes. They will be lost if you leave.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => blocker.reset?.()}>
                  Stay
                </Button>
                <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                  Leave without saving
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
