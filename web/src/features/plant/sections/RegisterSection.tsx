// The register tab: owned and hired plant with its status, project and LOLER / PUWER due dates (orange within
// 7 days, red when expired), searchable and filtered by status and ownership.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { hasRole, useAuth } from '../../auth';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../../components/list';
import { classifyError } from '../../../lib/error-message';
import { PlantItemsDocument } from '../plant.api';
import { itemColumns } from '../plant-columns';
import { ITEM_STATUS_LABELS } from '../plant-labels';
import { ON_HIRE_NOW, PLANT_ITEM_LIST_OPTIONS, plantItemVariables } from '../plant-list-query';
import { lazyDialog } from '../../../lib/lazy-page';

// Its form (react-hook-form, zod) loads when it opens (decision 0072).
const PlantItemFormDialog = lazyDialog(() =>
  import('../PlantItemFormDialog').then((m) => m.PlantItemFormDialog),
);

const STATUS_FILTER = [
  { value: '', label: 'In use (not disposed)' },
  { value: ON_HIRE_NOW, label: 'On hire or off-hire requested' },
  ...Object.entries(ITEM_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const OWNERSHIP_FILTER = [
  { value: '', label: 'Owned and hired' },
  { value: 'owned', label: 'Owned' },
  { value: 'hired', label: 'Hired' },
];

export function RegisterSection() {
  const { user } = useAuth();
  const manager = hasRole(user?.role, 'manager');
  const [adding, setAdding] = useState(false);
  const list = useListParams(PLANT_ITEM_LIST_OPTIONS);
  const variables = plantItemVariables(list);
  const { data, loading, error, refetch } = useQuery(PlantItemsDocument, { variables });
  const result = data?.plantItems;
  const failure = error && !result ? classifyError(error) : null;
  return (
    <>
      {manager && (
        <Flex justify="end" mb="3">
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            New item
          </Button>
        </Flex>
      )}
      {manager && <PlantItemFormDialog open={adding} onClose={() => setAdding(false)} />}
      <ListToolbar
        exports={{ list: 'plant/items', filters: variables }}
        search={{
          label: 'Search the register',
          placeholder: 'Search by asset number, description or hire reference',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Item status filter',
            value: list.filters.status,
            options: STATUS_FILTER,
            onChange: (v) => list.setFilter('status', v),
          },
          {
            label: 'Ownership filter',
            value: list.filters.ownership,
            options: OWNERSHIP_FILTER,
            onChange: (v) => list.setFilter('ownership', v),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading the register"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: 'No plant in the register',
          description: 'A manager adds owned plant; hires join when delivered.',
        }}
      >
        <DataTable
          label="Plant register"
          columns={itemColumns}
          rows={result?.items ?? []}
          rowKey={(i) => i.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['item', 'items']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </>
  );
}
