// The VAT summary (decision 0086): a VAT period of the company's (from core-api's list, by the month it ends) or a
// from/to range in the URL; the return's boxes 1, 4, 6 and 7, each with the lines it is made of, and the documents
// behind them for the accountant to check against the books; downloads with the same period.
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataTable, ListState, type Column, type ListParams } from '../../components/list';
import type { VatReportQuery } from '../../generated/graphql';
import { classifyError } from '../../lib/error-message';
import { formatDate, formatPence } from '../../lib/format';
import { ReportDateFilter } from './ReportDateFilter';
import { ReportDownloads } from './ReportDownloads';
import { ReportSelect } from './ReportSelect';
import { vatReportVariables, type ReportFilter } from './report-params';
import { VatReportDocument } from './vat-plant.api';

type Vat = VatReportQuery['vatReport'];
type Doc = Vat['documents'][number];
type BoxKey = 'box_1' | 'box_4' | 'box_6' | 'box_7';
const BOXES: BoxKey[] = ['box_1', 'box_4', 'box_6', 'box_7'];

const KIND: Record<string, string> = {
  application: 'Sales invoice (application)',
  supplier_invoice: 'Supplier invoice',
  labour_invoice: 'Labour invoice',
  plant_hire_invoice: 'Plant hire invoice',
};
const TREATMENT: Record<string, string> = {
  charged: 'VAT charged',
  reverse_charge: 'Reverse charge',
  no_vat: 'No VAT',
};

const documentColumns: Column<Doc>[] = [
  { key: 'date', header: 'Tax point', nowrap: true, card: 'aside', cell: (d) => formatDate(d.tax_date) },
  { key: 'kind', header: 'Document', card: 'subtitle', cell: (d) => KIND[d.kind] ?? d.kind },
  {
    key: 'reference',
    header: 'Reference',
    card: 'title',
    cell: (d) => (d.supplier_reference ? `${d.reference} (${d.supplier_reference})` : d.reference),
  },
  { key: 'who', header: 'Customer or supplier', from: 'lg', cell: (d) => d.counterparty ?? '—' },
  { key: 'treatment', header: 'Treatment', cell: (d) => TREATMENT[d.treatment] ?? d.treatment },
  { key: 'net', header: 'Net', align: 'end', nowrap: true, cell: (d) => formatPence(d.net_pence) },
  { key: 'vat', header: 'VAT', align: 'end', nowrap: true, cell: (d) => formatPence(d.vat_pence) },
  {
    key: 'rc',
    header: 'Reverse charge VAT',
    align: 'end',
    nowrap: true,
    cell: (d) => formatPence(d.reverse_charge_vat_pence),
  },
];

const periodLabel = (p: { start: string; end: string }) => `${formatDate(p.start)} to ${formatDate(p.end)}`;

function VatBox({ box, wholePounds }: { box: Vat['boxes'][BoxKey]; wholePounds: boolean }) {
  return (
    <Box as="section" aria-label={box.title} borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="semibold" fontSize="sm">
        {box.title}
      </Text>
      <Text fontSize="xl" fontWeight="bold" mt="1">
        {formatPence(box.pence)}
      </Text>
      {wholePounds && box.return_pence !== box.pence && (
        <Text fontSize="sm" color="fg.muted">
          On the return: {formatPence(box.return_pence)} (whole pounds)
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="1" mt="2" fontSize="sm">
        {box.lines.length === 0 && <Text as="li">Nothing in this period.</Text>}
        {box.lines.map((l) => (
          <Flex as="li" key={l.label} justify="space-between" gap="3">
            <Text color="fg.muted">
              {l.label} ({l.documents})
            </Text>
            <Text whiteSpace="nowrap">{formatPence(l.pence)}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

export function VatReport({ list }: { list: ListParams<ReportFilter> }) {
  const variables = vatReportVariables(list);
  const { data, loading, error, refetch } = useQuery(VatReportDocument, { variables });
  const report = data?.vatReport;
  const failure = error && !report ? classifyError(error) : null;
  const range = !!(list.filters.from && list.filters.to);
  return (
    <Box>
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} wrap="wrap" align={{ md: 'end' }}>
        <ReportSelect
          label="VAT period"
          value={range ? '' : list.filters.period_end || (report?.periods[0]?.period_end ?? '')}
          onChange={(v) => list.setParams({ from: null, to: null, period_end: v || null })}
          options={[
            ...(range ? [{ value: '', label: 'A range (below)' }] : []),
            ...(report?.periods ?? []).map((p) => ({ value: p.period_end, label: periodLabel(p) })),
          ]}
          minWidth="60"
        />
        <ReportDateFilter
          label="Or from"
          value={list.filters.from}
          onChange={(v) => list.setFilter('from', v)}
        />
        <ReportDateFilter label="To" value={list.filters.to} onChange={(v) => list.setFilter('to', v)} />
        <Box ms={{ md: 'auto' }}>
          <ReportDownloads report="vat" filters={variables} pdfName="vat-summary.pdf" />
        </Box>
      </Flex>
      <ListState
        loading={loading && !report}
        loadingLabel="Loading the VAT summary"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={false}
        empty={{ title: '', description: '' }}
      >
        {report && (
          <>
            <Text color="fg.muted" fontSize="sm" mb="3">
              {report.period.kind === 'period' ? 'VAT period' : 'From'} {periodLabel(report.period)}. Sales:
              applications as certified, by claim date; purchases: approved supplier and labour invoices and
              plant hire invoices, by invoice date.
              {!report.vat_registered &&
                ' The company is not VAT-registered (Settings): it makes no VAT return.'}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="3">
              {BOXES.map((key) => (
                <VatBox key={key} box={report.boxes[key]} wholePounds={key === 'box_6' || key === 'box_7'} />
              ))}
            </SimpleGrid>
            <Text fontWeight="semibold" mb="5">
              Box 1 less box 4: {formatPence(report.net_vat_pence)}{' '}
              {report.net_vat_pence < 0 ? '(to reclaim)' : '(to pay)'}, before boxes 2 and 3.
            </Text>
            <Heading as="h2" size="md" mb="2">
              Documents
            </Heading>
            {report.documents.length ? (
              <DataTable
                label="Documents"
                columns={documentColumns}
                rows={report.documents}
                rowKey={(d) => d.id}
              />
            ) : (
              <Text color="fg.muted">No documents with a tax point in this period.</Text>
            )}
          </>
        )}
      </ListState>
    </Box>
  );
}
