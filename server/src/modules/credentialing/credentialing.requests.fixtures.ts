import { addDays } from '@portal/contracts';
import type ExcelJS from 'exceljs';
import { insertProviderDocuments } from '../../test/documents.ts';
import { workbookOf } from '../../test/workbook.ts';
import { admin, facilityId, type Headers, TODAY, t } from './credentialing.fixtures.ts';

/** What the credentialing tests send and read back in the world of credentialing.fixtures.ts: records, calls, documents, sheets. */

export const base = '/api/super-admin/credentialing-payor-enrollment';

export const record = (providerId: string, over: object = {}) => ({
  kind: 'credentialing',
  providerId,
  facilityId,
  applicationType: 'reappointment',
  requestedOn: '2026-01-05',
  effectiveOn: '2025-03-20',
  dueOn: addDays(TODAY, 20),
  privileges: 'General anesthesia',
  notes: 'Bylaws require 30 days notice',
  ...over,
});

export const create = (payload: object, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: base, headers, payload });

export const post = (url: string, payload: object = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A provider document of a type, expiring on a day. */
export async function providerDocument(ownerId: string, name: string, expiresOn: string) {
  const [id] = await insertProviderDocuments(t, ownerId, [{ name, expiresOn }]);
  return id as string;
}

/** The minutes of a duration cell, as exceljs reads it back (a date counted from Excel's day zero). */
export const minutesOf = (v: ExcelJS.CellValue) =>
  Math.round(((v as Date).getTime() - Date.UTC(1899, 11, 30)) / 60_000);

export async function workbookSheet(bytes: Buffer) {
  const book = await workbookOf(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('No worksheet');
  return sheet;
}
