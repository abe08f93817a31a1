import { describe, expect, it } from 'vitest';
import {
  checkImportFile,
  exampleFilename,
  examplePath,
  IMPORT_MESSAGES,
  importFailure,
  importPath,
  importRowErrors,
  uploadPercent,
} from './timesheetImport.ts';

describe('checkImportFile', () => {
  it('accepts .csv and .xlsx in any case and refuses other files or none', () => {
    expect(checkImportFile({ name: 'rows.csv', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'ROWS.XLSX', size: 10 })).toBeNull();
    expect(checkImportFile({ name: 'rows.xls', size: 10 })).toBe(IMPORT_MESSAGES.type);
    expect(checkImportFile({ name: 'rows.csv.pdf', size: 10 })).toBe(IMPORT_MESSAGES.type);
    expect(checkImportFile(null)).toBe(IMPORT_MESSAGES.empty);
  });
});

describe('paths', () => {
  it('builds the role-prefixed template and import paths', () => {
    expect(examplePath('icon-users')).toBe('/icon-users/time-sheet/example');
    expect(importPath('super-admin')).toBe('/super-admin/time-sheet/import');
    expect(exampleFilename('xlsx')).toBe('timesheet-import-example.xlsx');
  });
});

describe('importRowErrors', () => {
  it('reads the line and strips the "Line n:" prefix, in line order, skipping other fields', () => {
    expect(
      importRowErrors([
        { field: 'line 10', message: 'Line 10: hours: Give the hours or a start and end time' },
        { field: 'file', message: 'Choose a CSV or XLSX file to import' },
        { field: 'line 3', message: 'Line 3: no assignment of a@b.c at X covers 2026-01-01 with a pay period' },
        { field: 'line 4', message: 'something without a prefix' },
      ]),
    ).toEqual([
      { line: 3, problem: 'no assignment of a@b.c at X covers 2026-01-01 with a pay period' },
      { line: 4, problem: 'something without a prefix' },
      { line: 10, problem: 'hours: Give the hours or a start and end time' },
    ]);
    expect(importRowErrors(undefined)).toEqual([]);
  });
});

describe('importFailure', () => {
  it('shows the server message with the rows of a 400', () => {
    const f = importFailure({
      status: 400,
      statusText: 'Bad Request',
      data: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: '1 row(s) could not be imported; nothing was imported',
        errors: [{ field: 'line 2', message: 'Line 2: bad' }],
      },
    });
    expect(f).toEqual({
      message: '1 row(s) could not be imported; nothing was imported',
      rows: [{ line: 2, problem: 'bad' }],
    });
  });

  it("shows a 415's message (or the type text) and a network failure's fallback, without rows", () => {
    expect(
      importFailure({
        status: 415,
        statusText: 'Unsupported Media Type',
        data: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Upload a CSV or XLSX file' } as never,
      }),
    ).toEqual({ message: 'Upload a CSV or XLSX file', rows: [] });
    expect(importFailure({ status: 415, statusText: 'Unsupported Media Type' })).toEqual({
      message: IMPORT_MESSAGES.type,
      rows: [],
    });
    expect(importFailure({ status: 0, statusText: 'Network Error' })).toEqual({
      message: IMPORT_MESSAGES.failed,
      rows: [],
    });
  });
});

describe('uploadPercent', () => {
  it('rounds to whole percent, capped at 100, and is 0 without a total', () => {
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 5, total: 4 })).toBe(100);
    expect(uploadPercent({ loaded: 5, total: undefined })).toBe(0);
  });
});
