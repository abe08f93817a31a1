import { SHARE_CODE_TRIES, SHARE_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, shareChallenges } from '../../db/schema/index.ts';
import { buildMailingApp, type TestApp } from '../../test/buildTestApp.ts';
import { askGuestCode } from '../../test/documents.ts';
import type { TestSmtp } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, smtp, admin } = await buildMailingApp());
}, 120_000);
afterAll(() => t.close());

describe("a guest code's tries under concurrent guesses", () => {
  it('judges at most five of 30 concurrent wrong codes; the rest, and then the right code, are refused', async () => {
    await t.post('/api/super-admin/categories', admin, { name: 'Credentials', ownerKind: 'provider' });
    const owner = await t.createUser({ role: 'provider' });
    const folders = await t.app.inject({
      url: `/api/super-admin/provider-documents/folders?ownerId=${owner.id}`,
      headers: admin,
    });
    const folderId = folders.json().data.folders[0]._id as string;
    const email = 'racing@hospital.test';
    const shared = await t.post('/api/super-admin/provider-documents/share', admin, { folderId, emails: [email] });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = new URL((await smtp.next(email, 'shared documents')).link).searchParams.get('access') ?? '';
    const { challenge, code } = await askGuestCode(t, smtp, token, email);
    const wrong = code === '123456' ? '654321' : '123456';

    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.post('/api/verify-filesystem-access/code', {}, { challenge, code: wrong })),
    );
    const judged = answers.filter((a) => a.statusCode === 400);
    // The fifth wrong try is judged and ends the code (401): four answers say how many tries are left.
    expect(judged.map((a) => a.json().message).sort()).toEqual(
      [1, 2, 3, 4].map((left) => SHARE_MESSAGES.wrongCode(left)).sort(),
    );
    for (const a of answers.filter((x) => x.statusCode !== 400)) {
      expect([a.statusCode, a.json().code]).toEqual([401, 'SHARE_CHALLENGE_INVALID']);
    }
    const [row] = await t.db
      .select()
      .from(shareChallenges)
      .where(eq(shareChallenges.shareId, shared.json().data[0]._id));
    expect(row?.attempts).toBe(SHARE_CODE_TRIES);
    const wrongTries = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'guest-wrong-code'), eq(auditEvents.entityId, shared.json().data[0]._id)));
    expect(wrongTries).toHaveLength(SHARE_CODE_TRIES);

    const right = await t.post('/api/verify-filesystem-access/code', {}, { challenge, code });
    expect([right.statusCode, right.json().code]).toEqual([401, 'SHARE_CHALLENGE_INVALID']);
  });
});
