// Starting the consent at the accounting service: core-api makes the state and PKCE and answers the service's
// consent page, where the browser goes (it comes back to /app/settings/accounting/callback).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { messageFromError } from '../../lib/mutation-error';
import { ConnectAccountingDocument } from './accounting.api';

/** Sends the browser to the service's consent page (a seam for tests). */
export const goToConsent = { url: (href: string) => window.location.assign(href) };

export function useConnectAccounting() {
  const [connect] = useMutation(ConnectAccountingDocument, { context: { handlesOwnErrors: true } });
  // The service being connected: its button is busy until the browser leaves.
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (provider: string) => {
    setError(null);
    setStarting(provider);
    try {
      const { data } = await connect({ variables: { input: { provider } } });
      if (data) goToConsent.url(data.connectAccounting.authorization_url);
    } catch (err) {
      setError(messageFromError(err));
      setStarting(null);
    }
  };
  return { start, starting, error };
}
