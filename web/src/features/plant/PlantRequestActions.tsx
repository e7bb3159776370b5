// The moves a caller may make on a plant request, exactly those its abilities allow: approve (ApproveForm),
// reject with a reason, cancel, mark on hire, ask for off-hire (two taps: the button, then confirm), record the
// supplier's collection reference and date. Each refetches the request, the lists and the due-soon list.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import type { PlantRequestFieldsFragment } from '../../generated/graphql';
import { formatDate, parseUkDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import {
  CancelPlantRequestDocument,
  MarkPlantOnHireDocument,
  RecordPlantCollectionDocument,
  RejectPlantRequestDocument,
  RequestPlantOffHireDocument,
} from './plant.api';
import { ApproveForm } from './ApproveForm';
import { withFigures } from '../../lib/figures';

// Its own views and every figure on screen (a hire moves the project's plant cost: lib/figures.ts).
const REFETCH = withFigures(['PlantRequest', 'PlantRequests', 'PlantDueSoon', 'PlantItems']);
const today = () => formatDate(new Date().toISOString());

type Open = 'approve' | 'reject' | 'onHire' | 'offHire' | 'collection' | null;

export function PlantRequestActions({ request }: { request: PlantRequestFieldsFragment }) {
  const a = request.abilities;
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(today());
  const [reference, setReference] = useState('');
  const [reject] = useMutation(RejectPlantRequestDocument);
  const [cancel] = useMutation(CancelPlantRequestDocument);
  const [onHire] = useMutation(MarkPlantOnHireDocument);
  const [offHire] = useMutation(RequestPlantOffHireDocument);
  const [collect] = useMutation(RecordPlantCollectionDocument);
  const [busy, setBusy] = useState(false);
  const id = request.id;

  if (!Object.values(a).some((v) => v === true)) return null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast('success', done);
      setOpen(null);
    } catch {
      // The error link shows the server's message.
    } finally {
      setBusy(false);
    }
  };
  const toggle = (which: Open) => {
    setOpen(open === which ? null : which);
    setDate(today());
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="2" wrap="wrap">
        {a.can_approve && (
          <Button size="sm" colorPalette="green" onClick={() => toggle('approve')}>
            Approve
          </Button>
        )}
        {a.can_reject && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => toggle('reject')}>
            Reject
          </Button>
        )}
        {a.can_mark_on_hire && (
          <Button size="sm" colorPalette="blue" onClick={() => toggle('onHire')}>
            Mark on hire
          </Button>
        )}
        {a.can_request_off_hire && (
          <Button size="lg" colorPalette="orange" onClick={() => toggle('offHire')}>
            Request off-hire
          </Button>
        )}
        {a.can_record_collection && (
          <Button size="sm" colorPalette="blue" onClick={() => toggle('collection')}>
            Record collection
          </Button>
        )}
        {a.can_cancel && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={busy && open === null}
            onClick={() =>
              void run(
                () => cancel({ variables: { id, reason: null }, refetchQueries: REFETCH }),
                `${request.reference} cancelled`,
              )
            }
          >
            Cancel request
          </Button>
        )}
      </HStack>
      {open === 'approve' && <ApproveForm request={request} onDone={() => setOpen(null)} />}
      {open === 'reject' && (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>Reason</Field.Label>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            onClick={() =>
              void run(
                () => reject({ variables: { id, reason }, refetchQueries: REFETCH }),
                `${request.reference} rejected`,
              )
            }
          >
            Reject request
          </Button>
        </Stack>
      )}
      {open === 'onHire' && (
        <Stack gap="2">
          <DateField label="On hire from" value={date} onChange={setDate} />
          <Button
            size="sm"
            colorPalette="blue"
            loading={busy}
            onClick={() =>
              void run(
                () =>
                  onHire({
                    variables: { id, input: { on_hire_date: parseUkDate(date) ?? date } },
                    refetchQueries: REFETCH,
                  }),
                `${request.reference} on hire`,
              )
            }
          >
            Confirm on hire
          </Button>
        </Stack>
      )}
      {open === 'offHire' && (
        <Stack gap="2">
          <Text>Ask for {request.reference} to be collected from site?</Text>
          <Button
            size="lg"
            colorPalette="orange"
            loading={busy}
            onClick={() =>
              void run(
                () => offHire({ variables: { id }, refetchQueries: REFETCH }),
                `Off-hire requested for ${request.reference}`,
              )
            }
          >
            Confirm off-hire
          </Button>
        </Stack>
      )}
      {open === 'collection' && (
        <Stack gap="2">
          <Field.Root>
            <Field.Label>Collection reference</Field.Label>
            <Input value={reference} onChange={(e) => setReference(e.target.value)} />
          </Field.Root>
          <DateField label="Collected on" value={date} onChange={setDate} />
          <Button
            size="sm"
            colorPalette="blue"
            loading={busy}
            onClick={() =>
              void run(
                () =>
                  collect({
                    variables: {
                      id,
                      input: { collection_reference: reference, collected_on: parseUkDate(date) ?? date },
                    },
                    refetchQueries: REFETCH,
                  }),
                `Collection recorded for ${request.reference}`,
              )
            }
          >
            Save collection
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
