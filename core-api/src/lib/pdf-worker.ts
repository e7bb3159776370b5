// Owns one PDF worker thread (decision 0054): it draws the definitions lib/pdf-pool.ts posts to it, one at a
// time, and posts the bytes back (transferred, not copied). Loaded only from the compiled product (dist).
import { parentPort } from 'node:worker_threads';
import { drawPdf, type PdfDefinition } from './pdf-draw.js';

parentPort?.on('message', ({ id, definition }: { id: number; definition: PdfDefinition }) => {
  try {
    const bytes = drawPdf(definition);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    parentPort!.postMessage({ id, bytes: copy }, [copy.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
