// Placeholder texts for the plant hire screens until the plant module lands: its routes.tsx shows them with
// pendingPage() and replaces each with the real page. They load with their route, not with the shell.
export const PENDING = {
  plant: {
    title: 'Plant',
    message: 'No plant yet. Plant hire and requests arrive in a later release.',
  },
} as const;
