// The accounting services' public file (issue 38, decision 0079): Xero and QuickBooks Online as the company's
// books, where approved bills, purchase orders and certified applications are posted once each. Modules use what
// is exported here and nothing deeper.
import type { TokenKeys } from '../cloud-drive/index.js';
import { createQuickBooksProvider, type QuickBooksOptions } from './quickbooks.js';
import { createXeroProvider, type XeroOptions } from './xero.js';
import type { AccountingProvider, AccountingProviderId } from './types.js';

export * from './types.js';
export * from './errors.js';
export { suggestTaxCodes, type MappedCode, type TaxCodeSuggestion } from './tax-codes.js';
export { XERO_SCOPES } from './xero.js';
export { QUICKBOOKS_SCOPES, QBO_DOC_NUMBER_MAX, qboDocNumber } from './quickbooks.js';

/** The services this server offers (a client id and secret each) and the key their tokens are sealed with. */
export interface AccountingConfig {
  tokenKeys: TokenKeys | undefined;
  xero?: XeroOptions;
  quickbooks?: QuickBooksOptions;
}

export interface AccountingDeps {
  providers: Partial<Record<AccountingProviderId, AccountingProvider>>;
  tokenKeys: TokenKeys | undefined;
}

/** The configured providers, by id. */
export function accountingProvidersFor(
  config: AccountingConfig,
): Partial<Record<AccountingProviderId, AccountingProvider>> {
  return {
    ...(config.xero ? { xero: createXeroProvider(config.xero) } : {}),
    ...(config.quickbooks ? { quickbooks: createQuickBooksProvider(config.quickbooks) } : {}),
  };
}
