// The phone-first plant request form (full screen below 768px; opened by the quick action "New Plant Request"
// and `?create=true`): project (the caller's active projects), what (a category the company knows, or typed),
// quantity, from and until (dd/mm/yyyy), with or without operator, notes. Each field shows its own message;
// a refusal from the server arrives as a toast and the form stays open. Sent through the phone's outbox
// (lib/outbox.ts, decision 0063) with its own Idempotency-Key: with no signal it is saved on the phone, the form
// closes and the request is sent once when the signal returns.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormDateField } from '../../components/FormDateField';
import { FormDialog } from '../../components/FormDialog';
import { showToast } from '../../lib/toast';
import { SAVED_ON_PHONE, submit } from '../../lib/outbox';
import { outboxOperation } from '../../lib/outbox-operation';
import { useRememberedQuery } from '../../lib/offline-query';
import type { PlantRequestFieldsFragment } from '../../generated/graphql';
import { PlantFormOptionsDocument } from './plant-options.api';
import { CreatePlantRequestDocument } from './plant.api';
import {
  plantRequestFormSchema,
  plantRequestInput,
  type PlantRequestFormValues,
} from './plant-request-form.schema';

const EMPTY: PlantRequestFormValues = {
  project_id: '',
  category: '',
  quantity: '1',
  required_from: '',
  required_until: '',
  with_operator: false,
  notes: '',
};

export interface PlantRequestFormDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
  /** The request was saved on the phone to send later (no signal). */
  onQueued?: () => void;
}

export function PlantRequestFormDialog({ open, onClose, onCreated, onQueued }: PlantRequestFormDialogProps) {
  const { data } = useRememberedQuery(PlantFormOptionsDocument, { skip: !open });
  const projects = useMemo(() => data?.projectsForForms ?? [], [data]);
  const categories = data?.plantCategories ?? [];
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PlantRequestFormValues>({
    resolver: zodResolver(plantRequestFormSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  // One project: chosen for them.
  useEffect(() => {
    if (open && projects.length === 1 && !getValues('project_id')) setValue('project_id', projects[0]!.id);
  }, [open, projects, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const project = projects.find((p) => p.id === values.project_id);
    try {
      const outcome = await submit<PlantRequestFieldsFragment>({
        kind: 'plant_request',
        title: `Plant request: ${values.category.trim()}`,
        detail: project?.project_number ?? 'Project',
        operation: outboxOperation(CreatePlantRequestDocument, { input: plantRequestInput(values) }),
        refetch: ['PlantRequests'],
      });
      if (outcome.sent) {
        showToast('success', `${outcome.record.reference} requested`);
        onCreated(outcome.record.id);
      } else {
        showToast('info', SAVED_ON_PHONE);
        (onQueued ?? onClose)();
      }
    } catch (err) {
      // core-api's message; the form stays open to fix it.
      showToast('error', err instanceof Error ? err.message : String(err));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New plant request"
      submitLabel="Send request"
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <Field.Root invalid={!!errors.project_id}>
          <Field.Label>Project</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('project_id')}>
              <option value="">Select a project</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.project_number} {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.project_id?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.category}>
          <Field.Label>What plant</Field.Label>
          <Input
            {...register('category')}
            list="plant-categories"
            placeholder="e.g. Telehandler"
            autoComplete="off"
          />
          <datalist id="plant-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormDateField control={control} name="required_from" label="Needed from" />
          <FormDateField control={control} name="required_until" label="Needed until" />
        </SimpleGrid>
        <HStack gap="4" align="flex-start">
          <Field.Root invalid={!!errors.quantity} maxW="32">
            <Field.Label>Quantity</Field.Label>
            <Input {...register('quantity')} inputMode="numeric" />
            <Field.ErrorText>{errors.quantity?.message}</Field.ErrorText>
          </Field.Root>
          <HStack as="label" gap="2" fontSize="sm" cursor="pointer" mt="8">
            <input type="checkbox" {...register('with_operator')} style={{ width: 20, height: 20 }} />
            <span>With operator</span>
          </HStack>
        </HStack>
        <Field.Root invalid={!!errors.notes}>
          <Field.Label>Notes</Field.Label>
          <Textarea rows={3} {...register('notes')} placeholder="Attachments, access, where on site" />
          <Field.ErrorText>{errors.notes?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
