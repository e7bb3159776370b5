// The arithmetic of an application for payment is core-api's own file, imported as it is (it has no imports of
// its own), so the editor's live figures are the server's to the penny: one source, not a copy
// (docs/decisions/0038-retention-and-vat.md).
export * from '@sitebase/core-api/src/modules/applications/application-totals.js';
