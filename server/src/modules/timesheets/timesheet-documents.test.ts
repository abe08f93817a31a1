import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Timesheet } from '@portal/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import { timesheetPdf } from './timesheet-documents.ts';

const LONG_NOTE =
  'Covered the evening list after the scheduled anesthetist called in sick; stayed for two emergency cases.';

const day = (i: number) => new Date(Date.UTC(2026, 0, 5 + i)).toISOString().slice(0, 10);

const sheet: Timesheet = {
  _id: '01900000-0000-7000-8000-000000000001',
  status: 'approved',
  provider: { _id: 'p', firstName: 'Dana', lastName: 'Whitfield' },
  facility: { _id: 'f', name: 'Mercy General Hospital' },
  assignmentId: 'a',
  payPeriod: { _id: 'pp', type: 'bi_weekly', startDate: day(0), endDate: day(13), status: 'open' },
  entries: Array.from({ length: 14 }, (_, i) => ({
    date: day(i),
    startTime: '07:00',
    endTime: '19:30',
    breakMinutes: 30,
    minutes: 720,
    onCallType: i % 3 === 0 ? 'in-house-call' : null,
    onCallMinutes: i % 3 === 0 ? 120 : 0,
    notes: `Day ${i + 1}. ${LONG_NOTE}${i % 4 === 1 ? ` ${LONG_NOTE}` : ''}`,
  })),
  totalMinutes: 14 * 720,
  onCallMinutes: 5 * 120,
  rejectionReason: null,
  approvedByName: 'Morgan Reyes',
  approvedAt: '2026-01-20T15:00:00.000Z',
  submittedAt: '2026-01-19T09:00:00.000Z',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-20T15:00:00.000Z',
};

interface Line {
  text: string;
  x: number;
  right: number;
  /** Top and bottom in page points, measured down from the top of the page. */
  top: number;
  bottom: number;
}

/** Every text run of every page with its box. */
async function textBoxes(bytes: Buffer): Promise<Line[][]> {
  const fonts = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts }).promise;
  const pages: Line[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const height = page.getViewport({ scale: 1 }).height;
    const { items } = await page.getTextContent();
    pages.push(
      (items as TextItem[])
        .filter((i) => i.str.trim() !== '')
        .map((i) => {
          const baseline = height - (i.transform[5] ?? 0);
          const x = i.transform[4] ?? 0;
          return { text: i.str, x, right: x + i.width, top: baseline - i.height * 0.8, bottom: baseline };
        }),
    );
  }
  return pages;
}

describe('time sheet PDF', () => {
  it('lays entries out as a table: wrapped notes, no overlapping rows, header repeated, totals and signature', async () => {
    const pages = await textBoxes(await timesheetPdf(sheet, 'ICON'));
    const [first = [], second = []] = pages;
    expect(pages.length).toBe(2);

    // The date cell starts each row; rows follow one another down the page without overlapping.
    for (const page of pages) {
      const rowStarts = page.filter((l) => /^\d{2}\/\d{2}\/2026$/.test(l.text) && l.x < 70);
      for (const [i, row] of rowStarts.slice(1).entries()) {
        expect(row.top).toBeGreaterThan(rowStarts[i]?.bottom ?? Number.POSITIVE_INFINITY);
      }
      // No two text runs overlap anywhere on the page.
      for (const [i, a] of page.entries()) {
        for (const b of page.slice(i + 1)) {
          const across = a.x < b.right && b.x < a.right;
          const down = a.top < b.bottom && b.top < a.bottom;
          expect(across && down, `"${a.text}" overlaps "${b.text}"`).toBe(false);
        }
      }
    }

    // Every day is printed once, and the long notes are wrapped onto several lines.
    const all = pages.flat();
    for (const e of sheet.entries) {
      const d = `${e.date.slice(5, 7)}/${e.date.slice(8, 10)}/2026`;
      expect(all.filter((l) => l.text === d && l.x < 70)).toHaveLength(1);
    }
    const notesX = first.find((l) => l.text === 'Notes')?.x;
    const noteLines = first.filter((l) => l.x === notesX && l.text !== 'Notes');
    const rowsOnFirst = first.filter((l) => l.text.startsWith('Day ') && l.x === notesX).length;
    expect(rowsOnFirst).toBeGreaterThan(5);
    expect(noteLines.length).toBeGreaterThanOrEqual(rowsOnFirst * 3);

    // Each page starts its table with the header; the totals and the signature close the sheet.
    for (const page of pages)
      expect(page.map((l) => l.text)).toEqual(expect.arrayContaining(['Date', 'Hours', 'Notes']));
    const last = second.map((l) => l.text);
    expect(last).toEqual(expect.arrayContaining(['Total', '168:00', '10:00', 'Approved by', 'Morgan Reyes']));
    expect(last).toContain('Page 2 of 2');
  });
});
