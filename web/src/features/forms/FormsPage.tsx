// /app/forms (any signed-in user; spec §2): the submissions list on the list kit with filters (form, project,
// status, severity), what is waiting on this phone to be sent, the template picker and phone-first filler
// (?create=true, the "New Form" quick action), one form with its review (?submission_id=, the notifications'
// deep link) and the template builder for managers (?templates=true). core-api decides what each caller sees.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../components/list';
import type { FormTemplatesQuery } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { expireSession } from '../../lib/storage';
import { hasRole, useAuth } from '../auth';
import { TemplatePicker } from './TemplatePicker';
import { submissionColumns } from './forms-columns';
import { SEVERITY_LABELS, STATUS_LABELS } from './forms-labels';
import { SAVED_ON_PHONE } from '../../lib/outbox-words';
import { registerAppShell } from '../../lib/app-shell';
import { afterFirstPage } from '../../lib/first-page';
import { lazyPage } from '../../lib/lazy-page';
import { FormProjectsDocument, FormSubmissionsDocument, FormTemplatesDocument } from './forms.api';
import {
  AWAITING_REVIEW,
  DELAY_NOTICES_THIS_MONTH,
  FORMS_LIST_OPTIONS,
  PERMITS_IN_FORCE,
  formsListQuery,
} from './forms-list-query';

// The page's other views (the builder, the filler, one submission) load when shown, not with the list: the
// filler and the submission bring the signature pad and every field type (issue 36, decision 0072).
const TemplateBuilder = lazyPage(() => import('./TemplateBuilder').then((m) => m.TemplateBuilder));
const FormFiller = lazyPage(() => import('./FormFiller').then((m) => m.FormFiller));
const SubmissionView = lazyPage(() => import('./SubmissionView').then((m) => m.SubmissionView));

type Template = FormTemplatesQuery['formTemplates'][number];

const options = (all: string, labels: Record<string, string>) => [
  { value: '', label: all },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

export function FormsPage() {
  const { user } = useAuth();
  const list = useListParams(FORMS_LIST_OPTIONS);
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<Template | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { creating, submissionId, managing, showsList, variables } = formsListQuery(params);
  // With no signal these fail by design: the shell's banner says so once instead of a toast per query.
  const quiet = { context: { handlesOwnErrors: true } };
  const templates = useQuery(FormTemplatesDocument, quiet);
  const projects = useQuery(FormProjectsDocument, quiet);
  const open = (changes: Record<string, string | null>) =>
    list.setParams({ create: null, submission_id: null, templates: null, ...changes }, { resetPage: false });

  // Forms made with no signal are sent once it is back, and the forms open with none (decision 0032): the outbox
  // and the service worker start once the first page is on screen, not with it (lib/first-page.ts).
  useEffect(
    () =>
      afterFirstPage(() => {
        void import('../../lib/outbox').then((m) => m.startOutbox());
        registerAppShell();
      }),
    [],
  );
  useEffect(() => {
    if (!creating) setPicked(null);
  }, [creating]);

  const submissions = useQuery(FormSubmissionsDocument, { variables, skip: !showsList, ...quiet });
  // The queries handle their own errors: a 401/403 still ends the session (spec §8).
  const authFailed = [submissions.error, templates.error, projects.error].some(
    (e) => e && classifyError(e).kind === 'auth',
  );
  useEffect(() => {
    if (authFailed) expireSession();
  }, [authFailed]);

  if (managing && hasRole(user?.role, 'manager')) return <TemplateBuilder onClose={() => open({})} />;
  if (creating) {
    if (!picked) {
      return (
        <TemplatePicker
          templates={templates.data?.formTemplates ?? []}
          onPick={setPicked}
          onCancel={() => open({})}
        />
      );
    }
    return (
      <FormFiller
        key={picked.id}
        template={picked}
        onDone={(id) => {
          if (id) return open({ submission_id: id });
          setNotice(SAVED_ON_PHONE);
          open({});
        }}
        onCancel={() => open({})}
      />
    );
  }
  if (submissionId) {
    return (
      <Box>
        <Button variant="ghost" size="sm" mb="3" onClick={() => open({})}>
          ← Back to forms
        </Button>
        <SubmissionView id={submissionId} />
      </Box>
    );
  }

  const result = submissions.data?.formSubmissions;
  const failure = submissions.error && !result ? classifyError(submissions.error) : null;
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Forms
        </Heading>
        <HStack>
          {hasRole(user?.role, 'manager') && (
            <Button size="sm" variant="outline" onClick={() => open({ templates: 'true' })}>
              Templates
            </Button>
          )}
          <Button size="sm" colorPalette="blue" onClick={() => open({ create: 'true' })}>
            New form
          </Button>
        </HStack>
      </Flex>
      <Text color="fg.muted" mb="3">
        Site issue reports, delay notices and your company’s own forms, with photos and signatures.
      </Text>
      {notice && (
        <Text mb="3" role="status" color="orange.700">
          {notice}
        </Text>
      )}
      <ListToolbar
        exports={{ list: 'form-submissions', filters: variables }}
        search={{
          label: 'Search forms',
          placeholder: 'Search by reference, project or form',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Form filter',
            value: list.filters.template_id,
            options: [
              { value: '', label: 'All forms' },
              ...(templates.data?.formTemplates ?? []).map((t) => ({ value: t.id, label: t.name })),
            ],
            onChange: (v) => list.setFilter('template_id', v),
          },
          {
            label: 'Project filter',
            value: list.filters.project_id,
            options: [
              { value: '', label: 'All projects' },
              ...(projects.data?.projectsForForms ?? []).map((p) => ({
                value: p.id,
                label: `${p.project_number} ${p.name}`,
              })),
            ],
            onChange: (v) => list.setFilter('project_id', v),
          },
          {
            label: 'Status filter',
            value: list.filters.status,
            options: options('All statuses', {
              [AWAITING_REVIEW]: 'Awaiting review',
              [DELAY_NOTICES_THIS_MONTH]: 'Delay notices this month',
              [PERMITS_IN_FORCE]: 'Permits in force',
              ...STATUS_LABELS,
            }),
            onChange: (v) => list.setFilter('status', v),
          },
          {
            label: 'Severity filter',
            value: list.filters.severity,
            options: options('Any severity', SEVERITY_LABELS),
            onChange: (v) => list.setFilter('severity', v),
          },
        ]}
      />
      <ListState
        loading={submissions.loading && !result}
        loadingLabel="Loading forms"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void submissions.refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No forms match' : 'No forms yet',
          description: 'Fill one in with New form.',
        }}
      >
        <DataTable
          label="Forms"
          columns={submissionColumns((id) => open({ submission_id: id }))}
          rows={result?.items ?? []}
          rowKey={(s) => s.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['form', 'forms']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </Box>
  );
}
