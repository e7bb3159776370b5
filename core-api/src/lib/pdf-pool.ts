// Owns where PDFs are drawn (decision 0054): a small pool of worker threads per process, so drawing — CPU-bound
// font subsetting and table layout in jspdf — never runs on the event loop that answers everyone else's
// requests, and at most `concurrency` documents are drawn at once. Callers beyond that wait in a bounded queue;
// past the queue a render is refused at once with 503 (the instance is saturated, a retry shortly will do).
//
// One pool per process, not per app: the bound is on this machine's CPU, and jobs filing PDFs share it with
// requests. Running from TypeScript source (vitest), there is no compiled worker to start, so documents are drawn
// in-thread behind the same bound and queue; the compiled product (dist) always uses worker threads.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ServiceUnavailableError } from './errors.js';
import { drawPdf, type PdfDefinition } from './pdf-draw.js';

export const PDF_BUSY_MESSAGE = 'Too many documents are being prepared. Please try again in a moment.';

export interface PdfPoolOptions {
  /** Documents drawn at once (PDF_RENDER_CONCURRENCY, default 2). */
  concurrency: number;
  /** Documents waiting beyond those (PDF_RENDER_QUEUE, default 20); one more answers 503. */
  maxQueue: number;
  /**
   * The worker script: a module that answers `{ id, definition }` messages with `{ id, bytes }` or
   * `{ id, error }` (lib/pdf-worker.ts). `null` draws in-thread. Default: the compiled pdf-worker.js beside this
   * file when there is one.
   */
  worker?: URL | null;
  /** A render taking longer than this (ms) is abandoned and its worker replaced (default 60 s). */
  timeoutMs?: number;
}

export interface PdfPoolStats {
  /** Renders started since the pool was made (cache hits never get here). */
  renders: number;
  /** Renders running now. */
  running: number;
  /** Most renders ever running at once. */
  peak: number;
  /** Callers waiting now. */
  queued: number;
  /** Refused because the queue was full. */
  refused: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Pending {
  resolve(bytes: Buffer): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
  slot: Slot;
}

function defaultWorker(): URL | null {
  const url = new URL('./pdf-worker.js', import.meta.url);
  // From source the sibling is pdf-worker.ts, which a plain worker thread cannot load.
  return import.meta.url.endsWith('.js') && existsSync(fileURLToPath(url)) ? url : null;
}

export class PdfPool {
  private readonly options: Required<Omit<PdfPoolOptions, 'worker'>> & { worker: URL | null };
  private readonly waiting: (() => void)[] = [];
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  readonly stats: PdfPoolStats = { renders: 0, running: 0, peak: 0, queued: 0, refused: 0 };

  constructor(options: PdfPoolOptions) {
    this.options = {
      concurrency: Math.max(1, options.concurrency),
      maxQueue: Math.max(0, options.maxQueue),
      timeoutMs: options.timeoutMs ?? 60_000,
      worker: options.worker === undefined ? defaultWorker() : options.worker,
    };
  }

  /** Whether documents are drawn in worker threads (false: in-thread, from source). */
  get usesWorkers(): boolean {
    return this.options.worker !== null;
  }

  /** Draws `definition`, waiting for a free slot; throws 503 at once when the queue is full. */
  async render(definition: PdfDefinition): Promise<Buffer> {
    if (this.closed) throw new ServiceUnavailableError(PDF_BUSY_MESSAGE);
    await this.acquire();
    this.stats.renders++;
    try {
      return this.options.worker ? await this.inWorker(definition) : drawPdf(definition);
    } finally {
      this.release();
    }
  }

  /** Whether this pool was made with these settings. */
  sameAs(options: PdfPoolOptions): boolean {
    return (
      this.options.concurrency === Math.max(1, options.concurrency) &&
      this.options.maxQueue === Math.max(0, options.maxQueue) &&
      (options.worker === undefined || this.options.worker === options.worker)
    );
  }

  /** Stops the workers once the renders under way have finished (new renders are refused). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.stats.running === 0) await this.terminate();
  }

  private async terminate(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private acquire(): Promise<void> {
    if (this.stats.running < this.options.concurrency) {
      this.stats.running++;
      this.stats.peak = Math.max(this.stats.peak, this.stats.running);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueue) {
      this.stats.refused++;
      return Promise.reject(new ServiceUnavailableError(PDF_BUSY_MESSAGE));
    }
    this.stats.queued++;
    // The slot is handed over by release() without `running` dropping, so no newcomer can jump the queue.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      this.stats.queued--;
      next();
    } else {
      this.stats.running--;
      if (this.closed && this.stats.running === 0) void this.terminate();
    }
  }

  private slot(): Slot {
    const free = this.slots.find((s) => !s.busy);
    if (free) return free;
    const worker = new Worker(this.options.worker!);
    // Idle workers do not keep the process alive (a CLI, a test run) — pending renders hold their own timers.
    worker.unref();
    const slot: Slot = { worker, busy: false };
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      clearTimeout(pending.timer);
      slot.busy = false;
      if (message.bytes) {
        pending.resolve(
          Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
        );
      } else {
        pending.reject(new Error(message.error ?? 'PDF worker failed'));
      }
    });
    const fail = (err: Error) => this.drop(slot, err);
    worker.on('error', fail);
    worker.on('exit', (code) => this.drop(slot, new Error(`PDF worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  /** A worker that died or hung: its render fails, and the next render starts a fresh one. */
  private drop(slot: Slot, err: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    for (const [id, pending] of this.pending) {
      if (pending.slot !== slot) continue;
      this.pending.delete(id);
      clearTimeout(pending.timer);
      pending.reject(err);
    }
    void slot.worker.terminate().catch(() => undefined);
  }

  private inWorker(definition: PdfDefinition): Promise<Buffer> {
    // At most `concurrency` renders hold a slot, so at most that many workers exist and each draws one at a time.
    const slot = this.slot();
    slot.busy = true;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(
        () => this.drop(slot, new Error(`PDF render took over ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
      this.pending.set(id, { resolve, reject, timer, slot });
      slot.worker.postMessage({ id, definition });
    });
  }
}

const DEFAULTS: PdfPoolOptions = { concurrency: 2, maxQueue: 20 };
let shared: PdfPool | undefined;

/** This process's pool (made with the defaults, or what `configurePdfPool` last set). */
export function pdfPool(): PdfPool {
  return (shared ??= new PdfPool(DEFAULTS));
}

/**
 * Sets this process's pool size (app start-up, from config). A pool with the same settings is kept (apps made
 * one after another in a test file share it); different settings replace it once its renders finish.
 */
export function configurePdfPool(options: PdfPoolOptions): PdfPool {
  if (shared?.sameAs(options)) return shared;
  const old = shared;
  shared = new PdfPool(options);
  void old?.close();
  return shared;
}
