// Owns the demo company's suppliers: eight realistic UK firms across the kinds — two plant hire firms, two
// builders' merchants, a labour agency and subcontractors in each CIS status (one of them also hires out
// operated plant). Contact details use reserved examples (Ofcom drama numbers, .example domains). Runs only
// when the company has no suppliers yet, so it is idempotent and never undoes a user's edits.
import type { Transaction } from 'sequelize';
import { recordActivity } from '../../lib/activity.js';
import { Supplier, type CisStatus, type SupplierKind } from './supplier.model.js';

interface DemoSupplier {
  name: string;
  kinds: SupplierKind[];
  contact_name: string;
  email: string | null;
  phone: string;
  account_number: string | null;
  address: string;
  vat_number: string | null;
  cis?: { status: CisStatus; utr: string | null; verification_number: string | null };
}

export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    name: 'Valleys Plant Hire Ltd',
    kinds: ['plant'],
    contact_name: 'Dai Pritchard',
    email: 'hire@valleysplant.example',
    phone: '029 2018 0421',
    account_number: 'VPH-10482',
    address: 'Unit 7, Treforest Industrial Estate\nPontypridd\nCF37 5YB',
    vat_number: 'GB284619372',
  },
  {
    name: 'Severnside Access & Plant Ltd',
    kinds: ['plant'],
    contact_name: 'Karen Walsh',
    email: 'bookings@severnsideaccess.example',
    phone: '0117 496 0518',
    account_number: 'SAP-44721',
    address: 'Avonmouth Way, Avonmouth\nBristol\nBS11 9YA',
    vat_number: 'GB519384726',
  },
  {
    name: 'Castle Builders Merchants Ltd',
    kinds: ['materials'],
    contact_name: 'Owen Jenkins',
    email: 'sales@castlebm.example',
    phone: '029 2018 0736',
    account_number: 'CBM-20931',
    address: 'Penarth Road\nCardiff\nCF11 8TT',
    vat_number: 'GB734182905',
  },
  {
    name: 'Bristol Timber & Building Supplies',
    kinds: ['materials'],
    contact_name: 'Sarah Cole',
    email: 'orders@bristoltimber.example',
    phone: '0117 496 0293',
    account_number: '100482',
    address: 'Feeder Road, St Philips\nBristol\nBS2 0SB',
    vat_number: 'GB627103948',
  },
  {
    name: 'Cymru Construction Recruitment Ltd',
    kinds: ['labour_agency'],
    contact_name: 'Rhys Bevan',
    email: 'bookings@cymrurecruit.example',
    phone: '029 2018 0950',
    account_number: 'CCR-0077',
    address: 'Churchill Way\nCardiff\nCF10 2HE',
    vat_number: 'GB908172635',
    cis: { status: 'net', utr: '5839204716', verification_number: 'V6045128397' },
  },
  {
    name: 'Morgan Groundworks Ltd',
    kinds: ['plant', 'subcontractor'],
    contact_name: 'Huw Morgan',
    email: 'office@morgangroundworks.example',
    phone: '01632 960184',
    account_number: null,
    address: 'Heol y Gors, Tycroes\nAmmanford\nSA18 3NU',
    vat_number: 'GB345987210',
    cis: { status: 'gross', utr: '4728193056', verification_number: 'V8172634509' },
  },
  {
    name: 'Hughes & Daughters Electrical',
    kinds: ['subcontractor'],
    contact_name: 'Bethan Hughes',
    email: 'bethan@hugheselectrical.example',
    phone: '07700 900372',
    account_number: null,
    address: '14 Bridge Street\nNewport\nNP20 4BG',
    vat_number: 'GB476120398',
    cis: { status: 'net', utr: '2093847561', verification_number: 'V3928471056' },
  },
  {
    name: 'T. Pryce Brickwork',
    kinds: ['subcontractor'],
    contact_name: 'Tom Pryce',
    email: null,
    phone: '07700 900815',
    account_number: null,
    address: '3 Maes-y-Coed\nCaerphilly\nCF83 1JQ',
    vat_number: null,
    // Not yet registered for CIS: HMRC gave an unmatched verification reference, deductions at 30%.
    cis: { status: 'unverified', utr: null, verification_number: 'V5512093847AB' },
  },
];

/** Adds the demo suppliers to a company that has none; answers how many it added. */
export async function seedDemoSuppliers(
  companyId: string,
  createdBy: string | null,
  transaction: Transaction,
): Promise<number> {
  if ((await Supplier.count({ where: { company_id: companyId }, transaction })) > 0) return 0;
  for (const demo of DEMO_SUPPLIERS) {
    const supplier = await Supplier.create(
      {
        company_id: companyId,
        name: demo.name,
        kinds: demo.kinds,
        contact_name: demo.contact_name,
        email: demo.email,
        phone: demo.phone,
        account_number: demo.account_number,
        address: demo.address,
        vat_number: demo.vat_number,
        cis_status: demo.cis?.status ?? null,
        utr: demo.cis?.utr ?? null,
        verification_number: demo.cis?.verification_number ?? null,
        created_by: createdBy,
      },
      { transaction },
    );
    if (createdBy) {
      await recordActivity({
        actor: { userId: createdBy, companyId },
        entityType: 'supplier',
        entityId: supplier.id,
        label: supplier.name,
        link: '/app/suppliers',
        action: 'created',
        to: 'active',
        details: { name: supplier.name, kinds: supplier.kinds },
        transaction,
      });
    }
  }
  return DEMO_SUPPLIERS.length;
}
