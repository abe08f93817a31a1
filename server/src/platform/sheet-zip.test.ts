import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SheetZip } from './sheet-zip.ts';

/** Every entry as the central directory describes it, checked against its local header and its inflated data. */
function entriesOf(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; text: string; flags: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.toString('utf8', local + 30, local + 30 + zip.readUInt16LE(local + 26))).toBe(name);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(dataAt, dataAt + compressed));
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    if (flags & 0x0008) {
      // The data descriptor after the streamed data repeats what the central directory says.
      const d = dataAt + compressed;
      expect([zip.readUInt32LE(d), zip.readUInt32LE(d + 4), zip.readUInt32LE(d + 8), zip.readUInt32LE(d + 12)]).toEqual(
        [0x08074b50, crc, compressed, size],
      );
    } else {
      expect([zip.readUInt32LE(local + 14), zip.readUInt32LE(local + 18), zip.readUInt32LE(local + 22)]).toEqual([
        crc,
        compressed,
        size,
      ]);
    }
    entries.push({ name, text: data.toString('utf8'), flags });
    at += 46 + nameLength + extraLength + zip.readUInt16LE(at + 32);
  }
  return entries;
}

describe('sheet zip', () => {
  it('writes whole parts and one streamed part, each with its CRC-32 and sizes', async () => {
    const zip = new SheetZip(1);
    const closed = new Promise<void>(() => {});
    zip.add('[Content_Types].xml', '<Types/>');
    zip.add('xl/ünïcode.xml', 'é'.repeat(10));
    const sheet = zip.streamed('xl/worksheets/sheet1.xml', closed);
    const body = buffer(zip.out);
    const pieces = Array.from({ length: 300 }, (_, i) => `<row r="${i}">${'x'.repeat(i * 37)}€</row>`);
    for (const piece of pieces) await sheet.write(piece);
    await sheet.end('</sheetData>');
    zip.finish();
    expect(entriesOf(await body)).toEqual([
      { name: '[Content_Types].xml', text: '<Types/>', flags: 0x0800 },
      { name: 'xl/ünïcode.xml', text: 'é'.repeat(10), flags: 0x0800 },
      { name: 'xl/worksheets/sheet1.xml', text: `${pieces.join('')}</sheetData>`, flags: 0x0808 },
    ]);
  });

  it('stops waiting on a download that went away', async () => {
    const zip = new SheetZip(1);
    const closed = once(zip.out, 'close').then(() => undefined);
    const sheet = zip.streamed('sheet.xml', closed);
    zip.out.destroy();
    // Nobody reads: without the close the writes would wait for a drain that never comes.
    for (let i = 0; i < 50; i += 1) await sheet.write('y'.repeat(100_000) + String(Math.random()));
    await sheet.end('');
    expect(zip.out.destroyed).toBe(true);
  });
});
