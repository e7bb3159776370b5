// Owns the demo company's enquiries: six tenders across the statuses (realistic UK jobs, reserved contact
// details), two with priced estimates (one issued and awaiting the client, one accepted and won), and one won
// enquiry already converted into a project whose contract value and budget came from its estimate. Runs only
// when the company has no enquiries yet, so it is idempotent and never undoes a user's edits.
import type { Transaction } from 'sequelize';
import { addDays, londonDate } from '../../lib/calendar.js';
import { allocateReference } from '../../lib/numbering.js';
import { Project } from '../../models/index.js';
import { Enquiry, type EnquiryStatus } from './enquiry.model.js';
import { EstimateLine, type EstimateSection } from './estimate-line.model.js';
import { Estimate, type EstimateStatus } from './estimate.model.js';
import { estimateTotals } from './estimate-totals.js';

type DemoLine = [EstimateSection, string, number, string, number];

interface DemoEnquiry {
  title: string;
  client_name: string;
  client_contact_name: string;
  client_email: string;
  client_phone: string;
  site_address: string;
  site_postcode: string;
  source: string;
  receivedDaysAgo: number;
  dueInDays: number | null;
  status: EnquiryStatus;
  reason?: string;
  estimate?: { status: EstimateStatus; overhead: number; profit: number; lines: DemoLine[] };
  convert?: boolean;
}

const EXTENSION_LINES: DemoLine[] = [
  ['preliminaries', 'Site set-up, welfare and skip hire', 1, 'item', 185_000],
  ['labour', 'Bricklayer gang', 12, 'day', 62_000],
  ['labour', 'General operative', 15, 'day', 18_500],
  ['plant', 'Mini excavator 1.5t with operator', 3, 'day', 32_000],
  ['materials', 'Facing bricks', 4.5, 'thousand', 68_500],
  ['materials', 'C25 ready-mix concrete', 6.25, 'm3', 11_850],
  ['subcontract', 'Roofing: warm deck flat roof', 1, 'item', 640_000],
];

const FITOUT_LINES: DemoLine[] = [
  ['preliminaries', 'Site management', 6, 'week', 95_000],
  ['labour', 'Dryliners', 40, 'day', 24_500],
  ['materials', 'Plasterboard 12.5mm', 320, 'sheet', 925],
  ['subcontract', 'Electrical first and second fix', 1, 'item', 1_850_000],
  ['other', 'Builders clean', 1, 'item', 75_000],
];

export const DEMO_ENQUIRIES: readonly DemoEnquiry[] = [
  {
    title: 'Two-storey rear extension, Llandaff',
    client_name: 'Mr & Mrs Hughes',
    client_contact_name: 'Gareth Hughes',
    client_email: 'gareth.hughes@example.com',
    client_phone: '029 2018 0112',
    site_address: '14 Fairwater Road\nLlandaff\nCardiff',
    site_postcode: 'CF5 2LD',
    source: 'Website',
    receivedDaysAgo: 3,
    dueInDays: 9,
    status: 'new',
  },
  {
    title: 'Primary school toilet refurbishment',
    client_name: 'Vale of Glamorgan Council',
    client_contact_name: 'Rhian Evans',
    client_email: 'procurement@valecouncil.example',
    client_phone: '01446 700 111',
    site_address: 'Ysgol Gwaun y Nant\nBarry',
    site_postcode: 'CF62 9DU',
    source: 'Sell2Wales',
    receivedDaysAgo: 12,
    dueInDays: 4,
    status: 'estimating',
  },
  {
    title: 'Office fit-out, second floor',
    client_name: 'Harbourside Lettings Ltd',
    client_contact_name: 'James Morgan',
    client_email: 'james@harbourside.example',
    client_phone: '0117 496 0777',
    site_address: '2 Canons Way\nBristol',
    site_postcode: 'BS1 5LL',
    source: 'Repeat client',
    receivedDaysAgo: 30,
    dueInDays: -10,
    status: 'submitted',
    estimate: { status: 'issued', overhead: 8, profit: 6, lines: FITOUT_LINES },
  },
  {
    title: 'Single-storey side extension, Penarth',
    client_name: 'Dr Anwen Price',
    client_contact_name: 'Anwen Price',
    client_email: 'anwen.price@example.com',
    client_phone: '029 2018 0456',
    site_address: '7 Plymouth Road\nPenarth',
    site_postcode: 'CF64 3DA',
    source: 'Referral',
    receivedDaysAgo: 60,
    dueInDays: -40,
    status: 'won',
    estimate: { status: 'accepted', overhead: 10, profit: 7.5, lines: EXTENSION_LINES },
    convert: true,
  },
  {
    title: 'Retail unit shopfront replacement',
    client_name: 'Cole & Daughters',
    client_contact_name: 'Sarah Cole',
    client_email: 'sarah@coledaughters.example',
    client_phone: '0117 496 0999',
    site_address: '88 Gloucester Road\nBristol',
    site_postcode: 'BS7 8BN',
    source: 'Website',
    receivedDaysAgo: 90,
    dueInDays: -70,
    status: 'lost',
    reason: 'Client chose a cheaper tender',
  },
  {
    title: 'Warehouse mezzanine floor',
    client_name: 'Severn Logistics Ltd',
    client_contact_name: 'Owen Jenkins',
    client_email: 'owen@severnlogistics.example',
    client_phone: '01633 960 123',
    site_address: 'Unit 4, Celtic Lakes\nNewport',
    site_postcode: 'NP10 8BD',
    source: 'Phone',
    receivedDaysAgo: 20,
    dueInDays: 2,
    status: 'declined',
    reason: 'Outside our programme capacity this quarter',
  },
];

export async function seedDemoEnquiries(
  companyId: string,
  estimatorId: string | null,
  transaction: Transaction,
): Promise<number> {
  if (await Enquiry.count({ where: { company_id: companyId }, transaction })) return 0;
  const today = londonDate();
  for (const demo of DEMO_ENQUIRIES) {
    const enquiry = await Enquiry.create(
      {
        company_id: companyId,
        reference: await allocateReference(companyId, 'enquiry', transaction),
        title: demo.title,
        client_name: demo.client_name,
        client_contact_name: demo.client_contact_name,
        client_email: demo.client_email,
        client_phone: demo.client_phone,
        site_address: demo.site_address,
        site_postcode: demo.site_postcode,
        source: demo.source,
        received_date: addDays(today, -demo.receivedDaysAgo),
        tender_due_date: demo.dueInDays === null ? null : addDays(today, demo.dueInDays),
        estimator_id: estimatorId,
        status: demo.status,
        status_reason: demo.reason ?? null,
        status_changed_at: demo.status === 'new' ? null : new Date(),
        created_by: estimatorId,
      },
      { transaction },
    );
    if (!demo.estimate) continue;
    const lines = demo.estimate.lines.map(([section, description, quantity, unit, unit_cost_pence]) => ({
      section,
      description,
      quantity,
      unit,
      unit_cost_pence,
    }));
    const totals = estimateTotals({
      lines,
      overhead_percent: demo.estimate.overhead,
      profit_percent: demo.estimate.profit,
      vat_code: 'standard',
    });
    const estimate = await Estimate.create(
      {
        company_id: companyId,
        enquiry_id: enquiry.id,
        reference: await allocateReference(companyId, 'estimate', transaction),
        version: 1,
        status: demo.estimate.status,
        valid_until: addDays(today, 30),
        overhead_percent: demo.estimate.overhead,
        profit_percent: demo.estimate.profit,
        vat_code: 'standard',
        lines_net_pence: totals.lines_net_pence,
        overhead_pence: totals.overhead_pence,
        profit_pence: totals.profit_pence,
        net_pence: totals.net_pence,
        vat_pence: totals.vat_pence,
        gross_pence: totals.gross_pence,
        issued_at: new Date(),
        decided_at: demo.estimate.status === 'accepted' ? new Date() : null,
        created_by: estimatorId,
      },
      { transaction },
    );
    await EstimateLine.bulkCreate(
      lines.map((l, i) => ({
        company_id: companyId,
        estimate_id: estimate.id,
        position: i + 1,
        ...l,
        net_pence: totals.line_net_pence[i]!,
      })),
      { transaction },
    );
    if (demo.convert) {
      const s = totals.sections;
      const project = await Project.create(
        {
          company_id: companyId,
          project_number: await allocateReference(companyId, 'project', transaction),
          name: demo.title,
          client_name: demo.client_name,
          client_contact_name: demo.client_contact_name,
          client_email: demo.client_email,
          client_phone: demo.client_phone,
          site_address: demo.site_address,
          site_postcode: demo.site_postcode,
          contract_value_pence: totals.net_pence,
          budget_labour_pence: s.labour,
          budget_plant_pence: s.plant,
          budget_materials_pence: s.materials,
          budget_subcontract_pence: s.subcontract,
          budget_preliminaries_pence: s.preliminaries,
          budget_other_pence: s.other,
          created_by: estimatorId,
        } as unknown as Project,
        { transaction },
      );
      await enquiry.update({ project_id: project.id, converted_at: new Date() }, { transaction });
    }
  }
  return DEMO_ENQUIRIES.length;
}
