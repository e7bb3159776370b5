// The suppliers feature's public face: a placeholder page that also points to Suppliers, for the plant,
// materials and labour screens still to come. Light on purpose (manifests import it, so it is in the first
// load): the component itself loads with the page that shows it.
import { createElement, type ComponentType } from 'react';
import { lazyPage, type LazyPageComponent } from '../../lib/lazy-page';
import type { PendingWithSuppliersTexts } from './PendingWithSuppliersLink';

export type { PendingWithSuppliersTexts } from './PendingWithSuppliersLink';

/**
 * `pendingPage` (lib/route-manifest) plus a link to /app/suppliers for the roles that may open it: the
 * placeholder of a module that will use suppliers.
 */
export function pendingPageWithSuppliersLink(
  load: () => Promise<PendingWithSuppliersTexts>,
): LazyPageComponent<object> {
  return lazyPage(
    () =>
      Promise.all([load(), import('./PendingWithSuppliersLink')]).then(
        ([texts, { PendingWithSuppliersLink }]) => {
          const Page: ComponentType<object> = () => createElement(PendingWithSuppliersLink, texts);
          return Page;
        },
      ),
    { apollo: false },
  );
}
