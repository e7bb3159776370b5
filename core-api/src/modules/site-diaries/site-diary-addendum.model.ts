// Owns the SiteDiaryAddendum model: a dated correction to a signed diary (who, when, text; table
// site_diary_addenda). Addenda are only ever added, never changed.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class SiteDiaryAddendum extends Model<
  InferAttributes<SiteDiaryAddendum>,
  InferCreationAttributes<SiteDiaryAddendum>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare diary_id: string;
  declare text: string;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SiteDiaryAddendum.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        diary_id: { type: DataTypes.UUID, allowNull: false },
        text: { type: DataTypes.TEXT, allowNull: false },
        created_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'site_diary_addenda', underscored: true, timestamps: true },
    );
  }

  static associate(): void {}
}
