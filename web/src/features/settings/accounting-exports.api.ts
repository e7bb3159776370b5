// The accounting CSV exports (managers and up): what each file of a range holds, its totals and what it leaves
// out; the tax names and accounts each service's files use (company admins change them). The files themselves
// download through the BFF's /files/accounting/exports/<file> pass-through.
import { graphql } from '../../generated';

export const AccountingExportMappingFieldsFragmentDoc = graphql(`
  fragment AccountingExportMappingFields on AccountingExportMapping {
    target
    customised
    updated_at
    accounts {
      expense
      revenue
      cis
    }
    tax_mapping {
      purchases {
        ...AccountingTaxCodesFields
      }
      sales {
        ...AccountingTaxCodesFields
      }
    }
  }
`);

export const AccountingExportsDocument = graphql(`
  query AccountingExports($from: String, $to: String) {
    accountingExports(from: $from, to: $to) {
      from
      to
      files {
        file
        target
        label
        documents
        net_pence
        vat_pence
        gross_pence
        left_out {
          source_type
          source_id
          record
          reason
        }
      }
      mappings {
        xero {
          ...AccountingExportMappingFields
        }
        quickbooks {
          ...AccountingExportMappingFields
        }
      }
    }
  }
`);

export const SaveAccountingExportMappingDocument = graphql(`
  mutation SaveAccountingExportMapping($input: SaveAccountingExportMappingInput!) {
    saveAccountingExportMapping(input: $input) {
      ...AccountingExportMappingFields
    }
  }
`);

/** The path of one export file through the BFF (the dates as core-api takes them). */
export function exportFilePath(file: string, range: { from: string; to: string }): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `/files/accounting/exports/${encodeURIComponent(file)}?${query.toString()}`;
}

/** What each service calls the parts of the file, and where its import lives. */
export const EXPORT_TARGETS: Record<
  string,
  { name: string; how: string; revenueLabel: string; revenueHelp: string; accountsBy: string }
> = {
  xero: {
    name: 'Xero',
    how: 'In Xero: Business → Bills to pay (or Invoices) → Import. Choose “Tax exclusive” when Xero asks how amounts are entered.',
    revenueLabel: 'Sales account',
    revenueHelp: 'The account code sales invoices go to',
    accountsBy: 'Xero reads accounts by their code (310, 200…).',
  },
  quickbooks: {
    name: 'QuickBooks Online',
    how: 'In QuickBooks: Settings ⚙ → Import data → Bills (or Invoices). Amounts are exclusive of VAT.',
    revenueLabel: 'Product or service',
    revenueHelp: 'QuickBooks invoice lines name a product or service',
    accountsBy: 'QuickBooks reads accounts by their name.',
  },
};
