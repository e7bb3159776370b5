// The latest records posted to the company's books, waiting or refused (managers and up): each one's state and
// why, its amount and payment state read back from the service, its id there with a link, and Retry for a
// refused one. Asked again every few seconds while something waits.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../components/list/DataTable';
import { messageFromError } from '../../lib/mutation-error';
import { hasRole, useAuth } from '../auth';
import { AccountingPostingsDocument, RetryAccountingPostingDocument } from './accounting-postings.api';
import { postingColumns } from './accounting-posting-columns';
import { usePollWhileWaiting } from './use-poll-while-waiting';

export const LATEST_POSTINGS = 10;

export function AccountingPostingList() {
  const { user } = useAuth();
  const canRetry = hasRole(user?.role, 'manager');
  const query = useQuery(AccountingPostingsDocument, {
    variables: { size: LATEST_POSTINGS },
    fetchPolicy: 'cache-and-network',
    context: { handlesOwnErrors: true },
  });
  const rows = query.data?.accountingPostings.items ?? [];
  const waiting = rows.some((p) => p.status === 'queued');
  usePollWhileWaiting(waiting, query.refetch);
  const [retry] = useMutation(RetryAccountingPostingDocument, { context: { handlesOwnErrors: true } });
  const [retrying, setRetrying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (query.loading && !query.data) return <Spinner size="sm" aria-label="Loading postings" />;
  if (!query.data) return <Text color="fg.error">{messageFromError(query.error)}</Text>;
  if (rows.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        Nothing posted yet. Issued orders, approved supplier and labour invoices and certified applications go
        to your books from now on.
      </Text>
    );
  const columns = postingColumns({
    canRetry: canRetry && rows.some((p) => p.status === 'failed'),
    retrying,
    onRetry: (p) => {
      setError(null);
      setRetrying(p.id);
      retry({ variables: { id: p.id } })
        .catch((err: unknown) => setError(messageFromError(err)))
        .finally(() => setRetrying(null));
    },
  });
  return (
    <Stack gap="2">
      <DataTable label="Latest postings" columns={columns} rows={rows} rowKey={(p) => p.id} />
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
