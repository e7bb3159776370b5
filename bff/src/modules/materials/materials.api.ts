// core-api's materials calls (/material-requests, /material-enquiries, /purchase-orders, /supplier-invoices,
// /projects/{projectId}/material-costs), typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, plain, type JsonBody } from '../../lib/core-api-client.js';
import type {
  CreateMaterialRequestInput,
  CreatePurchaseOrderInput,
  MaterialQuoteInput,
  MaterialRequestListArgs,
  OrderQuoteInput,
  PurchaseOrderListArgs,
  RecordDeliveryInput,
  SupplierInvoiceInput,
} from './materials.input.js';

const pageQuery = (args: { page?: number | null; size?: number | null }) => ({
  page: args.page != null ? String(args.page) : undefined,
  size: args.size != null ? String(args.size) : undefined,
});

export class MaterialsApi extends CoreApiDataSource {
  listRequests(args: MaterialRequestListArgs) {
    const query = {
      ...pageQuery(args),
      search: args.search || undefined,
      status: args.status ?? undefined,
      project_id: args.project_id ?? undefined,
    };
    return this.call((init) => this.api.GET('/material-requests', { params: { query }, ...init }));
  }

  getRequest(materialRequestId: string) {
    return this.call((init) =>
      this.api.GET('/material-requests/{materialRequestId}', {
        params: { path: { materialRequestId } },
        ...init,
      }),
    );
  }

  createRequest(input: CreateMaterialRequestInput) {
    const body = checkedByCoreApi<JsonBody<'/material-requests', 'post'>>(input);
    return this.call((init) => this.api.POST('/material-requests', { body, ...init }));
  }

  bulkRequestStatus(ids: string[], status: string, reason: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/material-requests/bulk-status', 'post'>>({
      ids,
      status,
      reason: reason ?? null,
    });
    return this.call((init) => this.api.POST('/material-requests/bulk-status', { body, ...init }));
  }

  changeRequestStatus(materialRequestId: string, status: string, reason: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/material-requests/{materialRequestId}/status', 'post'>>({
      status,
      reason: reason ?? null,
    });
    return this.call((init) =>
      this.api.POST('/material-requests/{materialRequestId}/status', {
        params: { path: { materialRequestId } },
        body,
        ...init,
      }),
    );
  }

  sendEnquiries(materialRequestId: string, supplierIds: string[]) {
    return this.call((init) =>
      this.api.POST('/material-requests/{materialRequestId}/enquiries', {
        params: { path: { materialRequestId } },
        body: { supplier_ids: supplierIds },
        ...init,
      }),
    );
  }

  recordQuote(materialEnquiryId: string, input: MaterialQuoteInput) {
    const body = checkedByCoreApi<JsonBody<'/material-enquiries/{materialEnquiryId}/quote', 'put'>>(input);
    return this.call((init) =>
      this.api.PUT('/material-enquiries/{materialEnquiryId}/quote', {
        params: { path: { materialEnquiryId } },
        body,
        ...init,
      }),
    );
  }

  orderQuote(materialEnquiryId: string, input: OrderQuoteInput) {
    return this.call((init) =>
      this.api.POST('/material-enquiries/{materialEnquiryId}/order', {
        params: { path: { materialEnquiryId } },
        body: plain(input),
        ...init,
      }),
    );
  }

  listPos(args: PurchaseOrderListArgs) {
    const query = {
      ...pageQuery(args),
      search: args.search || undefined,
      status: args.status ?? undefined,
      awaiting_delivery: args.awaiting_delivery ? ('true' as const) : undefined,
      project_id: args.project_id ?? undefined,
    };
    return this.call((init) => this.api.GET('/purchase-orders', { params: { query }, ...init }));
  }

  getPo(purchaseOrderId: string) {
    return this.call((init) =>
      this.api.GET('/purchase-orders/{purchaseOrderId}', { params: { path: { purchaseOrderId } }, ...init }),
    );
  }

  createPo(input: CreatePurchaseOrderInput) {
    const body = checkedByCoreApi<JsonBody<'/purchase-orders', 'post'>>(input);
    return this.call((init) => this.api.POST('/purchase-orders', { body, ...init }));
  }

  changePoStatus(purchaseOrderId: string, status: string, reason: string | null | undefined) {
    const body = checkedByCoreApi<JsonBody<'/purchase-orders/{purchaseOrderId}/status', 'post'>>({
      status,
      reason: reason ?? null,
    });
    return this.call((init) =>
      this.api.POST('/purchase-orders/{purchaseOrderId}/status', {
        params: { path: { purchaseOrderId } },
        body,
        ...init,
      }),
    );
  }

  recordDelivery(purchaseOrderId: string, input: RecordDeliveryInput) {
    const body = checkedByCoreApi<JsonBody<'/purchase-orders/{purchaseOrderId}/deliveries', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/purchase-orders/{purchaseOrderId}/deliveries', {
        params: { path: { purchaseOrderId } },
        body,
        ...init,
      }),
    );
  }

  addInvoice(purchaseOrderId: string, input: SupplierInvoiceInput) {
    const body = checkedByCoreApi<JsonBody<'/purchase-orders/{purchaseOrderId}/invoices', 'post'>>(input);
    return this.call((init) =>
      this.api.POST('/purchase-orders/{purchaseOrderId}/invoices', {
        params: { path: { purchaseOrderId } },
        body,
        ...init,
      }),
    );
  }

  approveInvoice(supplierInvoiceId: string, overrideReason: string | null | undefined) {
    return this.call((init) =>
      this.api.POST('/supplier-invoices/{supplierInvoiceId}/approve', {
        params: { path: { supplierInvoiceId } },
        body: { override_reason: overrideReason ?? null },
        ...init,
      }),
    );
  }

  payInvoice(supplierInvoiceId: string, paymentDate: string, paymentReference: string | null | undefined) {
    return this.call((init) =>
      this.api.POST('/supplier-invoices/{supplierInvoiceId}/pay', {
        params: { path: { supplierInvoiceId } },
        body: { payment_date: paymentDate, payment_reference: paymentReference ?? null },
        ...init,
      }),
    );
  }

  acceptOverDelivery(purchaseOrderId: string, reason: string) {
    return this.call((init) =>
      this.api.POST('/purchase-orders/{purchaseOrderId}/over-delivery/accept', {
        params: { path: { purchaseOrderId } },
        body: { reason },
        ...init,
      }),
    );
  }

  costs(projectId: string) {
    return this.call((init) =>
      this.api.GET('/projects/{projectId}/material-costs', { params: { path: { projectId } }, ...init }),
    );
  }
}
