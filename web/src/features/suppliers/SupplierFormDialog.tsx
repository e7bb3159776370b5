// Add or edit a supplier: name, kinds (at least one), contact details, account number, address, UK VAT number,
// and — for labour agencies and subcontractors — CIS status, UTR and HMRC verification number. Each field shows
// its own message (core-api's words); a refusal from the server (a taken name) arrives as a toast and the dialog
// stays open to fix it.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { SupplierFieldsFragment } from '../../generated/graphql';
import { useIdempotencyKey } from '../../lib/idempotency';
import { showToast } from '../../lib/toast';
import { CreateSupplierDocument, UpdateSupplierDocument } from './suppliers.api';
import { CIS_KINDS, CIS_OPTIONS, KIND_OPTIONS } from './supplier-labels';
import {
  EMPTY_SUPPLIER_FORM,
  formValuesFromSupplier,
  supplierFormSchema,
  supplierInputFromForm,
  type SupplierFormValues,
} from './supplier-form.schema';
import { FormDialog } from '../../components/FormDialog';

export interface SupplierFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this supplier; add a new one when absent. */
  supplier?: SupplierFieldsFragment | null;
}

export function SupplierFormDialog({ open, onClose, supplier }: SupplierFormDialogProps) {
  const editing = !!supplier;
  const idempotency = useIdempotencyKey(open);
  const [createSupplier] = useMutation(CreateSupplierDocument, { context: idempotency.context });
  const [updateSupplier] = useMutation(UpdateSupplierDocument);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues: supplier ? formValuesFromSupplier(supplier) : EMPTY_SUPPLIER_FORM,
  });

  useEffect(() => {
    if (open) reset(supplier ? formValuesFromSupplier(supplier) : EMPTY_SUPPLIER_FORM);
  }, [open, supplier, reset]);

  const kinds = watch('kinds') ?? [];
  const underCis = kinds.some((k) => CIS_KINDS.includes(k));

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const input = supplierInputFromForm(values);
    try {
      if (supplier) {
        await updateSupplier({ variables: { id: supplier.id, input }, refetchQueries: ['Suppliers'] });
        showToast('success', `${input.name} updated`);
      } else {
        await createSupplier({ variables: { input }, refetchQueries: ['Suppliers'] });
        idempotency.renew();
        showToast('success', `${input.name} added`);
      }
      onClose();
    } catch {
      // The error link has already shown the server's message (spec §8); the dialog stays open to fix it.
    }
  });

  const text = (name: keyof SupplierFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input {...register(name)} {...props} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={editing ? `Edit ${supplier.name}` : 'Add supplier'}
      submitLabel={editing ? 'Save changes' : 'Add supplier'}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        {text('name', 'Supplier name')}
        <Field.Root invalid={!!errors.kinds}>
          <fieldset>
            <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
              Kinds
            </Text>
            <HStack gap="4" wrap="wrap">
              {KIND_OPTIONS.map((kind) => (
                <HStack key={kind.value} as="label" gap="2" fontSize="sm" cursor="pointer">
                  <input
                    type="checkbox"
                    value={kind.value}
                    {...register('kinds')}
                    style={{ width: 16, height: 16 }}
                  />
                  <span>{kind.label}</span>
                </HStack>
              ))}
            </HStack>
          </fieldset>
          <Field.ErrorText>{errors.kinds?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('contact_name', 'Contact name')}
          {text('email', 'Email', { type: 'email' })}
          {text('phone', 'Phone', { type: 'tel' })}
          {text('account_number', 'Account number')}
        </SimpleGrid>
        <Field.Root invalid={!!errors.address}>
          <Field.Label>Address</Field.Label>
          <Textarea rows={3} {...register('address')} />
          <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
        </Field.Root>
        {text('vat_number', 'VAT number', { placeholder: 'GB123456789' })}
        {underCis && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={!!errors.cis_status}>
              <Field.Label>CIS status</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('cis_status')}>
                  <option value="">Choose…</option>
                  {CIS_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.cis_status?.message}</Field.ErrorText>
            </Field.Root>
            {text('utr', 'UTR', { placeholder: '10 digits', inputMode: 'numeric' })}
            {text('verification_number', 'Verification number', { placeholder: 'V1234567890' })}
          </SimpleGrid>
        )}
      </Stack>
    </FormDialog>
  );
}
