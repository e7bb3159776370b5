// The phone-first material request form (opened by the quick action and ?create=true): project, required-by
// date, delivery notes and lines (description, quantity, unit) added one under another. Sent through the phone's
// outbox (lib/outbox.ts, decision 0063) with its own Idempotency-Key, so a submit retried after a lost answer
// makes one request, and with no signal the request is saved on the phone and sent once when the signal returns.
// core-api's messages are shown as sent.
import { useState } from 'react';
import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { CreateMaterialRequestDocument } from './materials.api';
import { MaterialsProjectsDocument } from './materials-projects.api';
import { parseUkDate } from '../../lib/format';
import { submit as send } from '../../lib/outbox';
import { outboxOperation } from '../../lib/outbox-operation';
import { useRememberedQuery } from '../../lib/offline-query';
import { LineItemsEditor } from '../../components/LineItemsEditor';

interface Line {
  description: string;
  quantity: string;
  unit: string;
}
const EMPTY: Line = { description: '', quantity: '', unit: '' };

export function RequestForm({
  onDone,
  onCancel,
  onQueued,
}: {
  onDone: (id: string) => void;
  onCancel: () => void;
  /** Saved on the phone to send when the signal returns. */
  onQueued: () => void;
}) {
  const projects = useRememberedQuery(MaterialsProjectsDocument);
  const [loading, setLoading] = useState(false);
  const [projectId, setProjectId] = useState('');
  const [requiredBy, setRequiredBy] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<Line[]>([{ ...EMPTY }]);
  const [error, setError] = useState<string | null>(null);

  const setLine = (i: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, n) => (n === i ? { ...l, ...patch } : l)));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!projectId) return setError('Please select a project');
    const date = requiredBy.trim() ? parseUkDate(requiredBy) : null;
    if (requiredBy.trim() && !date) return setError('Required by must be a date as dd/mm/yyyy');
    const project = projects.data?.projectsForForms.find((p) => p.id === projectId);
    setLoading(true);
    try {
      const input = {
        project_id: projectId,
        required_by: date,
        delivery_notes: notes || null,
        lines: lines.map((l) => ({
          description: l.description,
          quantity: Number(l.quantity),
          unit: l.unit,
        })),
      };
      const outcome = await send<{ id: string }>({
        kind: 'material_request',
        title: 'Material request',
        detail: `${project?.project_number ?? 'Project'} · ${lines.length} line${lines.length === 1 ? '' : 's'}`,
        operation: outboxOperation(CreateMaterialRequestDocument, { input }),
        refetch: ['MaterialRequests'],
      });
      if (outcome.sent) onDone(outcome.record.id);
      else onQueued();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Box maxW="xl">
      <form onSubmit={submit} noValidate>
        <Heading as="h2" size="lg" mb="3">
          New material request
        </Heading>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Project</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={projectId} onChange={(e) => setProjectId(e.target.value)}>
                <option value="">Choose a project…</option>
                {(projects.data?.projectsForForms ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.project_number} {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Required by</Field.Label>
            <Input
              placeholder="dd/mm/yyyy"
              inputMode="numeric"
              value={requiredBy}
              onChange={(e) => setRequiredBy(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Delivery notes</Field.Label>
            <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </Field.Root>
          <Text fontWeight="medium">Lines</Text>
          <LineItemsEditor
            lines={lines}
            onAdd={() => setLines((all) => [...all, { ...EMPTY }])}
            onRemove={(i) => setLines((all) => all.filter((_, n) => n !== i))}
            renderLine={(line, i) => (
              <>
                <Field.Root>
                  <Field.Label>Description</Field.Label>
                  <Input
                    value={line.description}
                    onChange={(e) => setLine(i, { description: e.target.value })}
                  />
                </Field.Root>
                <HStack gap="2">
                  <Field.Root>
                    <Field.Label>Quantity</Field.Label>
                    <Input
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(e) => setLine(i, { quantity: e.target.value })}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Unit</Field.Label>
                    <Input
                      placeholder="bag, tonne, each"
                      value={line.unit}
                      onChange={(e) => setLine(i, { unit: e.target.value })}
                    />
                  </Field.Root>
                </HStack>
              </>
            )}
          />
          {error && (
            <Text role="alert" color="red.600">
              {error}
            </Text>
          )}
          <HStack>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="blue" loading={loading} flex="1">
              Send request
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
