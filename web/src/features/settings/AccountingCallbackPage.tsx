// /app/settings/accounting/callback: where Xero's or QuickBooks' consent page sends the admin back, with
// ?code=&state= (QuickBooks adds &realmId=) or ?error=access_denied. Completes the connection once and returns
// to Settings, or says what went wrong.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { AccountingDocument, CompleteAccountingConnectionDocument } from './accounting.api';

export function AccountingCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [complete] = useMutation(CompleteAccountingConnectionDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [AccountingDocument],
  });
  const [error, setError] = useState<string | null>(null);
  // The code works once: a second render (or React's development double effect) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const state = params.get('state');
    if (!state) {
      setError(
        'This page is where Xero or QuickBooks sends you back after you allow access. Start from Settings.',
      );
      return;
    }
    complete({
      variables: {
        input: {
          state,
          code: params.get('code'),
          error: params.get('error'),
          realm_id: params.get('realmId'),
        },
      },
    })
      .then(({ data }) => {
        const connection = data?.completeAccountingConnection;
        if (connection)
          showToast(
            'success',
            connection.status === 'choosing_organisation'
              ? `${connection.provider_name} connected: choose the organisation to post to`
              : `${connection.provider_name} connected`,
          );
        void navigate('/app/settings', { replace: true });
      })
      .catch((err: unknown) => setError(messageFromError(err)));
  }, [complete, navigate, params]);
  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb="4">
        Accounting
      </Heading>
      {error ? (
        <Stack gap="3">
          <Text role="alert" color="fg.error">
            {error}
          </Text>
          <Link asChild colorPalette="blue">
            <RouterLink to="/app/settings">Back to Settings</RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack direction="row" gap="2" align="center" role="status">
          <Spinner size="sm" />
          <Text>Finishing the connection…</Text>
        </Stack>
      )}
    </Box>
  );
}
