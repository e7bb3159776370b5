// Owns turning an invoice's typed request lines into stored lines (labour priced at quantity × rate, the other
// types at their amount; materials given at invoice level by older clients become one materials line), and
// which users an invoice's labour pays (the users linked to its operatives, for segregation of duties).
import type { Sequelize, Transaction } from 'sequelize';
import { lineNet } from '../../lib/money.js';
import { q } from '../../lib/sql.js';
import { isMaterialsLike } from './cis.js';
import { isLabourLine, type LabourInvoiceLine } from './labour-invoice.model.js';
import type { CreateLabourInvoiceInput } from './labour.schema.js';

export function storedLines(input: CreateLabourInvoiceInput): LabourInvoiceLine[] {
  const lines: LabourInvoiceLine[] = input.lines.map((l) =>
    l.type === 'labour'
      ? {
          type: 'labour',
          operative_id: l.operative_id!,
          project_id: l.project_id!,
          unit: l.unit!,
          quantity: l.quantity!,
          rate_pence: l.rate_pence!,
          description: l.description ?? null,
          net_pence: lineNet(l.quantity!.toFixed(2), l.rate_pence!),
          cost_pence: null,
        }
      : {
          type: l.type,
          operative_id: null,
          project_id: l.project_id ?? null,
          unit: null,
          quantity: null,
          rate_pence: null,
          description: l.description ?? null,
          net_pence: l.amount_pence!,
          cost_pence: isMaterialsLike(l.type) ? (l.cost_pence ?? 0) : null,
        },
  );
  if (input.materials_pence || input.materials_cost_pence) {
    lines.push({
      type: 'materials',
      operative_id: null,
      project_id: null,
      unit: null,
      quantity: null,
      rate_pence: null,
      description: 'Materials',
      net_pence: input.materials_pence,
      cost_pence: input.materials_cost_pence,
    });
  }
  return lines;
}

/** The users linked to the operatives of an invoice's labour lines. */
export async function operativeUsers(
  db: Sequelize,
  lines: readonly LabourInvoiceLine[],
  t?: Transaction,
): Promise<string[]> {
  const ids = [...new Set(lines.filter(isLabourLine).map((l) => l.operative_id))];
  if (!ids.length) return [];
  const rows = await q<{ user_id: string }>(
    db,
    'SELECT user_id FROM operatives WHERE id IN (:ids) AND user_id IS NOT NULL',
    { ids },
    t,
  );
  return rows.map((r) => r.user_id);
}
