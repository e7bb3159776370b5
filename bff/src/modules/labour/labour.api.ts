// core-api's labour calls (/labour/trades, /labour/suppliers, /operatives, /timesheets, /labour-invoices,
// /cis-month), typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, plain, type JsonBody } from '../../lib/core-api-client.js';
import type {
  CreateLabourInvoiceInput,
  LabourInvoiceListArgs,
  LabourTradeInput,
  OperativeInput,
  OperativeListArgs,
  TimesheetInput,
  TimesheetListArgs,
} from './labour.input.js';

const pageQuery = (args: { page?: number | null; size?: number | null }) => ({
  page: args.page != null ? String(args.page) : undefined,
  size: args.size != null ? String(args.size) : undefined,
});

/** The input without its null fields, except those core-api takes as null ("clear this"). */
function withoutNulls<T extends object>(input: T, nullable: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(plain(input) as Record<string, unknown>).filter(
      ([k, v]) => v !== undefined && (v !== null || nullable.includes(k)),
    ),
  );
}
const OPERATIVE_NULLABLE = [
  'trade_id',
  'supplier_id',
  'user_id',
  'cscs_card_type',
  'cscs_card_number',
  'cscs_expiry',
  'phone',
];

export class LabourApi extends CoreApiDataSource {
  trades() {
    return this.call((init) => this.api.GET('/labour/trades', { ...init }));
  }

  createTrade(input: LabourTradeInput) {
    const body = checkedByCoreApi<JsonBody<'/labour/trades', 'post'>>(withoutNulls(input));
    return this.call((init) => this.api.POST('/labour/trades', { body, ...init }));
  }

  updateTrade(tradeId: string, input: LabourTradeInput) {
    const body = checkedByCoreApi<JsonBody<'/labour/trades/{tradeId}', 'patch'>>(withoutNulls(input));
    return this.call((init) =>
      this.api.PATCH('/labour/trades/{tradeId}', { params: { path: { tradeId } }, body, ...init }),
    );
  }

  suppliers() {
    return this.call((init) => this.api.GET('/labour/suppliers', { ...init }));
  }

  listOperatives(args: OperativeListArgs) {
    const query = {
      ...pageQuery(args),
      search: args.search || undefined,
      status: args.status ?? undefined,
      engagement: args.engagement ?? undefined,
      mine: args.mine ? ('true' as const) : undefined,
    };
    return this.call((init) => this.api.GET('/operatives', { params: { query }, ...init }));
  }

  getOperative(operativeId: string) {
    return this.call((init) =>
      this.api.GET('/operatives/{operativeId}', { params: { path: { operativeId } }, ...init }),
    );
  }

  createOperative(input: OperativeInput) {
    const body = checkedByCoreApi<JsonBody<'/operatives', 'post'>>(withoutNulls(input, OPERATIVE_NULLABLE));
    return this.call((init) => this.api.POST('/operatives', { body, ...init }));
  }

  updateOperative(operativeId: string, input: OperativeInput) {
    const body = checkedByCoreApi<JsonBody<'/operatives/{operativeId}', 'patch'>>(
      withoutNulls(input, OPERATIVE_NULLABLE),
    );
    return this.call((init) =>
      this.api.PATCH('/operatives/{operativeId}', { params: { path: { operativeId } }, body, ...init }),
    );
  }

  listTimesheets(args: TimesheetListArgs) {
    const query = {
      ...pageQuery(args),
      week: args.week || undefined,
      status: args.status ?? undefined,
      project_id: args.project_id ?? undefined,
      operative_id: args.operative_id ?? undefined,
      search: args.search || undefined,
    };
    return this.call((init) => this.api.GET('/timesheets', { params: { query }, ...init }));
  }

  createTimesheet(input: TimesheetInput) {
    const body = checkedByCoreApi<JsonBody<'/timesheets', 'post'>>(withoutNulls(input, ['notes']));
    return this.call((init) => this.api.POST('/timesheets', { body, ...init }));
  }

  updateTimesheet(timesheetId: string, input: TimesheetInput) {
    const { hours, overtime_hours, notes } = input;
    const body = checkedByCoreApi<JsonBody<'/timesheets/{timesheetId}', 'put'>>(
      withoutNulls({ hours, overtime_hours, notes }, ['notes']),
    );
    return this.call((init) =>
      this.api.PUT('/timesheets/{timesheetId}', { params: { path: { timesheetId } }, body, ...init }),
    );
  }

  changeTimesheetStatus(
    timesheetId: string,
    status: string,
    reason: string | null | undefined,
    cscsOverrideReason?: string | null,
  ) {
    const body = checkedByCoreApi<JsonBody<'/timesheets/{timesheetId}/status', 'post'>>({
      status,
      reason: reason ?? null,
      ...(cscsOverrideReason ? { cscs_override_reason: cscsOverrideReason } : {}),
    });
    return this.call((init) =>
      this.api.POST('/timesheets/{timesheetId}/status', { params: { path: { timesheetId } }, body, ...init }),
    );
  }

  bulkTimesheetStatus(ids: string[], status: string, reason: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/timesheets/bulk-status', 'post'>>({
      ids,
      status,
      reason: reason ?? null,
    });
    return this.call((init) => this.api.POST('/timesheets/bulk-status', { body, ...init }));
  }

  listInvoices(args: LabourInvoiceListArgs) {
    const query = {
      ...pageQuery(args),
      status: args.status ?? undefined,
      with_variance: args.with_variance ? ('true' as const) : undefined,
      supplier_id: args.supplier_id ?? undefined,
      search: args.search || undefined,
    };
    return this.call((init) => this.api.GET('/labour-invoices', { params: { query }, ...init }));
  }

  getInvoice(labourInvoiceId: string) {
    return this.call((init) =>
      this.api.GET('/labour-invoices/{labourInvoiceId}', { params: { path: { labourInvoiceId } }, ...init }),
    );
  }

  createInvoice(input: CreateLabourInvoiceInput) {
    // Each line's left-out fields are dropped too, so a line without a type is labour (core-api's default).
    const body = checkedByCoreApi<JsonBody<'/labour-invoices', 'post'>>({
      ...withoutNulls(input),
      lines: input.lines.map((line) => withoutNulls(line)),
    });
    return this.call((init) => this.api.POST('/labour-invoices', { body, ...init }));
  }

  matchInvoice(labourInvoiceId: string, overrideReason: string | null | undefined) {
    return this.call((init) =>
      this.api.POST('/labour-invoices/{labourInvoiceId}/match', {
        params: { path: { labourInvoiceId } },
        body: { override_reason: overrideReason ?? null },
        ...init,
      }),
    );
  }

  changeInvoiceStatus(
    labourInvoiceId: string,
    status: string,
    reason: string | null | undefined,
    paymentDate: string | null | undefined,
  ) {
    const body = checkedByCoreApi<JsonBody<'/labour-invoices/{labourInvoiceId}/status', 'post'>>({
      status,
      reason: reason ?? null,
      payment_date: paymentDate ?? null,
    });
    return this.call((init) =>
      this.api.POST('/labour-invoices/{labourInvoiceId}/status', {
        params: { path: { labourInvoiceId } },
        body,
        ...init,
      }),
    );
  }

  cisMonth(date: string | null | undefined) {
    return this.call((init) =>
      this.api.GET('/cis-month', { params: { query: { date: date || undefined } }, ...init }),
    );
  }
}
