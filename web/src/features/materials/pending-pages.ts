// Placeholder texts for the material ordering screens until the materials module lands: its routes.tsx shows them with
// pendingPage() and replaces each with the real page. They load with their route, not with the shell.
export const PENDING = {
  materials: {
    title: 'Materials',
    message: 'No material requests yet. Material ordering arrives in a later release.',
  },
} as const;
