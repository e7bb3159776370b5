// The PDF kit, read back with pdf.js: letterhead and reference on every page, "Page x of y", dd/mm/yyyy in
// Europe/London, £1,234.56, and a table long enough to break across pages with its header repeated.
import { describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.js';
import { pdfPages, pdfText } from '../test/pdf-text.js';
import { testDatabase } from '../test/support.js';
import { CompanySettings } from '../models/index.js';
import sharp from 'sharp';
import { EMPTY, createPdf, formatMoney, formatUkDate, loadLetterhead } from './pdf.js';

testDatabase();

const LETTERHEAD = {
  name: 'Adeiladwyr Tŷ Gwyn Cyf',
  address: '1 Heol y Frenhines\nCaerdydd CF10 2BH',
  vat_number: 'GB123456789',
};

describe('formats', () => {
  it('dates are dd/mm/yyyy: a calendar date as that day, an instant as its day in Europe/London', () => {
    expect(formatUkDate('2026-03-05')).toBe('05/03/2026');
    // 23:30 UTC on 30 June is 00:30 on 1 July in British Summer Time; in January London is on UTC.
    expect(formatUkDate(new Date('2026-06-30T23:30:00Z'))).toBe('01/07/2026');
    expect(formatUkDate('2026-06-30T23:30:00.000Z')).toBe('01/07/2026');
    expect(formatUkDate(new Date('2026-01-10T23:30:00Z'))).toBe('10/01/2026');
    expect(formatUkDate(null)).toBe(EMPTY);
    expect(formatUkDate('not a date')).toBe(EMPTY);
  });

  it('money is £1,234.56 from integer pence', () => {
    expect(formatMoney(123_456)).toBe('£1,234.56');
    expect(formatMoney(-99)).toBe('−£0.99');
    expect(formatMoney(null)).toBe(EMPTY);
  });
});

describe('createPdf', () => {
  it('a long table breaks across pages, repeating its header; every page has the letterhead, reference and Page x of y', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [
      `Line ${String(i + 1).padStart(3, '0')} Łódź ŵ`,
      formatUkDate(`2026-04-${String((i % 28) + 1).padStart(2, '0')}`),
      formatMoney(123_456 + i),
    ]);
    const bytes = await createPdf({
      letterhead: LETTERHEAD,
      title: 'Purchase order',
      reference: 'PO-00042',
      madeAt: new Date('2026-06-30T23:30:00Z'),
    })
      .title('PO-00042 Valley Plant Hire')
      .heading('Details')
      .fields([
        ['Supplier', 'Valley Plant Hire'],
        ['Delivery', formatUkDate('2026-07-01')],
      ])
      .heading('Lines')
      .table({
        columns: [
          { header: 'Description' },
          { header: 'Date', width: 28 },
          { header: 'Amount', align: 'right' },
        ],
        rows,
        foot: ['Total', '', formatMoney(rows.length * 123_456)],
      })
      .paragraph('Reverse charge: Customer to pay the VAT to HMRC')
      .render();

    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain('Adeiladwyr Tŷ Gwyn Cyf');
      expect(page).toContain('1 Heol y Frenhines, Caerdydd CF10 2BH · VAT GB123456789');
      expect(page).toContain('PO-00042');
      expect(page).toContain('Purchase order');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Made 01/07/2026');
      // The header row repeats wherever the table continues.
      expect(page).toMatch(/Description Date Amount/);
    });
    expect(pages[0]).toContain('PO-00042 Valley Plant Hire');
    expect(pages[0]).toMatch(/Supplier Valley Plant Hire/);
    expect(pages[0]).toMatch(/Delivery 01\/07\/2026/);
    expect(pages[0]).toMatch(/Line 001 Łódź ŵ 01\/04\/2026 £1,234\.56/);
    expect(pages[0]).not.toContain('Line 150');
    const last = pages.at(-1)!;
    expect(last).toMatch(/Line 150 Łódź ŵ 10\/04\/2026 £1,236\.05/);
    expect(last).toMatch(/Total £185,184\.00/);
    expect(last).toContain('Reverse charge: Customer to pay the VAT to HMRC');
    // Every row printed exactly once, in order, and the total only once (on the last page).
    const text = pages.join('\n');
    const printed = [...text.matchAll(/Line (\d{3})/g)].map((m) => Number(m[1]));
    expect(printed).toEqual(rows.map((_, i) => i + 1));
    expect(text.match(/Total £/g)).toHaveLength(1);
  });

  it('an image is embedded with its caption; tall ones start a new page', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const pdf = createPdf({
      letterhead: { name: 'Castell Build Ltd' },
      title: 'Form',
      reference: 'FRM-0001',
    });
    pdf.title('Photos');
    for (let i = 1; i <= 4; i++)
      pdf.image({ jpeg, width: 400, height: 300, caption: `Photo ${i} of 4: Gable end` });
    const bytes = await pdf.render();
    const pages = await pdfPages(bytes);
    expect(pages.length).toBe(2); // 90 mm images: three fit under the title, the fourth goes over
    expect(pages.join('\n')).toContain('Photo 4 of 4: Gable end');
    expect(bytes.includes(Buffer.from('/DCTDecode'))).toBe(true); // the JPEG itself, not a re-drawn bitmap
  });

  it('a short document is Page 1 of 1; an empty table prints its words instead', async () => {
    const bytes = await createPdf({
      letterhead: { name: 'Solo Build Ltd' },
      title: 'Project summary',
      reference: 'P-0001',
    })
      .heading('Team')
      .table({ columns: [{ header: 'Name' }], rows: [], empty: 'No team members' })
      .render();
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages[0]).toContain('No team members');
    expect(pages[0]).not.toContain('VAT');
  });

  it('the letterhead is the company’s name, address and VAT number from its settings', async () => {
    const company = await createCompany({ name: 'Harbour Build Ltd' });
    await CompanySettings.upsert({
      company_id: company.id,
      address: '2 Dock Road\nBarry CF62 5QR',
      vat_number: 'GB987654321',
    });
    const letterhead = await loadLetterhead(company.id);
    expect(letterhead).toEqual({
      name: 'Harbour Build Ltd',
      address: '2 Dock Road\nBarry CF62 5QR',
      vat_number: 'GB987654321',
    });
    const text = await pdfText(
      await createPdf({ letterhead, title: 'Project summary', reference: 'P-0007' }).render(),
    );
    expect(text).toContain('Harbour Build Ltd');
    expect(text).toContain('2 Dock Road, Barry CF62 5QR · VAT GB987654321');
  });
});
