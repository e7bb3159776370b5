// The company's accounting service operations (company admins): the services offered and the connection, its
// consent and completion, the organisation, the tax codes and accounts, and disconnecting.
import { graphql } from '../../generated';

export const AccountingConnectionFieldsFragmentDoc = graphql(`
  fragment AccountingConnectionFields on AccountingConnection {
    provider
    provider_name
    status
    status_reason
    organisations {
      id
      name
    }
    organisation {
      id
      name
    }
    connected_by {
      id
      name
    }
    connected_at
    mapping_confirmed_at
    last_pulled_at
    postings {
      queued
      failed
      posted
    }
  }
`);

export const AccountingDocument = graphql(`
  query Accounting {
    accounting {
      providers {
        id
        name
        scopes
      }
      token_key_configured
      connection {
        ...AccountingConnectionFields
      }
    }
  }
`);

export const ConnectAccountingDocument = graphql(`
  mutation ConnectAccounting($input: ConnectAccountingInput!) {
    connectAccounting(input: $input) {
      authorization_url
    }
  }
`);

export const CompleteAccountingConnectionDocument = graphql(`
  mutation CompleteAccountingConnection($input: CompleteAccountingConnectionInput!) {
    completeAccountingConnection(input: $input) {
      ...AccountingConnectionFields
    }
  }
`);

export const ChooseAccountingOrganisationDocument = graphql(`
  mutation ChooseAccountingOrganisation($organisation_id: String!) {
    chooseAccountingOrganisation(organisation_id: $organisation_id) {
      ...AccountingConnectionFields
    }
  }
`);

export const AccountingTaxCodesFieldsFragmentDoc = graphql(`
  fragment AccountingTaxCodesFields on AccountingTaxCodes {
    standard
    reduced
    zero
    exempt
    no_vat
    drc
    drc_reduced
  }
`);

export const AccountingSetupFieldsFragmentDoc = graphql(`
  fragment AccountingSetupFields on AccountingSetup {
    tax_rates {
      code
      name
      basis_points
      purchases
      sales
      reverse_charge
    }
    accounts {
      code
      name
      type
      cis_flagged
    }
    suggested {
      purchases {
        ...AccountingTaxCodesFields
      }
      sales {
        ...AccountingTaxCodesFields
      }
    }
    unmapped
    tax_mapping {
      purchases {
        ...AccountingTaxCodesFields
      }
      sales {
        ...AccountingTaxCodesFields
      }
    }
    accounts_chosen {
      expense
      revenue
      cis
    }
    confirmed_at
  }
`);

export const AccountingSetupDocument = graphql(`
  query AccountingSetup {
    accountingSetup {
      ...AccountingSetupFields
    }
  }
`);

export const ConfirmAccountingMappingDocument = graphql(`
  mutation ConfirmAccountingMapping($input: ConfirmAccountingMappingInput!) {
    confirmAccountingMapping(input: $input) {
      ...AccountingSetupFields
    }
  }
`);

export const DisconnectAccountingDocument = graphql(`
  mutation DisconnectAccounting {
    disconnectAccounting
  }
`);
