import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('filenameFromDisposition', () => {
  it('reads the file name the server gives, or falls back', () => {
    expect(filenameFromDisposition('attachment; filename="assignments.xlsx"')).toBe('assignments.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''my%20list.xlsx")).toBe('my list.xlsx');
    expect(filenameFromDisposition(undefined, 'providers.xlsx')).toBe('providers.xlsx');
    expect(filenameFromDisposition('attachment')).toBe('export.xlsx');
  });
});
