import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** The text of every page of a PDF (pdf.js), pages apart by a line break, runs by a space: what a reader sees. */
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

/** The entry names of a ZIP, read from its central directory. */
export function zipNames(buf: Buffer): string[] {
  const names: string[] = [];
  for (let i = buf.length - 22; i >= 0; i -= 1) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    let p = buf.readUInt32LE(i + 16);
    const count = buf.readUInt16LE(i + 10);
    for (let n = 0; n < count; n += 1) {
      const nameLength = buf.readUInt16LE(p + 28);
      const extra = buf.readUInt16LE(p + 30);
      const comment = buf.readUInt16LE(p + 32);
      names.push(buf.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
      p += 46 + nameLength + extra + comment;
    }
    break;
  }
  return names.sort();
}
