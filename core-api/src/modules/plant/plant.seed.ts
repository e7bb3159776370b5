// Owns the demo company's plant hire: rates for four categories from the three plant suppliers of the demo
// (self-drive and, where offered, with an operator; one rate expired, one weekly), a register of owned items (one with a LOLER examination due within the
// week, one expired) and hired items, and requests in every status on the live projects — dated around today
// so the due-soon list, hire costs and dashboards show real figures. Runs only when the company has no plant
// rates yet (idempotent; never undoes a user's edits).
import { Op, type Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { formatReference, nextNumber } from '../../lib/numbering.js';
import { Project } from '../../models/index.js';
import { Supplier } from '../suppliers/index.js';
import { PlantItem } from './plant-item.model.js';
import { hireRate } from './plant-cost.js';
import { PlantRate, type RateUnit } from './plant-rate.model.js';
import { PlantRequest, type RequestStatus } from './plant-request.model.js';

const SUPPLIERS = ['Valleys Plant Hire Ltd', 'Severnside Access & Plant Ltd', 'Morgan Groundworks Ltd'];

// [supplier index, category, self-drive rate pence, with-operator rate pence (null: not offered), unit, delivery,
// collection, valid from offset days, valid to offset]
const RATES: [number, string, number, number | null, RateUnit, number, number, number, number | null][] = [
  [0, 'Telehandler', 9_500, 29_500, 'day', 6_500, 6_500, -200, null],
  [1, 'Telehandler', 42_000, 135_000, 'week', 7_500, 7_500, -200, null],
  [2, 'Telehandler', 11_000, null, 'day', 4_500, 4_500, -200, null],
  [0, '3t Excavator', 38_000, 115_000, 'week', 6_500, 6_500, -200, null],
  [2, '3t Excavator', 8_500, 24_500, 'day', 4_000, 4_000, -200, null],
  [2, '3t Excavator', 7_500, 22_000, 'day', 4_000, 4_000, -400, -201],
  [1, 'Scissor lift', 27_500, null, 'week', 5_500, 5_500, -200, null],
  [0, '6t Dumper', 6_000, 21_000, 'day', 5_000, 5_000, -200, null],
];

// [asset, description, category, LOLER offset days (null: none), PUWER offset days]
const OWNED: [string, string, string, number | null, number | null][] = [
  ['SB-001', 'JCB 540-140 Hi-Viz telehandler', 'Telehandler', 120, 90],
  ['SB-002', 'Kubota U27-4 2.7t mini excavator', '3t Excavator', 5, 60],
  ['SB-003', 'Thwaites 6t swivel dumper', '6t Dumper', null, 150],
  ['SB-004', 'Genie GS-1932 scissor lift', 'Scissor lift', -3, 40],
  ['SB-005', 'Belle Minimix 150 site mixer', 'Mixer', null, 200],
];

export async function seedDemoPlant(
  companyId: string,
  users: { worker?: string; supervisor?: string; manager?: string },
  transaction: Transaction,
): Promise<string | null> {
  if ((await PlantRate.count({ where: { company_id: companyId }, transaction })) > 0) return null;
  const suppliers = await Supplier.findAll({
    where: { company_id: companyId, name: { [Op.in]: SUPPLIERS } },
    transaction,
  });
  const projects = await Project.findAll({
    where: { company_id: companyId, status: 'active', is_archived: false },
    order: [['project_number', 'ASC']],
    limit: 3,
    transaction,
  });
  if (suppliers.length < SUPPLIERS.length || !projects.length || !users.worker) return null;
  const supplierOf = (i: number) => suppliers.find((s) => s.name === SUPPLIERS[i])!;
  const today = londonDate();
  const day = (n: number) => addDays(today, n);

  for (const [s, category, rate, operated, unit, delivery, collection, from, to] of RATES) {
    await PlantRate.create(
      {
        company_id: companyId,
        supplier_id: supplierOf(s).id,
        category,
        rate_pence: rate,
        operated_rate_pence: operated,
        rate_unit: unit,
        delivery_pence: delivery,
        collection_pence: collection,
        valid_from: day(from),
        valid_to: to == null ? null : day(to),
        created_by: users.manager ?? null,
      },
      { transaction },
    );
  }
  const owned = new Map<string, PlantItem>();
  for (const [asset, description, category, loler, puwer] of OWNED) {
    owned.set(
      asset,
      await PlantItem.create(
        {
          company_id: companyId,
          asset_number: asset,
          description,
          category,
          ownership: 'owned',
          loler_due_date: loler == null ? null : day(loler),
          puwer_due_date: puwer == null ? null : day(puwer),
          created_by: users.manager ?? null,
        },
        { transaction },
      ),
    );
  }

  const rates = await PlantRate.findAll({ where: { company_id: companyId }, transaction });
  const rateFor = (supplier: number, category: string) =>
    rates.find((r) => r.supplier_id === supplierOf(supplier).id && r.category === category && !r.valid_to)!;
  const project = (i: number) => projects[i % projects.length]!;
  const worker = users.worker;
  const approver = users.supervisor ?? users.manager ?? worker;

  interface Demo {
    status: RequestStatus;
    category: string;
    project: number;
    from: number;
    until: number;
    operator?: boolean;
    notes?: string;
    allocate?: string;
    hire?: [number, string];
    onHire?: number;
    collected?: [string, number];
    reason?: string;
  }
  const demos: Demo[] = [
    {
      status: 'requested',
      category: 'Telehandler',
      project: 0,
      from: 3,
      until: 17,
      notes: 'For the level 4 blockwork loads. Forks and a bucket please.',
    },
    {
      status: 'requested',
      category: 'Scissor lift',
      project: 1,
      from: 5,
      until: 9,
      notes: 'Ceiling grid in the hall.',
    },
    {
      status: 'approved',
      category: '3t Excavator',
      project: 1,
      from: 2,
      until: 12,
      allocate: 'SB-002',
      notes: 'Drainage runs to the new classroom block.',
    },
    {
      status: 'on_hire',
      category: 'Telehandler',
      project: 0,
      from: -15,
      until: 4,
      hire: [1, 'Telehandler'],
      onHire: -15,
    },
    {
      status: 'on_hire',
      category: '6t Dumper',
      project: 2,
      from: -6,
      until: 20,
      allocate: 'SB-003',
      onHire: -6,
      operator: false,
    },
    {
      status: 'on_hire',
      category: '3t Excavator',
      project: 2,
      from: -9,
      until: 2,
      hire: [2, '3t Excavator'],
      onHire: -9,
      operator: true,
      notes: 'With operator for the soakaway.',
    },
    {
      status: 'off_hire_requested',
      category: '6t Dumper',
      project: 0,
      from: -20,
      until: -1,
      hire: [0, '6t Dumper'],
      onHire: -20,
    },
    {
      status: 'off_hired',
      category: 'Telehandler',
      project: 1,
      from: -40,
      until: -12,
      hire: [0, 'Telehandler'],
      onHire: -40,
      collected: ['VPH-COL-55812', -12],
    },
    {
      status: 'rejected',
      category: 'Scissor lift',
      project: 2,
      from: 1,
      until: 3,
      reason: 'Use the tower scaffold already on site.',
    },
    {
      status: 'cancelled',
      category: 'Mixer',
      project: 0,
      from: 2,
      until: 4,
      reason: 'Ready-mix ordered instead.',
    },
  ];

  for (const demo of demos) {
    const p = project(demo.project);
    const n = await nextNumber(companyId, 'plant_request', transaction);
    const reference = formatReference('plant_request', n);
    const rate = demo.hire ? rateFor(demo.hire[0], demo.hire[1]) : null;
    const item = demo.allocate ? owned.get(demo.allocate)! : null;
    const decided = !['requested', 'cancelled'].includes(demo.status);
    const onHire = demo.onHire != null ? day(demo.onHire) : null;
    const request = await PlantRequest.create(
      {
        company_id: companyId,
        reference,
        project_id: p.id,
        requested_by: worker,
        category: demo.category,
        quantity: 1,
        required_from: day(demo.from),
        required_until: day(demo.until),
        with_operator: demo.operator ?? false,
        notes: demo.notes ?? null,
        status: demo.status,
        fulfilment: rate ? 'hire' : item ? 'allocation' : null,
        plant_item_id: item?.id ?? null,
        supplier_id: rate?.supplier_id ?? null,
        rate_id: rate?.id ?? null,
        // The operated excavator is priced at its operated (wet) rate (issue 35).
        rate_pence: rate ? hireRate(rate, demo.operator ?? false) : null,
        rate_unit: rate?.rate_unit ?? null,
        delivery_pence: rate ? Number(rate.delivery_pence) : null,
        collection_pence: rate ? Number(rate.collection_pence) : null,
        hire_reference: rate ? `H${String(48_210 + n)}` : null,
        decided_by: decided ? approver : null,
        decided_at: decided ? new Date() : null,
        decision_reason: demo.reason ?? null,
        on_hire_date: onHire,
        off_hire_requested_at: ['off_hire_requested', 'off_hired'].includes(demo.status) ? new Date() : null,
        off_hire_requested_by: ['off_hire_requested', 'off_hired'].includes(demo.status) ? worker : null,
        collection_reference: demo.collected?.[0] ?? null,
        off_hire_date: demo.collected ? day(demo.collected[1]) : null,
      },
      { transaction },
    );
    if (item) {
      const live = ['approved', 'on_hire', 'off_hire_requested'].includes(demo.status);
      await item.update(
        {
          status: live
            ? demo.status === 'off_hire_requested'
              ? 'off_hire_requested'
              : 'on_hire'
            : 'available',
          current_project_id: live ? p.id : null,
        },
        { transaction },
      );
    }
    if (rate && onHire) {
      const hired = await PlantItem.create(
        {
          company_id: companyId,
          asset_number: `${reference}-H`,
          description: `${demo.category} (hired for ${reference})`,
          category: demo.category,
          ownership: 'hired',
          supplier_id: rate.supplier_id,
          hire_reference: request.hire_reference,
          status:
            demo.status === 'off_hired'
              ? 'off_hired'
              : demo.status === 'off_hire_requested'
                ? 'off_hire_requested'
                : 'on_hire',
          current_project_id: demo.status === 'off_hired' ? null : p.id,
        },
        { transaction },
      );
      await request.update({ plant_item_id: hired.id }, { transaction });
    }
    const base = {
      entityType: 'plant_request',
      entityId: request.id,
      projectId: p.id,
      label: reference,
      link: `/app/plant?request_id=${request.id}`,
      transaction,
    };
    await recordActivity({
      ...base,
      actor: { userId: worker, companyId },
      action: 'created',
      to: 'requested',
    });
    if (demo.status !== 'requested') {
      await recordActivity({
        ...base,
        actor: { userId: demo.status === 'cancelled' ? worker : approver, companyId },
        action:
          demo.status === 'cancelled' ? 'cancelled' : demo.status === 'rejected' ? 'rejected' : 'approved',
        from: 'requested',
        to: demo.status === 'cancelled' || demo.status === 'rejected' ? demo.status : 'approved',
        reason: demo.reason ?? null,
      });
    }
  }
  return `${RATES.length} demo plant rates, ${OWNED.length} owned plant items, ${demos.length} plant requests`;
}
