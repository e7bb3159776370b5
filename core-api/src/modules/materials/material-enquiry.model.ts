// Owns the MaterialEnquiry model: a request sent to one supplier for a price (RFQ) and, once they answer,
// their quote — a unit price and VAT code per request line, the lead time and how long the price holds.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { VatCode } from '../../lib/money.js';

export const ENQUIRY_STATUSES = ['sent', 'quoted', 'chosen', 'not_chosen'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export interface QuoteLine {
  line_id: string;
  unit_price_pence: number;
  vat_code: VatCode;
  net_pence: number;
  vat_pence: number;
}

export class MaterialEnquiry extends Model<
  InferAttributes<MaterialEnquiry>,
  InferCreationAttributes<MaterialEnquiry>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare request_id: string;
  declare supplier_id: string;
  declare status: CreationOptional<EnquiryStatus>;
  declare quote_lines: CreationOptional<QuoteLine[] | null>;
  declare quote_net_pence: CreationOptional<string | number | null>;
  declare quote_vat_pence: CreationOptional<string | number | null>;
  declare lead_time_days: CreationOptional<number | null>;
  declare valid_until: CreationOptional<string | null>;
  declare quoted_at: CreationOptional<Date | null>;
  declare sent_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    MaterialEnquiry.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        request_id: { type: DataTypes.UUID, allowNull: false },
        supplier_id: { type: DataTypes.UUID, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'sent' },
        quote_lines: { type: DataTypes.JSONB, allowNull: true },
        quote_net_pence: { type: DataTypes.BIGINT, allowNull: true },
        quote_vat_pence: { type: DataTypes.BIGINT, allowNull: true },
        lead_time_days: { type: DataTypes.INTEGER, allowNull: true },
        valid_until: { type: DataTypes.DATEONLY, allowNull: true },
        quoted_at: { type: DataTypes.DATE, allowNull: true },
        sent_by: { type: DataTypes.UUID, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'material_enquiries', underscored: true, timestamps: true },
    );
  }
}
