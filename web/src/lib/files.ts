// Binary calls that cannot go through GraphQL: downloads (PDF export, stored files) and the multipart upload
// helper, sent to the BFF's /files pass-through with the stored bearer token. Errors follow spec §8.
import { messageFromDetail, NETWORK_ERROR_MESSAGE } from './error-shape';
import { expireSession, readToken } from './storage';

export class FileCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers });
  } catch {
    throw new FileCallError(NETWORK_ERROR_MESSAGE, null);
  }
  if (res.ok) return res;
  if (res.status === 401 || res.status === 403) {
    expireSession();
    throw new FileCallError('', res.status);
  }
  let body: { detail?: unknown; message?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: fall back to the generic message
  }
  throw new FileCallError(messageFromDetail(body.detail, body.message), res.status);
}

/** The file name from Content-Disposition, else the fallback. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Fetches a stored file with the bearer token, for an in-page preview (an object URL the caller revokes). */
export async function fetchFileBlob(path: string): Promise<Blob> {
  const res = await call(path);
  return res.blob();
}

/** Deletes a stored file (the uploader or a manager and up; the project's history keeps a record). */
export async function deleteFile(id: string): Promise<void> {
  await call(`/files/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Fetches with the bearer token and saves the bytes through a temporary object URL. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await call(path);
  const blob = await res.blob();
  const name = filenameFrom(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export interface UploadedFileResult {
  id: string;
  filename: string;
  content_type: string;
  size: number;
  project_id: string | null;
  created_at: string;
}

/** The spec's upload helper: multipart with the field `file` (+ `project_id`). 413/400 come back as errors. */
export async function uploadFile(file: File, projectId?: string): Promise<UploadedFileResult> {
  const form = new FormData();
  // Fields before the file, so a streaming parser knows the project before the bytes arrive.
  if (projectId) form.append('project_id', projectId);
  form.append('file', file);
  const res = await call('/files/uploads', { method: 'POST', body: form });
  return (await res.json()) as UploadedFileResult;
}
