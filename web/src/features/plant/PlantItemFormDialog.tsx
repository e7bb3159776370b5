// A manager adds an item to the plant register (the Register tab): asset number, description, category, owned or
// hired (then its supplier and hire reference), LOLER and PUWER due dates as dd/mm/yyyy. Each field shows its own
// message; a refusal from core-api (an asset number already in the register…) arrives as a toast.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormDateField } from '../../components/FormDateField';
import { FormDialog } from '../../components/FormDialog';
import { useIdempotencyKey } from '../../lib/idempotency';
import { showToast } from '../../lib/toast';
import { CreatePlantItemDocument, PlantSetupOptionsDocument } from './plant.api';
import { plantItemFormSchema, plantItemInput, type PlantItemFormValues } from './plant-setup-form.schema';

const EMPTY: PlantItemFormValues = {
  asset_number: '',
  description: '',
  category: '',
  ownership: 'owned',
  supplier_id: '',
  hire_reference: '',
  loler_due_date: '',
  puwer_due_date: '',
};

export function PlantItemFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useQuery(PlantSetupOptionsDocument, { skip: !open });
  const idempotency = useIdempotencyKey(open);
  const [create] = useMutation(CreatePlantItemDocument, { context: { ...idempotency.context } });
  const suppliers = data?.suppliers.items ?? [];
  const categories = data?.plantCategories ?? [];
  const {
    register,
    handleSubmit,
    reset,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlantItemFormValues>({ resolver: zodResolver(plantItemFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const hired = watch('ownership') === 'hired';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create({
        variables: { input: plantItemInput(values) },
        refetchQueries: ['PlantItems'],
      });
      if (result.data) {
        idempotency.renew();
        showToast('success', `${result.data.createPlantItem.asset_number} added to the register`);
        onClose();
      }
    } catch {
      // The error link has already shown core-api's message; the form stays open to fix it.
    }
  });

  const text = (name: 'asset_number' | 'description' | 'hire_reference', label: string) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input {...register(name)} autoComplete="off" />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New plant item"
      submitLabel="Add item"
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {text('asset_number', 'Asset number')}
          <Field.Root invalid={!!errors.category}>
            <Field.Label>Plant category</Field.Label>
            <Input
              {...register('category')}
              list="plant-item-categories"
              placeholder="e.g. Telehandler"
              autoComplete="off"
            />
            <datalist id="plant-item-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {text('description', 'Description')}
        <Field.Root>
          <Field.Label>Owned or hired</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('ownership')}>
              <option value="owned">Owned</option>
              <option value="hired">Hired</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {hired && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.supplier_id}>
              <Field.Label>Supplier</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('supplier_id')}>
                  <option value="">Select a supplier</option>
                  {suppliers.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.supplier_id?.message}</Field.ErrorText>
            </Field.Root>
            {text('hire_reference', 'Hire reference (optional)')}
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormDateField control={control} name="loler_due_date" label="LOLER due (optional)" />
          <FormDateField control={control} name="puwer_due_date" label="PUWER due (optional)" />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
