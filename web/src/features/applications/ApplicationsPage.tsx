// /app/applications (supervisors and up; spec §2): applications for payment across projects — the outstanding
// total, what is overdue and the retention held; open applications first by their next Construction Act
// deadline with their warnings; and the templates, each with "New application". A template is started from a
// project (its page links to /app/applications/templates/create/{projectId}).
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { registerRecipes, system } from '../../lib/theme';
import {
  DataTable,
  ExportMenu,
  ListState,
  ListToolbar,
  pageCount,
  Pager,
  useListParams,
} from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { formatPence } from '../../lib/format';
import { applicationColumns } from './applications-columns';
import { STATUS_LABELS } from './applications-labels';
import { ApplicationTemplatesDocument, ApplicationsDocument } from './applications.api';
import {
  APPLICATION_LIST_OPTIONS,
  APPLICATION_TEMPLATES_VARIABLES,
  applicationListVariables,
  OWING_LABELS,
} from './application-list-query';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { stat: statSlotRecipe });

export function ApplicationsPage() {
  const list = useListParams(APPLICATION_LIST_OPTIONS);
  const variables = applicationListVariables(list);
  const { data, loading, error, refetch } = useQuery(ApplicationsDocument, { variables });
  const result = data?.applications;
  const overview = data?.applicationsOverview;
  const failure = error && !result ? classifyError(error) : null;
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Applications
        </Heading>
      </Flex>
      <Text color="fg.muted" mb="4">
        Applications for payment across your projects, with the Construction Act dates for each.
      </Text>
      {overview && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="5">
          <Figure
            label="Outstanding"
            value={formatPence(overview.outstanding_pence)}
            help={`${overview.open_count} open`}
          />
          <Figure
            label="Overdue"
            value={formatPence(overview.overdue_pence)}
            help={`${overview.overdue_count} past the final date`}
            danger={overview.overdue_count > 0}
          />
          <Figure label="Retention held" value={formatPence(overview.retention_held_pence)} />
        </SimpleGrid>
      )}
      <ListToolbar
        exports={{ list: 'applications', filters: variables }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: [
              { value: '', label: 'All statuses' },
              ...Object.entries(OWING_LABELS).map(([value, label]) => ({ value, label })),
              ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
            ],
            onChange: (v) => list.setFilter('status', v),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading applications"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No applications match' : 'No applications yet',
          description: 'Make one from a template below; start a template from a project’s page.',
        }}
      >
        <DataTable
          label="Applications"
          columns={applicationColumns()}
          rows={result?.items ?? []}
          rowKey={(r) => r.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['application', 'applications']}
            onPage={list.setPage}
          />
        )}
      </ListState>
      <Templates />
    </Box>
  );
}

function Figure(props: { label: string; value: string; help?: string; danger?: boolean }) {
  return (
    <Stat.Root borderWidth="1px" rounded="md" p="3">
      <Stat.Label>{props.label}</Stat.Label>
      <Stat.ValueText color={props.danger ? 'red.600' : undefined}>{props.value}</Stat.ValueText>
      {props.help && <Stat.HelpText>{props.help}</Stat.HelpText>}
    </Stat.Root>
  );
}

function Templates() {
  const { data } = useQuery(ApplicationTemplatesDocument, {
    variables: APPLICATION_TEMPLATES_VARIABLES,
  });
  if (!data) return null; // nothing said about templates until they have loaded
  const items = data.applicationTemplates.items;
  return (
    <Box as="section" aria-label="Templates" mt="8">
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          Templates
        </Heading>
        <ExportMenu
          list="application-templates"
          filters={APPLICATION_TEMPLATES_VARIABLES}
          formats={['csv']}
        />
      </Flex>
      {items.length === 0 ? (
        <Text color="fg.muted">
          No templates yet. Open a project and choose “Applications for payment” to set up its schedule of
          works.
        </Text>
      ) : (
        <Stack gap="2">
          {items.map((t) => (
            <Flex
              key={t.id}
              borderWidth="1px"
              rounded="md"
              p="3"
              gap="3"
              justify="space-between"
              align={{ base: 'start', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
            >
              <Box>
                <Text fontWeight="medium">{t.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.project.project_number} {t.project.name} · contract sum{' '}
                  {formatPence(t.contract_sum_pence)} · {t.application_count}{' '}
                  {t.application_count === 1 ? 'application' : 'applications'}
                </Text>
              </Box>
              <HStack>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={`/app/applications/templates/edit/${t.id}`}>Edit template</RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="blue">
                  <RouterLink to={`/app/applications/create/${t.id}`}>New application</RouterLink>
                </Button>
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
