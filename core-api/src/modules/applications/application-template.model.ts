// Owns the ApplicationTemplate model: a project's schedule of works (lines with a stable id, reference,
// description and contract value in pence), its retention rates, payment terms and VAT treatment, and the
// practical completion and end of rectification dates that release retention.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { UkRegion } from '../../lib/calendar.js';
import type { ApplicationVatTreatment } from '@sitebase/shared';
import type { PaymentTerms } from './construction-act-dates.js';

export interface ScheduleLine {
  id: string;
  reference: string;
  description: string;
  contract_value_pence: number;
  /** A service within CIS (HMRC "specified service") for the 5% disregard; omitted on old rows: true. */
  cis_specified?: boolean;
}

export class ApplicationTemplate extends Model<
  InferAttributes<ApplicationTemplate>,
  InferCreationAttributes<ApplicationTemplate>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare name: string;
  declare lines: ScheduleLine[];
  declare retention_percent: string | number;
  declare retention_after_pc_percent: string | number;
  declare vat_treatment: ApplicationVatTreatment;
  declare terms: PaymentTerms;
  declare payment_due_days: number;
  declare payment_final_days: number;
  declare pay_less_days: number;
  declare region: UkRegion;
  declare practical_completion_date: string | null;
  declare rectification_end_date: string | null;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ApplicationTemplate.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        lines: { type: DataTypes.JSONB, allowNull: false },
        retention_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
        retention_after_pc_percent: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
        vat_treatment: { type: DataTypes.STRING(20), allowNull: false },
        terms: { type: DataTypes.STRING(20), allowNull: false },
        payment_due_days: { type: DataTypes.INTEGER, allowNull: false },
        payment_final_days: { type: DataTypes.INTEGER, allowNull: false },
        pay_less_days: { type: DataTypes.INTEGER, allowNull: false },
        region: { type: DataTypes.STRING(30), allowNull: false },
        practical_completion_date: { type: DataTypes.DATEONLY, allowNull: true },
        rectification_end_date: { type: DataTypes.DATEONLY, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'application_templates', underscored: true, timestamps: true },
    );
  }
}
