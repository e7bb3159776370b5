// Owns the demo company's projects: a dozen realistic UK jobs across every status, with teams, notes at each
// visibility level and an activity trail. Runs only when the company has no projects yet (idempotent).
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import {
  Activity,
  Project,
  ProjectNote,
  ProjectTeamMember,
  type ProjectStatus,
  type Role,
  type User,
} from '../models/index.js';

interface DemoProject {
  name: string;
  status: ProjectStatus;
  client: string;
  contact: string;
  address: string;
  postcode: string;
  start: string;
  end: string;
  valuePounds: number;
  form: 'JCT_DB' | 'JCT_SBC' | 'JCT_MW' | 'NEC4_ECC_A' | 'NEC4_ECC_C' | 'bespoke';
  team: Role[];
  archived?: string;
  notes: [Role, Role, string][]; // author, visibility, content
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Riverside Apartments, Block B',
    status: 'active',
    client: 'Taff Housing Association',
    contact: 'Rhian Morgan',
    address: 'Plot 4, Clarence Embankment\nCardiff',
    postcode: 'CF10 5GA',
    start: '2026-03-02',
    end: '2027-06-30',
    valuePounds: 4_850_000,
    form: 'JCT_DB',
    team: ['worker', 'supervisor', 'manager'],
    notes: [
      [
        'supervisor',
        'worker',
        'Tower crane inspection passed. Lifting plan for level 4 slab pour briefed at toolbox talk.',
      ],
      ['worker', 'worker', 'Scaffold tag missing on the east elevation lift 3. Reported to the scaffolder.'],
      [
        'manager',
        'manager',
        'Client has asked for a price for upgraded balcony balustrades. Hold until the variation is instructed.',
      ],
      ['admin', 'admin', 'Retention bond renewal due in March. Finance to chase the surety.'],
    ],
  },
  {
    name: 'Mill Lane Primary School Extension',
    status: 'active',
    client: 'Bristol City Council',
    contact: 'David Hughes',
    address: 'Mill Lane Primary School\nMill Lane, Bedminster\nBristol',
    postcode: 'BS3 4DX',
    start: '2026-05-11',
    end: '2026-12-18',
    valuePounds: 1_240_000,
    form: 'NEC4_ECC_A',
    team: ['worker', 'supervisor'],
    notes: [
      [
        'supervisor',
        'worker',
        'School in session: no deliveries 08:15–09:15 or 14:45–15:30. Banksman at the gate at all times.',
      ],
      ['supervisor', 'supervisor', 'Early warning raised for the late steel frame delivery (EW-007).'],
    ],
  },
  {
    name: 'Harbourside Office Refurbishment',
    status: 'active',
    client: 'Quayside Estates Ltd',
    contact: 'Sarah Whitfield',
    address: '2 Canons Way\nBristol',
    postcode: 'BS1 5LF',
    start: '2026-08-03',
    end: '2027-02-26',
    valuePounds: 865_000,
    form: 'JCT_SBC',
    team: ['worker', 'manager'],
    notes: [
      ['manager', 'worker', 'Asbestos survey R&D complete: no ACMs found in the 3rd floor ceiling void.'],
    ],
  },
  {
    name: 'Pontprennau Care Home',
    status: 'active',
    client: 'Cwm Care Group',
    contact: 'Owain Jenkins',
    address: 'Land off Pontprennau Link Road\nCardiff',
    postcode: 'CF23 8LL',
    start: '2026-02-16',
    end: '2027-09-30',
    valuePounds: 6_320_000,
    form: 'JCT_DB',
    team: ['supervisor', 'manager', 'admin'],
    notes: [['supervisor', 'worker', 'Foundations for wing C poured. Cube results due Friday.']],
  },
  {
    name: 'Newport Retail Park Unit 7 Fit-out',
    status: 'active',
    client: 'Celtic Retail Partners',
    contact: 'James Price',
    address: 'Unit 7, Spytty Retail Park\nNewport',
    postcode: 'NP19 4QQ',
    start: '2026-10-05',
    end: '2027-01-22',
    valuePounds: 412_500,
    form: 'JCT_MW',
    team: ['worker', 'supervisor'],
    notes: [
      ['worker', 'worker', 'Shop front glazing arrives Tuesday. Need the telehandler on site from 7am.'],
    ],
  },
  {
    name: 'Gloucester Road Mixed-Use Scheme',
    status: 'planning',
    client: 'Horfield Developments LLP',
    contact: 'Emma Clarke',
    address: '148–152 Gloucester Road\nBristol',
    postcode: 'BS7 8NT',
    start: '2027-01-11',
    end: '2028-03-31',
    valuePounds: 3_175_000,
    form: 'NEC4_ECC_C',
    team: ['manager'],
    notes: [
      ['manager', 'supervisor', 'Pre-start meeting booked. Party wall awards outstanding for No. 146.'],
    ],
  },
  {
    name: 'Swansea Marina Footbridge Repairs',
    status: 'planning',
    client: 'City and County of Swansea',
    contact: 'Gethin Rees',
    address: 'Marina Walk\nSwansea',
    postcode: 'SA1 1UP',
    start: '2027-02-01',
    end: '2027-05-28',
    valuePounds: 298_000,
    form: 'NEC4_ECC_A',
    team: [],
    notes: [],
  },
  {
    name: 'Llandaff Fields Pavilion',
    status: 'on_hold',
    client: 'Llandaff Fields Trust',
    contact: 'Catrin Lloyd',
    address: 'Llandaff Fields, Cardiff Road\nCardiff',
    postcode: 'CF5 2AD',
    start: '2026-06-01',
    end: '2027-03-31',
    valuePounds: 720_000,
    form: 'JCT_MW',
    team: ['supervisor', 'manager'],
    notes: [['manager', 'worker', 'On hold pending the lottery funding decision (expected January).']],
  },
  {
    name: 'Bath Road Warehouse Roof Replacement',
    status: 'completed',
    client: 'Avon Logistics Ltd',
    contact: 'Mark Ellis',
    address: 'Unit 3, Bath Road Trading Estate\nBristol',
    postcode: 'BS4 3AP',
    start: '2025-09-01',
    end: '2026-02-27',
    valuePounds: 538_000,
    form: 'JCT_SBC',
    team: ['worker', 'supervisor'],
    notes: [
      [
        'supervisor',
        'worker',
        'Practical completion certificate issued 27/02. Defects period runs 12 months.',
      ],
    ],
  },
  {
    name: 'Penarth Marina Townhouses',
    status: 'completed',
    client: 'Bay Homes Ltd',
    contact: 'Nia Roberts',
    address: 'Portway, Penarth Marina\nPenarth',
    postcode: 'CF64 1TT',
    start: '2024-11-04',
    end: '2025-12-19',
    valuePounds: 2_960_000,
    form: 'JCT_DB',
    team: ['manager', 'admin'],
    archived: 'Final account agreed and retention released. Closed out.',
    notes: [['admin', 'manager', 'Final account agreed at £3,012,450.00 including variations.']],
  },
  {
    name: 'Cheltenham Road Surgery Extension',
    status: 'cancelled',
    client: 'Arley Hill Medical Practice',
    contact: 'Dr Helen Shaw',
    address: '12 Cheltenham Road\nBristol',
    postcode: 'BS6 5RL',
    start: '2026-04-06',
    end: '2026-11-27',
    valuePounds: 385_000,
    form: 'JCT_MW',
    team: [],
    notes: [
      [
        'manager',
        'worker',
        'Client withdrew after the planning refusal. No costs incurred beyond the survey.',
      ],
    ],
  },
  {
    name: 'Caerphilly Leisure Centre Changing Rooms',
    status: 'active',
    client: 'Caerphilly County Borough Council',
    contact: 'Huw Williams',
    address: 'Virginia Park, Pontygwindy Road\nCaerphilly',
    postcode: 'CF83 3HU',
    start: '2026-09-07',
    end: '2027-03-19',
    valuePounds: 948_000,
    form: 'NEC4_ECC_A',
    team: ['worker', 'supervisor', 'manager'],
    notes: [
      ['worker', 'worker', 'Pool hall stays open: keep the hoarding line clear of the fire exit route.'],
      [
        'supervisor',
        'supervisor',
        'M&E subcontractor two days behind on first fix. Programme recovery plan requested.',
      ],
    ],
  },
];

const BUDGET_SPLIT = { labour: 0.32, plant: 0.08, materials: 0.34, subcontract: 0.18, preliminaries: 0.06 };

/** Seeds the demo projects for a company whose users are given by role. Returns how many were created. */
export async function seedDemoProjects(
  sequelize: Sequelize,
  companyId: string,
  usersByRole: Partial<Record<Role, User>>,
  transaction: Transaction,
): Promise<number> {
  if ((await Project.count({ where: { company_id: companyId }, transaction })) > 0) return 0;
  const manager = usersByRole.manager ?? null;
  let n = 0;
  for (const demo of DEMO_PROJECTS) {
    n += 1;
    const pence = demo.valuePounds * 100;
    const budget = Object.fromEntries(
      Object.entries(BUDGET_SPLIT).map(([c, share]) => [
        `budget_${c}_pence`,
        Math.round(pence * share * 0.9),
      ]),
    );
    const archiver = demo.archived ? (usersByRole.manager ?? null) : null;
    const project = await Project.create(
      {
        company_id: companyId,
        project_number: `P-${String(n).padStart(4, '0')}`,
        name: demo.name,
        status: demo.status,
        client_name: demo.client,
        client_contact_name: demo.contact,
        site_address: demo.address,
        site_postcode: demo.postcode,
        start_date: demo.start,
        end_date: demo.end,
        contract_value_pence: pence,
        contract_form: demo.form,
        manager_id: manager?.id ?? null,
        created_by: manager?.id ?? null,
        is_archived: Boolean(demo.archived),
        archived_at: demo.archived ? new Date() : null,
        archived_by: archiver?.id ?? null,
        archive_reason: demo.archived ?? null,
        ...budget,
      } as Project,
      { transaction },
    );
    const activity = (action: string, extra: Partial<Activity> = {}) =>
      Activity.create(
        {
          company_id: companyId,
          actor_id: manager?.id ?? null,
          entity_type: 'project',
          entity_id: project.id,
          action,
          ...extra,
        } as Activity,
        { transaction },
      );
    await activity('created', { to_state: 'planning' });
    if (demo.status !== 'planning') {
      await activity('status_changed', { from_state: 'planning', to_state: demo.status });
    }
    for (const role of demo.team) {
      const user = usersByRole[role];
      if (!user) continue;
      await ProjectTeamMember.create(
        { company_id: companyId, project_id: project.id, user_id: user.id, added_by: manager?.id ?? null },
        { transaction },
      );
      await activity('team_member_added', {
        details: { user_id: user.id, name: `${user.first_name} ${user.last_name}` },
      });
    }
    for (const [authorRole, level, content] of demo.notes) {
      const note = await ProjectNote.create(
        {
          company_id: companyId,
          project_id: project.id,
          author_id: usersByRole[authorRole]?.id ?? null,
          content,
          visibility_level: level,
        },
        { transaction },
      );
      await activity('note_added', { details: { note_id: note.id, visibility_level: level } });
    }
    if (demo.archived) await activity('archived', { reason: demo.archived });
  }
  // Keep the per-company counter in step so the next project created is P-0013.
  await sequelize.query(
    `INSERT INTO company_counters (company_id, name, value) VALUES (:companyId, 'project', :n)
     ON CONFLICT (company_id, name) DO UPDATE SET value = GREATEST(company_counters.value, :n)`,
    { type: QueryTypes.INSERT, replacements: { companyId, n }, transaction },
  );
  return n;
}
