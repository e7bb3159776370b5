// The rates tab (supervisors and up): every supplier rate by category, cheapest first — per day or per week,
// delivery and collection, valid from / to. Managers set rates up through the API (core-api owns the rules).
import { useQuery } from '@apollo/client/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../../components/list';
import { classifyError } from '../../../lib/error-message';
import { PlantRatesDocument } from '../plant.api';
import { rateColumns } from '../plant-columns';

export function RatesSection() {
  const list = useListParams({ filters: {} });
  const { data, loading, error, refetch } = useQuery(PlantRatesDocument, {
    variables: { category: list.search || null, page: list.page, size: list.size },
  });
  const result = data?.plantRates;
  const failure = error && !result ? classifyError(error) : null;
  return (
    <>
      <ListToolbar
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
