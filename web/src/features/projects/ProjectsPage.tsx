// /app/projects: search, status filter, sort and page kept in the URL (the list kit); `view=archived` shows
// the archive; "New project" for supervisors and up; `create=note` opens the Add Project Note flow. Cards
// below 768px, a table above.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, HStack } from '@chakra-ui/react';
import { DataTable, ListState, ListToolbar, Pager, useListParams } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { hasRole, useAuth } from '../auth';
import { lazyDialog } from '../../lib/lazy-page';

import { ArchivedProjectsDocument, ProjectsDocument } from './projects.api';
import { PROJECT_COLUMNS } from './project-columns';
import { PROJECT_STATUSES, SORT_OPTIONS } from './project-labels';
import { projectListOptions, projectListQuery } from './project-list-query';

// The form (with its date picker) loads when first opened, not with the page.
const ProjectFormDialog = lazyDialog(() => import('./ProjectFormDialog').then((m) => m.ProjectFormDialog));
// The note's form loads when it opens (decision 0072).
const AddProjectNoteDialog = lazyDialog(() =>
  import('./AddProjectNoteDialog').then((m) => m.AddProjectNoteDialog),
);

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...PROJECT_STATUSES.map((s) => ({ value: s.value, label: s.label })),
];

function emptyText(filtered: boolean, archived: boolean, canCreate: boolean) {
  if (filtered) {
    return {
      title: 'No projects match your search',
      description: 'Try another search or clear the status filter.',
    };
  }
  if (archived) return { title: 'No archived projects', description: 'Archived projects appear here.' };
  return {
    title: 'No projects yet',
    description: canCreate
      ? 'Create your first project to get started.'
      : 'Projects you are added to appear here.',
  };
}

export function ProjectsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canCreate = hasRole(user?.role, 'supervisor');
  const [params] = useSearchParams();
  const { archived, commercial, variables } = projectListQuery(params, user?.role);
  const list = useListParams(projectListOptions(archived));
  const columns = commercial ? PROJECT_COLUMNS : PROJECT_COLUMNS.filter((c) => !c.commercial);
  const sortOptions = commercial
    ? SORT_OPTIONS
    : SORT_OPTIONS.filter((o) => !o.value.startsWith('contract_'));
  const live = useQuery(ProjectsDocument, { variables, skip: archived });
  const arch = useQuery(ArchivedProjectsDocument, { variables, skip: !archived });
  const query = archived ? arch : live;
  const result = archived ? arch.data?.archivedProjects : live.data?.projects;
  const error = query.error && !result ? classifyError(query.error) : null;

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {archived ? 'Archived projects' : 'Projects'}
        </Heading>
        <HStack gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => list.setParams({ view: archived ? null : 'archived', sort: null })}
          >
            {archived ? 'Show live projects' : 'Show archived'}
          </Button>
          {canCreate && !archived && (
            <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
              New project
            </Button>
          )}
        </HStack>
      </Flex>

      <ListToolbar
        exports={{ list: archived ? 'projects/archived' : 'projects', filters: variables }}
        search={{
          label: 'Search projects',
          placeholder: 'Search by name, number, client or postcode',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: STATUS_OPTIONS,
            onChange: (value) => list.setFilter('status', value),
          },
          { label: 'Sort', value: list.sort, options: sortOptions, onChange: list.setSort, width: '60' },
        ]}
      />

      <ListState
        loading={query.loading && !result}
        loadingLabel="Loading projects"
        error={error && error.kind === 'toast' ? error.message : null}
        onRetry={() => void query.refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={emptyText(list.filtered, archived, canCreate)}
      >
        <DataTable label="Projects" columns={columns} rows={result?.items ?? []} rowKey={(p) => p.id} />
        <Pager
          page={list.page}
          pages={result?.pages ?? 0}
          total={result?.total ?? 0}
          capped={result?.total_capped ?? false}
          noun={['project', 'projects']}
          onPage={list.setPage}
        />
      </ListState>

      <ProjectFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(`/app/projects/${id}`)}
      />
      <AddProjectNoteDialog
        open={params.get('create') === 'note'}
        onClose={() => list.setParams({ create: null }, { resetPage: false })}
      />
    </Box>
  );
}
