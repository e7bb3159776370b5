// A permit to work's own state on its submission (decision 0089): the state badge (expired is the server's,
// derived from the expiry), valid from and expiry as dd/mm/yyyy HH:mm, its history (who, when, note), and the
// moves the caller may make — put in force (the holder or a supervisor, from valid-from) and close with a note.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format';
import { messageFromError } from '../../lib/mutation-error';
import type { FormPermitPartsFragment } from '../../generated/graphql';
import { MoveFormPermitDocument } from './permits.api';

export const PERMIT_LABELS: Record<string, string> = {
  issued: 'Issued',
  in_force: 'In force',
  expired: 'Expired',
  closed: 'Closed',
};
const PERMIT_PALETTE: Record<string, string> = {
  issued: 'blue',
  in_force: 'green',
  expired: 'red',
  closed: 'gray',
};
/** The timeline's words for a permit's activity rows. */
export const PERMIT_ACTIONS: Record<string, string> = {
  permit_issued: 'issued the permit',
  permit_in_force: 'put the permit in force',
  permit_closed: 'closed the permit',
};

export function PermitPanel({ id, permit }: { id: string; permit: FormPermitPartsFragment }) {
  const [move, moving] = useMutation(MoveFormPermitDocument, { context: { handlesOwnErrors: true } });
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  async function go(to: 'in_force' | 'closed') {
    setMessage(null);
    if (to === 'closed' && !note.trim()) {
      return setMessage('A closing note is required: say the work is finished and the area left safe');
    }
    try {
      await move({ variables: { id, to, note: note.trim() || null } });
      setNote('');
    } catch (err) {
      setMessage(messageFromError(err));
    }
  }

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" role="region" aria-label="Permit">
      <HStack gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          Permit
        </Heading>
        <Badge colorPalette={PERMIT_PALETTE[permit.state] ?? 'gray'} aria-label="Permit state">
          {PERMIT_LABELS[permit.state] ?? permit.state}
        </Badge>
      </HStack>
      <Box fontSize="sm">
        <Text>Valid from: {formatDateTime(permit.valid_from)}</Text>
        <Text>Expires: {formatDateTime(permit.expires_at)}</Text>
        {permit.state === 'expired' && (
          <Text color="red.700" role="note">
            The permit has expired: work must stop. It can only be closed.
          </Text>
        )}
        {permit.not_yet && <Text color="fg.muted">{permit.not_yet}</Text>}
      </Box>
      <Stack gap="1" as="ol" listStyleType="none" aria-label="Permit history">
        {permit.history.map((h, i) => (
          <Text as="li" key={i} fontSize="sm">
            {formatDateTime(h.at)} · {h.by} · {PERMIT_LABELS[h.to] ?? h.to}
            {h.note ? ` — ${h.note}` : ''}
          </Text>
        ))}
      </Stack>
      {(permit.can_put_in_force || permit.can_close) && (
        <Stack gap="2">
          <Textarea
            aria-label="Permit note"
            placeholder={
              permit.can_close ? 'Note (needed to close: work finished, area left safe)' : 'Note (optional)'
            }
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <HStack gap="2" wrap="wrap">
            {permit.can_put_in_force && (
              <Button colorPalette="green" loading={moving.loading} onClick={() => void go('in_force')}>
                Put in force
              </Button>
            )}
            {permit.can_close && (
              <Button variant="outline" loading={moving.loading} onClick={() => void go('closed')}>
                Close permit
              </Button>
            )}
          </HStack>
        </Stack>
      )}
      {message && (
        <Text role="alert" color="red.600">
          {message}
        </Text>
      )}
    </Stack>
  );
}
