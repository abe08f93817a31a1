import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A ZIP written as a stream for an .xlsx: small parts known in full, then one part (the sheet) streamed last.
 * archiver, used before, runs each entry through several stream layers and computes the CRC-32 in JavaScript
 * (crc32-stream); here the CRC is zlib's own (`zlib.crc32`) and the bytes go straight into one raw deflater. The
 * layout is what archiver writes for the same entries: a local header per entry, the streamed one followed by a data
 * descriptor (sizes in 8 bytes once past 4 GiB), then the central directory with ZIP64 fields where a size or offset
 * does not fit in 4 bytes.
 */

const MAX32 = 0xffff_ffff;
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** Bit 3: sizes and CRC follow the data; bit 11: names in UTF-8. */
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATED = 8;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of `d` in local time, as ZIP tools read them. */
function dosTime(d: Date): { time: number; date: number } {
  const year = d.getFullYear();
  if (year < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

export class SheetZip {
  /** The archive's bytes, to send; destroyed (a download closed early) it emits 'close'. */
  readonly out = new PassThrough();
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly when = dosTime(new Date());

  constructor(private readonly level: number) {}

  private push(buffer: Buffer): boolean {
    this.offset += buffer.length;
    return this.out.write(buffer);
  }

  private localHeader(e: Entry) {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(DEFLATED, 8);
    h.writeUInt16LE(this.when.time, 10);
    h.writeUInt16LE(this.when.date, 12);
    h.writeUInt32LE(e.crc, 14);
    h.writeUInt32LE(e.compressed, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(e.name.length, 26);
    h.writeUInt16LE(0, 28);
    this.push(Buffer.concat([h, e.name]));
  }

  /** A part held in full: deflated at once, its sizes in its header. */
  add(name: string, text: string) {
    const data = Buffer.from(text, 'utf8');
    const deflated = deflateRawSync(data, { level: this.level });
    const e: Entry = {
      name: Buffer.from(name, 'utf8'),
      flags: FLAG_UTF8,
      crc: crc32(data),
      compressed: deflated.length,
      size: data.length,
      offset: this.offset,
    };
    this.entries.push(e);
    this.localHeader(e);
    this.push(deflated);
  }

  /**
   * The streamed part: `write` its text in pieces (awaiting each), then `end`. A write answers once the deflater
   * (and so the download) can take more, or when the download is gone.
   */
  streamed(name: string, closed: Promise<void>) {
    const e: Entry = {
      name: Buffer.from(name, 'utf8'),
      flags: FLAG_UTF8 | FLAG_DESCRIPTOR,
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
    };
    this.entries.push(e);
    this.localHeader(e);
    const deflater = createDeflateRaw({ level: this.level });
    deflater.on('data', (chunk: Buffer) => {
      e.compressed += chunk.length;
      if (!this.push(chunk)) {
        deflater.pause();
        this.out.once('drain', () => deflater.resume());
      }
    });
    deflater.on('error', (err) => this.out.destroy(err));
    // A download closed early (or failed) frees the deflater's native memory now, not at the next GC.
    this.out.once('close', () => deflater.destroy());
    const write = async (text: string) => {
      if (this.out.destroyed) return;
      const data = Buffer.from(text, 'utf8');
      e.crc = crc32(data, e.crc);
      e.size += data.length;
      if (!deflater.write(data)) await Promise.race([once(deflater, 'drain'), closed]);
    };
    const end = async (text: string) => {
      await write(text);
      if (this.out.destroyed) return;
      const done = once(deflater, 'end');
      deflater.end();
      await Promise.race([done, closed]);
      this.descriptor(e);
    };
    return { write, end };
  }

  private descriptor(e: Entry) {
    const zip64 = e.size > MAX32 || e.compressed > MAX32;
    const d = Buffer.alloc(zip64 ? 24 : 16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(e.crc, 4);
    if (zip64) {
      d.writeBigUInt64LE(BigInt(e.compressed), 8);
      d.writeBigUInt64LE(BigInt(e.size), 16);
    } else {
      d.writeUInt32LE(e.compressed, 8);
      d.writeUInt32LE(e.size, 12);
    }
    this.push(d);
  }

  /** The central directory and its end records; then the archive ends. */
  finish() {
    const start = this.offset;
    for (const e of this.entries) this.push(this.centralHeader(e));
    const size = this.offset - start;
    const count = this.entries.length;
    const zip64 = start >= MAX32 || size >= MAX32;
    if (zip64) {
      const z = Buffer.alloc(56 + 20);
      z.writeUInt32LE(0x06064b50, 0);
      z.writeBigUInt64LE(44n, 4);
      z.writeUInt16LE(VERSION_ZIP64, 12);
      z.writeUInt16LE(VERSION_ZIP64, 14);
      z.writeBigUInt64LE(BigInt(count), 24);
      z.writeBigUInt64LE(BigInt(count), 32);
      z.writeBigUInt64LE(BigInt(size), 40);
      z.writeBigUInt64LE(BigInt(start), 48);
      // The ZIP64 end record's locator.
      z.writeUInt32LE(0x07064b50, 56);
      z.writeBigUInt64LE(BigInt(this.offset), 64);
      z.writeUInt32LE(1, 72);
      this.push(z);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(Math.min(size, MAX32), 12);
    end.writeUInt32LE(Math.min(start, MAX32), 16);
    this.out.end(end);
  }

  private centralHeader(e: Entry): Buffer {
    const big = [e.size, e.compressed, e.offset].filter((n) => n >= MAX32);
    const zip64 = big.length > 0;
    const extra = zip64 ? Buffer.alloc(4 + 8 * big.length) : Buffer.alloc(0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8 * big.length, 2);
      big.forEach((n, i) => {
        extra.writeBigUInt64LE(BigInt(n), 4 + 8 * i);
      });
    }
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    // Made by: UNIX (3), spec version.
    h.writeUInt16LE((3 << 8) | (zip64 ? VERSION_ZIP64 : VERSION), 4);
    h.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION, 6);
    h.writeUInt16LE(e.flags, 8);
    h.writeUInt16LE(DEFLATED, 10);
    h.writeUInt16LE(this.when.time, 12);
    h.writeUInt16LE(this.when.date, 14);
    h.writeUInt32LE(e.crc, 16);
    h.writeUInt32LE(Math.min(e.compressed, MAX32), 20);
    h.writeUInt32LE(Math.min(e.size, MAX32), 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt16LE(extra.length, 30);
    // Regular file, rw-r--r--, as archiver marks an entry.
    h.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    h.writeUInt32LE(Math.min(e.offset, MAX32), 42);
    return Buffer.concat([h, e.name, extra]);
  }
}
