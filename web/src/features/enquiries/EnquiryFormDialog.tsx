// Record a new tender enquiry: title and client (required), contact details, site, source, the received date
// (today unless given) and the tender due date (dd/mm/yyyy). One Idempotency-Key per opening, so a submit retried after a lost answer makes one enquiry
// (decision 0026). core-api's refusals arrive as toasts and the dialog stays open to fix them; on success the
// new enquiry opens.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { parseUkDate, UK_POSTCODE } from '../../lib/format';
import { useIdempotencyKey } from '../../lib/idempotency';
import { showToast } from '../../lib/toast';
import type { EnquiryFieldsFragment } from '../../generated/graphql';
import { toUkDateInput } from '../../lib/format';
import { CreateEnquiryDocument, UpdateEnquiryDocument } from './enquiries.api';
import { FormDialog } from '../../components/FormDialog';

const EMPTY = {
  title: '',
  client_name: '',
  client_contact_name: '',
  client_email: '',
  client_phone: '',
  site_address: '',
  site_postcode: '',
  source: '',
  received: '',
  tender_due: '',
};
type Values = typeof EMPTY;

export function validateEnquiry(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.title.trim()) errors.title = 'Title is required';
  if (!v.client_name.trim()) errors.client_name = 'Client name is required';
  if (v.site_postcode.trim() && !UK_POSTCODE.test(v.site_postcode.trim()))
    errors.site_postcode = 'Postcode must be a valid UK postcode';
  if (v.received.trim() && !parseUkDate(v.received)) errors.received = 'Enter the date as dd/mm/yyyy';
  if (v.tender_due.trim() && !parseUkDate(v.tender_due)) errors.tender_due = 'Enter the date as dd/mm/yyyy';
  return errors;
}

function valuesOf(e: EnquiryFieldsFragment): Values {
  return {
    title: e.title,
    client_name: e.client_name,
    client_contact_name: e.client_contact_name ?? '',
    client_email: e.client_email ?? '',
    client_phone: e.client_phone ?? '',
    site_address: e.site_address ?? '',
    site_postcode: e.site_postcode ?? '',
    source: e.source ?? '',
    received: toUkDateInput(e.received_date),
    tender_due: toUkDateInput(e.tender_due_date),
  };
}

export function EnquiryFormDialog({
  open,
  onClose,
  enquiry,
}: {
  open: boolean;
  onClose: () => void;
  /** Edit this enquiry; record a new one when absent. */
  enquiry?: EnquiryFieldsFragment | null;
}) {
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey(open);
  const [createEnquiry, created] = useMutation(CreateEnquiryDocument, { context: idempotency.context });
  const [updateEnquiry, updated] = useMutation(UpdateEnquiryDocument);
  const loading = created.loading || updated.loading;
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(enquiry ? valuesOf(enquiry) : EMPTY);
      setTouched(false);
    }
  }, [open, enquiry]);
  const errors = touched ? validateEnquiry(values) : {};
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(validateEnquiry(values)).length) return;
    const text = (s: string) => (s.trim() ? s.trim() : null);
    try {
      const input = {
        title: values.title.trim(),
        client_name: values.client_name.trim(),
        client_contact_name: text(values.client_contact_name),
        client_email: text(values.client_email),
        client_phone: text(values.client_phone),
        site_address: text(values.site_address),
        site_postcode: text(values.site_postcode),
        source: text(values.source),
        received_date: values.received.trim() ? parseUkDate(values.received) : null,
        tender_due_date: values.tender_due.trim() ? parseUkDate(values.tender_due) : null,
      };
      if (enquiry) {
        await updateEnquiry({ variables: { id: enquiry.id, input } });
        showToast('success', `${enquiry.reference} updated`);
        onClose();
        return;
      }
      const result = await createEnquiry({ variables: { input }, refetchQueries: ['Enquiries'] });
      idempotency.renew();
      const made = result.data?.createEnquiry;
      if (made) {
        showToast('success', `${made.reference} recorded`);
        onClose();
        void navigate(`/app/enquiries/${made.id}`);
      }
    } catch {
      // The error link has shown core-api's message; the dialog stays open to fix it.
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={enquiry ? `Edit ${enquiry.reference}` : 'New enquiry'}
      submitLabel={enquiry ? 'Save changes' : 'Save enquiry'}
      submitting={loading}
      onSubmit={submit}
    >
      <Stack gap="3">
        <Field.Root required invalid={!!errors.title}>
          <Field.Label>Title</Field.Label>
          <Input {...field('title')} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root required invalid={!!errors.client_name}>
            <Field.Label>Client name</Field.Label>
            <Input {...field('client_name')} />
            <Field.ErrorText>{errors.client_name}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Client contact</Field.Label>
            <Input {...field('client_contact_name')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Client email</Field.Label>
            <Input type="email" {...field('client_email')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Client phone</Field.Label>
            <Input type="tel" {...field('client_phone')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Site address</Field.Label>
          <Textarea rows={2} {...field('site_address')} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={!!errors.site_postcode}>
            <Field.Label>Postcode</Field.Label>
            <Input {...field('site_postcode')} />
            <Field.ErrorText>{errors.site_postcode}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Source</Field.Label>
            <Input {...field('source')} />
          </Field.Root>
          <Field.Root invalid={!!errors.received}>
            <Field.Label>Received date</Field.Label>
            <Input placeholder="dd/mm/yyyy (today)" inputMode="numeric" {...field('received')} />
            <Field.ErrorText>{errors.received}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.tender_due}>
            <Field.Label>Tender due date</Field.Label>
            <Input placeholder="dd/mm/yyyy" inputMode="numeric" {...field('tender_due')} />
            <Field.ErrorText>{errors.tender_due}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
