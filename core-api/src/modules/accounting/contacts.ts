// Owns keeping our suppliers, subcontractors and clients linked to the service's contacts by id (issue 38): the
// first posting for one makes (or finds, by our reference) its contact and stores the link; later postings use
// the link (a person may have tidied the contact in their books: we do not overwrite it). A link the service no
// longer knows is forgotten by the pump and made again.
import type { Sequelize } from 'sequelize';
import type { ContactInput } from '../../lib/accounting/index.js';
import { q } from '../../lib/sql.js';
import { Supplier } from '../suppliers/index.js';
import { RecordNotPostableError, type BuiltDocument } from './accounting.documents.js';
import type { CompanyBooks } from './company-accounting.js';

function addressOf(text: string | null | undefined): ContactInput['address'] {
  const lines = (text ?? '')
    .split(/\r?\n|,/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length) return null;
  const postcode = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test(lines.at(-1)!) ? lines.pop()! : null;
  return { lines: lines.slice(0, 4), postcode };
}

/** The service's contact id for the document's party, made or brought up to date now. */
export async function linkContact(
  db: Sequelize,
  books: CompanyBooks,
  party: BuiltDocument['contact'],
): Promise<string> {
  const key = party.kind === 'supplier' ? `supplier:${party.supplierId}` : `customer:${party.reference}`;
  const [link] = await q<{ provider_id: string }>(
    db,
    'SELECT provider_id FROM accounting_contacts WHERE connection_id = :connection AND local_key = :key',
    { connection: books.connection.id, key },
  );
  if (link) return link.provider_id;
  let input: ContactInput;
  if (party.kind === 'supplier') {
    const supplier = await Supplier.findOne({
      where: { id: party.supplierId, company_id: books.connection.company_id },
    });
    if (!supplier) throw new RecordNotPostableError('Its supplier is no longer there to post it to.');
    input = {
      providerId: null,
      name: supplier.name,
      email: supplier.email,
      phone: supplier.phone,
      vatNumber: supplier.vat_number,
      reference: supplier.id,
      isSupplier: true,
      isCustomer: false,
      address: addressOf(supplier.address),
    };
  } else {
    input = {
      providerId: null,
      name: party.name,
      email: party.email ?? null,
      reference: party.reference,
      isSupplier: false,
      isCustomer: true,
    };
  }
  const made = await books.session.upsertContact(input);
  await db.query(
    `INSERT INTO accounting_contacts (company_id, connection_id, local_key, provider_id)
     VALUES (:company, :connection, :key, :id)
     ON CONFLICT (connection_id, local_key) DO UPDATE SET provider_id = excluded.provider_id, updated_at = now()`,
    {
      replacements: {
        company: books.connection.company_id,
        connection: books.connection.id,
        key,
        id: made.id,
      },
    },
  );
  return made.id;
}
