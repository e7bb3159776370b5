// Owns small SQL text helpers shared by every module's searches.

/** Escapes LIKE/ILIKE wildcards so user text matches literally (the default escape character is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for a case-insensitive contains search. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value.toLowerCase())}%`;
}
