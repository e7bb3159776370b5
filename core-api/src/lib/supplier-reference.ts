// A supplier's invoice number, compared the one way every module compares it (issue 32, decisions 0046, 0047,
// 0050): case, spaces and punctuation ignored, so "INV-4100", "inv 4100" and "INV4100" are one number. Each
// module's unique index over (company, supplier, reference) uses the SQL form; stored keys use the JS form.

/** The SQL expression of a normalised reference of `column` (a column or a :replacement). */
export const NORMALISED_REFERENCE = (column: string): string =>
  `upper(regexp_replace(${column}, '[^[:alnum:]]', '', 'g'))`;

/** The same normalisation in JS, for keys stored on a row. */
export const normalisedReference = (reference: string): string =>
  reference.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
