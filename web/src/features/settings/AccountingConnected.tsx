// A connected accounting service (company admins): the organisation postings go to, who connected it and when,
// its state — the organisation to choose, or the reason it needs reconnecting with Reconnect — the tax codes and
// accounts to confirm, the CIS note, what is waiting, refused and posted with the latest postings, and
// Disconnect (what was posted stays in the books).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/LazyConfirmDialog';
import type { AccountingConnectionFieldsFragment } from '../../generated/graphql';
import { formatCount, formatDate } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { AccountingPostingList } from '../integrations';
import { AccountingDocument, DisconnectAccountingDocument } from './accounting.api';
import { CONNECTION_STATUS, cisNote } from './accounting-words';
import { AccountingMappingForm } from './AccountingMappingForm';
import { AccountingOrganisationPicker } from './AccountingOrganisationPicker';
import { useConnectAccounting } from './use-connect-accounting';

type Connection = AccountingConnectionFieldsFragment;

export function AccountingConnected({ connection }: { connection: Connection }) {
  const [confirming, setConfirming] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const { start, starting, error: connectError } = useConnectAccounting();
  const [disconnect] = useMutation(DisconnectAccountingDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: [AccountingDocument],
    awaitRefetchQueries: true,
  });
  const service = connection.provider_name;
  const status = CONNECTION_STATUS[connection.status] ?? { label: connection.status, palette: 'gray' };
  const { queued, failed, posted } = connection.postings;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" fontSize="lg">
            {service}
          </Text>
          <Badge colorPalette={status.palette}>{status.label}</Badge>
        </Flex>
        {connection.organisation && <Text>Organisation: {connection.organisation.name ?? '—'}</Text>}
        <Text color="fg.muted" fontSize="sm">
          Connected by {connection.connected_by?.name ?? 'a former team member'} on{' '}
          {formatDate(connection.connected_at)}
        </Text>
      </Stack>

      {connection.status === 'needs_reconnecting' && (
        <Box borderWidth="1px" borderColor="border.error" rounded="md" p="3" role="alert">
          <Text fontWeight="medium">
            {service} no longer accepts this connection. Postings are waiting: nothing is lost, they go once
            you reconnect.
          </Text>
          {connection.status_reason && <Text fontSize="sm">{connection.status_reason}</Text>}
          <Button
            mt="2"
            colorPalette="red"
            loading={starting === connection.provider}
            onClick={() => void start(connection.provider)}
          >
            Reconnect {service}
          </Button>
        </Box>
      )}

      {connection.status === 'choosing_organisation' && (
        <AccountingOrganisationPicker connection={connection} />
      )}

      {connection.status === 'connected' && (
        <AccountingMappingForm
          provider={connection.provider}
          service={service}
          confirmedAt={connection.mapping_confirmed_at}
        />
      )}

      <Text fontSize="sm" color="fg.muted">
        {cisNote([service])}
      </Text>

      <Box>
        <Heading as="h3" size="md" mb="2">
          Postings
        </Heading>
        <Flex gap={{ base: 3, md: 6 }} wrap="wrap" mb="3" role="group" aria-label="Postings by state">
          <Count label="Waiting" value={queued} />
          <Count label="Refused" value={failed} tone={failed > 0 ? 'fg.error' : undefined} />
          <Count label="Posted" value={posted} />
        </Flex>
        <AccountingPostingList />
      </Box>

      <Flex gap="2" wrap="wrap">
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
      </Flex>
      {(actionError ?? connectError) && (
        <Text color="fg.error" role="alert">
          {actionError ?? connectError}
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Disconnect ${service}?`}
        confirmLabel="Disconnect"
        colorPalette="red"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect()
            .then(() => showToast('success', `${service} disconnected`))
            .catch((err: unknown) => {
              setActionError(messageFromError(err));
              return false;
            })
        }
      >
        Nothing more goes to {service} until you connect again. What is already posted stays in your books.
      </ConfirmDialog>
    </Stack>
  );
}

function Count(props: { label: string; value: number; tone?: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {props.label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" color={props.tone}>
        {formatCount(props.value)}
      </Text>
    </Box>
  );
}
