// Test helper: the text a person would read in a PDF, extracted with Mozilla's pdf.js (pdfjs-dist, the legacy
// build for Node). Embedded fonts store glyph ids, not characters, so grepping the bytes proves nothing; this
// goes through the font's ToUnicode map like a PDF reader's copy-and-paste does.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, lines joined with newlines. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}

/** Each page's text on its own (lines joined with newlines), to check what lands on which page. */
export async function pdfPages(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    if (line.trim()) lines.push(line);
    pages.push(lines.map((l) => l.replace(/\s+/g, ' ').trim()).join('\n'));
  }
  await pdf.destroy();
  return pages;
}
