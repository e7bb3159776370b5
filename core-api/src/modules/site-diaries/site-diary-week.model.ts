// Owns the SiteDiaryWeek model: a project's week of diaries (Monday to Sunday, London) once its PDF has been
// asked for (table site_diary_weeks): whether the filing is queued or done, and the PDF filed last.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type WeekFiling = 'queued' | 'filed';

export class SiteDiaryWeek extends Model<
  InferAttributes<SiteDiaryWeek>,
  InferCreationAttributes<SiteDiaryWeek>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare week_commencing: string;
  declare filing: CreationOptional<WeekFiling>;
  declare pdf_upload_id: CreationOptional<string | null>;
  declare requested_by: CreationOptional<string | null>;
  declare filed_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SiteDiaryWeek.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        week_commencing: { type: DataTypes.DATEONLY, allowNull: false },
        filing: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'queued' },
        pdf_upload_id: { type: DataTypes.UUID, allowNull: true },
        requested_by: { type: DataTypes.UUID, allowNull: true },
        filed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'site_diary_weeks', underscored: true, timestamps: true },
    );
  }

  static associate(): void {}
}
