// Migration: indexes for the dashboard's figures at contractor scale (issue 13: the board at 10,000 rows per
// module had gone from 23 statements and 21 ms to 35 statements and ~190 ms):
// - the Construction Act deadlines read each kind of date of the company's open applications in date order and
//   stop at 20 (modules/applications/applications.contributions.ts): a partial index per date column over open
//   applications lets each branch walk its dates instead of reading every open application;
// - plant requests awaiting approval, first ten by the date they are needed from;
// - purchase orders issued and forms submitted since the start of the London month: the figures compare the
//   instant itself, so a range of (company, instant) is read instead of every row converted to a date.
import type { QueryInterface } from 'sequelize';

const OPEN = `status IN ('submitted','certified','part_paid')`;
const INDEXES: Record<string, string> = {
  applications_open_payment_notice: `ON applications (company_id, payment_notice_deadline) WHERE ${OPEN}`,
  applications_open_pay_less: `ON applications (company_id, pay_less_deadline) WHERE ${OPEN}`,
  applications_open_final_date: `ON applications (company_id, final_date) WHERE ${OPEN}`,
  plant_requests_awaiting: `ON plant_requests (company_id, required_from, reference) WHERE status = 'requested'`,
  purchase_orders_company_issued: 'ON purchase_orders (company_id, issued_at)',
  form_submissions_company_submitted: 'ON form_submissions (company_id, submitted_at)',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const [name, definition] of Object.entries(INDEXES))
    await qi.sequelize.query(`CREATE INDEX ${name} ${definition}`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const name of Object.keys(INDEXES)) await qi.sequelize.query(`DROP INDEX IF EXISTS ${name}`);
}
