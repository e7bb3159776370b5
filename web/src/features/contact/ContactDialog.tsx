// The contact dialog (spec §2, §4, §5, §8): validated enquiry form sent with submitContact.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Box, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { GENERIC_ERROR_MESSAGE, messageFromDetail } from '../../lib/error-message';
import { useIdempotencyKey } from '../../lib/idempotency';
import { showToast } from '../../lib/toast';
import { SubmitContactDocument } from './contact.api';
import { CONTACT_MESSAGE_COUNTER_MAX, CONTACT_REASONS, EMPTY_CONTACT, contactSchema } from './contact.schema';
import type { ContactFormOutput, ContactFormValues } from './contact.schema';
import { FormDialog } from '../../components/FormDialog';

export const CONTACT_SUCCESS_MESSAGE = "Thank you for contacting us! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = 'Failed to submit contact form';

/** The server's detail (or message) when it sent one, else the contact fallback. */
export function contactErrorMessage(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return CONTACT_FAILURE_MESSAGE;
  const first = error.errors[0];
  const message = messageFromDetail(first?.extensions?.detail, first?.message);
  return message === GENERIC_ERROR_MESSAGE ? CONTACT_FAILURE_MESSAGE : message;
}

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ContactDialog({ open, onClose }: ContactDialogProps) {
  const idempotency = useIdempotencyKey(open);
  const [submitContact] = useMutation(SubmitContactDocument, {
    context: { handlesOwnErrors: true, ...idempotency.context },
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
  });
  const messageLength = (watch('message') ?? '').length;

  const close = () => {
    if (isSubmitting) return;
    reset(EMPTY_CONTACT);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitContact({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            phone: values.phone || null,
            company: values.company || null,
            reason: values.reason,
            message: values.message,
          },
        },
      });
      idempotency.renew();
      showToast('success', CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY_CONTACT);
      onClose();
    } catch (error) {
      showToast('error', contactErrorMessage(error));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Contact Us"
      submitLabel="Send Message"
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          SiteBase is in beta. Tell us about your company and we&apos;ll get back to you about early access.
        </Text>
        <Field.Root invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input autoComplete="name" {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
          <Field.Root>
            <Field.Label>Phone (optional)</Field.Label>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Company (optional)</Field.Label>
            <Input autoComplete="organization" {...register('company')} />
          </Field.Root>
        </HStack>
        {/* Native radios: a real click and keyboard target for people and end-to-end tests alike. */}
        <Box as="fieldset" aria-invalid={!!errors.reason || undefined}>
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
            Reason for contacting us
          </Text>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="2">
            {CONTACT_REASONS.map((reason) => (
              <HStack as="label" key={reason.value} gap="2" cursor="pointer" fontSize="sm">
                <input
                  type="radio"
                  value={reason.value}
                  {...register('reason')}
                  style={{ width: 16, height: 16 }}
                />
                <span>{reason.label}</span>
              </HStack>
            ))}
          </Box>
          {errors.reason && (
            <Text color="fg.error" fontSize="xs" mt="1.5">
              {errors.reason.message}
            </Text>
          )}
        </Box>
        <Field.Root invalid={!!errors.message}>
          <Field.Label>Message</Field.Label>
          <Textarea rows={5} {...register('message')} />
          <HStack justify="space-between" w="full" align="start">
            <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
            <Text fontSize="xs" color="fg.muted" ms="auto" aria-live="polite">
              {messageLength}/{CONTACT_MESSAGE_COUNTER_MAX}
            </Text>
          </HStack>
        </Field.Root>
        <Text fontSize="xs" color="fg.muted">
          Privacy notice: we use these details only to reply to your enquiry. We never share them with third
          parties or add you to a mailing list without asking.
        </Text>
      </Stack>
    </FormDialog>
  );
}
