// Owns the FormSubmission model: a filled form (FRM-0001) on a project, against one template version, with its
// answers as JSONB; its status moves on forms.transitions.ts and the last PDF made of it is one of the project's
// files.
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Answers } from './forms.fields.js';
import type { LibraryCheck } from './forms.library-checks.js';

/** A permit to work's stored states (decision 0089); `expired` is derived on read, never stored. */
export const PERMIT_STATES = ['issued', 'in_force', 'closed'] as const;
export type PermitState = (typeof PERMIT_STATES)[number];
/** One move of a permit: to which state, by whom, when, with what note. */
export interface PermitMove {
  to: PermitState;
  by: string | null;
  by_name: string;
  at: string;
  note: string | null;
}

export const SUBMISSION_STATUSES = ['draft', 'submitted', 'returned', 'resubmitted', 'approved'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** Forms waiting for a reviewer: the dashboard's count and the list's `awaiting_review` filter. */
export const AWAITING_REVIEW: readonly SubmissionStatus[] = ['submitted', 'resubmitted'];
/**
 * Delay notices sent (not drafts) since the 1st of `:month` in London: the dashboard's "Delay notices this month"
 * and the list's `delay_notices_this_month`, as SQL over submissions `s`.
 */
export const DELAY_NOTICES_SINCE_SQL = `s.status <> 'draft'
  AND s.submitted_at >= (:month::timestamp AT TIME ZONE 'Europe/London')
  AND s.template_id IN (SELECT dt.id FROM form_templates dt WHERE dt.category = 'delay_notice')`;
/** The 1st of the London month `now` falls in (yyyy-mm-dd), the `:month` of DELAY_NOTICES_SINCE_SQL. */
export const monthStartOf = (londonToday: string) => `${londonToday.slice(0, 7)}-01`;

export class FormSubmission extends Model<
  InferAttributes<FormSubmission>,
  InferCreationAttributes<FormSubmission>
> {
  declare id: CreationOptional<string>;
  declare company_id: string;
  declare project_id: string;
  declare template_id: string;
  declare template_version_id: string;
  declare reference: string;
  declare status: CreationOptional<SubmissionStatus>;
  declare answers: Answers;
  declare submitted_by: string | null;
  declare submitted_at: CreationOptional<Date | null>;
  declare submit_count: CreationOptional<number>;
  declare review_comment: CreationOptional<string | null>;
  declare reviewed_by: CreationOptional<string | null>;
  declare reviewed_at: CreationOptional<Date | null>;
  declare pdf_upload_id: CreationOptional<string | null>;
  /** What the library's behaviour found when it was last saved or sent (forms.library-checks.ts). */
  declare library_checks: CreationOptional<LibraryCheck[]>;
  /** A permit to work's own state once issued (forms.permits.ts, decision 0089); null for other forms. */
  declare permit_state: CreationOptional<PermitState | null>;
  declare permit_history: CreationOptional<PermitMove[]>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    FormSubmission.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        company_id: { type: DataTypes.UUID, allowNull: false },
        project_id: { type: DataTypes.UUID, allowNull: false },
        template_id: { type: DataTypes.UUID, allowNull: false },
        template_version_id: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
        answers: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
        submitted_by: { type: DataTypes.UUID, allowNull: true },
        submitted_at: { type: DataTypes.DATE, allowNull: true },
        submit_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        review_comment: { type: DataTypes.TEXT, allowNull: true },
        reviewed_by: { type: DataTypes.UUID, allowNull: true },
        reviewed_at: { type: DataTypes.DATE, allowNull: true },
        pdf_upload_id: { type: DataTypes.UUID, allowNull: true },
        library_checks: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        permit_state: { type: DataTypes.STRING(20), allowNull: true },
        permit_history: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'form_submissions', underscored: true, timestamps: true },
    );
  }
}
