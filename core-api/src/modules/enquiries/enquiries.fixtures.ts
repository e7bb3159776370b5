// Test fixtures for enquiries: real rows of a company, for this module's tests, its security file and the BFF's
// GraphQL matrix (kept apart from enquiries.security.ts, which the security harness loads by glob).
import { randomUUID } from 'node:crypto';
import type { Company } from '../../models/index.js';
import { Enquiry, type EnquiryStatus } from './enquiry.model.js';
import { Estimate, type EstimateStatus } from './estimate.model.js';

let n = 0;

/** An enquiry of `company` (status new unless told otherwise). */
export async function makeEnquiry(
  company: Pick<Company, 'id'>,
  attrs: Partial<
    Pick<Enquiry, 'status' | 'title' | 'client_name' | 'tender_due_date' | 'site_postcode' | 'project_id'>
  > & {
    status?: EnquiryStatus;
  } = {},
): Promise<Enquiry> {
  n += 1;
  return Enquiry.create({
    company_id: company.id,
    reference: `ENQ-F${randomUUID().slice(0, 6)}${n}`,
    title: attrs.title ?? `Fixture extension ${randomUUID().slice(0, 6)}`,
    client_name: attrs.client_name ?? 'Fixture Client Ltd',
    received_date: '2026-11-01',
    tender_due_date: attrs.tender_due_date ?? null,
    site_postcode: attrs.site_postcode ?? null,
    status: attrs.status ?? 'new',
    project_id: attrs.project_id ?? null,
  });
}

/** An estimate (v1, no lines) of `enquiry`, draft unless told otherwise. */
export async function makeEstimate(
  enquiry: Pick<Enquiry, 'id' | 'company_id'>,
  status: EstimateStatus = 'draft',
): Promise<Estimate> {
  return Estimate.create({
    company_id: enquiry.company_id,
    enquiry_id: enquiry.id,
    reference: `EST-F${randomUUID().slice(0, 6)}`,
    version: 1,
    status,
  });
}
