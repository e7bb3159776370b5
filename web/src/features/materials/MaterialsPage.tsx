// /app/materials (any signed-in user; spec §2): material requests and purchase orders on the list kit, the
// phone-first request form (?create=true, the "New Material Request" quick action), one request with its
// timeline, RFQ and quotes (?request_id=, the notifications' deep link) and one order with its deliveries and
// invoices (?po_id=). core-api decides what each caller sees and may do.
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import {
  DataTable,
  ListState,
  ListToolbar,
  Pager,
  pageCount,
  useBulkDecisions,
  useListParams,
} from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { SAVED_ON_PHONE } from '../../lib/outbox-words';
import { showToast } from '../../lib/toast';
import { hasRole, useAuth } from '../auth';
import { lazyPage } from '../../lib/lazy-page';
import { poColumns, requestColumns } from './materials-columns';
import { PO_STATUS_LABELS, REQUEST_STATUS_LABELS } from './materials-labels';
import {
  BulkMaterialRequestStatusDocument,
  MaterialRequestsDocument,
  PurchaseOrdersDocument,
} from './materials.api';
import {
  AWAITING_DELIVERY,
  MATERIALS_LIST_OPTIONS,
  materialRequestVariables,
  purchaseOrderVariables,
} from './materials-list-query';

// The request form, a request and an order are views of their own, each loaded when opened (decision 0072): the
// form brings react-hook-form, zod and the date picker, which the list does not need.
const RequestForm = lazyPage(() => import('./RequestForm').then((m) => m.RequestForm));
const RequestDetail = lazyPage(() => import('./RequestDetail').then((m) => m.RequestDetail));
const PoDetail = lazyPage(() => import('./PoDetail').then((m) => m.PoDetail));

const options = (labels: Record<string, string>) => [
  { value: '', label: 'All statuses' },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

export function MaterialsPage() {
  const { user } = useAuth();
  const list = useListParams(MATERIALS_LIST_OPTIONS);
  const [params] = useSearchParams();
  const creating = params.get('create') === 'true';
  const requestId = params.get('request_id');
  const poId = params.get('po_id');
  const open = (changes: Record<string, string | null>) =>
    list.setParams({ create: null, request_id: null, po_id: null, ...changes }, { resetPage: false });
  const back = (
    <Button variant="ghost" size="sm" mb="3" onClick={() => open({})}>
      ← Back to materials
    </Button>
  );

  if (creating) {
    return (
      <Box>
        <RequestForm
          onDone={(id) => open({ request_id: id })}
          onCancel={() => open({})}
          onQueued={() => {
            showToast('info', SAVED_ON_PHONE);
            open({});
          }}
        />
      </Box>
    );
  }
  if (requestId) {
    return (
      <Box>
        {back}
        <RequestDetail id={requestId} onOpenPo={(id) => open({ po_id: id })} />
      </Box>
    );
  }
  if (poId) {
    return (
      <Box>
        {back}
        <PoDetail id={poId} />
      </Box>
    );
  }
  const orders = list.filters.view === 'orders';
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Materials
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => open({ create: 'true' })}>
          New material request
        </Button>
      </Flex>
      <HStack mb="3" gap="3" wrap="wrap">
        <Text color="fg.muted">
          Requests from site, supplier quotes, purchase orders, deliveries and invoices.
        </Text>
        {hasRole(user?.role, 'supervisor') && (
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/app/suppliers">Suppliers</RouterLink>
          </Button>
        )}
      </HStack>
      <HStack mb="3" gap="2" role="tablist" aria-label="Materials views">
        <Button
          role="tab"
          aria-selected={!orders}
          size="sm"
          variant={orders ? 'outline' : 'solid'}
          onClick={() => list.setParams({ view: null, status: null })}
        >
          Requests
        </Button>
        <Button
          role="tab"
          aria-selected={orders}
          size="sm"
          variant={orders ? 'solid' : 'outline'}
          onClick={() => list.setParams({ view: 'orders', status: null })}
        >
          Purchase orders
        </Button>
      </HStack>
      {orders ? (
        <OrdersList list={list} open={(id) => open({ po_id: id })} />
      ) : (
        <RequestsList list={list} open={(id) => open({ request_id: id })} />
      )}
    </Box>
  );
}

type List = ReturnType<typeof useListParams<'view' | 'status'>>;

function RequestsList({ list, open }: { list: List; open: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(MaterialRequestsDocument, {
    variables: materialRequestVariables(list),
  });
  const result = data?.materialRequests;
  const failure = error && !result ? classifyError(error) : null;
  const { user } = useAuth();
  // Buyers decide requests in bulk (decision 0064: the route is theirs; core-api decides each request on its own
  // and refuses the ones it must, e.g. a buyer's own, with the reason in the report).
  const bulk = useBulkDecisions({
    rows: result?.items ?? [],
    enabled: hasRole(user?.role, 'supervisor'),
    selectable: (r) => r.status === 'requested',
    rowLabel: (r) => r.reference,
    noun: ['request', 'requests'],
    rejectDescription: 'Each requester is told the reason.',
    mutation: BulkMaterialRequestStatusDocument,
    outcomes: (d) => d.bulkMaterialRequestStatus.results,
    onDecided: refetch,
  });
  return (
    <>
      <ListToolbar
        exports={{ list: 'material-requests', filters: materialRequestVariables(list) }}
        search={{
          label: 'Search requests',
          placeholder: 'Search by reference, project or item',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: options(REQUEST_STATUS_LABELS),
            onChange: (v) => list.setFilter('status', v),
          },
        ]}
      />
      {bulk.panel}
      <ListState
        loading={loading && !result}
        loadingLabel="Loading material requests"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No requests match' : 'No material requests yet',
          description: 'Ask for materials with New material request.',
        }}
      >
        <DataTable
          label="Material requests"
          columns={requestColumns(open)}
          rows={result?.items ?? []}
          rowKey={(r) => r.id}
          selection={bulk.selection}
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

function OrdersList({ list, open }: { list: List; open: (id: string) => void }) {
  const { data, loading, error, refetch } = useQuery(PurchaseOrdersDocument, {
    variables: purchaseOrderVariables(list),
  });
  const result = data?.purchaseOrders;
  const failure = error && !result ? classifyError(error) : null;
  return (
    <>
      <ListToolbar
        exports={{ list: 'purchase-orders', filters: purchaseOrderVariables(list) }}
        search={{
          label: 'Search orders',
          placeholder: 'Search by reference, supplier or project',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: options({ [AWAITING_DELIVERY]: 'Awaiting delivery', ...PO_STATUS_LABELS }),
            onChange: (v) => list.setFilter('status', v),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading purchase orders"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{ title: list.filtered ? 'No orders match' : 'No purchase orders yet' }}
      >
        <DataTable
          label="Purchase orders"
          columns={poColumns(
            open,
            // A worker is not sent order values (decision 0023): no Total column.
            !result?.items.length || result.items.some((p) => p.gross_pence != null),
          )}
          rows={result?.items ?? []}
          rowKey={(p) => p.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['order', 'orders']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </>
  );
}
