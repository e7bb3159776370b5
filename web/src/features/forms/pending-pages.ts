// Placeholder texts for the digital forms screens until the forms module lands: its routes.tsx shows them with
// pendingPage() and replaces each with the real page. They load with their route, not with the shell.
export const PENDING = {
  forms: {
    title: 'Forms',
    message: 'No forms yet. Digital site forms arrive in a later release.',
  },
  form: {
    title: 'Form',
    message: 'Form details arrive with digital site forms in a later release.',
  },
} as const;
