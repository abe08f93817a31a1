import {
  checkUpload,
  IMAGE_UPLOAD,
  IMPORT_UPLOAD,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_MESSAGES,
  uploadAccept,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, noAnswer, progressPercent } from '../lib/http.ts';
import { IMPORT_MESSAGES, importFailure, importRowErrors } from './imports.ts';

describe('the import upload kind (contracts)', () => {
  it('accepts .csv and .xlsx in any case up to 15,000,000 bytes and refuses other files', () => {
    expect(checkUpload(IMPORT_UPLOAD, { name: 'rows.csv', size: 10 })).toBeNull();
    expect(checkUpload(IMPORT_UPLOAD, { name: 'ROWS.XLSX', size: 10 })).toBeNull();
    expect(checkUpload(IMPORT_UPLOAD, { name: 'rows.xls', size: 10 })).toBe(IMPORT_MESSAGES.type);
    expect(checkUpload(IMPORT_UPLOAD, { name: 'rows.csv.pdf', size: 10 })).toBe(IMPORT_MESSAGES.type);
    expect(checkUpload(IMPORT_UPLOAD, { name: 'rows.csv', size: UPLOAD_LIMIT_BYTES })).toBeNull();
    expect(checkUpload(IMPORT_UPLOAD, { name: 'rows.csv', size: UPLOAD_LIMIT_BYTES + 1 })).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
    expect(uploadAccept(IMPORT_UPLOAD)).toBe('.csv,.xlsx');
  });

  it('judges images by type or, without one, by name', () => {
    expect(checkUpload(IMAGE_UPLOAD, { name: 'me', type: 'image/png', size: 10 })).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, { name: 'me.JPG', type: '', size: 10 })).toBeNull();
    expect(checkUpload(IMAGE_UPLOAD, { name: 'me.pdf', type: 'application/pdf', size: 10 })).toBe(
      IMAGE_UPLOAD.typeMessage,
    );
    expect(checkUpload(IMAGE_UPLOAD, { name: 'me.png', type: 'image/png', size: 0 })).toBe(IMAGE_UPLOAD.emptyMessage);
    expect(checkUpload(IMPORT_UPLOAD, { name: 'rows.csv', size: 0 })).toBe(UPLOAD_MESSAGES.empty);
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
    const f = importFailure(
      apiError(400, 'Bad Request', {
        success: false,
        code: 'VALIDATION_FAILED',
        message: '1 row(s) could not be imported; nothing was imported',
        errors: [{ field: 'line 2', message: 'Line 2: bad' }],
      }),
    );
    expect(f).toEqual({
      message: '1 row(s) could not be imported; nothing was imported',
      rows: [{ line: 2, problem: 'bad' }],
    });
  });

  it("shows a 415's message (or the type text) and a network failure's fallback, without rows", () => {
    expect(
      importFailure(
        apiError(415, 'Unsupported Media Type', {
          success: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Upload a CSV or XLSX file',
        }),
      ),
    ).toEqual({ message: 'Upload a CSV or XLSX file', rows: [] });
    expect(importFailure(apiError(415, 'Unsupported Media Type', ''))).toEqual({
      message: IMPORT_MESSAGES.type,
      rows: [],
    });
    expect(importFailure(noAnswer(new Error('Network Error')))).toEqual({
      message: IMPORT_MESSAGES.failed,
      rows: [],
    });
  });
});

describe('progressPercent', () => {
  it('rounds to whole percent, capped at 100, and is 0 without a total', () => {
    expect(progressPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(progressPercent({ loaded: 5, total: 4 })).toBe(100);
    expect(progressPercent({ loaded: 5, total: undefined })).toBe(0);
  });
});
