// Owns the PushToken model: a device’s push token, one per user and device.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { User } from './user.model.js';

export const PUSH_PLATFORMS = ['ios', 'android', 'web'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };

export class PushToken extends Model<InferAttributes<PushToken>, InferCreationAttributes<PushToken>> {
  declare id: CreationOptional<string>;
  declare user_id: ForeignKey<User['id']>;
  declare device_id: string;
  declare token: string;
  declare platform: PushPlatform;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PushToken.init(
      {
        id,
        device_id: { type: DataTypes.STRING(200), allowNull: false },
        token: { type: DataTypes.STRING(4096), allowNull: false },
        platform: { type: DataTypes.STRING(10), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'push_tokens',
        underscored: true,
        timestamps: true,
        indexes: [{ name: 'push_tokens_user_device_unique', unique: true, fields: ['user_id', 'device_id'] }],
      },
    );
  }

  static associate(): void {
    PushToken.belongsTo(User, { foreignKey: { name: 'user_id', allowNull: false }, as: 'user' });
  }
}
