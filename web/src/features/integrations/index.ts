// The integrations feature's public face: what is posted to the company's books, shown where the records are
// (a purchase order and its supplier invoices, a labour invoice, an application) and in Settings. Light on
// purpose (pages import it): each widget loads, with Apollo, after the page that shows it.
import { lazyWidget } from '../../lib/lazy-page';

export type { AccountingPostingStatusProps } from './AccountingPostingStatus';

/** One record's posting: "Posted to Xero · Unpaid · … · Open in Xero", waiting, or refused with Retry. */
export const AccountingPostingStatus = lazyWidget(() =>
  import('./AccountingPostingStatus').then((m) => m.AccountingPostingStatus),
);

/** The latest postings, with their state, payment state, link and Retry (Settings → Accounting). */
export const AccountingPostingList = lazyWidget(() =>
  import('./AccountingPostingList').then((m) => m.AccountingPostingList),
);
