import { PROFILE_MESSAGES } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildAdminApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';

const { t, admin } = await buildAdminApp();
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const upload = (url: string, auth: Record<string, string>, bytes: Buffer, type: string) => {
  const { payload, headers } = multipart({}, bytes, 'avatar.png', type);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...auth, ...headers } });
};

describe('avatar upload', () => {
  it('stores a PNG and shows it through a signed URL that cannot be forged', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const res = await upload(`/api/super-admin/providers/${id}/avatar`, admin, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.avatarSaved);
    const url: string = res.json().data.avatarUrl;
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f]+\.png\?exp=\d+&sig=[\w-]+$/);
    const img = await t.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: url.replace(/sig=.*/, 'sig=forged') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/exp=\d+/, 'exp=9999999999') })).statusCode).toBe(404);
  });

  it('refuses other types with 415 and files over 15,000,000 bytes with 413', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const url = `/api/super-admin/providers/${id}/avatar`;
    const text = await upload(url, admin, Buffer.from('not an image'), 'text/plain');
    expect([text.statusCode, text.json().message]).toEqual([415, PROFILE_MESSAGES.avatarType]);
    // Claims to be a PNG but is not one.
    expect((await upload(url, admin, Buffer.from('GIF? no'), 'image/png')).statusCode).toBe(415);
    const big = await upload(url, admin, Buffer.concat([PNG, Buffer.alloc(15_000_001)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
    const profile = await t.app.inject({ url: `/api/super-admin/providers/${id}`, headers: admin });
    expect(profile.json().data.avatarUrl).toBeNull();
  });

  it('a provider uploads their own avatar', async () => {
    const { email } = await t.createUser({ role: 'provider' });
    const h = bearer(await t.login(email));
    const res = await upload('/api/providers/profile/avatar', h, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatarUrl).toContain('/api/files/avatars/');
  });
});
