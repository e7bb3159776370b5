// The phone-first plant request form (full screen below 768px; opened by the quick action "New Plant Request"
// and `?create=true`): project (the caller's active projects), what (a category the company knows, or typed),
// quantity, from and until (dd/mm/yyyy), with or without operator, notes. Each field shows its own message;
// a refusal from the server arrives as a toast and the form stays open.
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { showToast } from '../../lib/toaster';
import { CreatePlantRequestDocument, PlantFormOptionsDocument } from './plant.api';
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
}

export function PlantRequestFormDialog({ open, onClose, onCreated }: PlantRequestFormDialogProps) {
  const { data } = useQuery(PlantFormOptionsDocument, { skip: !open });
  const [create] = useMutation(CreatePlantRequestDocument);
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

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create({
        variables: { input: plantRequestInput(values) },
        refetchQueries: ['PlantRequests'],
      });
      const made = result.data?.createPlantRequest;
      if (made) {
        showToast('success', `${made.reference} requested`);
        onCreated(made.id);
      }
    } catch {
      // The error link has already shown the server's message; the form stays open to fix it.
    }
  });

  const date = (name: 'required_from' | 'required_until', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>New plant request</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
                    {date('required_from', 'Needed from')}
                    {date('required_until', 'Needed until')}
                  </SimpleGrid>
                  <HStack gap="4" align="flex-start">
                    <Field.Root invalid={!!errors.quantity} maxW="32">
                      <Field.Label>Quantity</Field.Label>
                      <Input {...register('quantity')} inputMode="numeric" />
                      <Field.ErrorText>{errors.quantity?.message}</Field.ErrorText>
                    </Field.Root>
                    <HStack as="label" gap="2" fontSize="sm" cursor="pointer" mt="8">
                      <input
                        type="checkbox"
                        {...register('with_operator')}
                        style={{ width: 20, height: 20 }}
                      />
                      <span>With operator</span>
                    </HStack>
                  </HStack>
                  <Field.Root invalid={!!errors.notes}>
                    <Field.Label>Notes</Field.Label>
                    <Textarea
                      rows={3}
                      {...register('notes')}
                      placeholder="Attachments, access, where on site"
                    />
                    <Field.ErrorText>{errors.notes?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  Send request
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
