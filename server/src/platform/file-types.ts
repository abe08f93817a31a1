import { contentTypeOf } from './storage.ts';

/** Spec section 5's image types, recognised by their first bytes rather than the name the browser sent. */
export function sniffImage(bytes: Buffer): { ext: string; mime: string } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return { ext: 'gif', mime: 'image/gif' };
  }
  return null;
}

/** ISO-BMFF brands of HEIC/HEIF stills (the `ftyp` box at byte 4). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);

/**
 * Spec section 5's receipt types (PDF, PNG, JPEG, HEIC, HEIF), recognised by their first bytes; null for anything
 * else, whatever its name or the type the browser sent.
 */
export function sniffReceipt(bytes: Buffer): { ext: string; mime: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  const image = sniffImage(bytes);
  if (image && image.ext !== 'gif') return image;
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (HEIC_BRANDS.has(brand)) return { ext: 'heic', mime: 'image/heic' };
    if (HEIF_BRANDS.has(brand)) return { ext: 'heif', mime: 'image/heif' };
  }
  return null;
}

/** The bytes a document sniff looks at: enough for the local file headers at the start of a DOCX/XLSX zip. */
export const SNIFF_BYTES = 256 * 1024;

const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The entry names of the local file headers within `head` (a zip read from its start). */
function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (names.length < 200) {
    const i = head.indexOf(ZIP_LOCAL, at);
    if (i < 0 || i + 30 > head.length) break;
    const nameLength = head.readUInt16LE(i + 26);
    names.push(head.subarray(i + 30, Math.min(head.length, i + 30 + nameLength)).toString('latin1'));
    at = i + 4;
  }
  return names;
}

/** Text a CSV may be: UTF-8 without NUL or other control bytes, and not markup (never served as HTML). */
function looksLikeCsv(head: Buffer): boolean {
  if (head.length === 0) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what this refuses
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(head.toString('latin1'))) return false;
  // A multi-byte character may be cut at the end of the head; only the rest must decode.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, Math.max(0, head.length - 4)));
  if (text.includes('\uFFFD')) return false;
  return !/^\s*</.test(text.replace(/^\uFEFF/, ''));
}

/**
 * Spec section 5's document types (pdf, csv, png, jpg, jpeg, heic, heif, docx, xlsx, xls, doc), recognised by their
 * first bytes (`head`: up to SNIFF_BYTES). The name's ending only tells apart what the bytes cannot (a CSV is text;
 * DOC and XLS share one container format) and must agree with the bytes otherwise. Null: refused (415).
 */
export function sniffDocument(head: Buffer, filename: string): { ext: string; mime: string } | null {
  const ending = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const agree = (ext: string, endings: string[]) =>
    ending === '' || endings.includes(ending) ? { ext, mime: contentTypeOf(`x.${ext}`) } : null;
  const media = sniffReceipt(head);
  if (media) {
    if (media.ext === 'jpg') return agree('jpg', ['jpg', 'jpeg']);
    if (media.ext === 'heic' || media.ext === 'heif') return agree(media.ext, ['heic', 'heif']);
    return agree(media.ext, [media.ext]);
  }
  if (head.subarray(0, 4).equals(ZIP_LOCAL)) {
    const names = zipEntryNames(head);
    if (names.some((n) => n.startsWith('word/'))) return agree('docx', ['docx']);
    if (names.some((n) => n.startsWith('xl/'))) return agree('xlsx', ['xlsx']);
    return null;
  }
  if (head.subarray(0, 8).equals(CFB)) {
    if (ending === 'doc' || ending === 'xls') return { ext: ending, mime: contentTypeOf(`x.${ending}`) };
    return null;
  }
  if (ending === 'csv' && looksLikeCsv(head)) return { ext: 'csv', mime: 'text/csv' };
  return null;
}
