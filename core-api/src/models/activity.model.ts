// Owns the Activity model: the audit row every status change writes (who, what, from → to, why).
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { Company } from './company.model.js';
import { User, type Role } from './user.model.js';

export class Activity extends Model<InferAttributes<Activity>, InferCreationAttributes<Activity>> {
  declare id: CreationOptional<string>;
  declare company_id: ForeignKey<Company['id']>;
  declare actor_id: ForeignKey<User['id']> | null;
  declare entity_type: string;
  declare entity_id: string;
  declare action: string;
  declare from_state: CreationOptional<string | null>;
  declare to_state: CreationOptional<string | null>;
  declare reason: CreationOptional<string | null>;
  declare details: CreationOptional<Record<string, unknown> | null>;
  /** The lowest role that may see it: its record's read role (decision 0052), a note's level. */
  declare min_role: CreationOptional<Role>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Activity.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        entity_type: { type: DataTypes.STRING(50), allowNull: false },
        entity_id: { type: DataTypes.UUID, allowNull: false },
        action: { type: DataTypes.STRING(50), allowNull: false },
        from_state: { type: DataTypes.STRING(50), allowNull: true },
        to_state: { type: DataTypes.STRING(50), allowNull: true },
        reason: { type: DataTypes.TEXT, allowNull: true },
        details: { type: DataTypes.JSONB, allowNull: true },
        min_role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'worker' },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'activities', underscored: true, timestamps: true, updatedAt: false },
    );
  }

  static associate(): void {
    Activity.belongsTo(Company, { foreignKey: { name: 'company_id', allowNull: false }, as: 'company' });
    Activity.belongsTo(User, { foreignKey: { name: 'actor_id', allowNull: true }, as: 'actor' });
  }
}
