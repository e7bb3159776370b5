// Owns the SiteDiary model: one project's diary for one London day (table site_diaries). What the site manager
// writes is kept here; the day's records are read live until sign-off, then frozen into `snapshot`.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { DiaryDelay, DiaryVisitor, DiaryWeather } from './site-diaries.schema.js';
import type { DiaryRecords } from './site-diaries.presenter.js';

export type DiaryStatus = 'draft' | 'signed';

export class SiteDiary extends Model<InferAttributes<SiteDiary>, InferCreationAttributes<SiteDiary>> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare diary_date: string;
  declare status: CreationOptional<DiaryStatus>;
  declare version: CreationOptional<number>;
  declare weather: CreationOptional<DiaryWeather>;
  declare work_done: CreationOptional<string | null>;
  declare delays: CreationOptional<DiaryDelay[]>;
  declare instructions: CreationOptional<string | null>;
  declare visitors: CreationOptional<DiaryVisitor[]>;
  declare photo_upload_ids: CreationOptional<string[]>;
  declare snapshot: CreationOptional<DiaryRecords | null>;
  declare signed_by: CreationOptional<string | null>;
  declare signed_at: CreationOptional<Date | null>;
  declare pdf_upload_id: CreationOptional<string | null>;
  declare created_by: CreationOptional<string | null>;
  declare updated_by: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SiteDiary.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        diary_date: { type: DataTypes.DATEONLY, allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'draft' },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        weather: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        work_done: { type: DataTypes.TEXT, allowNull: true },
        delays: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        instructions: { type: DataTypes.TEXT, allowNull: true },
        visitors: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        photo_upload_ids: { type: DataTypes.ARRAY(DataTypes.UUID), allowNull: false, defaultValue: [] },
        snapshot: { type: DataTypes.JSONB, allowNull: true },
        signed_by: { type: DataTypes.UUID, allowNull: true },
        signed_at: { type: DataTypes.DATE, allowNull: true },
        pdf_upload_id: { type: DataTypes.UUID, allowNull: true },
        created_by: { type: DataTypes.UUID, allowNull: true },
        updated_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'site_diaries', underscored: true, timestamps: true },
    );
  }

  static associate(): void {}
}
