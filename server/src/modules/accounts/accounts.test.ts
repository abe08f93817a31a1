import { ACCOUNT_MESSAGES, first, LOGIN_MESSAGES } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, PASSWORD, type TestApp } from '../../test/buildTestApp.ts';
import { startSmtp, type TestSmtp } from '../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_RATE_LIMIT: '3', PUBLIC_URL: 'http://portal.test' });
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
let n = 0;
const signupBody = (over: object = {}) => {
  n += 1;
  return {
    firstName: 'Casey',
    lastName: `Nurse${n}`,
    email: `casey${n}@example.com`,
    password: PASSWORD,
    signature: `Casey Nurse${n}`,
    agreementAccepted: true,
    ...over,
  };
};
/** '/verify/{token}/{email}' of a verification link, split into the body of POST /api/verify. */
const verifyParts = (link: string) => {
  const [, , token, email] = new URL(link).pathname.split('/');
  if (token === undefined || email === undefined) throw new Error(`not a verification link: ${link}`);
  return { token, email };
};

describe('sign-up to verified to confirmed to login', () => {
  it('walks the whole path', async () => {
    const body = signupBody();
    const res = await post('/api/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.signedUp);

    // Not verified yet: refused with the reason.
    const early = await post('/api/login', { email: body.email, password: PASSWORD });
    expect([early.statusCode, early.json().message]).toEqual([403, LOGIN_MESSAGES.emailNotVerified]);

    const mail = await smtp.next(body.email, 'Verify your e-mail address');
    expect(mail.subject).toContain('ICON');
    expect(mail.html).toContain(mail.link.replaceAll('&', '&amp;'));
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/verify\/[\w-]+\/[\w-]+$/);

    const decrypted = await post('/api/decrypt-email', { encryptedString: verifyParts(mail.link).email });
    expect(decrypted.json().data.email).toBe(body.email);

    const verified = await post('/api/verify', verifyParts(mail.link));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(ACCOUNT_MESSAGES.verifiedAwaiting);

    // Verified but awaiting staff confirmation.
    const waiting = await post('/api/login', { email: body.email, password: PASSWORD });
    expect([waiting.statusCode, waiting.json().message]).toEqual([403, LOGIN_MESSAGES.notConfirmed]);

    const list = await post('/api/super-admin/providers/all', { search: body.lastName }, admin);
    const provider = list.json().data.data[0];
    expect(provider).toMatchObject({ email: body.email, status: 'pending', emailStatus: 'verified' });
    const confirmed = await post(`/api/super-admin/providers/${provider._id}/confirm`, {}, admin);
    expect(confirmed.statusCode).toBe(200);
    expect((await smtp.next(body.email, 'Your account is confirmed')).link).toBe('http://portal.test/login');

    const ok = await post('/api/login', { email: body.email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.profile).toMatchObject({
      status: 'confirmed',
      agreementStatus: 'signed',
      emailStatus: 'verified',
    });
    const notes = await post('/api/notifications/all', {}, bearer(ok.json().data.token));
    expect(notes.json().data.data[0]).toMatchObject({ type: 'account-confirmed', read: false });
  });

  it('refuses a signature that is not the typed name', async () => {
    const bad = await post('/api/signup', signupBody({ signature: 'Someone Else' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('signature');
  });

  it('answers a sign-up with a taken e-mail as a new one and warns the owner instead', async () => {
    const { email } = await t.createUser({ firstName: 'Owner' });
    const fresh = await post('/api/signup', signupBody());
    const taken = await post('/api/signup', { ...signupBody(), email: email.toUpperCase() });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    const warning = await smtp.next(email, 'Someone tried to sign up');
    expect(warning.text).toContain('Hello Owner,');
    expect(warning.text).toContain('No new account was created');
    expect(warning.link).toBe('http://portal.test/recover-password');
    // The owner's account is untouched: their own password still signs them in.
    expect(await t.login(email)).toBeTruthy();
  });
});

describe('verification links', () => {
  it('a used link is refused and says so', async () => {
    const body = signupBody();
    await post('/api/signup', body);
    const parts = verifyParts((await smtp.next(body.email, 'Verify')).link);
    expect((await post('/api/verify', parts)).statusCode).toBe(200);
    const again = await post('/api/verify', parts);
    expect([again.statusCode, again.json().message, again.json().code]).toEqual([
      400,
      ACCOUNT_MESSAGES.linkUsed,
      'LINK_USED',
    ]);
  });

  it('an expired link is refused and says so', async () => {
    const body = signupBody();
    await post('/api/signup', body);
    const parts = verifyParts((await smtp.next(body.email, 'Verify')).link);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.purpose, 'verify-email'));
    const res = await post('/api/verify', parts);
    expect([res.statusCode, res.json().message, res.json().code]).toEqual([
      400,
      ACCOUNT_MESSAGES.linkExpired,
      'LINK_EXPIRED',
    ]);
  });

  it('a forged token or a token under another address is refused', async () => {
    const a = signupBody();
    const b = signupBody();
    await post('/api/signup', a);
    await post('/api/signup', b);
    const pa = verifyParts((await smtp.next(a.email, 'Verify')).link);
    const pb = verifyParts((await smtp.next(b.email, 'Verify')).link);
    const forged = await post('/api/verify', { token: 'A'.repeat(43), email: pa.email });
    expect([forged.statusCode, forged.json().message]).toEqual([400, ACCOUNT_MESSAGES.linkInvalid]);
    const swapped = await post('/api/verify', { token: pa.token, email: pb.email });
    expect([swapped.statusCode, swapped.json().message]).toEqual([400, ACCOUNT_MESSAGES.linkInvalid]);
    const tampered = await post('/api/decrypt-email', { encryptedString: `${pa.email.slice(0, -2)}AA` });
    expect(tampered.statusCode).toBe(400);
  });

  it('resend sends a new link, the old one stops working, and resends are limited', async () => {
    const body = signupBody();
    await post('/api/signup', body);
    const first = verifyParts((await smtp.next(body.email, 'Verify')).link);
    const r1 = await post('/api/resend', { email: body.email });
    expect([r1.statusCode, r1.json().message]).toEqual([200, ACCOUNT_MESSAGES.resent]);
    const second = verifyParts((await smtp.next(body.email, 'Verify')).link);
    expect((await post('/api/verify', first)).json().message).toBe(ACCOUNT_MESSAGES.linkUsed);
    expect((await post('/api/verify', second)).statusCode).toBe(200);
    const unknown = await post('/api/resend', { email: 'ghost@example.com' });
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.resent);
    await post('/api/resend', { email: body.email });
    await post('/api/resend', { email: body.email });
    const limited = await post('/api/resend', { email: body.email });
    expect([limited.statusCode, limited.json().message]).toEqual([429, ACCOUNT_MESSAGES.tooManyResends]);
  });
});

describe('password recovery', () => {
  it('answers the same for an unknown e-mail as for a known one', async () => {
    const { email } = await t.createUser({});
    const known = await post('/api/forgot-password', { email });
    const unknown = await post('/api/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    await smtp.next(email, 'Reset your password');
    // Both requests were queued the same way; only the known address gets a mail.
    const queued = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'password-reset-request'`,
    );
    expect(first((queued as unknown as { rows: { n: number }[] }).rows).n).toBe(2);
  });

  it('a reset revokes every session, works once and expires', async () => {
    const { email } = await t.createUser({});
    const session = await t.login(email);
    await post('/api/forgot-password', { email });
    const token = new URL((await smtp.next(email, 'Reset')).link).pathname.split('/')[2];
    const common = await post('/api/reset-password', { token, password: 'password1' });
    expect(common.json().errors).toEqual([{ field: 'password', message: LOGIN_MESSAGES.commonPassword }]);
    const res = await post('/api/reset-password', { token, password: 'Fresh-start-2026!' });
    expect([res.statusCode, res.json().message]).toEqual([200, ACCOUNT_MESSAGES.passwordReset]);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(session) })).statusCode).toBe(401);
    expect((await post('/api/login', { email, password: 'Fresh-start-2026!' })).statusCode).toBe(200);
    const reused = await post('/api/reset-password', { token, password: 'Another-phrase-2026' });
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.linkUsed);

    await post('/api/forgot-password', { email });
    const token2 = new URL((await smtp.next(email, 'Reset')).link).pathname.split('/')[2];
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.purpose, 'reset-password'));
    const expired = await post('/api/reset-password', { token: token2, password: 'Another-phrase-2026' });
    expect(expired.json().message).toBe(ACCOUNT_MESSAGES.linkExpired);
  });
});

describe('update-email', () => {
  it('changes the address only after the new one is verified', async () => {
    const { email } = await t.createUser({});
    const token = await t.login(email);
    const res = await post('/api/update-email', { email: 'moved@example.com' }, bearer(token));
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().data.profile.email).toBe(email);
    const mail = await smtp.next('moved@example.com', 'Confirm your new e-mail address');
    const done = await post('/api/verify', verifyParts(mail.link));
    expect(done.json().message).toBe(ACCOUNT_MESSAGES.emailChanged);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().data.profile.email).toBe(
      'moved@example.com',
    );
  });
});
