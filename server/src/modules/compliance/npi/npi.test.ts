import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, licences } from '../../../db/schema/index.ts';
import { bearer, buildAdminApp, type TestApp } from '../../../test/buildTestApp.ts';
import { type NpiDifferencesFound, npiDifferencesFound } from './npi.events.ts';

type Headers = Record<string, string>;
/** What the recorded registry answers for one NPI, in turn (the last one repeats); 'drop' closes the connection. */
type Answer = { status: number; fixture: string } | 'drop';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const MATCH = { status: 200, fixture: 'nppes-match.json' };
const DIFFERENT = { status: 200, fixture: 'nppes-differences.json' };
const NOT_FOUND = { status: 200, fixture: 'nppes-not-found.json' };
const ANSWERS: Record<string, Answer[]> = {
  '1234567893': [MATCH],
  '1987654328': [DIFFERENT],
  '1555444334': [NOT_FOUND],
  '1777888995': [{ status: 500, fixture: 'nppes-not-found.json' }, MATCH],
  '1666555440': ['drop'],
  '1444333227': [MATCH],
  '1333222119': [DIFFERENT],
};

let registry: Server;
const asked: URLSearchParams[] = [];
const heard: NpiDifferencesFound[] = [];
let t: TestApp;
let admin: Headers;
const S = '/api/super-admin';
const N = `${S}/compliance/npi-checks`;
/** A provider's latest check (GET) and "Check again" (POST). */
const P = (id: string, root = `${S}/compliance`) => `${root}/providers/${id}/npi-check`;

beforeAll(async () => {
  registry = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://registry').searchParams;
    asked.push(query);
    const queue = ANSWERS[query.get('number') ?? ''] ?? [NOT_FOUND];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? NOT_FOUND;
    if (answer === 'drop') return void req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(fixture(answer.fixture));
  });
  await new Promise<void>((done) => registry.listen(0, '127.0.0.1', done));
  const { port } = registry.address() as AddressInfo;
  ({ t, admin } = await buildAdminApp({ NPPES_API_URL: `http://127.0.0.1:${port}/api/` }));
  npiDifferencesFound
    .on(async (_tx, _ctx, payloads) => {
      heard.push(...payloads);
      return undefined;
    })
    .attach();
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => registry.close(done));
});

const put = (id: string, part: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `${S}/providers/${id}/${part}`, headers, payload });
const latest = async (id: string, headers = admin) => (await t.app.inject({ url: P(id), headers })).json().data;
const list = (body: object, query = 'page=1&pageSize=10', headers = admin) =>
  t.post(`${N}/all?${query}`, headers, body);

/** A provider whose basic information and address state staff saved through the profile API. */
async function provider(firstName: string, lastName: string, npi: string | null, specialty: string, state: string) {
  const { id } = await t.createUser({ role: 'provider', firstName, lastName });
  expect((await put(id, 'address-and-timezone', { state })).statusCode).toBe(200);
  const saved = await put(id, 'basic-info', { firstName, lastName, npi, specialty });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

/** The provider's latest check once the registry's answer (or a failed try) has reached it. */
const settled = (id: string, until: (check: { status: string; attempts: number }) => boolean) =>
  vi.waitFor(
    async () => {
      const { check } = await latest(id);
      if (!check || !until(check)) throw new Error('the lookup has not run yet');
      return check;
    },
    { timeout: 30_000, interval: 200 },
  );
const answered = (id: string) => settled(id, (c) => c.status !== 'pending');

describe('NPI registry checks', () => {
  let reyes: string;
  let pryce: string;

  it('verifies a provider whose name (accents aside), taxonomy and state match the registry', async () => {
    reyes = await provider('José', 'Reyes', '1234567893', 'crna', 'tx');
    const check = await answered(reyes);
    expect(check).toMatchObject({ npi: '1234567893', status: 'verified', differences: [], attempts: 1 });
    expect(check.checkedAt).not.toBeNull();
    const query = asked.find((q) => q.get('number') === '1234567893');
    expect(query?.get('version')).toBe('2.1');
  });

  it('reads a state written in full, in any case, as its two-letter code', async () => {
    const id = await provider('José', 'Reyes', '1234567893', 'crna', ' texas ');
    expect(await answered(id)).toMatchObject({ status: 'verified', differences: [] });
  });

  it('lists name, taxonomy and licence state differences and raises the event', async () => {
    pryce = await provider('Danielle', 'Pryce', '1987654328', 'crna', 'IL');
    const check = await answered(pryce);
    expect(check.status).toBe('differences');
    expect(check.differences).toEqual([
      { field: 'name', portal: 'Danielle Pryce', registry: 'DANIELLE PRICE' },
      {
        field: 'taxonomy',
        portal: 'CRNA (367500000X)',
        registry: '207L00000X (Anesthesiology), 207LP2900X (Anesthesiology, Pain Medicine)',
      },
      { field: 'licenceStates', portal: 'IL', registry: 'IL, WI' },
    ]);
    expect(heard).toEqual([
      { checkId: check._id, providerId: pryce, npi: '1987654328', differences: check.differences },
    ]);
  });

  it('an anesthesiologist matches any taxonomy of the 207L family', async () => {
    const id = await provider('Danielle', 'Price', '1987654328', 'anesthesiologist', 'IL');
    expect((await answered(id)).differences).toEqual([{ field: 'licenceStates', portal: 'IL', registry: 'IL, WI' }]);
  });

  it('compares the states of the provider’s live state licences, before their address state', async () => {
    const { id } = await t.createUser({ role: 'provider', firstName: 'Danielle', lastName: 'Price' });
    expect((await put(id, 'address-and-timezone', { state: 'IL' })).statusCode).toBe(200);
    const licence = (state: string, status: 'pending' | 'active' | 'revoked', type = 'state-licence' as const) => ({
      id: uuidv7(),
      providerId: id,
      state,
      type,
      number: `N-${state}-${status}`,
      expiresOn: '2030-01-31',
      status,
    });
    await t.db.insert(licences).values([licence('WI', 'active'), licence('TX', 'pending'), licence('IL', 'revoked')]);
    const saved = await put(id, 'basic-info', {
      firstName: 'Danielle',
      lastName: 'Price',
      npi: '1333222119',
      specialty: 'anesthesiologist',
    });
    expect(saved.statusCode).toBe(200);
    expect((await answered(id)).differences).toEqual([
      { field: 'licenceStates', portal: 'TX, WI', registry: 'IL, WI' },
    ]);
  });

  it('marks an NPI the registry does not know as not found', async () => {
    const id = await provider('Nora', 'Quinn', '1555444334', 'crna', 'OH');
    expect(await answered(id)).toMatchObject({ status: 'not-found', differences: [] });
  });

  it('shows a 500 as pending with its error, then retries the lookup until it succeeds', async () => {
    const id = await provider('José', 'Reyes', '1777888995', 'crna', 'TX');
    const failed = await settled(id, (c) => c.attempts >= 1);
    expect(failed).toMatchObject({ status: 'pending', lastError: 'NPI registry answered 500', checkedAt: null });
    expect(await answered(id)).toMatchObject({ status: 'verified', attempts: 2, lastError: null });
  });

  it('saves the profile while the registry is unreachable; the check waits, pending', async () => {
    const { id } = await t.createUser({ role: 'provider', firstName: 'Ida', lastName: 'Moss' });
    const saved = await put(id, 'basic-info', { firstName: 'Ida', lastName: 'Moss', npi: '1666555440' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.basicInfo.npi).toBe('1666555440');
    const check = await settled(id, (c) => c.attempts >= 1);
    expect(check).toMatchObject({ status: 'pending', lastError: 'NPI registry unreachable' });
    const again = await t.post(P(id), admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A lookup of this provider’s NPI is already pending');
  });

  it('looks up only a set or changed NPI, and again when staff ask', async () => {
    const renamed = await put(reyes, 'basic-info', { firstName: 'Jose', lastName: 'Reyes', npi: '1234567893' });
    expect(renamed.statusCode).toBe(200);
    const mine = await list({ filters: { providerId: reyes } });
    expect(mine.json().data.total).toBe(1);

    const again = await t.post(P(reyes), admin);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ message: 'The NPI registry lookup is queued', data: { status: 'pending' } });
    expect((await answered(reyes))._id).toBe(again.json().data._id);

    const none = await provider('Ola', 'Berg', null, 'crna', 'TX');
    expect(await latest(none)).toEqual({ npi: null, check: null });
    const refused = await t.post(P(none), admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'npi', message: 'The provider has no NPI to look up' }]);
  });

  it('accepts differences with a note through the workflow, audited; a second review is refused', async () => {
    const { check } = await latest(pryce);
    const empty = await t.post(`${N}/${check._id}/accept`, admin, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'note', message: 'Note is required' }]);

    const note = 'Married name; NPPES record to be updated by the provider';
    const accepted = await t.post(`${N}/${check._id}/accept`, admin, { note });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'NPI registry differences accepted',
      data: { status: 'accepted', note, reviewedBy: expect.any(String) },
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, check._id), eq(auditEvents.action, 'accept')));
    expect(event?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'differences', new: 'accepted' },
        { field: 'note', old: null, new: note },
      ]),
    );
    const twice = await t.post(`${N}/${check._id}/dismiss`, admin, { note });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This NPI check is accepted, so it cannot be dismissed');
  });

  it('lists checks with search, status filter, sort, paging and an empty answer', async () => {
    const byName = await list({ search: 'pryce' });
    expect(byName.json().data.data.map((c: { providerId: string }) => c.providerId)).toEqual([pryce]);
    const byNpi = await list({ search: '155544' });
    expect(byNpi.json().data.data.map((c: { npi: string }) => c.npi)).toEqual(['1555444334']);
    const found = await list({ filters: { status: 'not-found' } });
    expect(found.json().data.total).toBe(1);
    const sorted = await list({ sortBy: 'providerName', sortDirection: -1 }, 'page=2&pageSize=2');
    const page = sorted.json().data;
    expect(page.data.map((c: { providerName: string }) => c.providerName)).toEqual(['Danielle Pryce', 'Ida Moss']);
    expect(page.total).toBeGreaterThan(2);
    const nothing = await list({ search: 'nobody at all' });
    expect(nothing.json().data).toMatchObject({ data: [], total: 0 });
    const bad = await list({ filters: { status: 'maybe' } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps checks from providers and review from staff without the permission', async () => {
    const own = bearer(await t.providerToken());
    expect((await t.app.inject({ url: P(pryce, '/api/providers/compliance'), headers: own })).statusCode).toBe(404);
    expect((await list({}, 'page=1&pageSize=10', own)).statusCode).toBe(403);

    const viewer = bearer(await t.iconUserToken(['view-compliance']));
    const I = '/api/icon-users/compliance/npi-checks';
    expect((await t.post(`${I}/all?page=1&pageSize=10`, viewer, {})).statusCode).toBe(200);
    const { check } = await latest(pryce);
    expect((await t.post(`${I}/${check._id}/dismiss`, viewer, { note: 'x' })).statusCode).toBe(403);
    expect((await t.post(P(pryce, '/api/icon-users/compliance'), viewer)).statusCode).toBe(403);

    const reviewer = bearer(await t.iconUserToken(['review-npi-checks']));
    expect((await t.post(P(reyes, '/api/icon-users/compliance'), reviewer)).statusCode).toBe(202);
    expect((await t.post(`${I}/all?page=1&pageSize=10`, reviewer, {})).statusCode).toBe(403);
  });
});
