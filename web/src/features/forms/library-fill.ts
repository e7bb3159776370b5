// Filling the library's forms on the phone (decision 0088): the signers of a `signatures` field as the filler
// keeps them (drawn ones with typed names, stored ones with their words), what is sent of them and what is wrong
// with them, and an induction's card fields prefilled from the chosen operative's labour record.
import type { FormOperative } from './OperativePicker';
import { signatoryProblem, signedByText, type Field, type SignatureAnswer } from './forms-labels';
import type { SignerItem } from './SignersField';

/** A stored `signatures` answer as the filler's signers. */
export function signersOf(value: unknown): SignerItem[] {
  return (Array.isArray(value) ? (value as SignatureAnswer[]) : []).map((s) => ({
    id: s.upload_id,
    blob: null,
    upload_id: s.upload_id,
    signed_text: signedByText(s),
    signatory_name: null,
  }));
}

const signers = (value: unknown): SignerItem[] => (Array.isArray(value) ? (value as SignerItem[]) : []);

/** The signers who have signed (drawn here or stored): what goes on the form. */
export const signersToSend = (value: unknown): SignerItem[] =>
  signers(value).filter((s) => s.blob || s.upload_id);

/** The first problem of the signers being added: a name without a signature, or a signature without a name. */
export function signersProblem(value: unknown): string | null {
  for (const [i, s] of signers(value).entries()) {
    if (s.upload_id && !s.blob) continue;
    if (!s.blob) return `Signer ${i + 1} has not signed yet (or remove them)`;
    const problem = signatoryProblem(s.signatory_name ?? '');
    if (problem) return `Signer ${i + 1}: ${problem}`;
  }
  return null;
}

/**
 * An induction's card answers from the operative's labour record, when the operative is chosen: the card type
 * (the option its scheme's colour begins), number (when the reader may see it) and expiry. Other forms: none.
 */
export function inductionPrefill(
  category: string | undefined,
  fields: readonly Field[],
  key: string,
  o: FormOperative | null,
): Record<string, unknown> {
  if (category !== 'induction' || key !== 'operative' || !o) return {};
  const out: Record<string, unknown> = {};
  const type = fields.find((f) => f.key === 'cscs_card_type');
  const word = o.cscs_card_type?.trim().toLowerCase();
  const option = word ? type?.options?.find((opt) => opt.toLowerCase().startsWith(word)) : undefined;
  if (option) out.cscs_card_type = option;
  if (o.cscs_card_number && fields.some((f) => f.key === 'cscs_card_number')) {
    out.cscs_card_number = o.cscs_card_number;
  }
  if (o.cscs_expiry && fields.some((f) => f.key === 'cscs_expiry')) out.cscs_expiry = o.cscs_expiry;
  return out;
}
