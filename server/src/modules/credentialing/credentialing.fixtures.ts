import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import type { TestSmtp } from '../../test/smtp.ts';

/** The shared world of the credentialing tests: two facilities and a fixed today (the requests are credentialing.requests.fixtures.ts). */

export type Headers = Record<string, string>;
export let t: TestApp;
export let smtp: TestSmtp;
export let admin: Headers;
export let facilityId: string;
export let otherFacilityId: string;
export const TODAY = '2026-03-01';

/** Today is TODAY (noon UTC, the same day in the company's zone); only Date is faked, so the database's timers run. */
export const fixToday = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
};

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
