// Migration: the library of UK site forms (issue 41, decision 0088) — template categories beyond the spec's
// three (induction, toolbox talk, RAMS briefing, permit to work, scaffold and excavation inspections, plant
// pre-use check, accident report), so a company's copy of a library form keeps what its category does. The
// column grows to hold the longest name.
import type { QueryInterface } from 'sequelize';

const LIBRARY = `'site_issue','delay_notice','custom','induction','toolbox_talk','rams_briefing','permit_to_work',
  'scaffold_inspection','excavation_inspection','plant_pre_use','accident'`;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE form_templates DROP CONSTRAINT form_templates_category_valid`);
  await sql(`ALTER TABLE form_templates ALTER COLUMN category TYPE VARCHAR(40)`);
  await sql(
    `ALTER TABLE form_templates ADD CONSTRAINT form_templates_category_valid CHECK (category IN (${LIBRARY}))`,
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (text: string) => qi.sequelize.query(text);
  await sql(`ALTER TABLE form_templates DROP CONSTRAINT form_templates_category_valid`);
  await sql(`ALTER TABLE form_templates ADD CONSTRAINT form_templates_category_valid CHECK (category IN
    ('site_issue','delay_notice','custom'))`);
}
