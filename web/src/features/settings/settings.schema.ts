// Client-side checks mirroring core-api's (the server stays the authority): UK VAT, CIS UTR, folder names.
export const VAT_MESSAGE = 'VAT number must be GB followed by 9 or 12 digits, or 9 digits';
export const UTR_MESSAGE = 'CIS contractor UTR must be 10 digits';
export const FOLDER_NAME_MAX = 100;

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

export function vatError(value: string): string | null {
  const v = compact(value);
  return v === '' || /^(GB\d{9}|GB\d{12}|\d{9})$/.test(v) ? null : VAT_MESSAGE;
}

export function utrError(value: string): string | null {
  const v = compact(value);
  return v === '' || /^\d{10}$/.test(v) ? null : UTR_MESSAGE;
}

/** The first problem with a folder list, or null. */
export function folderTemplateError(names: string[]): string | null {
  if (names.length === 0) return 'Folder template needs at least one folder';
  const seen = new Set<string>();
  for (const raw of names) {
    const name = raw.trim();
    if (!name) return 'Folder name is required';
    if (name.length > FOLDER_NAME_MAX) return `Folder name must be at most ${FOLDER_NAME_MAX} characters`;
    if (/[/\\]/.test(name)) return 'Folder name cannot contain slashes';
    if (seen.has(name.toLowerCase())) return 'Folder names must be unique';
    seen.add(name.toLowerCase());
  }
  return null;
}
