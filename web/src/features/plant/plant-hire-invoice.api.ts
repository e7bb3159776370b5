// The GraphQL documents of a hire's supplier invoices (decision 0050): the list beside the hire cost to date
// and the CIS rule, entering one, recording one paid.
import { graphql } from '../../generated';

export const PlantHireInvoiceFieldsFragmentDoc = graphql(`
  fragment PlantHireInvoiceFields on PlantHireInvoice {
    id
    supplier_reference
    invoice_date
    with_operator
    net_pence
    hire_cost_to_date_pence
    over_hire_cost_pence
    within_cis
    cis_status
    cis_rate_percent
    cis_deduction_pence
    cis_reason
    vat_treatment
    vat_pence
    reverse_charge_vat_pence
    vat_reason
    gross_pence
    payable_pence
    status
    payment_date
    steps {
      key
      label
      amount_pence
    }
    abilities {
      can_pay
      pay_refusal
    }
  }
`);

export const PlantHireInvoicesDocument = graphql(`
  query PlantHireInvoices($plantRequestId: ID!) {
    plantHireInvoices(plantRequestId: $plantRequestId) {
      with_operator
      supplier {
        id
        name
        cis_status
      }
      hire_cost_to_date_pence
      invoiced_pence
      cis_rule
      can_record
      record_refusal
      items {
        ...PlantHireInvoiceFields
      }
    }
  }
`);

export const RecordPlantHireInvoiceDocument = graphql(`
  mutation RecordPlantHireInvoice($plantRequestId: ID!, $input: RecordPlantHireInvoiceInput!) {
    recordPlantHireInvoice(plantRequestId: $plantRequestId, input: $input) {
      id
      supplier_reference
      cis_deduction_pence
      warnings
    }
  }
`);

export const PayPlantHireInvoiceDocument = graphql(`
  mutation PayPlantHireInvoice($id: ID!, $input: PayPlantHireInvoiceInput) {
    payPlantHireInvoice(id: $id, input: $input) {
      ...PlantHireInvoiceFields
    }
  }
`);
