// What the site manager writes in the day's diary, autosaved as they type (DiarySaver): weather morning and
// afternoon (conditions, °C, whether it stopped work), work done, delays with lost hours, instructions
// received, visitors and photos — a photo is kept on the phone (a thumbnail) and goes to the project's files
// with the next save, at once with a signal or when it returns (decision 0090).
import { useState } from 'react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LineItemsEditor } from '../../components/LineItemsEditor';
import { newIdempotencyKey } from '../../lib/idempotency';
import { BlobImage, StoredImage } from '../forms';
import type { DiaryFields, PendingPhoto } from './diary-save';

type HalfDay = { conditions?: string | null; temperature_c?: number | null; stopped_work: boolean };
type Delay = { reason: string; lost_hours: number; trades_affected?: string | null };
type Visitor = { name: string; company?: string | null; purpose?: string | null };
export interface EditorState {
  weather: { morning?: HalfDay | null; afternoon?: HalfDay | null };
  work_done: string;
  delays: Delay[];
  instructions: string;
  visitors: Visitor[];
  photos: { upload_id: string; filename: string }[];
  /** Photos on the phone, not yet in the project's files. */
  pending: PendingPhoto[];
}

/** What a save sends: every field of the site manager's part. */
/** As core-api holds it (decision 0087). */
const PHOTOS_MAX = 20;

export function fieldsOf(s: EditorState): DiaryFields {
  const half = (h: HalfDay | null | undefined) =>
    h
      ? {
          conditions: h.conditions || null,
          temperature_c: h.temperature_c ?? null,
          stopped_work: h.stopped_work,
        }
      : undefined;
  return {
    weather: { morning: half(s.weather.morning), afternoon: half(s.weather.afternoon) },
    work_done: s.work_done || null,
    delays: s.delays.map((d) => ({
      reason: d.reason,
      lost_hours: d.lost_hours,
      trades_affected: d.trades_affected || null,
    })),
    instructions: s.instructions || null,
    visitors: s.visitors.map((v) => ({
      name: v.name,
      company: v.company || null,
      purpose: v.purpose || null,
    })),
    photo_upload_ids: s.photos.map((p) => p.upload_id),
  };
}

function HalfDayFields({
  label,
  value,
  onChange,
}: {
  label: string;
  value: HalfDay | null | undefined;
  onChange: (h: HalfDay) => void;
}) {
  const h: HalfDay = value ?? { conditions: '', temperature_c: null, stopped_work: false };
  const [temp, setTemp] = useState(h.temperature_c == null ? '' : String(h.temperature_c));
  return (
    <Stack as="fieldset" gap="2" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" fontWeight="medium" px="1">
        {label}
      </Text>
      <Field.Root>
        <Field.Label>{`${label} conditions`}</Field.Label>
        <Input
          value={h.conditions ?? ''}
          placeholder="e.g. Heavy rain"
          onChange={(e) => onChange({ ...h, conditions: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{`${label} temperature (°C)`}</Field.Label>
        <Input
          inputMode="decimal"
          value={temp}
          onChange={(e) => {
            setTemp(e.target.value);
            const n = Number(e.target.value.replace(',', '.'));
            onChange({ ...h, temperature_c: e.target.value.trim() === '' || Number.isNaN(n) ? null : n });
          }}
        />
      </Field.Root>
      <HStack as="label" gap="2">
        <input
          type="checkbox"
          checked={h.stopped_work}
          onChange={(e) => onChange({ ...h, stopped_work: e.target.checked })}
        />
        <Text>{`${label}: weather stopped work`}</Text>
      </HStack>
    </Stack>
  );
}

export function DiaryEditor({
  state,
  onChange,
  online,
}: {
  state: EditorState;
  onChange: (next: EditorState) => void;
  online: boolean;
}) {
  const set = (patch: Partial<EditorState>) => onChange({ ...state, ...patch });
  const setDelay = (i: number, patch: Partial<Delay>) =>
    set({ delays: state.delays.map((d, j) => (j === i ? { ...d, ...patch } : d)) });
  const setVisitor = (i: number, patch: Partial<Visitor>) =>
    set({ visitors: state.visitors.map((v, j) => (j === i ? { ...v, ...patch } : v)) });

  return (
    <Stack gap="4">
      <Heading as="h4" size="sm">
        Weather
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <HalfDayFields
          label="Morning"
          value={state.weather.morning}
          onChange={(morning) => set({ weather: { ...state.weather, morning } })}
        />
        <HalfDayFields
          label="Afternoon"
          value={state.weather.afternoon}
          onChange={(afternoon) => set({ weather: { ...state.weather, afternoon } })}
        />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Work done</Field.Label>
        <Textarea rows={3} value={state.work_done} onChange={(e) => set({ work_done: e.target.value })} />
      </Field.Root>
      <Box>
        <Heading as="h4" size="sm" mb="2">
          Delays and lost hours
        </Heading>
        <Stack gap="3">
          <LineItemsEditor
            lines={state.delays}
            noun="delay"
            mayBeEmpty
            onAdd={() => set({ delays: [...state.delays, { reason: '', lost_hours: 0 }] })}
            onRemove={(i) => set({ delays: state.delays.filter((_, j) => j !== i) })}
            renderLine={(d, i) => (
              <>
                <Field.Root>
                  <Field.Label>{`Delay ${i + 1} reason`}</Field.Label>
                  <Input value={d.reason} onChange={(e) => setDelay(i, { reason: e.target.value })} />
                </Field.Root>
                <HStack gap="2" align="end">
                  <Field.Root>
                    <Field.Label>{`Delay ${i + 1} hours lost`}</Field.Label>
                    <Input
                      inputMode="decimal"
                      value={String(d.lost_hours)}
                      onChange={(e) =>
                        setDelay(i, { lost_hours: Number(e.target.value.replace(',', '.')) || 0 })
                      }
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{`Delay ${i + 1} trades affected`}</Field.Label>
                    <Input
                      value={d.trades_affected ?? ''}
                      onChange={(e) => setDelay(i, { trades_affected: e.target.value })}
                    />
                  </Field.Root>
                </HStack>
              </>
            )}
          />
        </Stack>
      </Box>
      <Field.Root>
        <Field.Label>Instructions received</Field.Label>
        <Textarea
          rows={2}
          value={state.instructions}
          onChange={(e) => set({ instructions: e.target.value })}
        />
      </Field.Root>
      <Box>
        <Heading as="h4" size="sm" mb="2">
          Visitors
        </Heading>
        <Stack gap="3">
          <LineItemsEditor
            lines={state.visitors}
            noun="visitor"
            mayBeEmpty
            onAdd={() => set({ visitors: [...state.visitors, { name: '' }] })}
            onRemove={(i) => set({ visitors: state.visitors.filter((_, j) => j !== i) })}
            renderLine={(v, i) => (
              <>
                <Field.Root>
                  <Field.Label>{`Visitor ${i + 1} name`}</Field.Label>
                  <Input value={v.name} onChange={(e) => setVisitor(i, { name: e.target.value })} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{`Visitor ${i + 1} company`}</Field.Label>
                  <Input
                    value={v.company ?? ''}
                    onChange={(e) => setVisitor(i, { company: e.target.value })}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{`Visitor ${i + 1} purpose`}</Field.Label>
                  <Input
                    value={v.purpose ?? ''}
                    onChange={(e) => setVisitor(i, { purpose: e.target.value })}
                  />
                </Field.Root>
              </>
            )}
          />
        </Stack>
      </Box>
      <Box>
        <Heading as="h4" size="sm" mb="2">
          Photos
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none" mb="2" aria-label="Diary photos">
          {state.photos.map((p) => (
            <HStack as="li" key={p.upload_id} gap="3" fontSize="sm">
              <Box boxSize="16" flexShrink={0} overflow="hidden" borderRadius="md">
                <StoredImage uploadId={p.upload_id} alt={p.filename} maxH="16" />
              </Box>
              <Text flex="1" minW="0" truncate>
                {p.filename}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                flexShrink={0}
                aria-label={`Remove ${p.filename}`}
                onClick={() => set({ photos: state.photos.filter((x) => x.upload_id !== p.upload_id) })}
              >
                Remove
              </Button>
            </HStack>
          ))}
          {state.pending.map((p) => (
            <HStack as="li" key={p.local_id} gap="3" fontSize="sm">
              <BlobImage blob={p.blob} alt={p.filename} maxH="16" />
              <Box flex="1" minW="0">
                <Text truncate>{p.filename}</Text>
                <Text color="fg.muted">
                  {online ? 'Sending…' : 'On this phone: sent when there is a signal'}
                </Text>
              </Box>
              <Button
                size="xs"
                variant="ghost"
                flexShrink={0}
                aria-label={`Remove ${p.filename}`}
                onClick={() => set({ pending: state.pending.filter((x) => x.local_id !== p.local_id) })}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
        <Field.Root disabled={state.photos.length + state.pending.length >= PHOTOS_MAX}>
          <Field.Label>Add a photo</Field.Label>
          <Input
            type="file"
            accept="image/*"
            capture="environment"
            p="1"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              set({
                pending: [
                  ...state.pending,
                  { local_id: newIdempotencyKey(), blob: file, filename: file.name || 'photo.jpg' },
                ],
              });
            }}
          />
          <Field.HelperText>
            {state.photos.length + state.pending.length >= PHOTOS_MAX
              ? `A diary holds at most ${PHOTOS_MAX} photos.`
              : 'With no signal a photo is kept on this phone and sent when the signal returns.'}
          </Field.HelperText>
        </Field.Root>
      </Box>
    </Stack>
  );
}
