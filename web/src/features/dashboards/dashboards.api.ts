// Dashboard GraphQL operations (BFF schema → codegen): the two boards, and the subscription that pushes the
// figures that changed for the reader. Every widget reads the one figure shape (DashboardFigureFields).
import { graphql } from '../../generated';

export const DashboardFigureFieldsFragment = graphql(`
  fragment DashboardFigureFields on DashboardFigure {
    key
    label
    kind
    section
    order
    link
    count
    amount_pence
    items {
      ref
      label
      detail
      date
      link
      tone
      value
      amount_pence
      budget_pence
      committed_pence
    }
  }
`);

export const DashboardDocument = graphql(`
  query Dashboard {
    dashboard {
      board
      generated_at
      today
      figures {
        ...DashboardFigureFields
      }
    }
  }
`);

export const WorkerDashboardDocument = graphql(`
  query WorkerDashboard {
    workerDashboard {
      board
      generated_at
      today
      figures {
        ...DashboardFigureFields
      }
    }
  }
`);

export const DashboardUpdatedDocument = graphql(`
  subscription DashboardUpdated($board: DashboardBoard!) {
    dashboardUpdated(board: $board) {
      board
      generated_at
      today
      figures {
        ...DashboardFigureFields
      }
    }
  }
`);
