// The operatives tab: search and status on the list kit, each operative's trade, engagement, rate (supervisors
// and up) and CSCS state; supervisors and up add operatives (OperativeForm).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button } from '@chakra-ui/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../components/list';
import type { OperativeStatusFilter } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { hasRole, useAuth } from '../auth';
import { operativeColumns } from './labour-columns';
import { OperativesDocument } from './labour.api';
import { lazyPage } from '../../lib/lazy-page';

// The form loads when "Add operative" opens it, not with the list (issue 36, decision 0072).
const OperativeForm = lazyPage(() => import('./OperativeForm').then((m) => m.OperativeForm));

export function OperativesTab() {
  const { user } = useAuth();
  const list = useListParams({ filters: { status: 'active' } });
  const [adding, setAdding] = useState(false);
  const variables = {
    search: list.search || null,
    status: (list.filters.status || 'active') as OperativeStatusFilter,
    page: list.page,
    size: list.size,
  };
  const { data, loading, error, refetch } = useQuery(OperativesDocument, { variables });
  const result = data?.operatives;
  const failure = error && !result ? classifyError(error) : null;
  if (adding) {
    return (
      <OperativeForm
        onDone={() => {
          setAdding(false);
          void refetch();
        }}
        onCancel={() => setAdding(false)}
      />
    );
  }
  return (
    <Box>
      {hasRole(user?.role, 'supervisor') && (
        <Button size="sm" colorPalette="blue" mb="3" onClick={() => setAdding(true)}>
          Add operative
        </Button>
      )}
      <ListToolbar
        exports={{ list: 'operatives', filters: variables }}
        search={{
          label: 'Search operatives',
          placeholder: 'Search by name or CSCS card number',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: [
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
              { value: 'all', label: 'All' },
            ],
            onChange: (v) => list.setFilter('status', v),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading operatives"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No operatives match' : 'No operatives yet',
          description: 'Add the people who work on site.',
        }}
      >
        <DataTable
          label="Operatives"
          columns={
            // Rates are null for a worker (decision 0023): no Rate column rather than a column of dashes.
            result?.items.some((o) => o.rate_pence != null)
              ? operativeColumns
              : operativeColumns.filter((c) => c.key !== 'rate')
          }
          rows={result?.items ?? []}
          rowKey={(o) => o.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['operative', 'operatives']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </Box>
  );
}
