// Settings → Accounting (company admins): connect the company's Xero or QuickBooks Online (OAuth consent at the
// service), with what each connection may do; once connected, AccountingConnected. When this server offers no
// service, the old choice (`fallback`: "None") stays. Tokens never reach the browser: core-api keeps them sealed.
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { messageFromError } from '../../lib/mutation-error';
import { AccountingConnected } from './AccountingConnected';
import { AccountingDocument } from './accounting.api';
import { bookScopes, cisNote, scopeNote } from './accounting-words';
import { useConnectAccounting } from './use-connect-accounting';

export function AccountingSection({ fallback }: { fallback: ReactNode }) {
  const { data, loading, error } = useQuery(AccountingDocument, { context: { handlesOwnErrors: true } });
  if (loading && !data) return <Spinner size="sm" aria-label="Loading accounting" />;
  if (!data) return <Text color="fg.error">{messageFromError(error)}</Text>;
  const { providers, token_key_configured, connection } = data.accounting;
  if (connection) return <AccountingConnected connection={connection} />;
  if (providers.length === 0) return <>{fallback}</>;
  if (!token_key_configured) {
    return (
      <Text color="fg.error">
        Accounting services cannot be connected yet: this server has no key to keep their tokens encrypted.
        Ask its administrator to set ACCOUNTING_TOKEN_KEY.
      </Text>
    );
  }
  return <Connect providers={providers} />;
}

function Connect(props: { providers: { id: string; name: string; scopes: string[] }[] }) {
  const { start, starting, error } = useConnectAccounting();
  return (
    <Stack gap="4">
      <Text>
        Send issued purchase orders, approved supplier and labour invoices and certified applications to your
        books once each, with your own tax codes, and see here when they are paid. Nothing is keyed in twice.
      </Text>
      {props.providers.map((p) => (
        <Box key={p.id} borderWidth="1px" rounded="md" p="3">
          <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Stack gap="1" flex="1">
              <Text fontWeight="semibold">{p.name}</Text>
              <Text fontSize="sm">{scopeNote(p.id, p.scopes)}</Text>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                Permissions: {bookScopes(p.scopes).join(', ')}
              </Text>
            </Stack>
            <Button
              colorPalette="blue"
              flexShrink={0}
              loading={starting === p.id}
              disabled={starting !== null && starting !== p.id}
              onClick={() => void start(p.id)}
            >
              Connect {p.name}
            </Button>
          </Flex>
        </Box>
      ))}
      <Text fontSize="sm" color="fg.muted">
        {cisNote(props.providers.map((p) => p.name))}
      </Text>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
