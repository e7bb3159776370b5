// Forms on the phone's outbox (issue 19, decisions 0032 and 0063): a new form is one item of the shared outbox
// (lib/outbox.ts), with its photos and signature as uploads sent first and placed in its answers. Every new form
// goes through it, online or not: written first, then sent, once (its Idempotency-Key is the item's key). Forms
// queued by the earlier forms-only outbox (IndexedDB `sitebase-forms`) are moved over with their keys at start.
import { createStore, del, values } from 'idb-keyval';
import {
  Offline,
  Refused,
  adoptItem,
  flushOutbox,
  isRetryLater,
  queueItem,
  sentRecord,
  startOutbox,
  uploadFile,
  type OutboxItem,
  type OutboxUpload,
} from '../../lib/outbox';

export { Offline, Refused, flushOutbox, isRetryLater, startOutbox };

export interface QueuedPhoto {
  field: string;
  blob: Blob;
  caption: string | null;
  upload_id: string | null;
}

export interface QueuedSignature {
  field: string;
  blob: Blob;
  upload_id: string | null;
  /** The typed name of a signatory without an account (sent with the drawing); null or absent: the user signs. */
  signatory_name?: string | null;
  /** One of several signers of a `signatures` field: added to its list rather than set. */
  append?: boolean;
}

export interface FormToQueue {
  template_id: string;
  template_name: string;
  project_id: string;
  project_label: string;
  /** Every answer but photos and signatures. */
  answers: Record<string, unknown>;
  photos: QueuedPhoto[];
  signatures: QueuedSignature[];
  /** Send it for review (else it becomes a draft on the server). */
  submit: boolean;
}

const UPLOAD_URL = '/files/form-photos';

/**
 * Uploads one photo or signature for a project (also used when editing a form online). A signature is recorded
 * by core-api as the signed-in user's (decision 0053), or — with `signatoryName` — as that person's, signed in
 * the user's presence; only this user can then put it on one form.
 */
export function uploadFormImage(
  projectId: string,
  kind: 'photo' | 'signature',
  blob: Blob,
  signatoryName?: string | null,
): Promise<string> {
  return uploadFile(UPLOAD_URL, imageFields(projectId, kind, signatoryName), blob, imageName(kind));
}

function imageFields(projectId: string, kind: 'photo' | 'signature', signatoryName?: string | null) {
  const fields: Record<string, string> = { project_id: projectId, kind };
  if (kind === 'signature' && signatoryName?.trim()) fields.signatory_name = signatoryName.trim();
  return fields;
}
const imageName = (kind: 'photo' | 'signature') => (kind === 'photo' ? 'photo.jpg' : 'signature.png');

const CREATE = `mutation CreateQueuedFormSubmission($input: CreateFormSubmissionInput!) {
  createFormSubmission(input: $input) { id reference status }
}`;

function formItem(form: FormToQueue) {
  const uploads: OutboxUpload[] = [
    ...form.photos.map((p) => ({
      url: UPLOAD_URL,
      fields: imageFields(form.project_id, 'photo'),
      blob: p.blob,
      filename: imageName('photo'),
      upload_id: p.upload_id,
      into: { path: ['input', 'answers', p.field], append: true, with: { caption: p.caption } },
    })),
    ...form.signatures.map((s) => ({
      url: UPLOAD_URL,
      fields: imageFields(form.project_id, 'signature', s.signatory_name),
      blob: s.blob,
      filename: imageName('signature'),
      upload_id: s.upload_id,
      into: { path: ['input', 'answers', s.field], append: s.append ?? false },
    })),
  ];
  const photos = form.photos.length;
  return {
    kind: 'form',
    title: form.template_name,
    detail: photos ? `${form.project_label} · ${photos} photo${photos === 1 ? '' : 's'}` : form.project_label,
    operation: {
      query: CREATE,
      operationName: 'CreateQueuedFormSubmission',
      field: 'createFormSubmission',
      variables: {
        input: {
          template_id: form.template_id,
          project_id: form.project_id,
          answers: form.answers,
          submit: form.submit,
        },
      },
    },
    uploads,
    refetch: ['FormSubmissions'],
  };
}

/** Keeps a form to send (with a new Idempotency-Key); `flushOutbox` sends it. */
export function queueForm(form: FormToQueue): Promise<OutboxItem> {
  return queueItem(formItem(form));
}

/** The submission id of a form this page sent, by its key (to open the one just sent). */
export function sentSubmissionId(key: string): string | null {
  const record = sentRecord(key) as { id?: string } | undefined;
  return record?.id ?? null;
}

/** A form kept by the forms-only outbox (before decision 0063). */
interface LegacyQueuedForm extends FormToQueue {
  key: string;
  queued_at: string;
  state: 'waiting' | 'failed';
  error: string | null;
}

/** Moves forms queued by the earlier forms-only outbox into the shared one, keeping each one's key. */
export async function adoptLegacyForms(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const legacy = createStore('sitebase-forms', 'outbox');
  const forms = await values<LegacyQueuedForm>(legacy).catch(() => [] as LegacyQueuedForm[]);
  for (const form of forms) {
    await adoptItem({
      ...formItem(form),
      key: form.key,
      user_id: null,
      queued_at: form.queued_at,
      state: form.state,
      error: form.error,
    });
    await del(form.key, legacy);
  }
  if (forms.length) await flushOutbox();
}
