// Owns keeping figures fresh (issue 35, point 5). A figure — a project's committed / received / invoiced cost, a
// list's status, an order's received quantity, a dashboard count — is worked by core-api from many records, so
// the mutation that changes one record cannot patch every view of it in the cache. Instead:
// - after every mutation (the client's default, lib/apollo.ts), the open queries that show figures are fetched
//   again (`openFigureQueries`), and a mutation that names its own refetches adds them with `withFigures`;
// - a change made by someone else arrives as a live activity event (decision 0059) and LiveFigures fetches the
//   open figure queries again, a burst of events at most once a second.
// Only queries on screen are fetched ("active"), never the whole cache.
import type { ApolloClient } from '@apollo/client';

/**
 * Queries that show figures other records change: costs and budgets, statuses and counts, quantities received,
 * invoiced and paid. A query not named here is refetched only by the mutations that name it.
 */
export const FIGURE_QUERIES: ReadonlySet<string> = new Set([
  // Projects: the page's stats (budget vs committed), history and the lists' counts.
  'Project',
  'Projects',
  'ProjectActivity',
  'WorkerDashboard',
  'Dashboard',
  // Materials: requests, orders with their deliveries and invoices, and a project's material costs.
  'MaterialRequest',
  'MaterialRequests',
  'PurchaseOrder',
  'PurchaseOrders',
  'ProjectMaterialCosts',
  // Plant: requests (hires), what is due, hire invoices and the register.
  'PlantRequest',
  'PlantRequests',
  'PlantDueSoon',
  'PlantHireInvoices',
  'PlantItems',
  // Labour: timesheets, invoices (matched against them), an operative's figures, the CIS month.
  'Timesheets',
  'LabourInvoice',
  'LabourInvoices',
  'Operative',
  'Operatives',
  'CisMonth',
  // Applications for payment: the application, the list and the templates' totals.
  'Application',
  'Applications',
  'ApplicationTemplates',
  // Enquiries: their status follows the estimate's issue / accept / convert.
  'Enquiry',
  'Enquiries',
  // Forms: the review list and counts.
  'FormSubmissions',
  // Not here: a form being filled in and an estimate being priced (FormSubmission, Estimate) are saved as the
  // user types, their mutations answer them whole, and nothing else changes them.
]);

/** Figures with a live feed of their own (the dashboards' subscription): not refetched on live events. */
const OWN_LIVE_FEED: ReadonlySet<string> = new Set(['Dashboard']);

/** The names of the figure queries on screen now (each once). */
export function openFigureQueries(client: Pick<ApolloClient, 'getObservableQueries'>): string[] {
  const names = new Set<string>();
  for (const query of client.getObservableQueries('active')) {
    if (query.queryName && FIGURE_QUERIES.has(query.queryName)) names.add(query.queryName);
  }
  return [...names];
}

/** Fetches the figure queries on screen again (after a live event); a query with its own live feed is left. */
export function refetchOpenFigures(client: ApolloClient): Promise<unknown> {
  const include = openFigureQueries(client).filter((name) => !OWN_LIVE_FEED.has(name));
  return include.length ? client.refetchQueries({ include }) : Promise.resolve([]);
}

let defaultClient: Pick<ApolloClient, 'getObservableQueries'> | null = null;

/** Called once by lib/apollo.ts with the client whose mutations refresh the figures on screen. */
export function refreshFiguresOf(client: Pick<ApolloClient, 'getObservableQueries'>): void {
  defaultClient = client;
}

/**
 * A mutation's `refetchQueries` that keeps its own (`names`) and adds every figure query on screen: for the
 * mutations that name their refetches, which replace the client's default.
 */
export function withFigures(names: readonly string[] = []): () => string[] {
  return () => [...new Set([...names, ...(defaultClient ? openFigureQueries(defaultClient) : [])])];
}
