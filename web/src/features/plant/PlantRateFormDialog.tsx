// A manager adds a plant hire firm's rate (the Rates tab): supplier (active plant suppliers), category, the rate
// per day or per week, delivery and collection charges in pounds, valid from / to as dd/mm/yyyy. Each field
// shows its own message; a refusal from core-api arrives as a toast and the form stays open.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormDateField } from '../../components/FormDateField';
import { FormDialog } from '../../components/FormDialog';
import { useIdempotencyKey } from '../../lib/idempotency';
import { showToast } from '../../lib/toast';
import { CreatePlantRateDocument, PlantSetupOptionsDocument } from './plant.api';
import { plantRateFormSchema, plantRateInput, type PlantRateFormValues } from './plant-setup-form.schema';

const EMPTY: PlantRateFormValues = {
  supplier_id: '',
  category: '',
  rate: '',
  operated_rate: '',
  rate_unit: 'week',
  delivery: '0',
  collection: '0',
  valid_from: '',
  valid_to: '',
};

export function PlantRateFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = useQuery(PlantSetupOptionsDocument, { skip: !open });
  const idempotency = useIdempotencyKey(open);
  const [create] = useMutation(CreatePlantRateDocument, { context: { ...idempotency.context } });
  const suppliers = data?.suppliers.items ?? [];
  const categories = data?.plantCategories ?? [];
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlantRateFormValues>({ resolver: zodResolver(plantRateFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create({
        variables: { input: plantRateInput(values) },
        refetchQueries: ['PlantRates'],
      });
      if (result.data) {
        idempotency.renew();
        showToast('success', `Rate for ${result.data.createPlantRate.category} added`);
        onClose();
      }
    } catch {
      // The error link has already shown core-api's message; the form stays open to fix it.
    }
  });

  const money = (name: 'rate' | 'operated_rate' | 'delivery' | 'collection', label: string) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input {...register(name)} inputMode="decimal" placeholder="0.00" />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New plant rate"
      submitLabel="Add rate"
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
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
        <Field.Root invalid={!!errors.category}>
          <Field.Label>Plant category</Field.Label>
          <Input
            {...register('category')}
            list="plant-rate-categories"
            placeholder="e.g. Telehandler"
            autoComplete="off"
          />
          <datalist id="plant-rate-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {money('rate', 'Self-drive rate (£)')}
          {money('operated_rate', 'Rate with operator (£, optional)')}
          <Field.Root>
            <Field.Label>Per</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('rate_unit')}>
                <option value="day">Day</option>
                <option value="week">Week</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {money('delivery', 'Delivery (£)')}
          {money('collection', 'Collection (£)')}
          <FormDateField control={control} name="valid_from" label="Valid from" />
          <FormDateField control={control} name="valid_to" label="Valid to (optional)" />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
