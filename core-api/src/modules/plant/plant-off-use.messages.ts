// Owns the words of plant off use (decision 0089), shared by the route schemas and the service.
export const OFF_USE_MESSAGES = {
  notOffUse: (asset: string) => `${asset} is not off use`,
  clearRole: 'Only a supervisor or above can clear plant off use',
  note: 'A note is required: say what was done about the defect',
  noteLength: 'The note must be at most 2000 characters',
} as const;
