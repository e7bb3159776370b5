// Owns the demo company's applications for payment: on its first active project, a template with a three-line
// schedule at 5% retention, application 1 certified by a payment notice and paid, and application 2 submitted
// three weeks ago with a variation and materials on site — its payment notice deadline has passed, so the
// list shows the warning. Runs only when the company has no application templates yet (idempotent).
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { addDays, londonDate, regionForPostcode } from '../../lib/calendar.js';
import type { Role } from '../../models/index.js';
import { Project } from '../../models/index.js';
import { ApplicationNotice } from './application-notice.model.js';
import { ApplicationTemplate, type ScheduleLine } from './application-template.model.js';
import { Application, type Variation } from './application.model.js';
import { valuationTotals } from '@sitebase/shared';
import { constructionActDates, type TermsSnapshot } from './construction-act-dates.js';

export async function seedDemoApplications(
  companyId: string,
  users: Partial<Record<Role, { id: string }>>,
  t: Transaction,
): Promise<number> {
  if ((await ApplicationTemplate.count({ where: { company_id: companyId }, transaction: t })) > 0) return 0;
  const project = await Project.findOne({
    where: { company_id: companyId, status: 'active', is_archived: false },
    order: [['project_number', 'ASC']],
    transaction: t,
  });
  if (!project) return 0;
  const by = users.manager?.id ?? users.admin?.id ?? null;
  const lines: ScheduleLine[] = [
    {
      id: randomUUID(),
      reference: 'A1',
      description: 'Substructure and groundworks',
      contract_value_pence: 48_000_00,
    },
    {
      id: randomUUID(),
      reference: 'A2',
      description: 'Superstructure: blockwork and timber frame',
      contract_value_pence: 96_500_00,
    },
    {
      id: randomUUID(),
      reference: 'A3',
      description: 'Roof coverings and drainage',
      contract_value_pence: 31_250_00,
    },
  ];
  const region = regionForPostcode(project.site_postcode) ?? 'england-and-wales';
  const template = await ApplicationTemplate.create(
    {
      company_id: companyId,
      project_id: project.id,
      name: `${project.name} applications`,
      lines,
      retention_percent: 5,
      retention_after_pc_percent: 2.5,
      vat_treatment: project.drc_applies ? 'drc' : 'standard',
      terms: 'contract',
      payment_due_days: 14,
      payment_final_days: 17,
      pay_less_days: 7,
      region,
      practical_completion_date: null,
      rectification_end_date: null,
      created_by: by,
    },
    { transaction: t },
  );
  const terms: TermsSnapshot = { terms: 'contract', due_days: 14, final_days: 17, pay_less_days: 7, region };
  const today = londonDate();
  const make = async (
    number: number,
    valuationDate: string,
    percents: number[],
    variations: Variation[],
    materials: { description: string; value_pence: number }[],
    previous: number,
  ) => {
    const totals = valuationTotals({
      lines: lines.map((l, i) => ({ contract_value_pence: l.contract_value_pence, percent: percents[i] })),
      variations,
      materials_on_site: materials,
      retention_percent: 5,
      previously_certified_pence: previous,
      vat_treatment: template.vat_treatment,
    });
    const dates = constructionActDates(terms, valuationDate, valuationDate);
    const { line_values_pence: values, vat_wording: _wording, ...money } = totals;
    return Application.create(
      {
        company_id: companyId,
        project_id: project.id,
        template_id: template.id,
        number,
        valuation_date: valuationDate,
        submitted_on: valuationDate,
        claim_date: valuationDate,
        status: 'submitted',
        lines: lines.map((l, i) => ({
          line_id: l.id,
          reference: l.reference,
          description: l.description,
          contract_value_pence: l.contract_value_pence,
          percent: String(percents[i]),
          value_pence: null,
          value_to_date_pence: values[i]!,
        })),
        variations,
        materials_on_site: materials,
        terms,
        vat_treatment: template.vat_treatment,
        retention_stage: 'full',
        retention_percent: 5,
        ...money,
        due_date: dates.due_date,
        payment_notice_deadline: dates.payment_notice_deadline,
        pay_less_deadline: dates.pay_less_deadline,
        final_date: dates.final_date,
        created_by: by,
      },
      { transaction: t },
    );
  };
  const first = await make(1, addDays(today, -52), [100, 25, 0], [], [], 0);
  await ApplicationNotice.create(
    {
      company_id: companyId,
      application_id: first.id,
      kind: 'payment',
      amount_pence: Number(first.amount_due_pence),
      reason: null,
      notice_date: addDays(first.due_date, 2),
      recorded_by: by,
    },
    { transaction: t },
  );
  await first.update({ status: 'paid', paid_pence: Number(first.total_pence) }, { transaction: t });
  await make(
    2,
    addDays(today, -21),
    [100, 60, 10],
    [
      {
        reference: 'V01',
        description: 'Extra soakaway to rear garden',
        value_pence: 2_850_00,
        status: 'approved',
      },
    ],
    [{ description: 'Roof tiles delivered, stored on site', value_pence: 4_200_00 }],
    Number(first.amount_due_pence),
  );
  return 2;
}
