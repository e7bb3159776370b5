// Placeholder texts for the enquiries and estimates screens until the enquiries module lands: its routes.tsx shows them with
// pendingPage() and replaces each with the real page. They load with their route, not with the shell.
export const PENDING = {
  enquiries: {
    title: 'Enquiries',
    message: 'No enquiries yet. Enquiries and estimates arrive in a later release.',
  },
  enquiry: {
    title: 'Enquiry',
    message: 'Enquiry details arrive with the enquiries module in a later release.',
  },
  estimate: {
    title: 'Estimate',
    message: 'Estimate details arrive with the enquiries module in a later release.',
  },
} as const;
