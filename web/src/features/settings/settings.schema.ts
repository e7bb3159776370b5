// Client-side checks mirroring core-api's (the server stays the authority): UK VAT, CIS UTR, folder names.
export const VAT_MESSAGE = 'VAT number must be GB followed by 9 or 12 digits, or 9 digits';
export const UTR_MESSAGE = 'CIS contractor UTR must be 10 digits';
export const VAT_REGISTERED_MESSAGE = 'A VAT-registered company needs its VAT number';
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

/** The first problem with a folder list and the row it belongs to (null for the list as a whole), or null. */
export function folderTemplateProblem(names: string[]): { index: number | null; message: string } | null {
  if (names.length === 0) return { index: null, message: 'Folder template needs at least one folder' };
  const seen = new Set<string>();
  for (const [index, raw] of names.entries()) {
    const name = raw.trim();
    const at = (message: string) => ({ index, message });
    if (!name) return at('Folder name is required');
    if (name.length > FOLDER_NAME_MAX) return at(`Folder name must be at most ${FOLDER_NAME_MAX} characters`);
    if (/[/\\]/.test(name)) return at('Folder name cannot contain slashes');
    if (seen.has(name.toLowerCase())) return at('Folder names must be unique');
    seen.add(name.toLowerCase());
  }
  return null;
}

/** The first problem's message, or null. */
export function folderTemplateError(names: string[]): string | null {
  return folderTemplateProblem(names)?.message ?? null;
}

/**
 * A project default as typed: "" is empty (the standard default applies again), not invalid; otherwise a number
 * within `max` with at most `decimals` places. Returns the message, or null when fine.
 */
export function defaultFieldError(
  value: string,
  max: number,
  decimals: number,
  message: string,
): string | null {
  const v = value.trim();
  if (v === '') return null;
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  return pattern.test(v) && Number(v) <= max ? null : message;
}
