// Dashboards through GraphQL against the real core-api: who may open which board, figures per role, and the
// live subscription — a change made by someone else reaches the reader's board as only the figures it moved,
// a burst of changes arrives as few pushes, and a subscription too expensive per event is refused.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listenForSubscriptions } from '../../app.js';
import {
  TEST_JWT_SECRET,
  createCompany,
  createUser,
  gql,
  startBff,
  startRealStack,
  type RealStack,
  type User,
} from '../../test/support.js';

let stack: RealStack;
const servers: { server: Server; stop: () => Promise<void> }[] = [];
let company: Awaited<ReturnType<typeof createCompany>>;
let manager: User;
let supervisor: User;
let worker: User;

async function listen(app: RealStack['app']) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  servers.push({ server, stop: listenForSubscriptions(app, server) });
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

let wsUrl: string;

beforeAll(async () => {
  stack = await startRealStack(TEST_JWT_SECRET);
  wsUrl = await listen(stack.app);
  company = await createCompany();
  manager = await createUser(company, { role: 'manager' });
  supervisor = await createUser(company, { role: 'supervisor' });
  worker = await createUser(company, { role: 'worker' });
}, 60_000);

afterAll(async () => {
  for (const { server, stop } of servers) {
    await stop();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
  await stack?.close();
});

const FIGURES = `figures { key label kind section count amount_pence items { ref label value date link tone budget_pence committed_pence } }`;

function client(url: string, user: User): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${stack.tokenFor(user)}` },
    retryAttempts: 0,
  });
}

interface Update {
  dashboardUpdated: {
    board: string;
    figures: { key: string; count: number | null; items: { ref: string; value: number | null }[] }[];
  };
}

/** Collects a subscription's pushes. */
function collect(c: Client, query: string) {
  const pushes: Update[] = [];
  const errors: unknown[] = [];
  const stop = c.subscribe<Update>(
    { query },
    {
      next: (v) => (v.errors ? errors.push(v.errors) : pushes.push(v.data as Update)),
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return { pushes, errors, stop };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
}

const createProject = (name: string) =>
  gql(
    stack.app,
    'mutation($n: String!) { createProject(input: { name: $n }) { id } }',
    { n: name },
    stack.tokenFor(manager),
  );

describe('dashboard queries', () => {
  it('opens the main board for supervisors and up, and refuses it to workers', async () => {
    await createProject('Harbour Steps');
    const ok = await gql(
      stack.app,
      `{ dashboard { board today ${FIGURES} } }`,
      {},
      stack.tokenFor(supervisor),
    );
    expect(ok.body.errors).toBeUndefined();
    const byStatus = ok.body.data.dashboard.figures.find(
      (f: { key: string }) => f.key === 'projects.by_status',
    );
    expect(byStatus.count).toBe(1);
    expect(ok.body.data.dashboard.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const refused = await gql(stack.app, '{ dashboard { board } }', {}, stack.tokenFor(worker));
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('opens the worker board for every role, with no commercial figure', async () => {
    const res = await gql(stack.app, `{ workerDashboard { board ${FIGURES} } }`, {}, stack.tokenFor(worker));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.workerDashboard.board).toBe('worker');
    const keys = res.body.data.workerDashboard.figures.map((f: { key: string }) => f.key);
    expect(keys).toContain('projects.mine');
    expect(keys).not.toContain('projects.contract_value_in_progress');
  });
});

describe('dashboardUpdated', () => {
  it('pushes the whole board once listening, then only what another user’s changes moved', async () => {
    const c = client(wsUrl, supervisor);
    const live = collect(c, `subscription { dashboardUpdated(board: main) { board ${FIGURES} } }`);
    expect(await until(() => live.pushes.length === 1)).toBe(true);
    const first = live.pushes[0]!.dashboardUpdated;
    expect(first.figures.map((f) => f.key)).toContain('projects.by_status');
    // The board as the client keeps it: each push replaces the figures it carries.
    const status = (id: string) => {
      let value: number | null | undefined;
      for (const push of live.pushes) {
        const figure = push.dashboardUpdated.figures.find((f) => f.key === 'projects.by_status');
        if (figure) value = figure.items.find((i) => i.ref === id)?.value;
      }
      return value;
    };
    const planning = () => status('planning');
    const before = first.figures
      .find((f) => f.key === 'projects.by_status')!
      .items.find((i) => i.ref === 'planning')!.value!;

    const created = await createProject('Lock Keeper’s Cottage');
    expect(await until(() => live.pushes.length >= 2 && planning() === before + 1)).toBe(true);
    const second = live.pushes.at(-1)!.dashboardUpdated;
    // Only moved figures: the status counts and the activity list, not (say) contract value in progress.
    expect(second.figures.map((f) => f.key).sort()).toEqual(['activity.recent', 'projects.by_status']);

    // A burst of five status changes arrives as at most two pushes.
    const pushesBefore = live.pushes.length;
    const id = created.body.data.createProject.id;
    for (const next of ['active', 'on_hold', 'active', 'on_hold', 'active']) {
      const res = await gql(
        stack.app,
        'mutation($id: ID!, $s: String!) { updateProject(id: $id, input: { status: $s }) { status } }',
        { id, s: next },
        stack.tokenFor(manager),
      );
      expect(res.body.data?.updateProject.status, JSON.stringify(res.body.errors)).toBe(next);
    }
    expect(await until(() => status('active') === 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 600));
    expect(live.pushes.length - pushesBefore).toBeLessThanOrEqual(3);
    expect(live.errors).toEqual([]);
    live.stop();
    await c.dispose();
  });

  it('computes a board once per burst for many subscribers of one company, each getting it', async () => {
    // Ten subscribers: five of one supervisor, five of another (one role: one group in core-api, decision 0070).
    const other = await createUser(company, { role: 'supervisor' });
    const clients = Array.from({ length: 10 }, (_, i) => client(wsUrl, i % 2 ? other : supervisor));
    const lives = clients.map((c) =>
      collect(c, `subscription { dashboardUpdated(board: main) { board ${FIGURES} } }`),
    );
    expect(await until(() => lives.every((l) => l.pushes.length === 1))).toBe(true);
    // A board computation is one pass over the recent activity (its SQL is in the board's batched statement).
    let computations = 0;
    const db = stack.core.sequelize;
    const query = db.query.bind(db);
    db.query = ((sql: unknown, options?: object) => {
      if (typeof sql === 'string' && sql.includes('LEFT JOIN users u ON u.id = a.actor_id'))
        computations += 1;
      return query(sql as string, options);
    }) as typeof db.query;
    try {
      await createProject('Weir House');
      expect(await until(() => lives.every((l) => l.pushes.length === 2))).toBe(true);
      expect(computations).toBe(1);
      for (const l of lives) {
        expect(l.pushes[1]!.dashboardUpdated.figures.map((f) => f.key)).toContain('projects.by_status');
        expect(l.errors).toEqual([]);
      }
    } finally {
      delete (db as unknown as { query?: unknown }).query;
      for (const l of lives) l.stop();
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });

  it('refuses the main board to a worker', async () => {
    const c = client(wsUrl, worker);
    const live = collect(c, 'subscription { dashboardUpdated(board: main) { board } }');
    expect(await until(() => live.errors.length > 0)).toBe(true);
    expect(JSON.stringify(live.errors)).toMatch(/FORBIDDEN/);
    live.stop();
    await c.dispose();
  });

  it('keeps pushing past the per-operation call budget: each event runs under a budget of its own', async () => {
    // A budget of one core-api call: one board fetch. Before issue 33 the budget belonged to the connection,
    // so the second fetch of a live board was refused (QUERY_TOO_EXPENSIVE) and the board stopped.
    const tightUrl = await listen(await startBff(stack.core.url, TEST_JWT_SECRET, { maxCoreApiCalls: 1 }));
    const c = client(tightUrl, supervisor);
    const live = collect(c, `subscription { dashboardUpdated(board: main) { board ${FIGURES} } }`);
    expect(await until(() => live.pushes.length === 1)).toBe(true);
    for (let i = 1; i <= 3; i += 1) {
      await createProject(`Budget Barn ${i}`);
      expect(await until(() => live.pushes.length === i + 1), `push ${i + 1}`).toBe(true);
    }
    expect(live.errors).toEqual([]);
    live.stop();
    await c.dispose();
  });

  it('refuses a subscription too expensive per event before it starts', async () => {
    const cheapUrl = await listen(await startBff(stack.core.url, TEST_JWT_SECRET, { maxCost: 3 }));
    const c = client(cheapUrl, supervisor);
    const live = collect(c, `subscription { dashboardUpdated(board: main) { board ${FIGURES} } }`);
    expect(await until(() => live.errors.length > 0)).toBe(true);
    expect(JSON.stringify(live.errors)).toMatch(/QUERY_TOO_EXPENSIVE/);
    expect(live.pushes).toEqual([]);
    live.stop();
    await c.dispose();
  });
});

describe('widget figures', () => {
  const ask = (input: Record<string, unknown>, user: User = manager) =>
    gql(
      stack.app,
      `query($input: WidgetFiguresInput) { dashboardFigures(input: $input) {
        from to period project { id name } figures { key unit over value by_project { project_id name value } } } }`,
      { input },
      stack.tokenFor(user),
    );

  it('answers one project’s figures over a named period, and refuses a bad question in words', async () => {
    const created = await createProject('Widget Wharf');
    const id = created.body.data.createProject.id;
    const set = await gql(
      stack.app,
      'mutation($id: ID!) { updateProject(id: $id, input: { status: "active", contract_value_pence: 123456789 }) { status } }',
      { id },
      stack.tokenFor(manager),
    );
    expect(set.body.errors).toBeUndefined();
    const res = await ask({ project_id: id, period: 'this_tax_year', keys: ['projects.contract_value'] });
    expect(res.body.errors).toBeUndefined();
    const answer = res.body.data.dashboardFigures;
    expect(answer).toMatchObject({
      period: 'this_tax_year',
      project: { id, name: 'Widget Wharf' },
      figures: [
        { key: 'projects.contract_value', unit: 'pence', over: 'now', value: 123_456_789, by_project: null },
      ],
    });
    expect(answer.from).toMatch(/^\d{4}-04-06$/);
    const bad = await ask({ keys: ['projects.contract_valeu'] });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toMatch(/Unknown figure projects\.contract_valeu/);
    const refused = await ask({}, worker);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('pushes the whole answer once listening, then the figure a change moved', async () => {
    const created = await createProject('Live Lock');
    const id = created.body.data.createProject.id;
    const c = client(wsUrl, supervisor);
    const pushes: { dashboardFiguresUpdated: { figures: { key: string; value: number }[] } }[] = [];
    const errors: unknown[] = [];
    const stop = c.subscribe<(typeof pushes)[number]>(
      {
        query: `subscription($id: ID) { dashboardFiguresUpdated(input: { project_id: $id, keys: ["projects.contract_value", "plant.on_hire"] }) {
          project { id } figures { key value } } }`,
        variables: { id },
      },
      {
        next: (v) => (v.errors ? errors.push(v.errors) : pushes.push(v.data as (typeof pushes)[number])),
        error: (e) => errors.push(e),
        complete: () => undefined,
      },
    );
    expect(await until(() => pushes.length === 1)).toBe(true);
    expect(pushes[0]!.dashboardFiguresUpdated.figures).toEqual([
      { key: 'projects.contract_value', value: 0 },
      { key: 'plant.on_hire', value: 0 },
    ]);
    await gql(
      stack.app,
      'mutation($id: ID!) { updateProject(id: $id, input: { status: "on_hold", contract_value_pence: 5000000 }) { status } }',
      { id },
      stack.tokenFor(manager),
    );
    expect(await until(() => pushes.length >= 2)).toBe(true);
    // Only the figure that moved.
    expect(pushes.at(-1)!.dashboardFiguresUpdated.figures).toEqual([
      { key: 'projects.contract_value', value: 5_000_000 },
    ]);
    expect(errors).toEqual([]);
    stop();

    // A bad question fails before it starts.
    const failed: unknown[] = [];
    const stopBad = c.subscribe(
      { query: 'subscription { dashboardFiguresUpdated(input: { keys: ["nope.nothing"] }) { from } }' },
      { next: (v) => failed.push(v.errors ?? v), error: (e) => failed.push(e), complete: () => undefined },
    );
    expect(await until(() => failed.length > 0)).toBe(true);
    expect(JSON.stringify(failed)).toMatch(/Unknown figure nope\.nothing/);
    stopBad();
    await c.dispose();
  });
});
