// Create or edit a project: the main fields, UK postcode, £ amounts typed in pounds (sent as pence), dd/mm/yyyy
// dates (typed or picked), the manager, and contract terms that start from the company's defaults (an emptied
// term means the company's default). On edit only changed fields are sent, and status offers only the moves
// core-api's transition table allows this user (`abilities.status_moves`).
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ProjectDetailFieldsFragment, UpdateProjectInput } from '../../generated/graphql';
import { DateField } from '../../components/DateField';
import { useIdempotencyKey } from '../../lib/idempotency';
import { showToast } from '../../lib/toast';
import {
  CreateProjectDocument,
  ProjectDefaultsDocument,
  ProjectManagerCandidatesDocument,
  UpdateProjectDocument,
} from './projects.api';
import { BUDGET_CATEGORY_LABELS, CONTRACT_FORMS, PROJECT_STATUSES, statusLabel } from './project-labels';
import {
  BUDGET_CATEGORIES,
  formValuesFromProject,
  newProjectForm,
  projectFormSchema,
  projectInputFromForm,
  type ProjectFormValues,
} from './project-form.schema';
import { FormDialog } from '../../components/FormDialog';

export interface ProjectFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this project; create a new one when absent. */
  project?: ProjectDetailFieldsFragment;
  onCreated?: (id: string) => void;
}

export function ProjectFormDialog({ open, onClose, project, onCreated }: ProjectFormDialogProps) {
  const editing = !!project;
  // One key per opening of the New project form: a submit retried after a lost answer makes one project.
  const idempotency = useIdempotencyKey(open);
  const [createProject] = useMutation(CreateProjectDocument, { context: idempotency.context });
  const [updateProject] = useMutation(UpdateProjectDocument);
  // The company's defaults (settings) fill a new project's terms, and say what an emptied term becomes.
  const defaultsQuery = useQuery(ProjectDefaultsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const defaults = defaultsQuery.data?.projectDefaults;
  const managers = useQuery(ProjectManagerCandidatesDocument, {
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues, unknown, ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: project ? formValuesFromProject(project) : newProjectForm(defaults),
  });

  // Set once a new project has been sent with this opening's key: from then on the form holds what was sent.
  const sent = useRef(false);
  useEffect(() => {
    if (open) {
      sent.current = false;
      reset(project ? formValuesFromProject(project) : newProjectForm(defaults));
    }
    // `defaults` arriving after the form opened refills an untouched new form only (never what was typed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, project, reset]);
  // keepDirtyValues reads what was typed at the moment of the reset: a render's `isDirty` can be one keystroke
  // late when the defaults land while someone types (seen in CI: a project name typed at that moment vanished).
  // Never after a submit: a retry with the same Idempotency-Key must send the same body, and the defaults landing
  // between a submit whose answer was lost and the retry made the retry a "different request" (422; seen in CI).
  useEffect(() => {
    if (open && !project && defaults && !sent.current)
      reset(newProjectForm(defaults), { keepDirtyValues: true });
  }, [open, project, defaults, reset]);
  const defaultHint = (value: number | undefined, unit: string) =>
    value === undefined ? undefined : `Leave empty for the company default (${value}${unit})`;

  const statusChoices = project
    ? [project.status, ...project.abilities.status_moves]
    : PROJECT_STATUSES.map((s) => s.value);

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const input = projectInputFromForm(values);
    try {
      if (project) {
        const before = projectInputFromForm(formValuesFromProject(project));
        const changed = Object.fromEntries(
          Object.entries(input).filter(
            ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]),
          ),
        ) as UpdateProjectInput;
        if (Object.keys(changed).length > 0) {
          await updateProject({ variables: { id: project.id, input: changed }, refetchQueries: ['Project'] });
        }
        showToast('success', 'Project updated');
      } else {
        sent.current = true;
        const result = await createProject({ variables: { input }, refetchQueries: ['Projects'] });
        idempotency.renew();
        showToast('success', `Project ${result.data?.createProject.project_number ?? ''} created`.trim());
        if (result.data) onCreated?.(result.data.createProject.id);
      }
      onClose();
    } catch {
      // The error link has already shown the server's message (spec §8); the dialog stays open to fix it.
    }
  });

  const text = (
    name: Exclude<keyof ProjectFormValues, 'budget' | 'drc_applies'>,
    label: string,
    props: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input {...register(name)} {...props} />
      {hint && !errors[name] && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const date = (name: 'start_date' | 'end_date', label: string) => (
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
    <FormDialog
      open={open}
      onClose={close}
      title={editing ? `Edit ${project.project_number}` : 'New project'}
      submitLabel={editing ? 'Save changes' : 'Create project'}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      size="xl"
    >
      <Stack gap="4">
        {text('name', 'Project name')}
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea rows={3} {...register('description')} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('status')}>
                {statusChoices.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Contract form</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('contract_form')}>
                <option value="">Not set</option>
                {CONTRACT_FORMS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {text('client_name', 'Client')}
          <Field.Root>
            <Field.Label>Project manager</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('manager_id')}>
                <option value="">Not set</option>
                {(managers.data?.projectManagerCandidates ?? []).map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.first_name} {u.last_name}
                  </option>
                ))}
                {/* A manager who has since left still shows until changed. */}
                {project?.manager &&
                  !managers.data?.projectManagerCandidates.some((u) => u.id === project.manager_id) && (
                    <option value={project.manager.id}>
                      {project.manager.first_name} {project.manager.last_name}
                    </option>
                  )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {text('client_contact_name', 'Client contact')}
          {text('client_email', 'Client email', { type: 'email' })}
          {text('client_phone', 'Client phone', { type: 'tel' })}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Site address</Field.Label>
          <Textarea rows={2} {...register('site_address')} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('site_postcode', 'Site postcode', { placeholder: 'CF10 1AA' })}
          {text('contract_value', 'Contract value (£)', {
            inputMode: 'decimal',
            placeholder: '1250000.00',
          })}
          {date('start_date', 'Start date')}
          {date('end_date', 'End date')}
          {text(
            'retention_percent',
            'Retention (%)',
            { inputMode: 'decimal' },
            defaultHint(defaults?.retention_percent, '%'),
          )}
          {text(
            'payment_due_days',
            'Payment due (days after valuation)',
            { inputMode: 'numeric' },
            defaultHint(defaults?.payment_due_days, ' days'),
          )}
          {text(
            'payment_final_days',
            'Final date for payment (days after due)',
            { inputMode: 'numeric' },
            defaultHint(defaults?.payment_final_days, ' days'),
          )}
          <HStack as="label" gap="2" alignSelf="end" pb="2" fontSize="sm" cursor="pointer">
            <input type="checkbox" {...register('drc_applies')} style={{ width: 16, height: 16 }} />
            <span>Domestic reverse charge applies</span>
          </HStack>
        </SimpleGrid>
        <Text fontWeight="medium">Budget (£)</Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          {BUDGET_CATEGORIES.map((c) => (
            <Field.Root key={c} invalid={!!errors.budget?.[c]}>
              <Field.Label>{BUDGET_CATEGORY_LABELS[c]}</Field.Label>
              <Input inputMode="decimal" {...register(`budget.${c}`)} />
              <Field.ErrorText>{errors.budget?.[c]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
