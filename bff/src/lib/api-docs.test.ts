// docs/api.md's examples run against the real stack (issue 39): the curl call as written (bash, curl), the HTML
// widget's script with the browser's fetch and a page of our own, and the Power Query's request (its query, headers
// and body as the M script sends them) — each with a key made by the company's admin, so a change to the schema or
// to how keys work that breaks the published examples fails here; and the page's table of widget figures against
// the figures the API answers (every key, its unit and what it sums over, and every named period).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createUser, startRealStack, type RealStack } from '../test/support.js';

const run = promisify(execFile);
const DOC = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The fenced block right after `<!-- example: name -->` in `text` (docs/api.md unless said). */
function example(name: string, text = DOC): string {
  const at = text.indexOf(`<!-- example: ${name} -->`);
  expect(at, name).toBeGreaterThan(-1);
  const match = /```[a-z]*\n([\s\S]*?)```/.exec(text.slice(at));
  return match![1]!;
}

let stack: RealStack;
let server: Server;
let url: string;
let key: string;

beforeAll(async () => {
  stack = await startRealStack('bff-api-docs-secret');
  server = stack.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const company = await createCompany();
  const admin = await createUser(company, { role: 'admin' });
  const res = await fetch(`${stack.core.url}/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.tokenFor(admin)}` },
    body: JSON.stringify({ name: 'Docs', scopes: ['dashboards:read'] }),
  });
  key = ((await res.json()) as { secret: string }).secret;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await stack?.close();
});

describe('docs/api.md examples', () => {
  it.each([
    ['docs/api.md', DOC],
    ['README.md', README],
  ])('%s: the curl call answers the dashboard figures and the key’s cost', async (_name, text) => {
    const { stdout } = await run('bash', ['-c', example('curl', text)], {
      env: { ...process.env, SITEBASE_GRAPHQL_URL: url, SITEBASE_API_KEY: key },
    });
    const answer = JSON.parse(stdout);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.dashboardFigures.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(answer.data.dashboardFigures.figures.map((f: { key: string }) => f.key)).toContain(
      'plant.on_hire',
    );
    expect(answer.extensions.cost.throttleStatus).toMatchObject({ maximumAvailable: 1000, restoreRate: 50 });
  });

  it('the HTML widget’s script shows its figure', async () => {
    const html = example('widget');
    const script = /<script>([\s\S]*?)<\/script>/
      .exec(html)![1]!
      .replace(
        /const SITEBASE_GRAPHQL_URL = '[^']*';/,
        `const SITEBASE_GRAPHQL_URL = ${JSON.stringify(url)};`,
      )
      .replace(/const SITEBASE_API_KEY = '[^']*';/, `const SITEBASE_API_KEY = ${JSON.stringify(key)};`);
    const element = { textContent: '…' };
    const page = { getElementById: (id: string) => (id === 'figure' ? element : null) };
    const timers: unknown[] = [];
    new Function('fetch', 'document', 'setInterval', script)(fetch, page, (f: unknown) => timers.push(f));
    await vi.waitFor(() => expect(element.textContent).toBe('Plant hire cost this month: £0.00'), {
      timeout: 10_000,
    });
    expect(timers).toHaveLength(1);
  });

  it('the Power Query sends a query the API answers with the columns it reads', async () => {
    const m = example('power-query');
    const query = /query = "([^"]*)"/.exec(m)![1]!;
    const columns = JSON.parse(
      /Table\.FromRecords\(Figures, (\{[^}]*\})/.exec(m)![1]!.replace(/^\{/, '[').replace(/\}$/, ']'),
    );
    expect(m).toContain('#"Authorization" = "Bearer " & Key');
    const res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const root = /Answer\[data\]\[(\w+)\]\[figures\]/.exec(m)![1]!;
    const answer = (await res.json()) as { data: Record<string, { figures: Record<string, unknown>[] }> };
    const figures = answer.data[root]!.figures;
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) expect(Object.keys(figure).sort()).toEqual([...columns].sort());
  });

  it('the widget figures table lists every figure the API answers, with its unit and what it sums over', async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ dashboardFiguresCatalogue { periods figures { key unit over } } }' }),
    });
    const { data } = (await res.json()) as {
      data: {
        dashboardFiguresCatalogue: {
          periods: string[];
          figures: { key: string; unit: string; over: string }[];
        };
      };
    };
    const rows = new Map(
      [...DOC.matchAll(/^\| `([a-z_.]+)` +\| (\w+) +\| (\w+) +\|/gm)].map((r) => [r[1], `${r[2]} ${r[3]}`]),
    );
    expect(data.dashboardFiguresCatalogue.figures.length).toBeGreaterThan(10);
    expect(new Set(rows.keys())).toEqual(new Set(data.dashboardFiguresCatalogue.figures.map((f) => f.key)));
    for (const f of data.dashboardFiguresCatalogue.figures)
      expect(rows.get(f.key), f.key).toBe(`${f.unit} ${f.over}`);
    for (const period of data.dashboardFiguresCatalogue.periods) expect(DOC).toContain(`\`${period}\``);
  });
});
