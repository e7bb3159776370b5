// Owns reading a day's records for a project's diary, on the injected connection: labour from the week's
// timesheets (that day's hours), plant on site that day (on hire or allocated, arrived, off-hired), deliveries
// received, forms sent and notes written within the London day. Notes are those every team member reads
// (level worker): a diary is read by the whole site team and filed in the project's shared folder. No money.
import type { Sequelize, Transaction } from 'sequelize';
import { addDays, mondayOf } from '../../lib/calendar.js';
import { num, q } from '../../lib/sql.js';
import type { DiaryRecords } from './site-diaries.presenter.js';
import { INDUCTION_CATEGORY, INDUCTION_OPERATIVE_KEY, formCategoryLabel } from './site-diaries.labels.js';

/** The instants a London day runs between, in SQL (midnight to midnight, BST or GMT as that day is). */
const DAY_START = `(CAST(:date AS date)::timestamp AT TIME ZONE 'Europe/London')`;
const DAY_END = `(CAST(:next AS date)::timestamp AT TIME ZONE 'Europe/London')`;
const name = (alias: string) => `NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

export async function dayRecords(
  db: Sequelize,
  companyId: string,
  projectId: string,
  date: string,
  transaction?: Transaction,
): Promise<DiaryRecords> {
  const monday = mondayOf(date);
  const dayIndex = (Date.parse(date) - Date.parse(monday)) / 86_400_000 + 1; // PostgreSQL arrays count from 1
  const r = { companyId, projectId, date, next: addDays(date, 1), monday, dayIndex };
  const labour = await q<{
    operative_id: string;
    name: string;
    trade: string | null;
    engagement: 'direct' | 'agency' | 'subcontractor';
    supplier: string | null;
    hours: string;
  }>(
    db,
    `SELECT o.id AS operative_id, o.name, tr.name AS trade, o.engagement, s.name AS supplier,
            t.hours[:dayIndex] AS hours
       FROM timesheets t
       JOIN operatives o ON o.id = t.operative_id AND o.company_id = t.company_id
       LEFT JOIN labour_trades tr ON tr.id = o.trade_id
       LEFT JOIN suppliers s ON s.id = o.supplier_id
      WHERE t.company_id = :companyId AND t.project_id = :projectId AND t.week_commencing = :monday
        AND t.status <> 'rejected' AND t.hours[:dayIndex] > 0
      ORDER BY CASE o.engagement WHEN 'direct' THEN 0 WHEN 'agency' THEN 1 ELSE 2 END, s.name NULLS FIRST, o.name, o.id`,
    r,
    transaction,
  );
  const plant = await q<{
    request_id: string;
    reference: string;
    description: string;
    asset_number: string | null;
    fulfilment: 'allocation' | 'hire' | null;
    supplier: string | null;
    on_hire_date: string | null;
    off_hire_date: string | null;
  }>(
    db,
    `SELECT pr.id AS request_id, pr.reference, COALESCE(pi.description, pr.category) AS description,
            pi.asset_number, pr.fulfilment, s.name AS supplier,
            to_char(pr.on_hire_date, 'YYYY-MM-DD') AS on_hire_date,
            to_char(pr.off_hire_date, 'YYYY-MM-DD') AS off_hire_date
       FROM plant_requests pr
       LEFT JOIN plant_items pi ON pi.id = pr.plant_item_id
       LEFT JOIN suppliers s ON s.id = pr.supplier_id
      WHERE pr.company_id = :companyId AND pr.project_id = :projectId
        AND pr.status IN ('on_hire', 'off_hire_requested', 'off_hired')
        AND pr.on_hire_date <= CAST(:date AS date)
        AND (pr.off_hire_date IS NULL OR pr.off_hire_date >= CAST(:date AS date))
      ORDER BY pr.reference, pr.id`,
    r,
    transaction,
  );
  const deliveries = await q<{
    delivery_id: string;
    po_reference: string;
    supplier: string;
    received_at: Date;
    lines: { line_id: string; quantity: number }[];
    ticket_upload_id: string | null;
    notes: string | null;
  }>(
    db,
    `SELECT d.id AS delivery_id, po.reference AS po_reference, s.name AS supplier, d.received_at, d.lines,
            d.ticket_upload_id, d.notes
       FROM material_deliveries d
       JOIN purchase_orders po ON po.id = d.purchase_order_id AND po.company_id = d.company_id
       JOIN suppliers s ON s.id = po.supplier_id
      WHERE d.company_id = :companyId AND po.project_id = :projectId
        AND d.received_at >= ${DAY_START} AND d.received_at < ${DAY_END}
      ORDER BY d.received_at, d.id`,
    r,
    transaction,
  );
  const lineIds = [...new Set(deliveries.flatMap((d) => d.lines.map((l) => l.line_id)))];
  const lines = lineIds.length
    ? await q<{ id: string; description: string; unit: string }>(
        db,
        'SELECT id, description, unit FROM purchase_order_lines WHERE company_id = :companyId AND id IN (:lineIds)',
        { companyId, lineIds },
        transaction,
      )
    : [];
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const forms = await q<{
    submission_id: string;
    reference: string;
    template_name: string;
    category: string;
    status: string;
    submitted_at: Date;
    submitted_by: string | null;
  }>(
    db,
    `SELECT fs.id AS submission_id, fs.reference, ft.name AS template_name, ft.category, fs.status,
            fs.submitted_at, ${name('u')} AS submitted_by
       FROM form_submissions fs
       JOIN form_templates ft ON ft.id = fs.template_id
       LEFT JOIN users u ON u.id = fs.submitted_by
      WHERE fs.company_id = :companyId AND fs.project_id = :projectId AND fs.status <> 'draft'
        AND fs.submitted_at >= ${DAY_START} AND fs.submitted_at < ${DAY_END}
      ORDER BY fs.submitted_at, fs.id`,
    r,
    transaction,
  );
  // Inducted today: the Site Induction Record forms (the library's `induction` category, a company's copies
  // included) sent that day, the operative named from the labour record by the id the form's answer holds.
  const inductions = await q<{
    submission_id: string;
    reference: string;
    operative_id: string | null;
    name: string | null;
    trade: string | null;
    employer: string | null;
    submitted_at: Date;
  }>(
    db,
    `SELECT fs.id AS submission_id, fs.reference, o.id AS operative_id, o.name, tr.name AS trade,
            NULLIF(trim(fs.answers->>'employer'), '') AS employer, fs.submitted_at
       FROM form_submissions fs
       JOIN form_templates ft ON ft.id = fs.template_id
       LEFT JOIN operatives o ON o.company_id = fs.company_id
            AND o.id::text = fs.answers->>'${INDUCTION_OPERATIVE_KEY}'
       LEFT JOIN labour_trades tr ON tr.id = o.trade_id
      WHERE fs.company_id = :companyId AND fs.project_id = :projectId AND fs.status <> 'draft'
        AND ft.category = '${INDUCTION_CATEGORY}'
        AND fs.submitted_at >= ${DAY_START} AND fs.submitted_at < ${DAY_END}
      ORDER BY fs.submitted_at, fs.id`,
    r,
    transaction,
  );
  const notes = await q<{ note_id: string; content: string; author: string | null; created_at: Date }>(
    db,
    `SELECT n.id AS note_id, n.content, ${name('u')} AS author, n.created_at
       FROM project_notes n
       LEFT JOIN users u ON u.id = n.author_id
      WHERE n.company_id = :companyId AND n.project_id = :projectId AND n.visibility_level = 'worker'
        AND n.created_at >= ${DAY_START} AND n.created_at < ${DAY_END}
      ORDER BY n.created_at, n.id`,
    r,
    transaction,
  );
  const labourRows = labour.map((l) => ({ ...l, hours: num(l.hours) }));
  return {
    labour: labourRows,
    labour_hours: labourRows.reduce((sum, l) => sum + l.hours, 0),
    plant: plant.map((p) => ({
      ...p,
      arrived: p.on_hire_date === date,
      off_hired: p.off_hire_date === date,
    })),
    deliveries: deliveries.map((d) => {
      const items = d.lines.map((l) => ({
        description: lineById.get(l.line_id)?.description ?? 'Line no longer on the order',
        quantity: Number(l.quantity),
        unit: lineById.get(l.line_id)?.unit ?? '',
      }));
      return {
        delivery_id: d.delivery_id,
        po_reference: d.po_reference,
        supplier: d.supplier,
        received_at: new Date(d.received_at).toISOString(),
        items,
        summary: items.map((i) => `${i.quantity} ${i.unit} ${i.description}`).join('; '),
        ticket_upload_id: d.ticket_upload_id,
        notes: d.notes,
      };
    }),
    forms: forms.map((f) => ({
      ...f,
      category_label: formCategoryLabel(f.category),
      submitted_at: new Date(f.submitted_at).toISOString(),
    })),
    inductions: inductions.map((i) => ({
      ...i,
      name: i.name ?? 'Operative no longer on the labour record',
      submitted_at: new Date(i.submitted_at).toISOString(),
    })),
    notes: notes.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() })),
  };
}

/**
 * A signed diary's records as they were frozen, read with today's shape: a diary signed before inductions and
 * form categories were drafted (decision 0090) has none of them, and keeps none.
 */
export function frozenRecords(
  snapshot: Omit<DiaryRecords, 'forms' | 'inductions'> & {
    forms: (Omit<DiaryRecords['forms'][number], 'category_label'> & { category_label?: string })[];
    inductions?: DiaryRecords['inductions'];
  },
): DiaryRecords {
  return {
    ...snapshot,
    forms: snapshot.forms.map((f) => ({
      ...f,
      category_label: f.category_label ?? formCategoryLabel(f.category),
    })),
    inductions: snapshot.inductions ?? [],
  };
}
