// Owns the purchase order PDF, on the PDF kit (decision 0024): supplier, project, delivery details (the order's
// address, else the project's site address; the site's delivery notes from the request), the lines with unit
// price, VAT rate, net and VAT, and the totals (with the reverse-charge wording when a line is DRC).
import type { Transaction } from 'sequelize';
import { NotFoundError } from '../../lib/errors.js';
import { VAT_CODE_INFO, invoiceTotals } from '../../lib/money.js';
import {
  EMPTY,
  createPdf,
  formatMoney,
  formatUkDate,
  loadLetterhead,
  statusLabel,
  type PdfFile,
} from '../../lib/pdf.js';
import { num } from '../../lib/sql.js';
import { Project } from '../../models/index.js';
import { Supplier } from '../suppliers/index.js';
import { MaterialRequest } from './material-request.model.js';
import { PurchaseOrderLine } from './purchase-order-line.model.js';
import { PurchaseOrder } from './purchase-order.model.js';

export async function buildPoPdf(
  companyId: string,
  poId: string,
  transaction?: Transaction,
): Promise<PdfFile> {
  const po = await PurchaseOrder.findOne({ where: { id: poId, company_id: companyId }, transaction });
  if (!po) throw new NotFoundError('Purchase order not found');
  const [supplier, project, request, lines, letterhead] = await Promise.all([
    Supplier.findByPk(po.supplier_id, { transaction }),
    Project.findByPk(po.project_id, { transaction }),
    po.request_id
      ? MaterialRequest.findOne({
          where: { id: po.request_id, company_id: companyId },
          attributes: ['delivery_notes'],
          transaction,
        })
      : null,
    PurchaseOrderLine.findAll({
      where: { purchase_order_id: po.id },
      order: [['position', 'ASC']],
      transaction,
    }),
    loadLetterhead(companyId, transaction),
  ]);
  const totals = invoiceTotals(lines.map((l) => ({ net_pence: num(l.net_pence), vat_code: l.vat_code })));
  const pdf = createPdf({
    letterhead,
    title: 'Purchase order',
    reference: po.reference,
    // An order not yet issued is not an order: it says so on every page.
    watermark: po.status === 'draft' ? 'DRAFT' : null,
  });
  // Where the goods go: the address the order was given, else the project's site (the supplier must never get a
  // blank one); and what the site asked the driver (the request's delivery notes).
  const siteAddress = [project?.site_address, project?.site_postcode].filter(Boolean).join(', ');
  const deliveryAddress = po.delivery_address?.trim() || siteAddress || EMPTY;
  const deliveryNotes = request?.delivery_notes?.trim();
  pdf
    .title(`${po.reference} ${supplier?.name ?? ''}`)
    .heading('Details')
    .fields([
      ['Supplier', supplier?.name || EMPTY],
      ['Supplier address', supplier?.address || EMPTY],
      ['Project', project ? `${project.project_number} ${project.name}` : EMPTY],
      ['Status', statusLabel(po.status)],
      ['Order date', formatUkDate(po.issued_at ?? po.created_at)],
    ])
    .heading('Delivery')
    .fields([
      ['Delivery date', formatUkDate(po.delivery_date)],
      ['Delivery address', deliveryAddress],
      ...(deliveryNotes ? ([['Delivery notes', deliveryNotes]] as [string, string][]) : []),
    ]);
  pdf.heading('Lines').table({
    columns: [
      { header: 'Item' },
      // Each heading on one line at 9 pt ("VAT amount" wrapped at 24 mm).
      { header: 'Qty', align: 'right', width: 16 },
      { header: 'Unit', width: 14 },
      { header: 'Unit price', align: 'right', width: 24 },
      { header: 'VAT', width: 32 },
      { header: 'Net', align: 'right', width: 24 },
      { header: 'VAT amount', align: 'right', width: 27 },
    ],
    rows: lines.map((l) => [
      l.description,
      String(Number(l.quantity)),
      l.unit,
      formatMoney(num(l.unit_price_pence)),
      VAT_CODE_INFO[l.vat_code].label,
      formatMoney(num(l.net_pence)),
      formatMoney(num(l.vat_pence)),
    ]),
    foot: ['Total', '', '', '', '', formatMoney(totals.net_pence), formatMoney(totals.vat_pence)],
  });
  pdf.heading('Totals').fields([
    ['Net', formatMoney(totals.net_pence)],
    ['VAT', formatMoney(totals.vat_pence)],
    ['Total', formatMoney(totals.gross_pence)],
  ]);
  if (totals.reverse_charge_wording) {
    pdf.paragraph(`${totals.reverse_charge_wording} (${formatMoney(totals.reverse_charge_vat_pence)}).`);
  }
  return { pdf, filename: `${po.reference}.pdf` };
}
