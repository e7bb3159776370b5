// The lines of the labour invoice form (decision 0047): their shape while typed, an empty one, the words for a
// type, and each as core-api takes it (or why it cannot be sent yet).
import { poundsToPence } from '../../lib/format';
import { LINE_TYPE_OPTIONS, MATERIALS_LIKE } from './labour-labels';

export interface Line {
  type: string;
  operative: string;
  project: string;
  unit: string;
  quantity: string;
  rate: string;
  description: string;
  amount: string;
  cost: string;
}
export const EMPTY: Line = {
  type: 'labour',
  operative: '',
  project: '',
  unit: 'day',
  quantity: '',
  rate: '',
  description: '',
  amount: '',
  cost: '',
};
export const typeLabel = (type: string) => LINE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

/** A line as core-api takes it, or the reason it cannot be sent yet. */
export function lineInput(l: Line) {
  if (l.type === 'labour') {
    const rate = poundsToPence(l.rate);
    const quantity = Number(l.quantity);
    if (!l.operative || !l.project) return 'Each labour line needs an operative and a project';
    if (rate === null || !Number.isFinite(quantity) || quantity <= 0)
      return 'Each labour line needs a quantity and a rate in pounds';
    return {
      type: 'labour',
      operative_id: l.operative,
      project_id: l.project,
      unit: l.unit,
      quantity,
      rate_pence: rate,
    };
  }
  const amount = poundsToPence(l.amount);
  const cost = l.cost.trim() ? poundsToPence(l.cost) : 0;
  if (!l.description.trim()) return 'Each line other than labour needs a description';
  if (amount === null || cost === null) return 'Amounts must be in pounds, e.g. 120.50';
  return {
    type: l.type,
    description: l.description.trim(),
    amount_pence: amount,
    ...(MATERIALS_LIKE.has(l.type) ? { cost_pence: cost } : {}),
  };
}
