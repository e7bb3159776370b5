// Migration: company settings get a default for the second payment term a project has — the final date for
// payment, in days after the due date — so each project term has one company default (issue 12).
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('company_settings', 'payment_final_days', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 14,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('company_settings', 'payment_final_days');
}
