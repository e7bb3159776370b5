// Test fixtures for applications: a template on a project (three schedule lines, 5% retention, contract terms)
// and an application on it in any status, made through the service as `userId` of the project's company — for
// this module's tests, its security file and the BFF's GraphQL matrix (kept apart from applications.security.ts,
// which the security harness loads by glob).
import type { Project } from '../../models/index.js';
import type { Role } from '../../models/index.js';
import { ApplicationsService } from './applications.service.js';
import type { ApplicationStatus } from './application.model.js';
import { ApplicationTemplate } from './application-template.model.js';
import { Application } from './application.model.js';

const service = () => new ApplicationsService(ApplicationTemplate.sequelize!);
const actorOf = (project: Pick<Project, 'company_id'>, userId: string, role: Role = 'admin') => ({
  userId,
  companyId: project.company_id,
  role,
});

export const FIXTURE_LINES = [
  { reference: 'A1', description: 'Groundworks', contract_value_pence: 10_000_00 },
  { reference: 'A2', description: 'Brickwork', contract_value_pence: 20_000_00 },
  { reference: 'A3', description: 'Roofing', contract_value_pence: 5_000_00 },
];

export async function makeTemplate(
  project: Pick<Project, 'id' | 'company_id'>,
  userId: string,
  overrides: Partial<Parameters<ApplicationsService['createTemplate']>[1]> = {},
): Promise<ApplicationTemplate> {
  const id = await service().createTemplate(actorOf(project, userId), {
    project_id: project.id,
    name: 'Fixture schedule',
    lines: FIXTURE_LINES,
    retention_percent: 5,
    vat_treatment: 'standard',
    terms: 'contract',
    payment_due_days: 14,
    payment_final_days: 17,
    pay_less_days: 7,
    region: 'england-and-wales',
    ...overrides,
  });
  return (await ApplicationTemplate.findByPk(id))!;
}

/** The next application on `template` at `percent` on every line, moved on to `status`. */
export async function makeApplication(
  template: ApplicationTemplate,
  userId: string,
  status: ApplicationStatus = 'draft',
  percent = 50,
  valuationDate = '2026-10-31',
): Promise<string> {
  const actor = actorOf(template, userId);
  const s = service();
  const id = await s.createApplication(actor, {
    template_id: template.id,
    valuation_date: valuationDate,
    lines: template.lines.map((l) => ({ line_id: l.id, percent })),
    variations: [],
    materials_on_site: [],
  });
  if (status === 'draft') return id;
  await s.changeStatus(actor, id, { status: 'submitted' });
  if (status === 'submitted') return id;
  await s.recordNotice(actor, id, { kind: 'payment', amount_pence: 100_00, notice_date: '2026-11-20' });
  if (status === 'certified') return id;
  await s.changeStatus(actor, id, { status, paid_pence: status === 'part_paid' ? 50_00 : null });
  return id;
}

/** The payee's notice in default on a fixture application (its payment notice was due by 19/11/2026). */
export async function giveDefaultNotice(applicationId: string, userId: string): Promise<string> {
  const a = (await Application.findByPk(applicationId))!;
  await service().claims.recordDefaultNotice(actorOf(a, userId), applicationId, {
    notice_date: '2026-11-20',
    amount_pence: 100_00,
    basis: 'The application as valued',
  });
  return applicationId;
}
