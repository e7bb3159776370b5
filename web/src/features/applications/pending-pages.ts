// Placeholder texts for the applications for payment screens until the applications module lands: its routes.tsx shows them with
// pendingPage() and replaces each with the real page. They load with their route, not with the shell.
export const PENDING = {
  applications: {
    title: 'Applications',
    message: 'No applications yet. Applications for payment arrive in a later release.',
  },
  applicationTemplateCreate: {
    title: 'Create Application Template',
    message: 'Application templates arrive with the applications module in a later release.',
  },
  applicationTemplateEdit: {
    title: 'Edit Application Template',
    message: 'Application templates arrive with the applications module in a later release.',
  },
  applicationCreate: {
    title: 'Create Application',
    message: 'Creating applications arrives with the applications module in a later release.',
  },
  application: {
    title: 'Application',
    message: 'Application details arrive with the applications module in a later release.',
  },
} as const;
