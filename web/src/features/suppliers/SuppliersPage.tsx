// /app/suppliers (supervisor and up; managers and up change): the company's plant hire firms, builders'
// merchants, labour agencies and subcontractors on the list kit — search (name, contact, email, account
// number), kind and status filters, pages, all kept in the URL — with add/edit in a dialog and
// deactivate/reactivate/delete behind a confirmation. core-api enforces every rule.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../components/list';
import type { SupplierFieldsFragment, SupplierKind, SupplierStatusFilter } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { hasRole, useAuth } from '../auth';
import type { SupplierAction } from './ConfirmSupplierActionDialog';
import { supplierColumns } from './supplier-columns';
import { KIND_OPTIONS } from './supplier-labels';
import { SuppliersDocument } from './suppliers.api';
import { lazyDialog, lazyDialogOpenWhen } from '../../lib/lazy-page';

// The supplier's form (react-hook-form, zod) loads when it opens (decision 0072), the confirmation when a row's
// action is first chosen: Chakra's dialog layer is not in the list's first load.
const SupplierFormDialog = lazyDialog(() => import('./SupplierFormDialog').then((m) => m.SupplierFormDialog));
const ConfirmSupplierActionDialog = lazyDialogOpenWhen(
  () => import('./ConfirmSupplierActionDialog').then((m) => m.ConfirmSupplierActionDialog),
  (props) => props.action !== null,
);

const KIND_FILTER = [{ value: '', label: 'All kinds' }, ...KIND_OPTIONS];
const STATUS_FILTER: readonly { value: SupplierStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'Active and inactive' },
];

export function SuppliersPage() {
  const { user } = useAuth();
  const canAdd = hasRole(user?.role, 'manager');
  const [editing, setEditing] = useState<{ supplier: SupplierFieldsFragment | null } | null>(null);
  const [action, setAction] = useState<SupplierAction | null>(null);
  const list = useListParams({ filters: { kind: '', status: 'active' } });
  const kind = KIND_OPTIONS.find((k) => k.value === list.filters.kind)?.value ?? null;
  const status = STATUS_FILTER.find((s) => s.value === list.filters.status)?.value ?? 'active';
  const variables = {
    search: list.search || null,
    kind: kind as SupplierKind | null,
    status,
    page: list.page,
    size: list.size,
  };
  const { data, loading, error, refetch } = useQuery(SuppliersDocument, { variables });
  const result = data?.suppliers;
  const failure = error && !result ? classifyError(error) : null;

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Suppliers
        </Heading>
        {canAdd && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({ supplier: null })}>
            Add supplier
          </Button>
        )}
      </Flex>
      <Text color="fg.muted" mb="4">
        Plant hire firms, builders’ merchants, labour agencies and subcontractors, shared by plant, materials
        and labour.
      </Text>
      <ListToolbar
        exports={{ list: 'suppliers', filters: variables }}
        search={{
          label: 'Search suppliers',
          placeholder: 'Search by name, contact, email or account number',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Kind filter',
            value: list.filters.kind,
            options: KIND_FILTER,
            onChange: (value) => list.setFilter('kind', value),
          },
          {
            label: 'Status filter',
            value: list.filters.status,
            options: STATUS_FILTER,
            onChange: (value) => list.setFilter('status', value),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading suppliers"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={
          list.filtered
            ? { title: 'No suppliers match', description: 'Try another search or clear the filters.' }
            : {
                title: 'No suppliers yet',
                description: canAdd
                  ? 'Add the plant hire firms, merchants, agencies and subcontractors you use.'
                  : 'A manager adds the suppliers the company uses.',
              }
        }
      >
        <DataTable
          label="Suppliers"
          columns={supplierColumns({ onEdit: (supplier) => setEditing({ supplier }), onAction: setAction })}
          rows={result?.items ?? []}
          rowKey={(s) => s.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            capped={result.total_capped}
            noun={['supplier', 'suppliers']}
            onPage={list.setPage}
          />
        )}
      </ListState>
      <SupplierFormDialog open={!!editing} supplier={editing?.supplier} onClose={() => setEditing(null)} />
      <ConfirmSupplierActionDialog action={action} onClose={() => setAction(null)} />
    </Box>
  );
}
