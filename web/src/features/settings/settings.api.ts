// Company settings operations (manager and up).
import { graphql } from '../../generated';

export const CompanySettingsFieldsFragmentDoc = graphql(`
  fragment CompanySettingsFields on CompanySettings {
    company_id
    name
    address
    vat_number
    vat_registered
    vat_quarter_ends
    cis_utr
    retention_percent
    payment_due_days
    payment_final_days
    folder_template
    folder_template_is_default
    drive_provider
    accounting_provider
    available_drive_providers
    available_accounting_providers
  }
`);

export const CompanySettingsDocument = graphql(`
  query CompanySettings {
    companySettings {
      ...CompanySettingsFields
    }
  }
`);

export const UpdateCompanySettingsDocument = graphql(`
  mutation UpdateCompanySettings($input: UpdateCompanySettingsInput!) {
    updateCompanySettings(input: $input) {
      ...CompanySettingsFields
    }
  }
`);
