// Owns the CIS statements kept once a tax month has ended (issue 37, decision 0077). A contractor gives each
// subcontractor it paid under CIS a written payment and deduction statement within 14 days after the end of the
// tax month (SI 2005/2045 reg. 4; HMRC "Payment and deduction statement"). Each day, for the tax months that
// have ended (the last three: a payment recorded late in a closed month is caught), each subcontractor's
// statement is drawn, stored as a document the managers read (min_role manager) and recorded here with a hash
// of its figures: the same figures are never kept twice; changed figures keep a revised statement (version 2…)
// that says it replaces the earlier one. A connected cloud drive files each kept statement once under
// "CIS Statements/<tax year>" (the filing hook on uploads).
import { createHash, randomUUID } from 'node:crypto';
import { QueryTypes, UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../../kit/module.js';
import { addDays, londonDate } from '../../lib/calendar.js';
import { projectFolderId } from '../../lib/drive.js';
import type { JobDefinition } from '../../lib/jobs.js';
import { withTransaction } from '../../lib/transaction.js';
import { Upload } from '../../models/index.js';
import { CIS_STATEMENT_SOURCE, CIS_STATEMENTS_FOLDER, driveSafeName } from '../cloud-drives/index.js';
import { taxMonthOf, type TaxMonth } from './cis.js';
import { CisStatement } from './cis-statement.model.js';
import {
  cisMonthOf,
  renderStatement,
  statementFiguresOf,
  type StatementFigures,
} from './labour.cis-month.js';
import { latestStatements } from './cis-statements.read.js';

export const CIS_STATEMENTS_JOB = 'labour.cis-statements';
export const CIS_STATEMENTS_COMPANY_JOB = 'labour.cis-statements.company';
/** Ended tax months looked at each day: a payment recorded up to about three months late gets its revision. */
export const CIS_LOOKBACK_MONTHS = 3;

type KeepDeps = Pick<AppDeps, 'sequelize' | 'drive' | 'jobs' | 'logger'>;

/** The tax months that ended before `today`, newest first. */
export function endedTaxMonths(today: string, count = CIS_LOOKBACK_MONTHS): TaxMonth[] {
  const months: TaxMonth[] = [];
  let month = taxMonthOf(addDays(taxMonthOf(today).start, -1));
  for (let i = 0; i < count; i += 1) {
    months.push(month);
    month = taxMonthOf(addDays(month.start, -1));
  }
  return months;
}

/** A hash of what the statement says about money: the totals and each payment. */
export function figuresHash({ row, payments }: StatementFigures): string {
  const figures = {
    gross: row.gross_pence,
    materials: row.materials_cost_pence,
    deduction: row.deduction_pence,
    payments: payments.map((p) => [
      p.label,
      p.payment_date,
      p.net_pence,
      p.materials_cost_pence,
      p.cis_deduction_pence,
    ]),
  };
  return createHash('sha256').update(JSON.stringify(figures)).digest('hex');
}

/** The statement's file name: unique per subcontractor, month and version, without characters drives refuse. */
export function statementFilename(month: TaxMonth, supplierName: string, version: number) {
  const name = driveSafeName(supplierName);
  const m = String(month.month_number).padStart(2, '0');
  return `CIS statement ${month.tax_year} M${m} ${name}${version > 1 ? ` (revised ${version})` : ''}.pdf`;
}

/** Keeps the company's statements for the ended months not kept yet (or whose figures changed); how many kept. */
export async function keepCompanyStatements(deps: KeepDeps, companyId: string, today = londonDate()) {
  let kept = 0;
  for (const month of endedTaxMonths(today)) {
    const figures = await cisMonthOf(deps.sequelize, companyId, month.end);
    if (!figures.rows.length) continue;
    const latest = await latestStatements(
      companyId,
      month,
      figures.rows.map((r) => r.supplier.id),
    );
    for (const row of figures.rows) {
      const data = await statementFiguresOf(deps.sequelize, companyId, figures, row);
      const hash = figuresHash(data);
      const previous = latest.get(row.supplier.id);
      if (previous?.figures_hash === hash) continue;
      if (await keepStatement(deps, companyId, month, data, hash, (previous?.version ?? 0) + 1)) kept += 1;
    }
  }
  return kept;
}

async function keepStatement(
  deps: KeepDeps,
  companyId: string,
  month: TaxMonth,
  data: StatementFigures,
  hash: string,
  version: number,
): Promise<boolean> {
  const file = await renderStatement(companyId, data, { version });
  const bytes = await file.pdf.render();
  const uploadId = randomUUID();
  const statementId = randomUUID();
  const filename = statementFilename(month, data.row.supplier.name, version);
  const { key } = await deps.drive.putFile({
    companyId,
    // In our storage as in the drive: "CIS Statements/<tax year>", a company folder.
    folderId: projectFolderId(companyId, CIS_STATEMENTS_FOLDER),
    subfolder: month.tax_year,
    name: `${uploadId}-${filename}`,
    bytes,
  });
  try {
    await withTransaction(deps.sequelize, async (transaction) => {
      await Upload.create(
        {
          id: uploadId,
          company_id: companyId,
          project_id: null,
          filename,
          content_type: 'application/pdf',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storage_provider: deps.drive.provider,
          storage_key: key,
          uploaded_by: null,
          // Payments, deductions and UTRs: the managers' (the CIS month's routes are), never the site team's.
          min_role: 'manager',
          source_type: CIS_STATEMENT_SOURCE,
          source_id: statementId,
        },
        { transaction },
      );
      await CisStatement.create(
        {
          id: statementId,
          company_id: companyId,
          supplier_id: data.row.supplier.id,
          tax_year: month.tax_year,
          month_number: month.month_number,
          version,
          gross_pence: data.row.gross_pence,
          materials_cost_pence: data.row.materials_cost_pence,
          deduction_pence: data.row.deduction_pence,
          figures_hash: hash,
          upload_id: uploadId,
        },
        { transaction },
      );
    });
    return true;
  } catch (err) {
    // Another worker kept this version meanwhile: ours goes (its stored file with it).
    await deps.drive.deleteFile(key).catch(() => {});
    if (err instanceof UniqueConstraintError) return false;
    throw err;
  }
}

/** Each day: a job per company with CIS payments in the ended months looked at (one company's fault holds no other). */
export function cisStatementsJob(deps: KeepDeps): JobDefinition<Record<string, never>> {
  return {
    name: CIS_STATEMENTS_JOB,
    schedule: '20 6 * * *',
    retryLimit: 1,
    async handler() {
      const months = endedTaxMonths(londonDate());
      const from = months[months.length - 1]!.start;
      const to = months[0]!.end;
      const companies = await deps.sequelize.query<{ company_id: string }>(
        `SELECT DISTINCT company_id FROM labour_invoices
          WHERE status = 'paid' AND cis_status IS NOT NULL AND payment_date BETWEEN :from AND :to
         UNION
         SELECT DISTINCT company_id FROM plant_hire_invoices
          WHERE status = 'paid' AND cis_status IS NOT NULL AND payment_date BETWEEN :from AND :to`,
        { type: QueryTypes.SELECT, replacements: { from, to } },
      );
      for (const { company_id } of companies) {
        await deps.jobs.send(CIS_STATEMENTS_COMPANY_JOB, { companyId: company_id });
      }
    },
  };
}

export function cisStatementsCompanyJob(deps: KeepDeps): JobDefinition<{ companyId: string }> {
  return {
    name: CIS_STATEMENTS_COMPANY_JOB,
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
    handler: async (job) => void (await keepCompanyStatements(deps, job.companyId)),
  };
}
