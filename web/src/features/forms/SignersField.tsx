// A `signatures` field on the phone (a toolbox talk's attendees, a RAMS briefing's operatives): several people
// sign one after another, each typing their name and drawing their signature with the phone in the author's
// hands — each recorded by core-api as signed in the author's presence (decision 0053), and each this form's
// only. Signers are added and removed; ones already stored show their name and time.
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { SignatureItem } from './FieldInput';
import { SignatureField } from './SignatureField';
import { StoredImage } from './StoredImage';

/** One signer: a SignatureItem with a key of its own, so a removed one does not take another's drawing. */
export interface SignerItem extends SignatureItem {
  id: string;
}

export const newSigner = (): SignerItem => ({
  id: crypto.randomUUID(),
  blob: null,
  upload_id: null,
  signed_text: null,
  signatory_name: '',
});

export function SignersField({
  label,
  signers,
  onSigners,
}: {
  label: string;
  signers: SignerItem[];
  onSigners: (s: SignerItem[]) => void;
}) {
  const change = (id: string, patch: Partial<SignerItem>) =>
    onSigners(signers.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  return (
    <Stack gap="3" role="group" aria-label={label}>
      {signers.map((s, i) => (
        <Box key={s.id} borderWidth="1px" borderRadius="md" p="2">
          <HStack justify="space-between" mb="1">
            <Text fontSize="sm" fontWeight="semibold">
              Signer {i + 1}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => onSigners(signers.filter((x) => x.id !== s.id))}>
              Remove signer {i + 1}
            </Button>
          </HStack>
          {s.upload_id && !s.blob ? (
            <Stack gap="1">
              <StoredImage uploadId={s.upload_id} alt={`Signature of signer ${i + 1}`} maxH="16" />
              <Text fontSize="sm">{s.signed_text}</Text>
            </Stack>
          ) : (
            <Stack gap="2">
              <Input
                aria-label={`${label}: name of signer ${i + 1}`}
                placeholder="Their name"
                maxLength={100}
                value={s.signatory_name ?? ''}
                onChange={(e) => change(s.id, { signatory_name: e.target.value })}
              />
              <SignatureField
                label={`${label}: signer ${i + 1}`}
                onChange={(blob) => change(s.id, { blob })}
                signedText="They sign here; the form records it as signed in your presence"
              />
            </Stack>
          )}
        </Box>
      ))}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() => onSigners([...signers, newSigner()])}
      >
        Add a signer
      </Button>
    </Stack>
  );
}
