import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** The text of every page of a PDF, pages joined by newlines, as a reader would copy it. */
export async function pdfText(bytes: Buffer) {
  const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    out.push((items as TextItem[]).map((i) => i.str).join(' '));
  }
  return out.join('\n');
}
