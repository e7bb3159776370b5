// core-api's door to the money kernel, which lives in @sitebase/shared (shared/src/money.ts) so the BFF and web
// compute with the very same rules (docs/decisions/0041-shared-package.md). The rules, in short (decision 0019):
// amounts are integer pence end to end; a line's net and its VAT are each rounded half up (half away from zero)
// to the penny; an invoice's VAT is the sum of its lines' VAT. Modules keep importing '../../lib/money.js'.
export {
  DRC_INVOICE_WORDING,
  MoneyError,
  VAT_CODES,
  VAT_CODE_INFO,
  divide,
  divideHalfUp,
  formatPence,
  invoiceTotals,
  lineNet,
  lineVat,
  pence,
  percentOf,
  safe,
  scaledDecimal,
  splitInHalves,
  sumPence,
  type CodeTotals,
  type InvoiceTotals,
  type LineVat,
  type MoneyFault,
  type Pence,
  type Rounding,
  type VatCode,
  type VatCodeInfo,
} from '@sitebase/shared';
