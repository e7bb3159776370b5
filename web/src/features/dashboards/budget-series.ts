// The budget chart's two series (key, colour token, label): the bars and the legend BudgetChart draws share them.
export const BUDGET_SERIES = [
  { name: 'budget', color: 'blue.solid', label: 'Budget' },
  { name: 'committed', color: 'orange.solid', label: 'Committed' },
] as const;
