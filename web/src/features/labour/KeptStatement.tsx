// A subcontractor's statement as kept once the tax month ended (decision 0077): when it was kept (and whether it
// is a revision), the kept PDF, and its filed state in the company's cloud drive — queued, filed with the
// "Open in …" link, or failed with the reason and a Retry.
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { CisMonthQuery } from '../../generated/graphql';
import { formatDate } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { RetryStatementFilingDocument } from './labour.api';

type Statement = NonNullable<NonNullable<CisMonthQuery['cisMonth']>['rows'][number]['statement']>;

const FILING_STATE: Record<string, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  filing: { label: 'Filing…', palette: 'blue' },
  filed: { label: 'Filed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

export function KeptStatement({
  statement,
  supplierName,
  onDownload,
}: {
  statement: Statement;
  supplierName: string;
  onDownload: (uploadId: string) => void;
}) {
  const [retry, { loading }] = useMutation(RetryStatementFilingDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: ['CisMonth'],
  });
  const filing = statement.filing;
  const state = filing ? (FILING_STATE[filing.status] ?? { label: filing.status, palette: 'gray' }) : null;
  return (
    <Stack gap="1" fontSize="xs" mt="1" aria-label={`Kept statement for ${supplierName}`} role="group">
      <Flex gap="2" align="center" wrap="wrap">
        <Text color="fg.muted">
          Kept {formatDate(statement.kept_at)}
          {statement.version > 1 ? ` · revision ${statement.version}` : ''}
        </Text>
        {statement.upload_id && (
          <Button
            size="2xs"
            variant="outline"
            aria-label={`Kept statement PDF for ${supplierName}`}
            onClick={() => onDownload(statement.upload_id!)}
          >
            Kept copy
          </Button>
        )}
      </Flex>
      {filing && state && (
        <Flex gap="2" align="center" wrap="wrap">
          <Badge size="sm" colorPalette={state.palette}>
            {state.label}
          </Badge>
          {filing.status === 'filed' && filing.web_url ? (
            <Link href={filing.web_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              Open in {filing.provider_name}
            </Link>
          ) : (
            <Text as="span" color="fg.muted">
              {filing.provider_name}
              {filing.folder ? `, ${filing.folder}` : ''}
            </Text>
          )}
          {filing.can_retry && (
            <Button
              size="2xs"
              variant="outline"
              loading={loading}
              onClick={() =>
                retry({ variables: { id: filing.id } })
                  .then(() => showToast('success', 'Sent again'))
                  .catch((err: unknown) => showToast('error', messageFromError(err)))
              }
            >
              Retry
            </Button>
          )}
        </Flex>
      )}
      {filing?.status === 'failed' && filing.error && <Text color="fg.error">{filing.error}</Text>}
      {filing?.status === 'queued' && filing.waiting_for_reconnect && (
        <Text color="fg.muted">Waiting for {filing.provider_name} to be reconnected.</Text>
      )}
    </Stack>
  );
}
