// Live boards fanned out (decision 0070), against real data with a hand-driven event hub: many readers of one
// company's main board cost one computation per role per burst, each reader still gets exactly the board its
// role sees (the whole board first, then only what moved); workers' boards, which hold their own work, are
// computed per worker; a reader whose session no longer holds is ended before the next push; and every figure
// declared the same for a whole role never reads who the reader is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureContext, gatherContributions } from '../../kit/module.js';
import type { Actor } from '../../lib/auth.js';
import type { DomainEvent } from '../../lib/events.js';
import { Project, ProjectTeamMember, User, type Company } from '../../models/index.js';
import { createCompany, createUser, testDatabase } from '../../test/support.js';
import { MODULES } from '../index.js';
import { audienceKey } from './dashboards.live.js';
import { DashboardService } from './dashboards.service.js';

const sequelize = testDatabase();
const contributions = gatherContributions(MODULES);

const listeners = new Set<(event: DomainEvent) => void>();
const hub = {
  subscribe(listener: (event: DomainEvent) => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
let service: DashboardService;
let company: Company;
let projectNumber = 0;

interface Board {
  board: string;
  figures: { key: string; count: number | null; items: { id: string | null; value: number | null }[] }[];
}

/** A reader of a live board: its messages, parsed, and a promise of the next one. */
function reader(actor: Actor, board: 'main' | 'worker', session = { sid: 'sid', tv: 0 }) {
  const messages: Board[] = [];
  let waiting: ((b: Board) => void) | null = null;
  let ended = false;
  let endWait: (() => void) | null = null;
  const leave = service.live.join(
    actor,
    board,
    session,
    (json) => {
      const parsed = JSON.parse(json) as Board;
      messages.push(parsed);
      waiting?.(parsed);
      waiting = null;
    },
    () => {
      ended = true;
      endWait?.();
      leave();
    },
  );
  return {
    messages,
    leave,
    ended: () => ended,
    untilEnded: () => new Promise<void>((r) => (ended ? r() : (endWait = r))),
    /** The next message, or the one already received beyond `seen`. */
    next: (seen = messages.length) =>
      messages.length > seen ? Promise.resolve(messages[seen]!) : new Promise<Board>((r) => (waiting = r)),
  };
}

const actorOf = (u: User): Actor => ({ userId: u.id, companyId: u.company_id, role: u.role });

function change(projectId: string | null, entity_type = 'project'): void {
  const event: DomainEvent = {
    id: String(Math.random()),
    kind: 'activity',
    company_id: company.id,
    entity_type,
    entity_id: projectId ?? 'x',
    project_id: projectId,
    action: 'updated',
    actor_id: null,
    at: new Date().toISOString(),
  };
  for (const listener of [...listeners]) listener(event);
}

async function newProject(status: string) {
  projectNumber += 1;
  return Project.create({
    company_id: company.id,
    project_number: `L-${String(projectNumber).padStart(4, '0')}`,
    name: `Live ${projectNumber}`,
    status,
  } as Project);
}

/** The board as computed for one reader on its own, without its timestamp. */
async function alone(actor: Actor, board: 'main' | 'worker') {
  const { figures } = await service.board(actor, board);
  return JSON.parse(JSON.stringify(figures)) as Board['figures'];
}

const byKey = (figures: Board['figures']) => figures.map((f) => f.key);

beforeAll(async () => {
  service = new DashboardService({ contributions, sequelize, events: hub }, { windowMs: 50 });
  company = await createCompany();
  await newProject('active');
});

afterAll(() => service.live.stop());

describe('live boards', () => {
  it('computes a main board once per role per burst, for any number of readers, each seeing its role’s board', async () => {
    const supervisors = await Promise.all([1, 2, 3].map(() => createUser(company, { role: 'supervisor' })));
    const managers = await Promise.all([1, 2].map(() => createUser(company, { role: 'manager' })));
    const startedWith = service.live.computations;
    // 50 readers: 30 supervisors' and 20 managers' (several tabs each).
    const readers = [
      ...Array.from({ length: 30 }, (_, i) => ({
        role: 'supervisor',
        r: reader(actorOf(supervisors[i % 3]!), 'main'),
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        role: 'manager',
        r: reader(actorOf(managers[i % 2]!), 'main'),
      })),
    ];
    const firsts = await Promise.all(readers.map(({ r }) => r.next(0)));
    expect(service.live.computations - startedWith).toBe(2);
    expect(service.live.groupCount).toBe(2);

    // Each reader's first board is the whole board its role sees, figure for figure.
    const supervisorBoard = await alone(actorOf(supervisors[0]!), 'main');
    const managerBoard = await alone(actorOf(managers[0]!), 'main');
    expect(byKey(managerBoard)).not.toEqual(byKey(supervisorBoard));
    readers.forEach(({ role, r }, i) => {
      expect(firsts[i]!.figures, `reader ${i}`).toEqual(role === 'manager' ? managerBoard : supervisorBoard);
      expect(r.messages).toHaveLength(1);
    });

    // A burst of ten changes: one computation per role, and every reader gets only the figures that moved.
    const before = service.live.computations;
    const project = await newProject('planning');
    for (let i = 0; i < 10; i += 1) change(project.id);
    const updates = await Promise.all(readers.map(({ r }) => r.next(1)));
    expect(service.live.computations - before).toBe(2);
    for (const update of updates) {
      const byStatus = update.figures.find((f) => f.key === 'projects.by_status')!;
      expect(byStatus.items.find((item) => item.id === 'planning')!.value).toBe(1);
      expect(update.figures.length).toBeLessThan(firsts[0]!.figures.length);
      expect(update.figures.every((f) => byKey(managerBoard).includes(f.key))).toBe(true);
    }
    readers.forEach(({ role, r }) => {
      if (role === 'supervisor')
        expect(r.messages[1]!.figures.every((f) => byKey(supervisorBoard).includes(f.key))).toBe(true);
    });

    // A reader joining a group with a board gets it at once, with no computation.
    const late = reader(actorOf(supervisors[0]!), 'main');
    expect((await late.next(0)).figures.map((f) => f.key)).toEqual(byKey(supervisorBoard));
    expect(service.live.computations - before).toBe(2);

    for (const { r } of readers) r.leave();
    late.leave();
    expect(service.live.groupCount).toBe(0);
  });

  it('keeps workers’ boards their own: one group per worker, each with their own projects only', async () => {
    const ann = await createUser(company, { role: 'worker' });
    const bob = await createUser(company, { role: 'worker' });
    const annsProject = await newProject('active');
    await ProjectTeamMember.create({ company_id: company.id, project_id: annsProject.id, user_id: ann.id });
    const a = reader(actorOf(ann), 'worker');
    const b = reader(actorOf(bob), 'worker');
    const [fromA, fromB] = await Promise.all([a.next(0), b.next(0)]);
    expect(service.live.groupCount).toBe(2);
    const mine = (board: Board) => board.figures.find((f) => f.key === 'projects.mine')!;
    expect(mine(fromA).items.map((i) => i.id)).toEqual([annsProject.id]);
    expect(mine(fromB).items).toEqual([]);
    expect(fromA.figures).toEqual(await alone(actorOf(ann), 'worker'));
    expect(fromB.figures).toEqual(await alone(actorOf(bob), 'worker'));

    // A change on Ann's project reaches Ann's board only (Bob may not see it: his board is not recomputed).
    const before = service.live.computations;
    await annsProject.update({ status: 'on_hold' });
    change(annsProject.id);
    const update = await a.next(1);
    expect(mine(update).items.map((i) => i.id)).toEqual([annsProject.id]);
    expect(service.live.computations - before).toBe(1);
    expect(b.messages).toHaveLength(1);
    a.leave();
    b.leave();
  });

  it('ends a reader whose session no longer holds before the next push, and keeps the others', async () => {
    const kept = await createUser(company, { role: 'supervisor' });
    const demoted = await createUser(company, { role: 'supervisor' });
    const signedOut = await createUser(company, { role: 'supervisor' });
    const k = reader(actorOf(kept), 'main');
    const d = reader(actorOf(demoted), 'main');
    const s = reader(actorOf(signedOut), 'main');
    await Promise.all([k.next(0), d.next(0), s.next(0)]);
    await User.update({ role: 'worker' }, { where: { id: demoted.id } });
    await User.update({ token_version: 1 }, { where: { id: signedOut.id } });
    const project = await newProject('on_hold');
    change(project.id);
    await Promise.all([k.next(1), d.untilEnded(), s.untilEnded()]);
    expect(d.messages).toHaveLength(1);
    expect(s.messages).toHaveLength(1);
    k.leave();
  });

  it('keys readers by company, board and role — or by the reader when a figure is their own', () => {
    const figures = (actor: Actor, board: 'main' | 'worker') => service.figuresFor(actor, board);
    const sup = (userId: string): Actor => ({ userId, companyId: 'c1', role: 'supervisor' });
    expect(audienceKey(sup('u1'), 'main', figures(sup('u1'), 'main'))).toBe(
      audienceKey(sup('u2'), 'main', figures(sup('u2'), 'main')),
    );
    expect(audienceKey(sup('u1'), 'main', figures(sup('u1'), 'main'))).not.toBe(
      audienceKey({ ...sup('u1'), companyId: 'c2' }, 'main', figures(sup('u1'), 'main')),
    );
    expect(audienceKey(sup('u1'), 'worker', figures(sup('u1'), 'worker'))).not.toBe(
      audienceKey(sup('u2'), 'worker', figures(sup('u2'), 'worker')),
    );
  });

  it('every figure declared the same for a whole role never reads who the reader is', async () => {
    const shared = contributions.dashboardFigures.filter((f) => f.sameFor === 'role');
    expect(shared.length).toBeGreaterThan(10);
    const boss = await createUser(company, { role: 'admin' });
    const actor = new Proxy(actorOf(boss), {
      get(target, prop) {
        if (prop === 'userId') throw new Error('a figure shared by a role read the reader’s id');
        return target[prop as keyof Actor];
      },
    });
    const now = new Date();
    const ctx = figureContext(now, contributions, sequelize);
    for (const figure of shared) {
      await expect(figure.compute(actor, ctx), figure.key).resolves.toBeDefined();
    }
  });
});
