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

/** Without IndexedDB (some private windows) nothing is autosaved; the form still works. */
const available = () => typeof indexedDB !== 'undefined';
const store = () => createStore('sitebase-form-drafts', 'drafts');

export const loadDraft = async (templateId: string) =>
  available() ? get<LocalDraft>(templateId, store()).catch(() => undefined) : undefined;
export const saveDraft = async (templateId: string, draft: LocalDraft) => {
  if (available()) await set(templateId, draft, store()).catch(() => undefined);
};
export const clearDraft = async (templateId: string) => {
  if (available()) await del(templateId, store()).catch(() => undefined);
};
