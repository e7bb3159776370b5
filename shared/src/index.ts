// @sitebase/shared: code more than one package needs (docs/decisions/0041-shared-package.md) — the money kernel
// and VAT codes, an application’s totals, supplier kinds and CIS, the shape of a live event and where a
// notification opens. Plain TypeScript with no dependencies and no I/O, so core-api, the BFF and the browser all
// run it as it is.
export * from './money.js';
export * from './application-totals.js';
export * from './suppliers.js';
export * from './events.js';
export * from './vat-disregard.js';
export * from './deep-link.js';
export * from './format.js';
export * from './wording.js';
export * from './riddor.js';
