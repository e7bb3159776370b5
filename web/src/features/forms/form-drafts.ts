// Autosave of a new form on the phone (IndexedDB through idb-keyval): what has been typed, chosen, photographed
// and signed so far, per template, restored when the same form is opened again and cleared once it is queued.
import { createStore, del, get, set } from 'idb-keyval';
import type { PhotoItem, SignatureItem } from './FieldInput';

export interface LocalDraft {
  project_id: string;
  values: Record<string, unknown>;
  photos: Record<string, PhotoItem[]>;
  signatures: Record<string, SignatureItem | null>;
  saved_at: string;
}

const store = () => createStore('sitebase-form-drafts', 'drafts');

export const loadDraft = (templateId: string) => get<LocalDraft>(templateId, store()).catch(() => undefined);
export const saveDraft = (templateId: string, draft: LocalDraft) =>
  set(templateId, draft, store()).catch(() => undefined);
export const clearDraft = (templateId: string) => del(templateId, store()).catch(() => undefined);
