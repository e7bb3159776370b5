// Owns the Timesheet model: one operative's week on one project (week commencing Monday): hours for each day
// Monday to Sunday, overtime hours, notes, status (draft → submitted → approved | rejected) and the cost worked
// at approval from the operative's rate (labour cost per project and this week's dashboard figure), and a
// manager's override of an expired CSCS card (reason, who, when; decision 0064).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export class Timesheet extends Model<InferAttributes<Timesheet>, InferCreationAttributes<Timesheet>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare operative_id: string;
  declare project_id: string;
  declare week_commencing: string;
  declare hours: (number | string)[];
  declare overtime_hours: number | string;
  declare notes: string | null;
  declare status: CreationOptional<TimesheetStatus>;
  declare status_reason: CreationOptional<string | null>;
  declare cost_pence: CreationOptional<number | string>;
  declare submitted_at: CreationOptional<Date | null>;
  declare decided_by: CreationOptional<string | null>;
  declare decided_at: CreationOptional<Date | null>;
  declare cscs_override_reason: CreationOptional<string | null>;
  declare cscs_override_by: CreationOptional<string | null>;
  declare cscs_override_at: CreationOptional<Date | null>;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Timesheet.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        operative_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        week_commencing: { type: DataTypes.DATEONLY, allowNull: false },
        hours: { type: DataTypes.ARRAY(DataTypes.DECIMAL(5, 2)), allowNull: false },
        overtime_hours: { type: DataTypes.DECIMAL(5, 2), allowNull: false, defaultValue: 0 },
        notes: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
        status_reason: { type: DataTypes.TEXT, allowNull: true },
        cost_pence: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
        submitted_at: { type: DataTypes.DATE, allowNull: true },
        decided_by: { type: DataTypes.UUID, allowNull: true },
        decided_at: { type: DataTypes.DATE, allowNull: true },
        cscs_override_reason: { type: DataTypes.TEXT, allowNull: true },
        cscs_override_by: { type: DataTypes.UUID, allowNull: true },
        cscs_override_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'timesheets', underscored: true, timestamps: true },
    );
  }
}
