// Owns Graph upload sessions (decision 0074), for files over the simple-upload threshold: PUTs of 320 KiB-multiple
// fragments with Content-Range to the session's uploadUrl — WITHOUT Authorization (the URL carries its own
// credential; Graph may answer 401 to a bearer there) — each answered 202 with nextExpectedRanges, the last 201
// with the item. A fragment that fails for now is followed, after the policy's wait, by a GET of the upload URL
// and the upload goes on from the range Graph expects; a session Graph no longer knows (404) starts the whole unit
// again, which first looks the file up (the session may have completed after all).
import { bodyOf } from './call.js';
import { CloudDriveRetryableError } from './errors.js';
import { graphFailure, graphResponseFailure } from './graph-errors.js';
import { backoffMs, TransientError, type RetryPolicy } from './retry.js';
import type { FetchLike } from './types.js';

const provider = 'microsoft_365' as const;

export interface GraphUploadedItem {
  id: string;
  name: string;
  webUrl?: string;
  size?: number;
  file?: { mimeType?: string };
  folder?: object;
  parentReference?: { driveId?: string; id?: string };
}

/** "12345-" (or "12345-67890") → 12345. */
const nextOffset = (body: { nextExpectedRanges?: string[] } | undefined, fallback: number) => {
  const first = body?.nextExpectedRanges?.[0];
  return first ? Number(first.split('-')[0]) : fallback;
};

export class GraphUploader {
  constructor(private readonly ctx: { fetch: FetchLike; policy: RetryPolicy; chunkBytes: number }) {
    if (ctx.chunkBytes <= 0 || ctx.chunkBytes % (320 * 1024) !== 0 || ctx.chunkBytes > 60 * 1024 * 1024) {
      throw new Error('Graph upload fragments must be a multiple of 320 KiB, at most 60 MiB');
    }
  }

  async upload(uploadUrl: string, bytes: Buffer): Promise<GraphUploadedItem> {
    const total = bytes.length;
    const { policy } = this.ctx;
    let offset = 0;
    let askStatus = false;
    let failures = 0;
    for (;;) {
      let res: Response | undefined;
      let failure: Error | undefined;
      const end = Math.min(total, offset + this.ctx.chunkBytes);
      try {
        res = askStatus
          ? await this.ctx.fetch(uploadUrl, { method: 'GET' })
          : await this.ctx.fetch(uploadUrl, {
              method: 'PUT',
              // No Authorization here, on purpose.
              headers: {
                'content-range': `bytes ${offset}-${end - 1}/${total}`,
                'content-length': String(end - offset),
              },
              body: bodyOf(bytes.subarray(offset, end)),
            });
      } catch (err) {
        failure = graphFailure(err, policy.now());
      }
      if (res && (res.status === 200 || res.status === 201) && !askStatus) {
        return (await res.json()) as GraphUploadedItem;
      }
      if (res && (res.status === 202 || (askStatus && res.status === 200))) {
        offset = nextOffset((await res.json()) as { nextExpectedRanges?: string[] }, offset);
        askStatus = false;
        failures = 0;
        continue;
      }
      if (res?.status === 404)
        throw new TransientError(provider, 0, { status: 404, providerCode: 'uploadSessionGone' });
      if (res?.status === 416 && ++failures < policy.maxAttempts) {
        // Graph expects another range than we sent: ask which (bounded, like any failure).
        askStatus = true;
        continue;
      }
      failure ??= await graphResponseFailure(res!, policy.now());
      if (!(failure instanceof TransientError)) throw failure;
      failures += 1;
      const wait = failure.retryAfterMs ?? backoffMs(failures, policy);
      if (failures >= policy.maxAttempts || wait > policy.maxWaitMs) {
        throw new CloudDriveRetryableError(
          { provider, status: failure.status, providerCode: failure.providerCode },
          Math.max(1, Math.ceil(wait / 1000)),
        );
      }
      await policy.sleep(wait);
      askStatus = true;
    }
  }
}
