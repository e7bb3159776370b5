// Recording goods received from the phone: the quantity received per line, a photo of the delivery ticket
// (taken with the camera, stored through the upload helper against the project) and shortage or damage notes.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { PurchaseOrderFieldsFragment } from '../../generated/graphql';
import { uploadFile } from '../../lib/files';
import { messageFromError } from '../../lib/mutation-error';
import { RecordMaterialDeliveryDocument } from './materials.api';

export function DeliveryForm({ po, onClose }: { po: PurchaseOrderFieldsFragment; onClose: () => void }) {
  const [record, { loading }] = useMutation(RecordMaterialDeliveryDocument, {
    context: { handlesOwnErrors: true },
  });
  const [qty, setQty] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    setBusy(true);
    try {
      const ticket = photo ? await uploadFile(photo, po.project.id) : null;
      await record({
        variables: {
          id: po.id,
          input: {
            lines: po.lines.map((l) => ({ line_id: l.id, quantity: Number(qty[l.id] || 0) })),
            ticket_upload_id: ticket?.id ?? null,
            notes: notes || null,
          },
        },
      });
      onClose();
    } catch (err) {
      setMessage(err instanceof Error && !('errors' in err) ? err.message : messageFromError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="form" onSubmit={save} borderWidth="1px" borderRadius="md" p="3" aria-label="Record delivery">
      <Heading as="h3" size="md" mb="2">
        Record delivery
      </Heading>
      <Stack gap="3">
        {po.lines.map((l) => (
          <label key={l.id}>
            <Text fontSize="sm">
              Received: {l.description} ({l.received_quantity} of {l.quantity} {l.unit} so far)
            </Text>
            <Input
              inputMode="decimal"
              value={qty[l.id] ?? ''}
              onChange={(e) => setQty((q) => ({ ...q, [l.id]: e.target.value }))}
            />
          </label>
        ))}
        <label>
          <Text fontSize="sm">Delivery ticket photo</Text>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
        </label>
        <label>
          <Text fontSize="sm">Shortage or damage notes</Text>
          <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        {message && (
          <Text role="alert" color="red.600">
            {message}
          </Text>
        )}
        <HStack>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="green" loading={loading || busy} flex="1">
            Save delivery
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
