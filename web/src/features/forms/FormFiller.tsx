// The phone-first filler: a new form (project, then each field of the template's current version) or a draft or
// returned form being fixed. Each field says what is wrong as soon as Send is pressed; a new form autosaves on the
// phone as it is filled, and Send (or Save draft) puts it in the outbox, which sends it now or when the signal
// comes back. A form being fixed is saved and sent straight to the server (its photos uploaded first).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FormSubmissionFieldsFragment } from '../../generated/graphql';
import { DiaryDelayPrefill, takesDiaryDelays } from './DiaryDelayPrefill';
import { FieldInput, type PhotoItem, type SignatureItem } from './FieldInput';
import { RiddorLive } from './LibraryChecks';
import { inductionPrefill, signersOf, signersProblem, signersToSend } from './library-fill';
import { clearDraft, loadDraft, saveDraft } from './form-drafts';
import { messageFromError } from '../../lib/mutation-error';
import {
  fieldProblem,
  signatoryProblem,
  signedByText,
  wireValue,
  type Field as FormField,
  type SignatureAnswer,
} from './forms-labels';
import { flushOutbox, queueForm, sentSubmissionId, uploadFormImage } from './forms-outbox';
import {
  ChangeFormSubmissionStatusDocument,
  FormProjectsDocument,
  UpdateFormSubmissionDocument,
} from './forms.api';

interface TemplateLike {
  id: string;
  name: string;
  /** What the template is for: a library category carries behaviour (decision 0088). */
  category?: string;
  fields: FormField[];
}

type Photos = Record<string, PhotoItem[]>;
type Signatures = Record<string, SignatureItem | null>;

/** A signature that is there: drawn on this phone or already stored (a typed name alone is not one). */
const given = (s: SignatureItem | null | undefined) => (s && (s.blob || s.upload_id) ? s : null);

function fromAnswers(fields: FormField[], answers: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  const photos: Photos = {};
  const signatures: Signatures = {};
  for (const f of fields) {
    const v = answers[f.key];
    if (f.type === 'photo') {
      photos[f.key] = ((v as { upload_id: string; caption: string | null }[] | null) ?? []).map((p) => ({
        id: p.upload_id,
        blob: null,
        upload_id: p.upload_id,
        caption: p.caption ?? '',
      }));
    } else if (f.type === 'signature') {
      const s = v as SignatureAnswer | null;
      signatures[f.key] = s ? { blob: null, upload_id: s.upload_id, signed_text: signedByText(s) } : null;
    } else if (f.type === 'signatures') {
      values[f.key] = signersOf(v);
    } else values[f.key] = v ?? (f.type === 'number' && v != null ? String(v) : v);
  }
  return { values, photos, signatures };
}

export function FormFiller({
  template,
  submission,
  onDone,
  onCancel,
}: {
  template: TemplateLike;
  submission?: FormSubmissionFieldsFragment;
  onDone: (submissionId: string | null) => void;
  onCancel: () => void;
}) {
  const editing = !!submission;
  const fields = template.fields;
  const initial = useMemo(
    () => (submission ? fromAnswers(fields, submission.answers as Record<string, unknown>) : null),
    [submission, fields],
  );
  const projects = useQuery(FormProjectsDocument, { skip: editing, context: { handlesOwnErrors: true } });
  const [projectId, setProjectId] = useState(submission?.project.id ?? '');
  const [values, setValues] = useState<Record<string, unknown>>(initial?.values ?? {});
  const [photos, setPhotos] = useState<Photos>(initial?.photos ?? {});
  const [signatures, setSignatures] = useState<Signatures>(initial?.signatures ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const restored = useRef(editing);
  const [update] = useMutation(UpdateFormSubmissionDocument, { context: { handlesOwnErrors: true } });
  const [move] = useMutation(ChangeFormSubmissionStatusDocument, { context: { handlesOwnErrors: true } });

  // A new form picks up where it was left on this phone.
  useEffect(() => {
    if (editing) return;
    void loadDraft(template.id).then((d) => {
      if (d) {
        setProjectId(d.project_id);
        setValues(d.values);
        setPhotos(d.photos);
        setSignatures(d.signatures);
        setSavedNote('Restored what you had filled in on this phone');
      }
      restored.current = true;
    });
  }, [editing, template.id]);
  useEffect(() => {
    if (editing || !restored.current) return;
    const timer = setTimeout(() => {
      void saveDraft(template.id, {
        project_id: projectId,
        values,
        photos,
        signatures,
        saved_at: new Date().toISOString(),
      }).then(() => setSavedNote('Draft saved on this phone'));
    }, 600);
    return () => clearTimeout(timer);
  }, [editing, template.id, projectId, values, photos, signatures]);

  function check(submitting: boolean): boolean {
    const found: Record<string, string> = {};
    if (!projectId) found._project = 'Please select a project';
    for (const f of fields) {
      const v =
        f.type === 'photo'
          ? (photos[f.key] ?? [])
          : f.type === 'signature'
            ? given(signatures[f.key])
            : f.type === 'signatures'
              ? signersToSend(values[f.key])
              : values[f.key];
      const problem =
        fieldProblem(f, v, submitting) ??
        (f.type === 'signatures' ? signersProblem(values[f.key]) : null) ??
        (f.type === 'signature' && signatures[f.key]?.blob
          ? signatoryProblem(signatures[f.key]?.signatory_name)
          : null);
      if (problem) found[f.key] = problem;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  const plainAnswers = () =>
    Object.fromEntries(
      fields
        .filter((f) => f.type !== 'photo' && f.type !== 'signature' && f.type !== 'signatures')
        .map((f) => [f.key, wireValue(f, values[f.key])]),
    );

  async function queue(submit: boolean) {
    const item = await queueForm({
      template_id: template.id,
      template_name: template.name,
      project_id: projectId,
      project_label:
        projects.data?.projectsForForms.find((p) => p.id === projectId)?.project_number ?? 'Project',
      answers: plainAnswers(),
      photos: fields
        .filter((f) => f.type === 'photo')
        .flatMap((f) =>
          (photos[f.key] ?? []).map((p) => ({
            field: f.key,
            blob: p.blob!,
            caption: p.caption.trim() || null,
            upload_id: p.upload_id,
          })),
        ),
      signatures: [
        ...fields
          .filter((f) => f.type === 'signature' && signatures[f.key]?.blob)
          .map((f) => ({
            field: f.key,
            blob: signatures[f.key]!.blob!,
            upload_id: null,
            signatory_name: signatures[f.key]!.signatory_name?.trim() || null,
          })),
        ...fields
          .filter((f) => f.type === 'signatures')
          .flatMap((f) =>
            signersToSend(values[f.key]).map((s) => ({
              field: f.key,
              blob: s.blob!,
              upload_id: null,
              signatory_name: s.signatory_name?.trim() || null,
              append: true,
            })),
          ),
      ],
      submit,
    });
    await clearDraft(template.id);
    await flushOutbox();
    onDone(sentSubmissionId(item.key));
  }

  async function saveOnline(): Promise<boolean> {
    const answers: Record<string, unknown> = plainAnswers();
    for (const f of fields) {
      if (f.type === 'photo') {
        const list = [];
        for (const p of photos[f.key] ?? []) {
          const uploadId = p.upload_id ?? (await uploadFormImage(projectId, 'photo', p.blob!));
          list.push({ upload_id: uploadId, caption: p.caption.trim() || null });
        }
        answers[f.key] = list;
      } else if (f.type === 'signature') {
        const s = given(signatures[f.key]);
        answers[f.key] = s
          ? {
              upload_id:
                s.upload_id ?? (await uploadFormImage(projectId, 'signature', s.blob!, s.signatory_name)),
            }
          : null;
      } else if (f.type === 'signatures') {
        const list = [];
        for (const s of signersToSend(values[f.key])) {
          list.push({
            upload_id:
              s.upload_id ?? (await uploadFormImage(projectId, 'signature', s.blob!, s.signatory_name)),
          });
        }
        answers[f.key] = list;
      }
    }
    await update({ variables: { id: submission!.id, answers } });
    return true;
  }

  async function run(submit: boolean) {
    setMessage(null);
    if (!check(submit)) return setMessage('Please check the answers marked below');
    setBusy(true);
    try {
      if (!editing) return await queue(submit);
      await saveOnline();
      const to = submission!.status_moves.find((s) => s === 'submitted' || s === 'resubmitted');
      if (submit && to) await move({ variables: { id: submission!.id, status: to } });
      onDone(submission!.id);
    } catch (err) {
      setMessage(
        err instanceof Error && !('errors' in err) && err.message ? err.message : messageFromError(err),
      );
    } finally {
      setBusy(false);
    }
  }

  const sendLabel = submission?.status === 'returned' ? 'Resubmit' : 'Send';
  return (
    <Box maxW="xl">
      <Heading as="h2" size="lg" mb="1">
        {submission ? `${submission.reference} ${template.name}` : template.name}
      </Heading>
      {submission?.review_comment && submission.status === 'returned' && (
        <Text mb="2" color="orange.700" role="note">
          Returned: {submission.review_comment}
        </Text>
      )}
      {savedNote && (
        <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
          {savedNote}
        </Text>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(true);
        }}
      >
        <Stack gap="4">
          {!editing && (
            <Field.Root invalid={!!errors._project} required>
              <Field.Label htmlFor="form-project">
                Project
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id="form-project"
                  value={projectId}
                  onChange={(e) => setProjectId(e.target.value)}
                >
                  <option value="">Choose a project…</option>
                  {(projects.data?.projectsForForms ?? []).map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.project_number} {p.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors._project && <Field.ErrorText>{errors._project}</Field.ErrorText>}
            </Field.Root>
          )}
          {!editing && projectId && takesDiaryDelays(fields) && (
            <DiaryDelayPrefill
              projectId={projectId}
              onAnswers={(answers) => setValues((all) => ({ ...all, ...answers }))}
            />
          )}
          {fields.map((f) => (
            <FieldInput
              key={f.key}
              field={f}
              value={values[f.key]}
              onValue={(v) => setValues((all) => ({ ...all, [f.key]: v }))}
              photos={photos[f.key] ?? []}
              onPhotos={(p) => setPhotos((all) => ({ ...all, [f.key]: p }))}
              signature={signatures[f.key] ?? null}
              onSignature={(s) => setSignatures((all) => ({ ...all, [f.key]: s }))}
              error={errors[f.key] ?? null}
              onOperative={(o) =>
                setValues((all) => ({ ...all, ...inductionPrefill(template.category, fields, f.key, o) }))
              }
              projectId={projectId || null}
            />
          ))}
          {template.category === 'accident' && <RiddorLive values={values} />}
          {message && (
            <Text role="alert" color="red.600">
              {message}
            </Text>
          )}
          <HStack wrap="wrap">
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="outline" loading={busy} onClick={() => void run(false)}>
              Save draft
            </Button>
            <Button type="submit" colorPalette="blue" loading={busy} flex="1">
              {sendLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
