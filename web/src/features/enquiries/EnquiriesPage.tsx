// /app/enquiries (supervisor and up): the company's tender enquiries on the list kit — status tabs, search
// (reference, client, title, postcode), sorted by tender due date with overdue ones highlighted, pages, all kept
// in the URL — and a dialog to record a new enquiry. core-api enforces every rule.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { TabList } from '../../components/TabList';
import { DataTable, ListState, ListToolbar, Pager, pageCount, useListParams } from '../../components/list';
import { classifyError } from '../../lib/error-message';
import { EnquiriesDocument } from './enquiries.api';
import { enquiryColumns } from './enquiry-columns';
import { ENQUIRY_STATUS_LABELS } from './enquiry-labels';
import {
  ENQUIRY_LIST_OPTIONS,
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  enquiryListVariables,
} from './enquiry-list-query';
import { lazyDialog } from '../../lib/lazy-page';

// The enquiry's form (react-hook-form, zod, the date picker) loads when it opens (decision 0072).
const EnquiryFormDialog = lazyDialog(() => import('./EnquiryFormDialog').then((m) => m.EnquiryFormDialog));

const TABS = [
  { value: 'all', label: 'All' },
  ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
];
const SORTS = [...ENQUIRY_SORTS];

export function EnquiriesPage() {
  const [creating, setCreating] = useState(false);
  const list = useListParams(ENQUIRY_LIST_OPTIONS);
  const variables = enquiryListVariables(list);
  const { status, sort_by: sort } = variables;
  const { data, loading, error, refetch } = useQuery(EnquiriesDocument, { variables });
  const result = data?.enquiries;
  const failure = error && !result ? classifyError(error) : null;

  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap" pe={{ base: '14', md: '0' }}>
        <Heading as="h1" size="2xl">
          Enquiries
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
          New enquiry
        </Button>
      </Flex>
      <Text color="fg.muted" mb="4">
        Tenders from enquiry to a priced estimate, won and converted into a project.
      </Text>
      <TabList
        value={status ?? 'all'}
        onValueChange={(value) => list.setFilter('status', value === 'all' ? '' : value)}
        variant="line"
        size="sm"
        mb="3"
        tabs={TABS}
        listProps={{ overflowX: 'auto', 'aria-label': 'Enquiry status' }}
      />
      <ListToolbar
        exports={{ list: 'enquiries', filters: variables }}
        search={{
          label: 'Search enquiries',
          placeholder: 'Search by reference, client, title or postcode',
          value: list.searchText,
          onChange: list.setSearchText,
        }}
        selects={[{ label: 'Sort', value: sort, options: SORTS, onChange: (value) => list.setSort(value) }]}
      />
      <ListState
        loading={loading && !result}
        loadingLabel="Loading enquiries"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={(result?.items.length ?? 0) === 0}
        empty={
          list.filtered
            ? { title: 'No enquiries match', description: 'Try another search or another status.' }
            : { title: 'No enquiries yet', description: 'Record the tenders clients send you.' }
        }
      >
        <DataTable
          label="Enquiries"
          columns={enquiryColumns()}
          rows={result?.items ?? []}
          rowKey={(e) => e.id}
        />
        {result && (
          <Pager
            page={list.page}
            pages={pageCount(result.total, result.size)}
            total={result.total}
            noun={['enquiry', 'enquiries']}
            onPage={list.setPage}
          />
        )}
      </ListState>
      <EnquiryFormDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
