// /app/applications/create/{templateId} (supervisors and up): the next application on a template — numbered
// per project by core-api, each line starting from the last application's figure, previously certified from
// the sums certified so far; the totals live as you type, worked as core-api works them.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Heading, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { registerRecipes, system } from '../../lib/theme';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { formatDate } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { messageFromError } from '../../lib/mutation-error';
import { ApplicationTemplateDocument, CreateApplicationDocument } from './applications.api';
import { ValuationForm } from './ValuationForm';
import { lineDraft, type EditorVat } from './valuation-draft';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { alert: alertSlotRecipe });

export function ApplicationCreatePage() {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useQuery(ApplicationTemplateDocument, { variables: { id: templateId } });
  const idempotency = useIdempotencyKey();
  const [create, created] = useMutation(CreateApplicationDocument, {
    context: { ...idempotency.context, handlesOwnErrors: true },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{messageFromError(error) || 'This template could not be loaded'}</Alert.Title>
      </Alert.Root>
    );
  }
  const t = data?.applicationTemplate;
  if (!t) return <FullPageSpinner />;
  const next = t.next_application;
  const previous = new Map(next.lines.map((l) => [l.line_id, l]));
  const schedule = t.lines.map((l) => ({
    line_id: l.id,
    reference: l.reference,
    description: l.description,
    contract_value_pence: l.contract_value_pence,
    previous_value_pence: previous.get(l.id)?.previous_value_pence ?? 0,
    cis_specified: l.cis_specified,
  }));
  return (
    <Box maxW="6xl">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/app/applications">← Back to applications</RouterLink>
      </Button>
      <Heading as="h1" size="2xl" mb="1">
        Create Application
      </Heading>
      <Text color="fg.muted" mb="4">
        {t.project.project_number} {t.project.name} · application no. {next.number} · {t.name}
        {t.applications.length > 0 &&
          ` · last valued ${formatDate(t.applications[t.applications.length - 1]!.valuation_date)}`}
      </Text>
      <ValuationForm
        schedule={schedule}
        initial={{
          valuationDate: formatDate(new Date().toISOString().slice(0, 10)),
          lines: t.lines.map((l) => {
            const p = previous.get(l.id);
            return lineDraft(p?.percent ?? 0, p?.value_pence ?? null);
          }),
          variations: [],
          materials: [],
        }}
        rates={{
          full_percent: t.retention_percent,
          after_pc_percent: t.retention_after_pc_percent,
          practical_completion_date: t.practical_completion_date ?? null,
          rectification_end_date: t.rectification_end_date ?? null,
        }}
        previouslyCertified={next.previously_certified_pence}
        vat={t.company_vat_registered ? (t.vat_treatment as EditorVat) : 'not_registered'}
        submitLabel="Create application"
        saving={created.loading}
        serverError={serverError}
        onSubmit={async (input) => {
          setServerError(null);
          try {
            const res = await create({ variables: { input: { ...input, template_id: t.id } } });
            idempotency.renew();
            navigate(`/app/applications/${res.data!.createApplication.id}`);
          } catch (err) {
            setServerError(messageFromError(err));
          }
        }}
      />
    </Box>
  );
}
