// The CIS month (managers): the tax month (6th to the 5th) a chosen date falls in, per subcontractor the
// payments excluding VAT, the materials' cost and the CIS deducted — the CIS300 figures — with the return's and
// the payment's due dates, the CSV export and each subcontractor's payment and deduction statement (PDF), with
// the statement kept once the month ended and its filing in the company's cloud drive (KeptStatement).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { ListState } from '../../components/list/ListState';
import { classifyError } from '../../lib/error-message';
import { downloadFile } from '../../lib/files';
import { formatDate, formatPence, parseUkDate, toUkDateInput } from '../../lib/format';
import { CIS_LABELS, addDaysIso } from './labour-labels';
import { CisMonthDocument } from './labour.api';
import { KeptStatement } from './KeptStatement';

export function CisMonthTab() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const [text, setText] = useState(toUkDateInput(date));
  const [message, setMessage] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(CisMonthDocument, { variables: { date } });
  const month = data?.cisMonth;
  const failure = error && !month ? classifyError(error) : null;
  const go = (iso: string) => {
    setText(toUkDateInput(iso));
    setParams({ tab: 'cis', date: iso }, { replace: true });
  };
  async function download(path: string, name: string) {
    setMessage(null);
    try {
      await downloadFile(path, name);
    } catch (err) {
      const outcome = classifyError(err);
      setMessage(outcome.kind === 'auth' ? null : outcome.message);
    }
  }
  const query = month ? `date=${month.end}` : '';
  return (
    <Box>
      <Flex gap="2" align="end" wrap="wrap" mb="3">
        {month && (
          <Button size="sm" variant="outline" onClick={() => go(addDaysIso(month.start, -1))}>
            ← Previous month
          </Button>
        )}
        <Box
          as="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            const iso = parseUkDate(text);
            if (iso) go(iso);
          }}
        >
          <HStack gap="2">
            <Input
              size="sm"
              aria-label="Any date in the tax month"
              placeholder="dd/mm/yyyy"
              inputMode="numeric"
              maxW="9rem"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button size="sm" type="submit" variant="outline">
              Show month
            </Button>
          </HStack>
        </Box>
        {month && (
          <Button size="sm" variant="outline" onClick={() => go(addDaysIso(month.end, 1))}>
            Next month →
          </Button>
        )}
      </Flex>
      <ListState
        loading={loading && !month}
        loadingLabel="Loading the CIS month"
        error={failure?.kind === 'toast' ? failure.message : null}
        onRetry={() => void refetch()}
        isEmpty={false}
        empty={{ title: '', description: '' }}
      >
        {month && (
          <Stack gap="3">
            <Box>
              <Text fontWeight="semibold">
                Tax month {month.month_number} of {month.tax_year}: {formatDate(month.start)} to{' '}
                {formatDate(month.end)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                CIS300 return due by {formatDate(month.return_due)}
                {month.contractor_utr
                  ? ` · our UTR ${month.contractor_utr}`
                  : ' · add our CIS UTR in Settings'}
              </Text>
              <Box role="note" aria-label="CIS payment deadline" mt="1">
                <Text fontSize="sm">
                  Pay HMRC by {formatDate(month.payment_deadline.date)} (cleared funds)
                  {month.payment_deadline.moved_because
                    ? ` · by Faster Payments ${formatDate(month.payment_deadline.faster_payments_date)}`
                    : ''}{' '}
                  · by post {formatDate(month.payment_deadline.post_date)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {month.payment_deadline.rule}
                </Text>
              </Box>
            </Box>
            {month.rows.length === 0 ? (
              <Text color="fg.muted">No payments to subcontractors under CIS in this tax month.</Text>
            ) : (
              <Box overflowX="auto">
                <Table.Root size="sm" aria-label="CIS month">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Subcontractor</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Payments excl. VAT</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Materials</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">CIS deducted</Table.ColumnHeader>
                      <Table.ColumnHeader>Statement</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {month.rows.map((r) => (
                      <Table.Row key={r.supplier.id}>
                        <Table.Cell>
                          {r.supplier.name}
                          <Text fontSize="xs" color="fg.muted">
                            UTR {r.utr ?? '—'} · {r.verification_number ?? 'no verification number'}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{r.cis_status ? CIS_LABELS[r.cis_status] : '—'}</Table.Cell>
                        <Table.Cell textAlign="end">{formatPence(r.gross_pence)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatPence(r.materials_cost_pence)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatPence(r.deduction_pence)}</Table.Cell>
                        <Table.Cell>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Statement for ${r.supplier.name}`}
                            onClick={() =>
                              void download(
                                `/files/cis-month/statement?${query}&supplier_id=${r.supplier.id}`,
                                'cis-statement.pdf',
                              )
                            }
                          >
                            PDF
                          </Button>
                          {r.statement && (
                            <KeptStatement
                              statement={r.statement}
                              supplierName={r.supplier.name}
                              onDownload={(id) =>
                                void download(
                                  `/files/uploads/${encodeURIComponent(id)}/content`,
                                  'cis-statement.pdf',
                                )
                              }
                            />
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                    <Table.Row fontWeight="semibold">
                      <Table.Cell>Total</Table.Cell>
                      <Table.Cell />
                      <Table.Cell textAlign="end">{formatPence(month.gross_pence)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPence(month.materials_cost_pence)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPence(month.deduction_pence)}</Table.Cell>
                      <Table.Cell />
                    </Table.Row>
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
            {month.rows.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                Give each subcontractor their statement by {formatDate(month.return_due)}. Once the month has
                ended each one is kept here (a revision if a payment is recorded late) and filed in the
                company’s cloud drive, when one is connected, under CIS Statements/{month.tax_year}.
              </Text>
            )}
            <Box>
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => void download(`/files/cis-month/csv?${query}`, 'cis-month.csv')}
              >
                Download CSV
              </Button>
            </Box>
            {message && (
              <Text role="alert" color="red.600">
                {message}
              </Text>
            )}
          </Stack>
        )}
      </ListState>
    </Box>
  );
}
