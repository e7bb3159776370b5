// One field of a form, by type, phone-first: text, long text, number, date, time, choose one / several, tick
// box; photos from the camera (`capture="environment"`) with a caption each; a drawn signature. Shows its own
// message under it.
import { optionLabel } from '@sitebase/shared';
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { parseUkDate, toUkDateInput } from '../../lib/format';
import type { Field as FormField } from './forms-labels';
import { OperativePicker, type FormOperative } from './OperativePicker';
import { PlantItemPicker } from './PlantItemPicker';
import { SignatureField } from './SignatureField';
import { SignersField, type SignerItem } from './SignersField';
import { BlobImage, StoredImage } from './StoredImage';

export interface PhotoItem {
  id: string;
  blob: Blob | null;
  upload_id: string | null;
  caption: string;
}

/**
 * A signature being given: the drawing (until it is uploaded), or the stored one with its words. With
 * `signatory_name` set, someone without an account signs in the user's presence and types their name; core-api
 * records it as theirs, witnessed by the user (decision 0053). Null or absent: the signed-in user signs.
 */
export interface SignatureItem {
  blob: Blob | null;
  upload_id: string | null;
  signed_text: string | null;
  signatory_name?: string | null;
}

interface Props {
  field: FormField;
  value: unknown;
  onValue: (v: unknown) => void;
  photos: PhotoItem[];
  onPhotos: (p: PhotoItem[]) => void;
  signature: SignatureItem | null;
  onSignature: (s: SignatureItem | null) => void;
  error: string | null;
  /** An `operative` field: the chosen operative's labour record (an induction prefills the card from it). */
  onOperative?: (o: FormOperative | null) => void;
  /** The form's project: a `plant_item` field lists its plant first (decision 0089). */
  projectId?: string | null;
}

export function FieldInput({
  field,
  value,
  onValue,
  photos,
  onPhotos,
  signature,
  onSignature,
  error,
  onOperative,
  projectId = null,
}: Props) {
  const id = `field-${field.key}`;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  let control: React.ReactNode;
  switch (field.type) {
    case 'long_text':
      control = <Textarea id={id} rows={3} value={text} onChange={(e) => onValue(e.target.value)} />;
      break;
    case 'number':
      control = <Input id={id} inputMode="decimal" value={text} onChange={(e) => onValue(e.target.value)} />;
      break;
    case 'date':
      // Typed dd/mm/yyyy like every date in the app (components/DateField.tsx says why not type="date": its
      // display follows the browser's locale). The answer is kept as the ISO date core-api takes once the text
      // is a whole date, and as the text while it is not (the field then says so).
      control = (
        <Input
          id={id}
          value={/^\d{4}-\d{2}-\d{2}$/.test(text) ? toUkDateInput(text) : text}
          onChange={(e) => onValue(parseUkDate(e.target.value) ?? e.target.value)}
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          autoComplete="off"
        />
      );
      break;
    case 'time':
      control = <Input id={id} type="time" value={text} onChange={(e) => onValue(e.target.value)} />;
      break;
    case 'select':
      control = (
        <NativeSelect.Root>
          <NativeSelect.Field id={id} value={text} onChange={(e) => onValue(e.target.value)}>
            <option value="">Choose…</option>
            {(field.options ?? []).map((o) => (
              <option key={o} value={o}>
                {optionLabel(o)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'multi_select': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      control = (
        <Stack gap="1" role="group" aria-label={field.label}>
          {(field.options ?? []).map((o) => (
            <label key={o} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={chosen.includes(o)}
                onChange={(e) => onValue(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))}
              />
              {optionLabel(o)}
            </label>
          ))}
        </Stack>
      );
      break;
    }
    case 'checkbox':
      control = (
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onValue(e.target.checked)}
          />
          Yes
        </label>
      );
      break;
    case 'photo':
      control = (
        <Stack gap="2">
          {photos.map((p, i) => (
            <HStack key={p.id} align="start" gap="2" borderWidth="1px" borderRadius="md" p="2" w="full">
              {p.blob ? (
                <BlobImage blob={p.blob} alt={`Photo ${i + 1}`} />
              ) : p.upload_id ? (
                <StoredImage uploadId={p.upload_id} alt={`Photo ${i + 1}`} maxH="24" />
              ) : null}
              <Stack flex="1" gap="1">
                <Input
                  size="sm"
                  aria-label={`Caption for photo ${i + 1}`}
                  placeholder="Caption"
                  value={p.caption}
                  onChange={(e) =>
                    onPhotos(photos.map((x) => (x.id === p.id ? { ...x, caption: e.target.value } : x)))
                  }
                />
                <Button
                  size="xs"
                  variant="ghost"
                  alignSelf="start"
                  onClick={() => onPhotos(photos.filter((x) => x.id !== p.id))}
                >
                  Remove photo {i + 1}
                </Button>
              </Stack>
            </HStack>
          ))}
          <Box>
            <Button asChild variant="outline" size="sm">
              <label htmlFor={id} style={{ cursor: 'pointer' }}>
                Take or add photos
              </label>
            </Button>
            <input
              id={id}
              aria-label={`${field.label}: take or add photos`}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                onPhotos([
                  ...photos,
                  ...files.map((f) => ({ id: crypto.randomUUID(), blob: f, upload_id: null, caption: '' })),
                ]);
              }}
            />
          </Box>
        </Stack>
      );
      break;
    case 'signature': {
      const named = typeof signature?.signatory_name === 'string';
      const drawn = signature?.blob ?? null;
      // Keeps the drawing and the typed name together; nothing drawn and nobody named is no signature.
      const change = (blob: Blob | null, name: string | null) =>
        onSignature(
          blob || name !== null ? { blob, upload_id: null, signed_text: null, signatory_name: name } : null,
        );
      control =
        signature?.upload_id && !signature.blob ? (
          <Stack gap="1">
            <StoredImage uploadId={signature.upload_id} alt="Signature" maxH="20" />
            <HStack justify="space-between">
              <Text fontSize="sm">{signature.signed_text}</Text>
              <Button size="xs" variant="ghost" onClick={() => onSignature(null)}>
                Sign again
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Stack gap="2">
            <HStack as="label" gap="2" fontSize="sm" cursor="pointer">
              <input
                type="checkbox"
                checked={named}
                onChange={(e) => change(drawn, e.target.checked ? '' : null)}
                style={{ width: 20, height: 20, flexShrink: 0 }}
              />
              <span>
                Someone without a SiteBase account is signing (for example the client’s representative)
              </span>
            </HStack>
            {named && (
              <Input
                aria-label={`${field.label}: name of the person signing`}
                placeholder="Name of the person signing"
                maxLength={100}
                value={signature?.signatory_name ?? ''}
                onChange={(e) => change(drawn, e.target.value)}
              />
            )}
            <SignatureField
              label={field.label}
              onChange={(blob) => change(blob, named ? (signature?.signatory_name ?? '') : null)}
              signedText={
                named
                  ? 'They sign here; the form records it as signed in your presence'
                  : 'Sign with your finger; the form records it as your signature'
              }
            />
          </Stack>
        );
      break;
    }
    // The library's (decision 0088): an operative from the labour record; several people signing.
    case 'operative':
      control = (
        <OperativePicker
          id={id}
          label={field.label}
          value={typeof value === 'string' && value ? value : null}
          onValue={(v, o) => {
            onValue(v);
            onOperative?.(o);
          }}
        />
      );
      break;
    case 'signatures':
      control = (
        <SignersField
          label={field.label}
          signers={Array.isArray(value) ? (value as SignerItem[]) : []}
          onSigners={onValue}
        />
      );
      break;
    case 'plant_item':
      control = (
        <PlantItemPicker id={id} label={field.label} projectId={projectId} value={text} onValue={onValue} />
      );
      break;
    default:
      control = <Input id={id} value={text} onChange={(e) => onValue(e.target.value)} />;
  }
  return (
    <Field.Root invalid={!!error} required={field.required}>
      <Field.Label htmlFor={field.type === 'photo' || field.type === 'signatures' ? undefined : id}>
        {field.label}
        {field.required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {field.help && <Field.HelperText>{field.help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
