// The rates tab (supervisors and up): every supplier rate by category, cheapest first — per day or per week,
// delivery and collection, valid from / to. Managers add rates here (New rate); core-api owns the rules.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Flex } from '@chakra-ui/react';
import { hasRole, useAuth } from '../../auth';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../../components/list';
import { classifyError } from '../../../lib/error-message';
import { PlantRatesDocument } from '../plant.api';
import { rateColumns } from '../plant-columns';
import { lazyDialog } from '../../../lib/lazy-page';

// Its form (react-hook-form, zod) loads when it opens (decision 0072).
const PlantRateFormDialog = lazyDialog(() =>
  import('../PlantRateFormDialog').then((m) => m.PlantRateFormDialog),
);

export function RatesSection() {
  const { user } = useAuth();
  const manager = hasRole(user?.role, 'manager');
  const [adding, setAdding] = useState(false);
  const list = useListParams({ filters: {} });
  const variables = { category: list.search || null, page: list.page, size: list.size };
  const { data, loading, error, refetch } = useQuery(PlantRatesDocument, { variables });
  const result = data?.plantRates;
  const failure = error && !result ? classifyError(error) : null;
  return (
    <>
      {manager && (
        <Flex justify="end" mb="3">
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            New rate
          </Button>
        </Flex>
      )}
      {manager && <PlantRateFormDialog open={adding} onClose={() => setAdding(false)} />}
      <ListToolbar
        exports={{ list: 'plant/rates', filters: variables }}
        search={{
          label: 'Plant category',
          placeholder: 'Category, e.g. Telehandler',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading rates"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: 'No rates',
          description: 'A manager adds the rates of the plant hire firms you use.',
        }}
      >
        <DataTable
          label="Supplier rates"
          columns={rateColumns}
          rows={result?.items ?? []}
          rowKey={(r) => r.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['rate', 'rates']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </>
  );
}
