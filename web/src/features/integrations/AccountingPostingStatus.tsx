// One record's place in the company's books (managers and up), beside the record itself — a purchase order, a
// supplier invoice on it, a labour invoice, an application: "Posted to Xero · Unpaid · <its id> · Open in Xero",
// "Waiting to post: <why>" (asked again every few seconds while it waits), or "Refused: <why>" with Retry.
// Nothing shows when the company has no service connected (no posting is kept then) or for lower roles.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import type { AccountingSourceType } from '../../generated/graphql';
import { formatPence } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { hasRole, useAuth } from '../auth';
import { AccountingPostingsDocument, RetryAccountingPostingDocument } from './accounting-postings.api';
import {
  PAYMENT_STATE_LABELS,
  POSTING_STATUS_PALETTE,
  WAITING_REASON,
  serviceName,
} from './accounting-posting-words';
import { usePollWhileWaiting } from './use-poll-while-waiting';

export interface AccountingPostingStatusProps {
  sourceType: AccountingSourceType;
  sourceId: string;
}

export function AccountingPostingStatus({ sourceType, sourceId }: AccountingPostingStatusProps) {
  const { user } = useAuth();
  const allowed = hasRole(user?.role, 'manager');
  const query = useQuery(AccountingPostingsDocument, {
    variables: { source_type: sourceType, source_id: sourceId, size: 1 },
    skip: !allowed,
    fetchPolicy: 'cache-and-network',
    // A side note on the page: when it cannot be read, the page itself still stands.
    context: { handlesOwnErrors: true },
  });
  const posting = query.data?.accountingPostings.items[0];
  const waiting = posting?.status === 'queued';
  usePollWhileWaiting(waiting, query.refetch);
  const [retry, retrying] = useMutation(RetryAccountingPostingDocument, {
    context: { handlesOwnErrors: true },
  });
  const [error, setError] = useState<string | null>(null);
  if (!allowed || !posting) return null;
  const service = serviceName(posting);

  const again = async () => {
    setError(null);
    try {
      await retry({ variables: { id: posting.id } });
    } catch (err) {
      setError(messageFromError(err));
    }
  };

  return (
    <Box role="status" aria-label={`In the books: ${posting.label}`} fontSize="sm" mt="1">
      {posting.status === 'posted' && (
        <Text>
          <Text as="span" fontWeight="semibold" color={`${POSTING_STATUS_PALETTE.posted}.fg`}>
            Posted to {service}
          </Text>
          {posting.payment_state &&
            ` · ${PAYMENT_STATE_LABELS[posting.payment_state] ?? posting.payment_state}`}
          {posting.payment_state === 'part_paid' &&
            posting.amount_due_pence !== null &&
            ` (${formatPence(posting.amount_due_pence)} due)`}
          {posting.provider_id && (
            <Text as="span" color="fg.muted" wordBreak="break-all">
              {' '}
              · {posting.provider_id}
            </Text>
          )}
          {posting.url && (
            <>
              {' · '}
              <Link href={posting.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                Open in {service}
              </Link>
            </>
          )}
        </Text>
      )}
      {posting.status === 'queued' && (
        <Text>
          <Text as="span" fontWeight="semibold" color={`${POSTING_STATUS_PALETTE.queued}.fg`}>
            Waiting to post:
          </Text>{' '}
          {posting.last_error ?? WAITING_REASON}
        </Text>
      )}
      {posting.status === 'failed' && (
        <Flex gap="2" wrap="wrap" align="center">
          <Text>
            <Text as="span" fontWeight="semibold" color="fg.error">
              Refused:
            </Text>{' '}
            {posting.last_error ?? `${service} gave no reason`}
          </Text>
          <Button size="xs" variant="outline" loading={retrying.loading} onClick={() => void again()}>
            Retry
          </Button>
        </Flex>
      )}
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
