// One answer, read-only: text and choices in words, dates as dd/mm/yyyy, photos with their captions and the
// signature with who signed (or who signed in whose presence) and when.
import { optionLabel } from '@sitebase/shared';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatDateTime } from '../../lib/format';
import { signedByText, type Field, type SignatureAnswer } from './forms-labels';
import { StoredImage } from './StoredImage';

export function AnswerView({
  field,
  value,
  operatives = {},
  label,
}: {
  field: Field;
  value: unknown;
  /** Operative id → "Name (Trade)", read by core-api from the labour record. */
  operatives?: Record<string, string>;
  /** How core-api names a linked record's answer (a plant item as "ASSET-NO Description"; decision 0089). */
  label?: string;
}) {
  let shown: React.ReactNode;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) {
    shown = <Text color="fg.muted">—</Text>;
  } else if (label) {
    // A record's answer in words from the server ("ASSET-NO Description" for a plant item; decision 0089).
    shown = <Text>{label}</Text>;
  } else if (field.type === 'photo') {
    const photos = value as { upload_id: string; caption: string | null }[];
    shown = (
      <HStack wrap="wrap" gap="3" align="start">
        {photos.map((p, i) => (
          <Stack key={p.upload_id} gap="1" maxW="48">
            <StoredImage uploadId={p.upload_id} alt={p.caption ?? `Photo ${i + 1}`} />
            <Text fontSize="sm">{p.caption ?? `Photo ${i + 1}`}</Text>
          </Stack>
        ))}
      </HStack>
    );
  } else if (field.type === 'signature') {
    const s = value as SignatureAnswer;
    shown = (
      <Stack gap="1">
        <StoredImage uploadId={s.upload_id} alt={`Signature of ${s.signed_by}`} maxH="20" />
        <Text fontSize="sm">
          {signedByText(s)} on {formatDateTime(s.signed_at)}
        </Text>
      </Stack>
    );
  } else if (field.type === 'signatures') {
    const list = value as SignatureAnswer[];
    shown = (
      <Stack gap="2" as="ol" listStyleType="none">
        {list.map((s, i) => (
          <Stack as="li" key={s.upload_id} gap="1">
            <StoredImage uploadId={s.upload_id} alt={`Signature of ${s.signed_by}`} maxH="16" />
            <Text fontSize="sm">
              {i + 1}. {signedByText(s)} on {formatDateTime(s.signed_at)}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  } else if (field.type === 'operative') {
    shown = <Text>{operatives[String(value)] ?? 'An operative no longer on the labour record'}</Text>;
  } else if (field.type === 'date') shown = <Text>{formatDate(String(value))}</Text>;
  else if (field.type === 'checkbox') shown = <Text>{value ? 'Yes' : 'No'}</Text>;
  else if (Array.isArray(value)) shown = <Text>{value.map((v) => optionLabel(String(v))).join(', ')}</Text>;
  else if (field.type === 'select') shown = <Text>{optionLabel(String(value))}</Text>;
  else shown = <Text whiteSpace="pre-wrap">{String(value)}</Text>;
  return (
    <Box>
      <Text fontWeight="semibold" fontSize="sm">
        {field.label}
      </Text>
      {shown}
    </Box>
  );
}
