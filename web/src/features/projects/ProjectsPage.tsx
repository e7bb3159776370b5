// /app/projects: debounced search, status filter, sort and pages kept in the URL; `view=archived` shows the
// archive; "New project" for supervisors and up; `create=note` opens the Add Project Note flow. Cards below
// 768px, a table above.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { ProjectListFieldsFragment } from '../../generated/graphql';
import { useAuth } from '../auth/auth-context';
import { hasRole } from '../auth/roles';
import { formatDate, formatPence } from '../../lib/format';
import { AddProjectNoteDialog } from './AddProjectNoteDialog';
import { ProjectFormDialog } from './ProjectFormDialog';
import { ArchivedProjectsDocument, ProjectsDocument } from './projects.api';
import { PROJECT_STATUSES, SORT_OPTIONS, statusColor, statusLabel } from './project-labels';
import { useDebounced } from '../../lib/use-debounced';

export const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export function StatusBadge({ status }: { status: string }) {
  return <Badge colorPalette={statusColor(status)}>{statusLabel(status)}</Badge>;
}

function ProjectLink({ project }: { project: ProjectListFieldsFragment }) {
  return (
    <Link asChild fontWeight="medium" colorPalette="blue">
      <RouterLink to={`/app/projects/${project.id}`}>{project.name}</RouterLink>
    </Link>
  );
}

function ProjectTable({ items }: { items: ProjectListFieldsFragment[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md">
      <Table.Root size="sm" interactive aria-label="Projects">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Number</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Postcode</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Start</Table.ColumnHeader>
            <Table.ColumnHeader>End</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Contract value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Team</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Notes</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell>{p.project_number}</Table.Cell>
              <Table.Cell>
                <ProjectLink project={p} />
              </Table.Cell>
              <Table.Cell>{p.client_name ?? '—'}</Table.Cell>
              <Table.Cell>{p.site_postcode ?? '—'}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={p.status} />
              </Table.Cell>
              <Table.Cell>{formatDate(p.start_date)}</Table.Cell>
              <Table.Cell>{formatDate(p.end_date)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPence(p.contract_value_pence)}</Table.Cell>
              <Table.Cell textAlign="end">{p.team_count}</Table.Cell>
              <Table.Cell textAlign="end">{p.note_count}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ProjectCards({ items }: { items: ProjectListFieldsFragment[] }) {
  return (
    <Stack gap="3" hideFrom="md" as="ul" listStyleType="none" aria-label="Projects">
      {items.map((p) => (
        <Card.Root key={p.id} as="li" size="sm">
          <Card.Body>
            <Flex justify="space-between" gap="2" align="start">
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {p.project_number}
                </Text>
                <ProjectLink project={p} />
              </Box>
              <StatusBadge status={p.status} />
            </Flex>
            <Text fontSize="sm" mt="2">
              {[p.client_name, p.site_postcode].filter(Boolean).join(' · ') || 'No client yet'}
            </Text>
            {(p.start_date || p.end_date || p.contract_value_pence !== null) && (
              <Text fontSize="sm" color="fg.muted">
                {[
                  p.start_date || p.end_date
                    ? `${formatDate(p.start_date)} – ${formatDate(p.end_date)}`
                    : null,
                  p.contract_value_pence !== null ? formatPence(p.contract_value_pence) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted" mt="1">
              Team {p.team_count} · Notes {p.note_count}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function ProjectsPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const archived = params.get('view') === 'archived';
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? (archived ? 'project_number:desc' : 'created_at:desc');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const canCreate = hasRole(user?.role, 'supervisor');

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if ((params.get('search') ?? '') !== search) update({ search });
    // Only the debounced text drives the URL; the params object changes on every update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const [sortBy, sortOrder] = sort.split(':');
  const variables = {
    page,
    size: PAGE_SIZE,
    status: status || null,
    search: search || null,
    sort_by: sortBy ?? null,
    sort_order: sortOrder ?? null,
  };
  const live = useQuery(ProjectsDocument, { variables, skip: archived });
  const arch = useQuery(ArchivedProjectsDocument, { variables, skip: !archived });
  const result = archived ? arch.data?.archivedProjects : live.data?.projects;
  const loading = (archived ? arch.loading : live.loading) && !result;
  const items = result?.items ?? [];
  const pages = result?.pages ?? 0;

  const noteOpen = params.get('create') === 'note';
  const filtered = !!(search || status);

  return (
    <Box>
      {/* Room on the right below 768px for the shell's floating menu button. */}
      <Flex justify="space-between" align="center" mb="4" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          {archived ? 'Archived projects' : 'Projects'}
        </Heading>
        <HStack gap="2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => update({ view: archived ? null : 'archived', sort: null })}
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

      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Input
          type="search"
          aria-label="Search projects"
          placeholder="Search by name, number, client or postcode"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          maxW={{ md: 'md' }}
        />
        <NativeSelect.Root maxW={{ md: '48' }}>
          <NativeSelect.Field
            aria-label="Status filter"
            value={status}
            onChange={(e) => update({ status: e.currentTarget.value })}
          >
            <option value="">All statuses</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW={{ md: '60' }}>
          <NativeSelect.Field
            aria-label="Sort"
            value={sort}
            onChange={(e) => update({ sort: e.currentTarget.value })}
          >
            {SORT_OPTIONS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {loading ? (
        <Flex justify="center" py="12" role="status" aria-label="Loading projects">
          <Spinner size="lg" />
        </Flex>
      ) : items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>
                {filtered
                  ? 'No projects match your search'
                  : archived
                    ? 'No archived projects'
                    : 'No projects yet'}
              </EmptyState.Title>
              <EmptyState.Description>
                {filtered
                  ? 'Try another search or clear the status filter.'
                  : archived
                    ? 'Archived projects appear here.'
                    : canCreate
                      ? 'Create your first project to get started.'
                      : 'Projects you are added to appear here.'}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <ProjectTable items={items} />
          <ProjectCards items={items} />
          <Flex justify="space-between" align="center" mt="4" gap="3">
            <Text fontSize="sm" color="fg.muted">
              {result?.total} project{result?.total === 1 ? '' : 's'} · page {page} of {Math.max(pages, 1)}
            </Text>
            <HStack>
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) }, false)}
              >
                Previous
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) }, false)}
              >
                Next
              </Button>
            </HStack>
          </Flex>
        </>
      )}

      <ProjectFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(`/app/projects/${id}`)}
      />
      <AddProjectNoteDialog open={noteOpen} onClose={() => update({ create: null }, false)} />
    </Box>
  );
}
