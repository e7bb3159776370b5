// /app/settings/cloud-drive/callback: where the provider's consent page sends the admin back, with ?code=&state=
// (or ?error=). Completes the connection once and returns to Settings, or says what went wrong.
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { CloudDriveDocument, CompleteCloudDriveConnectionDocument } from './cloud-drive.api';

export function CloudDriveCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [complete] = useMutation(CompleteCloudDriveConnectionDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [CloudDriveDocument],
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
        'This page is where your cloud drive sends you back after you allow access. Start from Settings.',
      );
      return;
    }
    complete({
      variables: { input: { state, code: params.get('code'), error: params.get('error') } },
    })
      .then(({ data }) => {
        if (data) showToast('success', `${data.completeCloudDriveConnection.provider_name} connected`);
        void navigate('/app/settings', { replace: true });
      })
      .catch((err: unknown) => setError(messageFromError(err)));
  }, [complete, navigate, params]);
  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb="4">
        Cloud drive
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
