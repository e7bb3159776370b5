// Placeholder texts for the labour screens until the labour module lands: its routes.tsx shows them with
// pendingPage() and replaces each with the real page. They load with their route, not with the shell.
export const PENDING = {
  labour: {
    title: 'Labour',
    message: 'No labour records yet. Labour and timesheets arrive in a later release.',
  },
  labourSetup: {
    title: 'Labour Setup',
    message: 'Labour setup arrives with the labour module in a later release.',
  },
  labourDetail: {
    title: 'Labour',
    message: 'Labour details arrive with the labour module in a later release.',
  },
  labourInvoice: {
    title: 'Labour Invoice',
    message: 'Labour invoices arrive with the labour module in a later release.',
  },
} as const;
