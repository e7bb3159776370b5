// Seeds the bench database through core-api's real models (core-api/dist), in bulkCreate batches, with a
// progress bar: 20 companies; the first ("Bench Co 01") has 40 users, 10,000 projects with teams of 5–30 and
// 100,000 notes; the other 19 have 5 users and 100 projects each. Two marked projects of the big company
// give the detail benchmarks a fixed shape: "Bench small" (team 5, 10 notes) and "Bench large" (team 30,
// 1,000 notes). Deterministic (seeded PRNG), so runs compare.
import { SingleBar, Presets } from 'cli-progress';

export const BENCH_PASSWORD = 'Bench1234!';
export const BIG_COMPANY = 'Bench Co 01';
export const COMPANIES = 20;
export const BIG_PROJECTS = 10_000;
export const BIG_NOTES = 100_000;
export const BIG_USERS = 40;
export const SMALL_PROJECTS = 100;
export const SMALL_USERS = 5;
export const SMALL_PROJECT_NAME = 'Bench small';
export const LARGE_PROJECT_NAME = 'Bench large';
const BATCH = 2_000;

const PLACES = [
  'Riverside',
  'Harbour',
  'Castle',
  'Station',
  'Market',
  'Valley',
  'Park',
  'Quay',
  'Mill',
  'Chapel',
];
const KINDS = ['Apartments', 'School', 'Offices', 'Warehouse', 'Surgery', 'Library', 'Depot', 'Hotel'];
const CLIENTS = ['Cardiff Council', 'Taff Homes', 'Severn Estates', 'Gower Retail', 'Dragon Leisure'];
const POSTCODES = ['CF10 1AA', 'CF11 9LJ', 'SA1 3SN', 'NP20 4AA', 'LL11 1AY', 'SY23 1DL'];
const STATUSES = ['planning', 'active', 'active', 'active', 'on_hold', 'completed', 'cancelled'];
const ROLES = ['worker', 'supervisor', 'manager', 'admin'];

/** mulberry32: small, fast, seeded. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows seeded in total (the progress bar's goal). */
function plannedRows() {
  const teamsBig = BIG_PROJECTS * 17.5;
  const small = (COMPANIES - 1) * (SMALL_PROJECTS + SMALL_PROJECTS * 3 + SMALL_PROJECTS * 2);
  return Math.round(BIG_PROJECTS + teamsBig + BIG_NOTES + small);
}

/** True when a previous run left a complete bench data set behind (for --reuse). */
export async function isSeeded(models) {
  const { Company, Project, ProjectNote } = models;
  const big = await Company.findOne({ where: { name: BIG_COMPANY } });
  if (!big) return false;
  const [companies, projects, notes] = await Promise.all([
    Company.count({ where: { name: Object.values(companyNames()) } }),
    Project.count({ where: { company_id: big.id } }),
    ProjectNote.count({ where: { company_id: big.id } }),
  ]);
  return companies === COMPANIES && projects === BIG_PROJECTS && notes === BIG_NOTES;
}

function companyNames() {
  return Array.from({ length: COMPANIES }, (_, i) => `Bench Co ${String(i + 1).padStart(2, '0')}`);
}

export async function seedBench(models, { hashPassword, sequelize, log = console.log }) {
  const { Company, User, Project, ProjectTeamMember, ProjectNote, CompanyCounter } = models;
  const rand = prng(20_260_101);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const hash = await hashPassword(BENCH_PASSWORD);
  const bar = new SingleBar(
    { format: 'seeding [{bar}] {percentage}% | {value}/{total} rows | {stage}', hideCursor: true },
    Presets.shades_classic,
  );
  bar.start(plannedRows(), 0, { stage: 'companies' });
  let done = 0;
  const advance = (n, stage) => {
    done += n;
    bar.update(Math.min(done, bar.getTotal()), { stage });
  };

  async function insert(model, rows, stage) {
    for (let i = 0; i < rows.length; i += BATCH) {
      const chunk = rows.slice(i, i + BATCH);
      await model.bulkCreate(chunk, { validate: false, hooks: false, logging: false });
      advance(chunk.length, stage);
    }
  }

  const summary = { companies: 0, users: 0, projects: 0, team_members: 0, notes: 0 };
  const names = companyNames();
  for (let c = 0; c < names.length; c++) {
    const big = c === 0;
    const company = await Company.create({ name: names[c], status: 'active' }, { logging: false });
    summary.companies++;
    const slug = `bench${String(c + 1).padStart(2, '0')}`;
    const userCount = big ? BIG_USERS : SMALL_USERS;
    const users = Array.from({ length: userCount }, (_, i) => ({
      company_id: company.id,
      // The first four are admin, manager, supervisor, worker with fixed emails the bench signs in as.
      email: i < 4 ? `${ROLES[3 - i]}@${slug}.example` : `user${i}@${slug}.example`,
      first_name: `First${i}`,
      last_name: `Last${String(i).padStart(2, '0')}`,
      role: i < 4 ? ROLES[3 - i] : pick(ROLES),
      password_hash: hash,
    }));
    const userRows = await User.bulkCreate(users, { validate: false, hooks: false, logging: false });
    summary.users += userRows.length;
    const userIds = userRows.map((u) => u.id);
    const managerIds = userRows.filter((u) => u.role === 'manager' || u.role === 'admin').map((u) => u.id);

    const projectCount = big ? BIG_PROJECTS : SMALL_PROJECTS;
    const projects = Array.from({ length: projectCount }, (_, i) => {
      const n = i + 1;
      const special = big && n === 1 ? SMALL_PROJECT_NAME : big && n === 2 ? LARGE_PROJECT_NAME : null;
      const start = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 700) * 86_400_000);
      const end = new Date(start.getTime() + (60 + Math.floor(rand() * 600)) * 86_400_000);
      return {
        company_id: company.id,
        project_number: `P-${String(n).padStart(4, '0')}`,
        name: special ?? `${pick(PLACES)} ${pick(KINDS)} ${n}`,
        description: `Bench project ${n}`,
        status: pick(STATUSES),
        client_name: pick(CLIENTS),
        site_postcode: pick(POSTCODES),
        site_address: `${n} High Street\nCardiff`,
        start_date: start.toISOString().slice(0, 10),
        end_date: end.toISOString().slice(0, 10),
        contract_value_pence: Math.floor(rand() * 500_000_000),
        budget_labour_pence: Math.floor(rand() * 10_000_000),
        budget_materials_pence: Math.floor(rand() * 10_000_000),
        manager_id: pick(managerIds),
        created_by: userIds[0],
      };
    });
    const projectIds = [];
    for (let i = 0; i < projects.length; i += BATCH) {
      const chunk = projects.slice(i, i + BATCH);
      const rows = await Project.bulkCreate(chunk, { validate: false, hooks: false, logging: false });
      projectIds.push(...rows.map((p) => p.id));
      advance(chunk.length, `${names[c]}: projects`);
    }
    summary.projects += projectIds.length;
    await CompanyCounter.bulkCreate([{ company_id: company.id, name: 'project', value: projectCount }], {
      logging: false,
    });

    // Teams: distinct users per project (a shuffled prefix of the company's users).
    const team = [];
    projectIds.forEach((projectId, i) => {
      const size = big
        ? i === 0
          ? 5
          : i === 1
            ? 30
            : 5 + Math.floor(rand() * 26)
        : 1 + Math.floor(rand() * 5);
      const order = [...userIds];
      for (let k = order.length - 1; k > 0; k--) {
        const j = Math.floor(rand() * (k + 1));
        [order[k], order[j]] = [order[j], order[k]];
      }
      for (const userId of order.slice(0, Math.min(size, order.length))) {
        team.push({ company_id: company.id, project_id: projectId, user_id: userId, added_by: userIds[0] });
      }
    });
    await insert(ProjectTeamMember, team, `${names[c]}: teams`);
    summary.team_members += team.length;

    // Notes: the big company gets exactly BIG_NOTES (10 on "Bench small", 1,000 on "Bench large").
    const notes = [];
    const noteFor = (projectId) => ({
      company_id: company.id,
      project_id: projectId,
      author_id: pick(userIds),
      content: `Site note ${notes.length + 1}: deliveries checked, scaffold inspected, weather fair.`,
      visibility_level: pick(['worker', 'worker', 'worker', 'supervisor', 'manager', 'admin']),
    });
    if (big) {
      for (let k = 0; k < 10; k++) notes.push(noteFor(projectIds[0]));
      for (let k = 0; k < 1_000; k++) notes.push(noteFor(projectIds[1]));
      const rest = projectIds.slice(2);
      while (notes.length < BIG_NOTES) notes.push(noteFor(rest[Math.floor(rand() * rest.length)]));
    } else {
      for (const projectId of projectIds) for (let k = 0; k < 2; k++) notes.push(noteFor(projectId));
    }
    await insert(ProjectNote, notes, `${names[c]}: notes`);
    summary.notes += notes.length;
  }
  bar.update(bar.getTotal(), { stage: 'analyze' });
  bar.stop();
  // Fresh statistics, as autovacuum would produce on a live system, so plans match production's.
  await sequelize.query('ANALYZE', { logging: false });
  log(
    `seeded ${summary.companies} companies, ${summary.users} users, ${summary.projects} projects, ` +
      `${summary.team_members} team members, ${summary.notes} notes`,
  );
  return summary;
}

export const SCALE_COMPANY = 'Bench Scale Co';
export const SCALE_PROJECTS = 100_000;
export const SCALE_ADMIN = 'admin@benchscale.example';

/**
 * The scale row's company: 100,000 projects in one company (one INSERT … SELECT generate_series, a few
 * seconds), with an admin who signs in with the bench password and manages them all. Kept when complete.
 */
export async function seedScale(sequelize, { log = console.log } = {}) {
  const q = (sql, replacements = {}) => sequelize.query(sql, { replacements, logging: false });
  const [[existing]] = await q(
    `SELECT c.id, (SELECT count(*) FROM projects p WHERE p.company_id = c.id)::int AS n
       FROM companies c WHERE c.name = :name`,
    { name: SCALE_COMPANY },
  );
  if (existing?.n === SCALE_PROJECTS) return { reused: true };
  // Left half-made by an interrupted run: start it again.
  if (existing) await q('DELETE FROM companies WHERE id = :id', { id: existing.id });
  const started = Date.now();
  const [[company]] = await q(
    `INSERT INTO companies (id, name, status, created_at, updated_at)
     VALUES (gen_random_uuid(), :name, 'active', now(), now()) RETURNING id`,
    { name: SCALE_COMPANY },
  );
  const [[admin]] = await q(
    `INSERT INTO users (id, company_id, email, password_hash, first_name, last_name, role, is_active,
                        password_set_at, created_at, updated_at)
     SELECT gen_random_uuid(), :c, :email, u.password_hash, 'Scale', 'Admin', 'admin', true, now(), now(), now()
       FROM users u WHERE u.email = 'admin@bench01.example' RETURNING id`,
    { c: company.id, email: SCALE_ADMIN },
  );
  await q(
    `INSERT INTO projects (id, company_id, project_number, name, description, status, client_name,
                           site_postcode, site_address, start_date, end_date, contract_value_pence,
                           budget_labour_pence, budget_materials_pence, manager_id, created_by,
                           created_at, updated_at)
     SELECT gen_random_uuid(), :c, 'P-' || lpad(g::text, 6, '0'),
            (ARRAY['Riverside', 'Harbour', 'Castle', 'Station', 'Market'])[1 + g % 5] || ' Offices ' || g,
            'Bench project ' || g, (ARRAY['planning', 'active', 'active', 'on_hold', 'completed'])[1 + g % 5],
            'Cardiff Council', 'CF10 1AA', g || ' High Street', date '2024-01-01' + g % 700,
            date '2025-06-01' + g % 700, (g::bigint * 4999) % 500000000, 5000000, 5000000, :a, :a,
            now() - g * interval '1 minute', now() - g * interval '1 minute'
       FROM generate_series(1, :n) g`,
    { c: company.id, a: admin.id, n: SCALE_PROJECTS },
  );
  await q(`INSERT INTO company_counters (company_id, name, value) VALUES (:c, 'project', :n)`, {
    c: company.id,
    n: SCALE_PROJECTS,
  });
  await q('ANALYZE projects');
  log(
    `seeded ${SCALE_COMPANY}: ${SCALE_PROJECTS} projects in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { reused: false };
}
