// What the site manager writes in the day's diary, autosaved as they type (DiarySaver): weather morning and
// afternoon (conditions, °C, whether it stopped work), work done, delays with lost hours, instructions
// received, visitors and photos (through the file upload, which needs a signal).
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
import { uploadFile } from '../../lib/files';
import { showToast } from '../../lib/toast';
import type { DiaryFields } from './diary-save';

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
}

/** What a save sends: every field of the site manager's part. */
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
  projectId,
  state,
  onChange,
  online,
}: {
  projectId: string;
  state: EditorState;
  onChange: (next: EditorState) => void;
  online: boolean;
}) {
  const [uploading, setUploading] = useState(false);
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
        <Stack as="ul" gap="1" listStyleType="none" mb="2">
          {state.photos.map((p) => (
            <HStack as="li" key={p.upload_id} justify="space-between" fontSize="sm">
              <Text>{p.filename}</Text>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => set({ photos: state.photos.filter((x) => x.upload_id !== p.upload_id) })}
              >
                {`Remove ${p.filename}`}
              </Button>
            </HStack>
          ))}
        </Stack>
        <Field.Root disabled={!online || uploading}>
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
              setUploading(true);
              uploadFile(file, projectId)
                .then((up) => set({ photos: [...state.photos, { upload_id: up.id, filename: up.filename }] }))
                .catch((error: unknown) =>
                  showToast('error', error instanceof Error ? error.message : 'Upload failed'),
                )
                .finally(() => setUploading(false));
            }}
          />
          {!online && <Field.HelperText>Photos are added when there is a signal.</Field.HelperText>}
        </Field.Root>
      </Box>
    </Stack>
  );
}
