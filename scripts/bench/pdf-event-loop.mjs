// What drawing PDFs does to everyone else's requests (issue 33, decision 0054): draws 12 copies of a project
// summary with 120 notes at once, first on the main thread (as before the render pool), then through the pool
// of worker threads, and meanwhile times a 1 ms timer — a stand-in for another user's `{me}` waiting for the
// event loop. Runs the compiled core-api (`npm run build -w core-api` first); no database needed.
//
//   node scripts/bench/pdf-event-loop.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib.mjs';

const dist = join(root, 'core-api', 'dist', 'lib');
if (!existsSync(join(dist, 'pdf-worker.js'))) {
  console.error('Build core-api first: npm run build -w core-api');
  process.exit(1);
}
const load = (file) => import(pathToFileURL(join(dist, file)).href);
const { createPdf } = await load('pdf.js');
const { PdfPool } = await load('pdf-pool.js');
const { drawPdf } = await load('pdf-draw.js');

const RENDERS = 12;

function definition() {
  const pdf = createPdf({
    letterhead: { name: 'Bench Build Ltd', address: '1 Quay Street', vat_number: 'GB123456789' },
    title: 'Project summary',
    reference: 'P-0001',
  });
  pdf
    .title('P-0001 Quay Street Flats')
    .heading('Notes')
    .table({
      columns: [{ header: 'Date', width: 25 }, { header: 'Author' }, { header: 'Note' }],
      rows: Array.from({ length: 120 }, (_, i) => ['27/11/2026', 'Alex Smith', `Note ${i + 1}: Łódź ŵ`]),
    });
  return pdf.definition();
}

async function measure(label, render) {
  const lags = [];
  let stop = false;
  const ticker = (async () => {
    while (!stop) {
      const t = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 1));
      lags.push(performance.now() - t);
    }
  })();
  const started = performance.now();
  await Promise.all(Array.from({ length: RENDERS }, () => render(definition())));
  const total = performance.now() - started;
  stop = true;
  await ticker;
  lags.sort((a, b) => a - b);
  const p50 = lags[Math.floor(lags.length / 2)];
  console.log(
    `${label.padEnd(22)} ${RENDERS} renders in ${total.toFixed(0)} ms; a 1 ms timer waited ` +
      `${p50.toFixed(1)} ms (median), ${lags.at(-1).toFixed(0)} ms (worst)`,
  );
}

drawPdf(definition()); // fonts read once on the main thread, as a running server has them
await measure('main thread (before)', async (d) => {
  await new Promise((resolve) => setImmediate(resolve));
  return drawPdf(d);
});
const pool = new PdfPool({ concurrency: 2, maxQueue: RENDERS });
await Promise.all([pool.render(definition()), pool.render(definition())]); // both workers started and warm
await measure('worker pool (2)', (d) => pool.render(d));
await pool.close();
