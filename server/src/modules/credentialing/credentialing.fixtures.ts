import { addDays } from '@portal/contracts';
import type ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { insertProviderDocuments } from '../../test/documents.ts';
import type { TestSmtp } from '../../test/smtp.ts';
import { workbookOf } from '../../test/workbook.ts';

/** The shared world of the credentialing tests: two facilities, a fixed today, and helpers to make records and documents. */

export type Headers = Record<string, string>;
export let t: TestApp;
export let smtp: TestSmtp;
export let admin: Headers;
export let facilityId: string;
export let otherFacilityId: string;
export const TODAY = '2026-03-01';

export const base = '/api/super-admin/credentialing-payor-enrollment';

/** Today is TODAY (noon UTC, the same day in the company's zone); only Date is faked, so the database's timers run. */
export const fixToday = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
};

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

/** Builds the world before the file's tests (the two facilities), closes it after, and gives back the real clock after each test. */
export function setUpCredentialingWorld() {
  beforeAll(async () => {
    ({ t, smtp, admin } = await buildMailingApp());
    const facility = async (name: string, contacts: object[]) =>
      (await t.post('/api/super-admin/facilities', admin, { name, state: 'CA', contacts })).json().data._id as string;
    facilityId = await facility('Harbor Regional Hospital', [
      { type: 'primary_credentialing_contact', name: 'Cora Cred', email: 'cora@harbor.test' },
    ]);
    otherFacilityId = await facility('Lakeside Clinic', []);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());
}
