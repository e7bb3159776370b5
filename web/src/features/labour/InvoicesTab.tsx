// The labour invoices tab (supervisors and up): newest first with status and search, variances flagged;
// "Enter invoice" opens the form and then the new invoice's page with its match and arithmetic.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Box, Button } from '@chakra-ui/react';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { invoiceColumns } from './labour-columns';
import { INVOICE_STATUS_LABELS } from './labour-labels';
import { LabourInvoicesDocument } from './labour.api';
import { INVOICE_LIST_OPTIONS, labourInvoiceVariables, WITH_VARIANCE } from './labour-list-query';
import { lazyPage } from '../../lib/lazy-page';

// The form loads when "Enter invoice" opens it, not with the list (issue 36, decision 0072).
const LabourInvoiceForm = lazyPage(() => import('./LabourInvoiceForm').then((m) => m.LabourInvoiceForm));

export function InvoicesTab() {
  const navigate = useNavigate();
  const list = useListParams(INVOICE_LIST_OPTIONS);
  const [adding, setAdding] = useState(false);
  const variables = labourInvoiceVariables(list);
  const { data, loading, error, refetch } = useQuery(LabourInvoicesDocument, { variables });
  const result = data?.labourInvoices;
  const failure = error && !result ? classifyError(error) : null;
  if (adding) {
    return (
      <LabourInvoiceForm
        onDone={(id) => navigate(`/app/labour/invoices/${id}`)}
        onCancel={() => setAdding(false)}
      />
    );
  }
  return (
    <Box>
      <Button size="sm" colorPalette="blue" mb="3" onClick={() => setAdding(true)}>
        Enter invoice
      </Button>
      <ListToolbar
        exports={{ list: 'labour-invoices', filters: variables }}
        search={{
          label: 'Search invoices',
          placeholder: 'Search by reference, supplier or their number',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[
          {
            label: 'Status filter',
            value: list.filters.status,
            options: [
              { value: '', label: 'All statuses' },
              { value: WITH_VARIANCE, label: 'Received with a variance' },
              ...Object.entries(INVOICE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
            ],
            onChange: (v) => list.setFilter('status', v),
          },
        ]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading labour invoices"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={{
          title: list.filtered ? 'No invoices match' : 'No labour invoices yet',
          description: 'Enter an agency’s or subcontractor’s invoice.',
        }}
      >
        <DataTable
          label="Labour invoices"
          columns={invoiceColumns}
          rows={result?.items ?? []}
          rowKey={(i) => i.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['invoice', 'invoices']}
            onPage={list.setPage}
          />
        )}
      </ListState>
    </Box>
  );
}
