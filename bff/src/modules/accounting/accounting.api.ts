// core-api's /accounting calls: the connection, its consent and completion, the organisation and the mapping
// (company admins), and the postings with their sync log and retry (managers and up).
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type {
  AccountingPostingListArgs,
  AccountingExportsArgs,
  AccountingTaxCodesInput,
  CompleteAccountingConnectionInput,
  ConfirmAccountingMappingInput,
  ConnectAccountingInput,
  SaveAccountingExportMappingInput,
} from './accounting.input.js';

const text = (n: number | null | undefined) => (n != null ? String(n) : undefined);

/** The codes chosen, without the empty ones: core-api names each missing code in its own words. */
const chosen = (codes: AccountingTaxCodesInput) =>
  Object.fromEntries(
    Object.entries({ ...codes }).filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as Record<string, string>;

export class AccountingApi extends CoreApiDataSource {
  get() {
    return this.call((init) => this.api.GET('/accounting', init));
  }

  connect(input: ConnectAccountingInput) {
    return this.call((init) =>
      this.api.POST('/accounting/connect', {
        body: checkedByCoreApi<JsonBody<'/accounting/connect', 'post'>>({ provider: input.provider }),
        ...init,
      }),
    );
  }

  complete(input: CompleteAccountingConnectionInput) {
    return this.call((init) =>
      this.api.POST('/accounting/callback', {
        body: checkedByCoreApi<JsonBody<'/accounting/callback', 'post'>>({
          state: input.state,
          ...(input.code ? { code: input.code } : {}),
          ...(input.error ? { error: input.error } : {}),
          ...(input.realm_id ? { realm_id: input.realm_id } : {}),
        }),
        ...init,
      }),
    );
  }

  chooseOrganisation(organisationId: string) {
    return this.call((init) =>
      this.api.PUT('/accounting/organisation', { body: { organisation_id: organisationId }, ...init }),
    );
  }

  setup() {
    return this.call((init) => this.api.GET('/accounting/setup', init));
  }

  confirmMapping(input: ConfirmAccountingMappingInput) {
    return this.call((init) =>
      this.api.PUT('/accounting/mapping', {
        body: {
          tax_mapping: {
            purchases: chosen(input.tax_mapping.purchases),
            sales: chosen(input.tax_mapping.sales),
          },
          accounts: {
            expense: input.accounts.expense,
            revenue: input.accounts.revenue,
            cis: input.accounts.cis,
          },
        },
        ...init,
      }),
    );
  }

  disconnect() {
    return this.call((init) => this.api.DELETE('/accounting', init));
  }

  postings(args: AccountingPostingListArgs) {
    const query = {
      page: text(args.page),
      size: text(args.size),
      status: args.status ?? undefined,
      source_type: args.source_type ?? undefined,
      source_id: args.source_id ?? undefined,
    };
    return this.call((init) => this.api.GET('/accounting/postings', { params: { query }, ...init }));
  }

  posting(postingId: string) {
    return this.call((init) =>
      this.api.GET('/accounting/postings/{postingId}', { params: { path: { postingId } }, ...init }),
    );
  }

  retry(postingId: string) {
    return this.call((init) =>
      this.api.POST('/accounting/postings/{postingId}/retry', { params: { path: { postingId } }, ...init }),
    );
  }

  async exports(args: AccountingExportsArgs) {
    const query = { from: args.from ?? undefined, to: args.to ?? undefined };
    const answer = await this.call((init) =>
      this.api.GET('/accounting/exports', { params: { query }, ...init }),
    );
    const of = (target: 'xero' | 'quickbooks') => answer.mappings.find((m) => m.target === target)!;
    return { ...answer, mappings: { xero: of('xero'), quickbooks: of('quickbooks') } };
  }

  saveExportMapping(input: SaveAccountingExportMappingInput) {
    return this.call((init) =>
      this.api.PUT('/accounting/export-mappings/{exportTarget}', {
        // A string on purpose: core-api answers an unknown target in its own words.
        params: { path: { exportTarget: input.target as 'xero' | 'quickbooks' } },
        body: {
          tax_mapping: {
            purchases: chosen(input.tax_mapping.purchases),
            sales: chosen(input.tax_mapping.sales),
          } as JsonBody<'/accounting/export-mappings/{exportTarget}', 'put'>['tax_mapping'],
          accounts: {
            expense: input.accounts.expense,
            revenue: input.accounts.revenue,
            cis: input.accounts.cis ?? null,
          },
        },
        ...init,
      }),
    );
  }
}
