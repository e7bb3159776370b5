// Owns the CisStatement model: a subcontractor's payment and deduction statement for a tax month as kept when
// the month had ended (decision 0077) — its version (a revision when payments were recorded late), the figures
// it shows, their hash and the stored PDF.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class CisStatement extends Model<
  InferAttributes<CisStatement>,
  InferCreationAttributes<CisStatement>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare supplier_id: string;
  declare tax_year: string;
  declare month_number: number;
  declare version: number;
  declare gross_pence: number;
  declare materials_cost_pence: number;
  declare deduction_pence: number;
  declare figures_hash: string;
  declare upload_id: string | null;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    // BIGINT arrives as text: read as a number (pence stay far below 2^53).
    const pence = (key: 'gross_pence' | 'materials_cost_pence' | 'deduction_pence') => ({
      type: DataTypes.BIGINT,
      allowNull: false,
      get(this: CisStatement) {
        return Number(this.getDataValue(key));
      },
    });
    CisStatement.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        tax_year: { type: DataTypes.STRING(7), allowNull: false },
        month_number: { type: DataTypes.INTEGER, allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false },
        gross_pence: pence('gross_pence'),
        materials_cost_pence: pence('materials_cost_pence'),
        deduction_pence: pence('deduction_pence'),
        figures_hash: { type: DataTypes.STRING(64), allowNull: false },
        upload_id: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'cis_statements', underscored: true, timestamps: true, updatedAt: false },
    );
  }
}
