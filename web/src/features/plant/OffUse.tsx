// Plant off use after a failed pre-use check (decision 0089): the red badge with why (the day, the form, the
// defects), and a supervisor's Clear, which asks what was done about the defect (the note is kept as history).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { messageFromError } from '../../lib/mutation-error';
import { showToast } from '../../lib/toast';
import { ClearPlantOffUseDocument } from './plant.api';

export function OffUseBadge({ text }: { text: string }) {
  return (
    <Stack gap="0" align="start" maxW="xs">
      <Badge colorPalette="red">Off use</Badge>
      <Text fontSize="xs" color="red.700" whiteSpace="normal">
        {text}
      </Text>
    </Stack>
  );
}

export function ClearOffUseButton({ id, asset }: { id: string; asset: string }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [clear, { loading }] = useMutation(ClearPlantOffUseDocument, {
    context: { handlesOwnErrors: true },
    refetchQueries: ['PlantItems', 'AvailablePlantItems', 'PlantRequest'],
  });
  if (!open) {
    return (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Clear off use
      </Button>
    );
  }
  const submit = async () => {
    setMessage(null);
    if (!note.trim()) return setMessage('A note is required: say what was done about the defect');
    try {
      await clear({ variables: { id, note: note.trim() } });
      showToast('success', `${asset} cleared for use`);
      setOpen(false);
      setNote('');
    } catch (err) {
      setMessage(messageFromError(err));
    }
  };
  return (
    <Stack gap="1" minW="56">
      <Textarea
        size="sm"
        aria-label={`What was done about the defect on ${asset}`}
        placeholder="What was done about the defect"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {message && (
        <Text role="alert" fontSize="sm" color="red.600">
          {message}
        </Text>
      )}
      <HStack gap="1">
        <Button size="xs" colorPalette="green" loading={loading} onClick={() => void submit()}>
          Clear for use
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
