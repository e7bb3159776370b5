// The companies list (search, status filter and page in the URL, via the list kit) with status changes behind
// a confirmation.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, NativeSelect, Text } from '@chakra-ui/react';
import {
  DataTable,
  ListState,
  ListToolbar,
  Pager,
  pageCount,
  useListParams,
  type Column,
} from '../../components/list';
import type { CompanyStatus, SuperadminCompaniesQuery } from '../../generated/graphql';
import { CompanyStatusDialog, type PendingChange } from './CompanyStatusDialog';
import { SuperadminCompaniesDocument } from './superadmin.api';
import { SUPERADMIN_FALLBACKS, superadminErrorMessage } from './superadmin-errors';
import { COMPANY_STATUSES, STATUS_COLORS, STATUS_LABELS, formatDateTime } from './superadmin-format';

type Company = SuperadminCompaniesQuery['superadminCompanies']['items'][number];

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...COMPANY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];

function companyColumns(onChange: (change: PendingChange) => void): Column<Company>[] {
  return [
    {
      key: 'name',
      header: 'Company',
      cell: (c) => (
        <Text as="span" fontWeight="medium">
          {c.name}
        </Text>
      ),
      card: 'title',
    },
    {
      key: 'status',
      header: 'Status',
      card: 'aside',
      cell: (c) => <Badge colorPalette={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Badge>,
    },
    {
      key: 'users',
      header: 'Users',
      align: 'end',
      cell: (c) => (
        <>
          {c.user_count}
          {c.active_user_count !== c.user_count && (
            <Text as="span" color="fg.muted" fontSize="xs">
              {' '}
              ({c.active_user_count} active)
            </Text>
          )}
        </>
      ),
    },
    { key: 'projects', header: 'Projects', align: 'end', cell: (c) => c.project_count },
    {
      key: 'created',
      header: 'Created',
      cell: (c) => formatDateTime(c.created_at),
      from: 'lg',
      nowrap: true,
    },
    {
      key: 'change',
      header: 'Change status',
      cell: (c) => (
        <NativeSelect.Root size="sm" minW="36">
          <NativeSelect.Field
            aria-label={`Change status of ${c.name}`}
            value={c.status}
            onChange={(e) => {
              const to = e.currentTarget.value as CompanyStatus;
              if (to !== c.status) onChange({ id: c.id, name: c.name, from: c.status, to });
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
      ),
    },
  ];
}

export function CompaniesPanel() {
  const [change, setChange] = useState<PendingChange | null>(null);
  const list = useListParams({ filters: { status: '' } });
  const { data, error, loading, refetch } = useQuery(SuperadminCompaniesDocument, {
    variables: {
      search: list.search || null,
      status: (list.filters.status || null) as CompanyStatus | null,
      page: list.page,
      size: list.size,
    },
  });
  const result = data?.superadminCompanies;
  return (
    <Box as="section" aria-label="Companies">
      <ListToolbar
        search={{
          label: 'Search companies',
          placeholder: 'Search by company name',
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
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading companies"
        error={error ? superadminErrorMessage(error, SUPERADMIN_FALLBACKS.companies) : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No companies match' : 'No companies yet',
          description: list.filtered ? 'Try another search or clear the status filter.' : undefined,
        }}
      >
        <DataTable
          label="Companies"
          columns={companyColumns(setChange)}
          rows={result?.items ?? []}
          rowKey={(c) => c.id}
        />
        {result && (
          <Pager
            page={result.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['company', 'companies']}
            onPage={list.setPage}
          />
        )}
      </ListState>
      <CompanyStatusDialog
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
