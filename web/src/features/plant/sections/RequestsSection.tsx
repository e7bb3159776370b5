// The requests tab: a worker's own requests; supervisors and up see every request (or only theirs), with a
// status filter and search, on the list kit (page, filters and search in the URL). A row opens the request.
import { useQuery } from '@apollo/client/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../../components/list';
import { classifyError } from '../../../lib/error-message';
import { PLANT_REQUEST_LIST_OPTIONS, plantRequestVariables } from '../plant-list-query';
import { PlantRequestsDocument } from '../plant.api';
import { requestColumns } from '../plant-columns';
import { REQUEST_STATUS_LABELS } from '../plant-labels';

const STATUS_FILTER = [
  { value: '', label: 'Any status' },
  ...Object.entries(REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const SCOPE_FILTER = [
  { value: 'all', label: 'All requests' },
  { value: 'mine', label: 'My requests' },
];

export function RequestsSection({
  supervisor,
  onOpen,
}: {
  supervisor: boolean;
  onOpen: (id: string) => void;
}) {
  const list = useListParams(PLANT_REQUEST_LIST_OPTIONS);
  const variables = plantRequestVariables(list, supervisor);
  const { data, loading, error, refetch } = useQuery(PlantRequestsDocument, { variables });
  const result = data?.plantRequests;
  const failure = error && !result ? classifyError(error) : null;
  return (
    <>
      <ListToolbar
        exports={{ list: 'plant/requests', filters: variables }}
        search={{
          label: 'Search plant requests',
          placeholder: 'Search by reference, plant or notes',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: STATUS_FILTER,
            onChange: (value) => list.setFilter('status', value),
          },
          ...(supervisor
            ? [
                {
                  label: 'Whose requests',
                  value: list.filters.scope,
                  options: SCOPE_FILTER,
                  onChange: (value: string) => list.setFilter('scope', value),
                },
              ]
            : []),
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading plant requests"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={
          list.filtered
            ? { title: 'No requests match', description: 'Try another search or clear the filters.' }
            : { title: 'No plant requests yet', description: 'Ask for plant with New plant request.' }
        }
      >
        <DataTable
          label="Plant requests"
          columns={requestColumns(onOpen, supervisor)}
          rows={result?.items ?? []}
          rowKey={(r) => r.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['request', 'requests']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </>
  );
}
