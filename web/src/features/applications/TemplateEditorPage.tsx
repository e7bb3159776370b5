// /app/applications/templates/create/{projectId} and /app/applications/templates/edit/{templateId}
// (supervisors and up): a project's schedule of works (reference, description, contract value), retention and
// the reduced rate after practical completion, the payment terms (the contract's, from the project, or the
// Scheme's), VAT treatment, the part of the UK whose bank holidays count, and the practical completion and
// rectification dates that release retention. core-api checks everything and words the messages. A project
// converted from a won enquiry starts from its accepted estimate's lines at selling price (decision 0061),
// adding up to the contract value; any other project starts from three blank lines.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { Trash2 } from 'lucide-react';
import { DateField } from '../../components/DateField';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { formatPence, parseUkDate, penceToPoundsInput, poundsToPence, toUkDateInput } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { messageFromError } from '../../lib/mutation-error';
import { REGION_LABELS, TERMS_LABELS, VAT_LABELS } from './applications-labels';
import {
  ApplicationTemplateDefaultsDocument,
  ApplicationTemplateDocument,
  CreateApplicationTemplateDocument,
  UpdateApplicationTemplateDocument,
} from './applications.api';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

interface LineDraft {
  id: string | null;
  reference: string;
  description: string;
  value: string;
  /** A CIS-specified service, weighed by the 5% disregard (decision 0049). */
  cis: boolean;
}

interface Draft {
  name: string;
  lines: LineDraft[];
  retention: string;
  retentionAfterPc: string;
  vat: string;
  terms: string;
  dueDays: string;
  finalDays: string;
  payLessDays: string;
  region: string;
  pc: string;
  rectification: string;
}

const blankLine = (n: number): LineDraft => ({
  id: null,
  reference: `A${n}`,
  description: '',
  value: '',
  cis: true,
});

export function TemplateEditorPage() {
  const { projectId, templateId } = useParams();
  const editing = !!templateId;
  const navigate = useNavigate();
  const defaults = useQuery(ApplicationTemplateDefaultsDocument, {
    variables: { projectId: projectId ?? '' },
    skip: editing,
  });
  const existing = useQuery(ApplicationTemplateDocument, {
    variables: { id: templateId ?? '' },
    skip: !editing,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();
  const [create, created] = useMutation(CreateApplicationTemplateDocument, {
    context: { ...idempotency.context, handlesOwnErrors: true },
  });
  const [update, updated] = useMutation(UpdateApplicationTemplateDocument, {
    context: { handlesOwnErrors: true },
  });

  useEffect(() => {
    if (draft) return;
    const d = defaults.data?.applicationTemplateDefaults;
    if (d) {
      setDraft({
        name: d.name,
        lines: d.lines.length
          ? d.lines.map((l) => ({
              id: null,
              reference: l.reference,
              description: l.description,
              value: penceToPoundsInput(l.contract_value_pence),
              cis: l.cis_specified,
            }))
          : [1, 2, 3].map(blankLine),
        retention: String(d.retention_percent),
        retentionAfterPc: String(d.retention_after_pc_percent),
        vat: d.vat_treatment,
        terms: d.terms,
        dueDays: String(d.payment_due_days),
        finalDays: String(d.payment_final_days),
        payLessDays: String(d.pay_less_days),
        region: d.region,
        pc: '',
        rectification: '',
      });
    }
    const t = existing.data?.applicationTemplate;
    if (t) {
      setDraft({
        name: t.name,
        lines: t.lines.map((l) => ({
          id: l.id,
          reference: l.reference,
          description: l.description,
          value: penceToPoundsInput(l.contract_value_pence),
          cis: l.cis_specified,
        })),
        retention: String(t.retention_percent),
        retentionAfterPc: String(t.retention_after_pc_percent),
        vat: t.vat_treatment,
        terms: t.terms,
        dueDays: String(t.payment_due_days),
        finalDays: String(t.payment_final_days),
        payLessDays: String(t.pay_less_days),
        region: t.region,
        pc: toUkDateInput(t.practical_completion_date),
        rectification: toUkDateInput(t.rectification_end_date),
      });
    }
  }, [defaults.data, existing.data, draft]);

  const loadError = defaults.error ?? existing.error;
  if (loadError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{messageFromError(loadError) || 'This page could not be loaded'}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!draft) return <FullPageSpinner />;
  const project =
    defaults.data?.applicationTemplateDefaults.project ?? existing.data?.applicationTemplate.project;
  const fromEstimate = editing ? null : defaults.data?.applicationTemplateDefaults.from_estimate;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const setLine = (i: number, patch: Partial<LineDraft>) =>
    set({ lines: draft.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const values = draft.lines.map((l) => poundsToPence(l.value));
  const sum = values.reduce<number>((s, v) => s + (v ?? 0), 0);
  const scheme = draft.terms === 'scheme';

  async function save() {
    setError(null);
    const bad = draft!.lines.findIndex((_, i) => values[i] === null);
    if (bad >= 0)
      return setError(`Line ${bad + 1}: contract value must be an amount in pounds, e.g. 12500.00`);
    const date = (text: string, label: string) => {
      if (!text.trim()) return null;
      const iso = parseUkDate(text);
      if (!iso) throw new Error(`${label} must be a date as dd/mm/yyyy`);
      return iso;
    };
    let input;
    try {
      input = {
        name: draft!.name,
        lines: draft!.lines.map((l, i) => ({
          id: l.id,
          reference: l.reference,
          description: l.description,
          contract_value_pence: values[i]!,
          cis_specified: l.cis,
        })),
        retention_percent: Number(draft!.retention),
        retention_after_pc_percent: draft!.retentionAfterPc.trim() ? Number(draft!.retentionAfterPc) : null,
        vat_treatment: draft!.vat,
        terms: draft!.terms,
        payment_due_days: Number(draft!.dueDays),
        payment_final_days: Number(draft!.finalDays),
        pay_less_days: Number(draft!.payLessDays),
        region: draft!.region,
        practical_completion_date: date(draft!.pc, 'Practical completion'),
        rectification_end_date: date(draft!.rectification, 'End of rectification period'),
      };
    } catch (err) {
      return setError((err as Error).message);
    }
    try {
      if (editing) {
        await update({ variables: { id: templateId!, input } });
        navigate('/app/applications');
      } else {
        const res = await create({ variables: { input: { ...input, project_id: projectId! } } });
        idempotency.renew();
        navigate(`/app/applications/create/${res.data!.createApplicationTemplate.id}`);
      }
    } catch (err) {
      setError(messageFromError(err));
    }
  }

  return (
    <Box maxW="5xl">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/applications">← Back to applications</RouterLink>
      </Button>
      <Heading as="h1" size="2xl" mb="1">
        {editing ? 'Edit Application Template' : 'Create Application Template'}
      </Heading>
      {project && (
        <Text color="fg.muted" mb="4">
          {project.project_number} {project.name}
        </Text>
      )}
      {fromEstimate && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>
            Started from the accepted estimate {fromEstimate}: its lines at selling price, adding up to the
            contract value. Adjust them to the contract's schedule of works before saving.
          </Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="5">
        <Field.Root required>
          <Field.Label>Template name</Field.Label>
          <Input value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} />
        </Field.Root>

        <Box as="section" aria-label="Schedule of works">
          <HStack justify="space-between" mb="2">
            <Heading as="h2" size="lg">
              Schedule of works
            </Heading>
            <Text fontWeight="medium" aria-label="Contract sum">
              Contract sum {formatPence(sum)}
            </Text>
          </HStack>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label="Schedule lines">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="7rem">Reference</Table.ColumnHeader>
                  <Table.ColumnHeader minW="14rem">Description</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" minW="9rem">
                    Contract value (£)
                  </Table.ColumnHeader>
                  <Table.ColumnHeader title="A service within CIS (HMRC specified service)">
                    CIS-specified
                  </Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {draft.lines.map((l, i) => (
                  <Table.Row key={i}>
                    <Table.Cell>
                      <Input
                        size="sm"
                        aria-label={`Line ${i + 1} reference`}
                        value={l.reference}
                        onChange={(e) => setLine(i, { reference: e.currentTarget.value })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Input
                        size="sm"
                        aria-label={`Line ${i + 1} description`}
                        value={l.description}
                        onChange={(e) => setLine(i, { description: e.currentTarget.value })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Input
                        size="sm"
                        textAlign="end"
                        inputMode="decimal"
                        aria-label={`Line ${i + 1} contract value`}
                        value={l.value}
                        onChange={(e) => setLine(i, { value: e.currentTarget.value })}
                      />
                    </Table.Cell>
                    <Table.Cell textAlign="center">
                      <input
                        type="checkbox"
                        aria-label={`Line ${i + 1} CIS-specified service`}
                        checked={l.cis}
                        onChange={(e) => setLine(i, { cis: e.currentTarget.checked })}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove line ${i + 1}`}
                        disabled={draft.lines.length === 1}
                        onClick={() => set({ lines: draft.lines.filter((_, j) => j !== i) })}
                      >
                        <Trash2 />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Button
            mt="2"
            size="sm"
            variant="outline"
            onClick={() => set({ lines: [...draft.lines, blankLine(draft.lines.length + 1)] })}
          >
            Add line
          </Button>
        </Box>

        <Box as="section" aria-label="Retention and VAT">
          <Heading as="h2" size="lg" mb="2">
            Retention and VAT
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>Retention (%)</Field.Label>
              <Input
                inputMode="decimal"
                value={draft.retention}
                onChange={(e) => set({ retention: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Retention after practical completion (%)</Field.Label>
              <Input
                inputMode="decimal"
                value={draft.retentionAfterPc}
                onChange={(e) => set({ retentionAfterPc: e.currentTarget.value })}
              />
              <Field.HelperText>
                Usually half: half the retention is released at practical completion.
              </Field.HelperText>
            </Field.Root>
            <Field.Root>
              <Field.Label>VAT treatment</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.vat} onChange={(e) => set({ vat: e.currentTarget.value })}>
                  {Object.entries(VAT_LABELS).map(([v, label]) => (
                    <option key={v} value={v}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                Reverse charge can apply when the customer is VAT-registered and not an end user; each
                application is then decided whole by its CIS-specified share (over 5%: reverse charge).
              </Field.HelperText>
            </Field.Root>
            <DateField label="Practical completion" value={draft.pc} onChange={(pc) => set({ pc })} />
            <DateField
              label="End of rectification period"
              value={draft.rectification}
              onChange={(rectification) => set({ rectification })}
            />
          </SimpleGrid>
        </Box>

        <Box as="section" aria-label="Payment terms">
          <Heading as="h2" size="lg" mb="2">
            Payment terms
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>Terms</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.terms}
                  onChange={(e) => set({ terms: e.currentTarget.value })}
                >
                  {Object.entries(TERMS_LABELS).map(([v, label]) => (
                    <option key={v} value={v}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Part of the UK (bank holidays)</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.region}
                  onChange={(e) => set({ region: e.currentTarget.value })}
                >
                  {Object.entries(REGION_LABELS).map(([v, label]) => (
                    <option key={v} value={v}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Box />
            <Field.Root disabled={scheme}>
              <Field.Label>Due date: days after valuation</Field.Label>
              <Input
                inputMode="numeric"
                value={draft.dueDays}
                onChange={(e) => set({ dueDays: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root disabled={scheme}>
              <Field.Label>Final date: days after due date</Field.Label>
              <Input
                inputMode="numeric"
                value={draft.finalDays}
                onChange={(e) => set({ finalDays: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root disabled={scheme}>
              <Field.Label>Pay less notice: days before final date</Field.Label>
              <Input
                inputMode="numeric"
                value={draft.payLessDays}
                onChange={(e) => set({ payLessDays: e.currentTarget.value })}
              />
            </Field.Root>
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted" mt="2">
            {scheme
              ? 'Scheme: due 7 days after the valuation (or the claim, if later), final date 17 days after that, pay less notice 7 days before it.'
              : 'The payer’s payment notice is due 5 days after the due date (s.110A). Periods leave out Christmas Day, Good Friday and bank holidays (s.116).'}
          </Text>
        </Box>

        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="2">
          <Button
            colorPalette="blue"
            loading={created.loading || updated.loading}
            onClick={() => void save()}
          >
            {editing ? 'Save template' : 'Create template'}
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to="/app/applications">Cancel</RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
