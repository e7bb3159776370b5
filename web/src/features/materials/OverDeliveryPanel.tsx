// Goods delivered beyond the order (decision 0046): recorded when the lorry comes, held — not counted as received
// for the three-way match or the costs — until a manager accepts them with a reason.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import type { PurchaseOrderFieldsFragment } from '../../generated/graphql';
import { messageFromError } from '../../lib/mutation-error';
import { AcceptMaterialOverDeliveryDocument } from './materials.api';

export function OverDeliveryPanel({ po }: { po: PurchaseOrderFieldsFragment }) {
  const [accept, accepting] = useMutation(AcceptMaterialOverDeliveryDocument, {
    context: { handlesOwnErrors: true },
  });
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const held = po.lines.filter((l) => l.held_quantity > 0);
  if (!held.length) return null;

  const run = async () => {
    setMessage(null);
    try {
      await accept({ variables: { id: po.id, reason } });
      setReason('');
    } catch (err) {
      setMessage(messageFromError(err));
    }
  };

  return (
    <Box
      borderWidth="1px"
      borderColor="orange.400"
      borderRadius="md"
      p="3"
      role="region"
      aria-label="Over-delivery held"
    >
      <Heading as="h3" size="md" mb="1">
        Over-delivery held
      </Heading>
      {held.map((l) => (
        <Text key={l.id} fontSize="sm">
          {l.description}: {l.held_quantity} {l.unit} beyond the {l.quantity} ordered
        </Text>
      ))}
      <Text fontSize="sm" color="fg.muted">
        Held goods do not count as received (for the invoice match or the costs) until a manager accepts them.
      </Text>
      {po.can_accept_over_delivery && (
        <HStack mt="2" gap="2" wrap="wrap">
          <Input
            aria-label="Reason for accepting"
            placeholder="Why keep the extra goods"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxW="md"
          />
          <Button size="sm" colorPalette="orange" loading={accepting.loading} onClick={() => void run()}>
            Accept over-delivery
          </Button>
        </HStack>
      )}
      {message && (
        <Text role="alert" color="red.600" fontSize="sm">
          {message}
        </Text>
      )}
    </Box>
  );
}
