// Owns Google's resumable uploads (decision 0074), for files over the simple-upload threshold: the session POST
// (which @googleapis/drive makes but never shows us) answered with the session URI in Location, then PUTs of
// 256 KiB-multiple chunks with Content-Range, each answered 308 Resume Incomplete with the Range Google holds,
// until the last answers the file. A chunk that fails for now is followed, after the policy's wait, by a status
// query (`bytes */total`) and the upload goes on from where Google says it is; a session Google no longer knows
// (404/410) starts the whole unit again, which first looks for the file (it may have been finished after all).
// Session PUTs carry no Authorization: the session URI is the credential.
import type { drive_v3 } from '@googleapis/drive';
import { bodyOf } from './call.js';
import { CloudDriveError, CloudDriveRetryableError } from './errors.js';
import { googleFailure, googleResponseFailure } from './google-errors.js';
import { backoffMs, TransientError, type RetryPolicy } from './retry.js';
import type { FetchLike, UploadInput } from './types.js';

const provider = 'google_drive' as const;

export interface GoogleUploaderContext {
  apiUrl: string;
  fetch: FetchLike;
  policy: RetryPolicy;
  chunkBytes: number;
  /** Sends with the connection's access token, renewing it once on a 401. */
  send<T>(fn: (accessToken: string) => Promise<T>): Promise<T>;
}

export class GoogleUploader {
  constructor(private readonly ctx: GoogleUploaderContext) {
    if (ctx.chunkBytes <= 0 || ctx.chunkBytes % (256 * 1024) !== 0) {
      throw new Error('Google upload chunks must be a multiple of 256 KiB');
    }
  }

  /** Starts a session; answers its URI. */
  private start(input: UploadInput, fields: string): Promise<string> {
    return this.ctx.send(async (token) => {
      const url = new URL('upload/drive/v3/files', this.ctx.apiUrl);
      url.searchParams.set('uploadType', 'resumable');
      url.searchParams.set('supportsAllDrives', 'true');
      url.searchParams.set('fields', fields);
      let res: Response;
      try {
        res = await this.ctx.fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-type': input.mimeType,
            'x-upload-content-length': String(input.bytes.length),
          },
          body: JSON.stringify({ name: input.name, parents: [input.parentId] }),
        });
      } catch (err) {
        throw googleFailure(err, this.ctx.policy.now());
      }
      if (!res.ok) throw await googleResponseFailure(res, this.ctx.policy.now());
      const location = res.headers.get('location');
      if (!location) {
        throw new CloudDriveError('failed', 'Google Drive did not start the upload.', {
          provider,
          status: res.status,
        });
      }
      return location;
    });
  }

  async upload(input: UploadInput, fields: string): Promise<drive_v3.Schema$File> {
    const session = await this.start(input, fields);
    const total = input.bytes.length;
    let offset = 0;
    let askStatus = false;
    let failures = 0;
    for (;;) {
      const end = Math.min(total, offset + this.ctx.chunkBytes);
      let res: Response | undefined;
      let failure: Error | undefined;
      try {
        res = await this.ctx.fetch(session, {
          method: 'PUT',
          headers: askStatus
            ? { 'content-range': `bytes */${total}`, 'content-length': '0' }
            : {
                'content-range': `bytes ${offset}-${end - 1}/${total}`,
                'content-length': String(end - offset),
              },
          body: askStatus ? undefined : bodyOf(input.bytes.subarray(offset, end)),
        });
      } catch (err) {
        failure = googleFailure(err, this.ctx.policy.now());
      }
      if (res && (res.status === 200 || res.status === 201))
        return (await res.json()) as drive_v3.Schema$File;
      if (res?.status === 308) {
        const held = /bytes=0-(\d+)/.exec(res.headers.get('range') ?? '');
        offset = held ? Number(held[1]) + 1 : 0;
        askStatus = false;
        failures = 0;
        continue;
      }
      // The session is gone: begin the unit again (it looks for a finished file first).
      if (res && (res.status === 404 || res.status === 410))
        throw new TransientError(provider, 0, { status: res.status });
      failure ??= await googleResponseFailure(res!, this.ctx.policy.now());
      if (!(failure instanceof TransientError)) throw failure;
      failures += 1;
      const wait = failure.retryAfterMs ?? backoffMs(failures, this.ctx.policy);
      if (failures >= this.ctx.policy.maxAttempts || wait > this.ctx.policy.maxWaitMs) {
        throw new CloudDriveRetryableError(
          { provider, status: failure.status, providerCode: failure.providerCode },
          Math.max(1, Math.ceil(wait / 1000)),
        );
      }
      await this.ctx.policy.sleep(wait);
      askStatus = true;
    }
  }
}
