// The VAT summary's and plant utilisation's GraphQL documents (decision 0086).
import { graphql } from '../../generated';

export const VatReportDocument = graphql(`
  query VatReport($period_end: String, $from: String, $to: String) {
    vatReport(period_end: $period_end, from: $from, to: $to) {
      period {
        kind
        period_end
        start
        end
      }
      vat_quarter_ends
      periods {
        period_end
        start
        end
      }
      vat_registered
      net_vat_pence
      boxes {
        box_1 {
          ...VatReportBoxFields
        }
        box_4 {
          ...VatReportBoxFields
        }
        box_6 {
          ...VatReportBoxFields
        }
        box_7 {
          ...VatReportBoxFields
        }
      }
      documents {
        kind
        id
        side
        reference
        supplier_reference
        counterparty
        project_number
        tax_date
        treatment
        net_pence
        vat_pence
        reverse_charge_vat_pence
      }
    }
  }
  fragment VatReportBoxFields on VatReportBox {
    title
    pence
    return_pence
    lines {
      label
      pence
      documents
    }
  }
`);

export const PlantReportDocument = graphql(`
  query PlantReport($project_id: ID, $from: String, $to: String) {
    plantReport(project_id: $project_id, from: $from, to: $to) {
      from
      to
      as_of
      rows {
        id
        reference
        project {
          id
          project_number
          name
        }
        category
        item {
          asset_number
          description
        }
        supplier
        fulfilment
        quantity
        on_hire_date
        off_hire_date
        expected_end
        on_hire_at_end
        late
        days_late
        days_on_hire
        chargeable_days
        cost_in_range_pence
        cost_to_date_pence
      }
      projects {
        project {
          id
          project_number
          name
        }
        hires
        late_count
        days_on_hire
        chargeable_days
        cost_in_range_pence
        cost_to_date_pence
        budget_pence
        budget_remaining_pence
      }
      totals {
        hires
        late_count
        days_on_hire
        chargeable_days
        cost_in_range_pence
        cost_to_date_pence
        budget_pence
        budget_remaining_pence
      }
    }
  }
`);
