// Settings → "Accounting exports" (managers and up): for books kept in Xero or QuickBooks Online without connecting
// them, the bills (approved supplier and labour invoices) and sales invoices (certified applications) of a range
// of dates as the CSV files each service imports, with how many documents each holds, their total, and every
// record left out with the reason in words (a CIS account not yet named, figures that do not add up). Company
// admins set the tax names and accounts each service's files use (AccountingExportNames).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { DateField } from '../../components/DateField';
import type { AccountingExportsQuery } from '../../generated/graphql';
import { downloadFile, FileCallError } from '../../lib/files';
import { formatDate, formatPence, parseUkDate, toUkDateInput } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { useAuth } from '../auth';
import { AccountingExportNames } from './AccountingExportNames';
import { AccountingExportsDocument, EXPORT_TARGETS, exportFilePath } from './accounting-exports.api';

type Exports = AccountingExportsQuery['accountingExports'];
type ExportFile = Exports['files'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function AccountingExports() {
  const isAdmin = useAuth().user?.role === 'admin';
  // Typed dd/mm/yyyy; untouched (null) shows the range core-api chose, empty asks it for its default (this
  // month to date).
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const range = { from: from ? parseUkDate(from) : null, to: to ? parseUkDate(to) : null };
  const invalid = {
    from: from?.trim() && !range.from ? 'Enter a date as dd/mm/yyyy' : undefined,
    to: to?.trim() && !range.to ? 'Enter a date as dd/mm/yyyy' : undefined,
  };
  const { data, previousData, loading, error } = useQuery(AccountingExportsDocument, {
    variables: { from: range.from, to: range.to },
    skip: !!invalid.from || !!invalid.to,
    context: { handlesOwnErrors: true },
  });
  const shown = data?.accountingExports ?? previousData?.accountingExports;
  return (
    <Stack gap="4">
      <Text>
        Keep your books in Xero or QuickBooks Online without connecting them: download the bills and sales
        invoices of a period in the files each service imports. The figures are the ones a connection would
        post, to the penny, with each subcontractor’s CIS deduction on a line of its own.
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Box w={{ base: 'full', sm: '13rem' }}>
          <DateField
            label="From"
            value={from ?? toUkDateInput(shown?.from)}
            onChange={setFrom}
            error={invalid.from}
          />
        </Box>
        <Box w={{ base: 'full', sm: '13rem' }}>
          <DateField label="To" value={to ?? toUkDateInput(shown?.to)} onChange={setTo} error={invalid.to} />
        </Box>
        {loading && <Spinner size="sm" aria-label="Reading the exports" mb="3" />}
      </Flex>
      {error && !loading && (
        <Text color="fg.error" role="alert">
          {messageFromError(error)}
        </Text>
      )}
      {shown && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {(['xero', 'quickbooks'] as const).map((target) => (
            <TargetCard
              key={target}
              target={target}
              exports={shown}
              files={shown.files.filter((f) => f.target === target)}
              isAdmin={isAdmin}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function TargetCard(props: {
  target: 'xero' | 'quickbooks';
  exports: Exports;
  files: ExportFile[];
  isAdmin: boolean;
}) {
  const words = EXPORT_TARGETS[props.target]!;
  const mapping = props.exports.mappings[props.target];
  return (
    <Box as="section" aria-label={`${words.name} files`} borderWidth="1px" rounded="md" p="3" minW="0">
      <Heading as="h3" size="md">
        {words.name}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {words.how}
      </Text>
      <Stack gap="3" mt="3">
        {props.files.map((f) => (
          <FileRow key={f.file} file={f} range={props.exports} />
        ))}
      </Stack>
      {mapping && (
        <Text fontSize="xs" color="fg.muted" mt="3">
          {mapping.customised
            ? `Your own tax names and accounts${mapping.updated_at ? `, saved ${formatDate(mapping.updated_at)}` : ''}.`
            : `${words.name}’s standard UK tax names and accounts.`}{' '}
          {mapping.accounts.cis
            ? `CIS deductions go to ${mapping.accounts.cis}.`
            : 'No CIS deductions account yet: labour bills with a deduction wait until one is named.'}
        </Text>
      )}
      {props.isAdmin && mapping && <AccountingExportNames mapping={mapping} service={words} />}
    </Box>
  );
}

function FileRow({ file, range }: { file: ExportFile; range: { from: string; to: string } }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(exportFilePath(file.file, range), `${file.file}.csv`);
      showToast('success', `Downloaded ${name}`);
    } catch (err) {
      showToast(
        'error',
        err instanceof FileCallError && err.message ? err.message : 'The file could not be downloaded',
      );
    } finally {
      setBusy(false);
    }
  };
  const kind = file.file.endsWith('bills') ? ['bill', 'bills'] : ['invoice', 'invoices'];
  return (
    <Box borderTopWidth="1px" pt="3">
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium">{file.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {file.documents === 0
              ? `No ${kind[1]} from ${formatDate(range.from)} to ${formatDate(range.to)}`
              : `${plural(file.documents, kind[0]!, kind[1]!)} · ${formatPence(file.gross_pence)} (VAT ${formatPence(file.vat_pence)})`}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          flexShrink={0}
          loading={busy}
          loadingText="Downloading…"
          disabled={file.documents === 0}
          onClick={() => void download()}
          aria-label={`Download ${file.label} CSV`}
        >
          <Download aria-hidden size={16} /> CSV
        </Button>
      </Flex>
      {file.left_out.length > 0 && (
        <Box mt="2" role="note" aria-label={`Left out of ${file.label}`}>
          <Badge colorPalette="orange" mb="1">
            {plural(file.left_out.length, 'record', 'records')} left out
          </Badge>
          <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
            {file.left_out.map((l) => (
              <li key={l.source_id}>
                {l.record}: {l.reason}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
