import { readFileSync } from 'node:fs';
import type { ListVersion } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, exclusionListVersions } from '../../db/schema/index.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { importScreened } from './compliance.fixtures.ts';

type Headers = Record<string, string>;
let t: TestApp;
let admin: Headers;
const C = '/api/super-admin/compliance';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
});
afterAll(() => t.close());

const read = async (id: string): Promise<ListVersion> =>
  (await t.app.inject({ url: `${C}/lists/${id}`, headers: admin })).json().data;
const rescreen = (id: string, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `${C}/lists/${id}/rescreen`, headers });

/** Reads the version as the web does until its screening job has stopped. */
async function settled(id: string) {
  let version = await read(id);
  for (let i = 0; i < 600 && (version.status === 'queued' || version.status === 'screening'); i++) {
    await new Promise((r) => setTimeout(r, 100));
    version = await read(id);
  }
  return version;
}

describe('a failed screening started again', () => {
  let versionId: string;

  it('queues a failed version again, clears its reason, and screens every provider', async () => {
    const { id: providerId } = await t.createUser({ role: 'provider', firstName: 'Gregory', lastName: 'Hale' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/providers/${providerId}/basic-info`,
      headers: admin,
      payload: { firstName: 'Gregory', lastName: 'Hale', npi: '1548213374', dateOfBirth: '1971-02-02' },
    });
    expect(put.statusCode).toBe(200);
    const screened = await importScreened(t, admin, 'leie', fixture('leie-sample.csv'));
    versionId = screened._id;
    // The job stopped on an error (the database went away mid-run): what staff then see.
    await t.db
      .update(exclusionListVersions)
      .set({ status: 'failed', error: 'Connection terminated unexpectedly' })
      .where(eq(exclusionListVersions.id, versionId));
    expect(await read(versionId)).toMatchObject({ status: 'failed', error: 'Connection terminated unexpectedly' });

    const res = await rescreen(versionId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Screening queued again; every provider is being screened',
      data: { _id: versionId, status: 'queued', error: null },
    });
    expect(await settled(versionId)).toMatchObject({ status: 'screened', error: null, hits: 1 });
  });

  it('records each step of the screening in the version’s history, with who started it again', async () => {
    const steps = await t.db
      .select({ action: auditEvents.action, actor: auditEvents.actorName, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'exclusion-list'), eq(auditEvents.entityId, versionId)))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id));
    const actions = steps.map((s) => s.action);
    expect(actions.slice(0, 3)).toEqual(['import-exclusion-list', 'screening-start', 'screening-finish']);
    expect(actions.slice(3)).toEqual(['rescreen-exclusion-list', 'screening-start', 'screening-finish']);
    expect(steps[3]?.actor).toBeTruthy();
    expect(steps[3]?.actor).not.toBe(steps[4]?.actor);
    expect(steps[3]?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'status', old: 'failed', new: 'queued' })]),
    );
  });

  it('refuses to start again a screening that did not fail, and a version that does not exist', async () => {
    const again = await rescreen(versionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed screening can be started again');
    expect((await read(versionId)).status).toBe('screened');
    const missing = await rescreen('0190d5a0-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('List version not found');
  });

  it('is for staff who manage compliance: a provider cannot reach it', async () => {
    const provider = bearer(await t.providerToken());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/provider/compliance/lists/${versionId}/rescreen`,
      headers: provider,
    });
    expect(res.statusCode).toBe(404);
    const viewer = bearer(await t.iconUserToken(['view-compliance']));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/icon-users/compliance/lists/${versionId}/rescreen`,
      headers: viewer,
    });
    expect(refused.statusCode).toBe(403);
  });
});
